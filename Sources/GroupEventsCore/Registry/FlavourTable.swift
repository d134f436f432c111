import GroupEventsJSON

/// One flavour's part of a vendor's mapping file: its code rules and what it can express.
@usableFromInline package struct FlavourTable: Sendable, CustomReflectable, Equatable {
    /// The flavour's name (`sdk`).
    @usableFromInline package var name: String {
        get { storage.value.name }
        _modify { yield &storage.value.name }
    }

    /// One line on what the flavour is.
    @usableFromInline package var summary: String {
        get { storage.value.summary }
        _modify { yield &storage.value.summary }
    }

    /// The code fields, in the order rules name them (fixed at `init`, as the rules are indexed by them).
    @usableFromInline package var codeFields: [CodeField] { storage.value.codeFields }

    /// The rules, in file order; for encoding, the first rule of a kind is its canonical code (fixed
    /// at `init`, as they are indexed then).
    @usableFromInline package var rules: [CodeRule] { storage.value.rules }

    /// How well the flavour expresses each kind; a kind not listed is `rejected`.
    @usableFromInline package var capabilities: [GroupEventKind: Capability] {
        get { storage.value.capabilities }
        _modify { yield &storage.value.capabilities }
    }

    /// Further notes for the support matrix, per kind.
    @usableFromInline package var notes: [GroupEventKind: String] {
        get { storage.value.notes }
        _modify { yield &storage.value.notes }
    }

    /// What the table holds, in a box its copies share: mappings hand their table out for every
    /// record, and a copy is then one reference count.
    private var storage: CopyOnWriteBox<Contents>

    /// What a table holds.
    private struct Contents: Sendable, Equatable {
        var name: String
        var summary: String
        let codeFields: [CodeField]
        let rules: [CodeRule]
        var capabilities: [GroupEventKind: Capability] {
            didSet { predefinedCapabilities = Self.predefinedCapabilities(in: capabilities) }
        }
        /// `capabilities` of each predefined kind, by its place in `GroupEventKind.predefined`: a slot
        /// writer asks for the capability of every event's kind, and no name is hashed for it.
        var predefinedCapabilities: [Capability]
        var notes: [GroupEventKind: String]
        /// The rules by their single codes and set element.
        let index: RuleIndex
        /// The rules of each kind, in file order: encoders look up a kind's rules for every event they write.
        let byKind: [GroupEventKind: [CodeRule]]

        /// `capabilities` by the place of each predefined kind; a kind not listed is `rejected`.
        static func predefinedCapabilities(in capabilities: [GroupEventKind: Capability]) -> [Capability] {
            GroupEventKind.predefined.map { capabilities[$0] ?? .rejected }
        }

        /// Tables are equal when what they were made of is: the index, `byKind` and
        /// `predefinedCapabilities` follow from it.
        static func == (lhs: Contents, rhs: Contents) -> Bool {
            (lhs.name, lhs.summary, lhs.codeFields, lhs.rules) == (rhs.name, rhs.summary, rhs.codeFields, rhs.rules)
                && lhs.capabilities == rhs.capabilities && lhs.notes == rhs.notes
        }
    }

    /// A flavour table.
    @usableFromInline package init(
        name: String, summary: String, codeFields: [CodeField], rules: [CodeRule],
        capabilities: [GroupEventKind: Capability], notes: [GroupEventKind: String] = [:]
    ) {
        var byKind: [GroupEventKind: [CodeRule]] = [:]
        for rule in rules {
            byKind[rule.kind, default: []].append(rule)
        }
        storage = CopyOnWriteBox(
            Contents(
                name: name, summary: summary, codeFields: codeFields, rules: rules, capabilities: capabilities,
                predefinedCapabilities: Contents.predefinedCapabilities(in: capabilities), notes: notes,
                index: RuleIndex(rules: rules, codeFields: codeFields), byKind: byKind))
    }

    /// The rules matching a record's codes, and the codes none of them explains.
    ///
    /// `codes` holds the record's value for each code field it carries (`null` counts as absent), an
    /// array for a set field (a single value there is a set of one). A rule matches when its single
    /// codes are exactly the record's — the same fields, equal values (`"1"` equal to `1` where the
    /// field takes numbers as strings) — and the set element it names, if any, is in the record's set.
    /// Rules naming set elements win; the rules for the whole record apply only when none of them
    /// matches. A record carrying a field the table does not declare matches nothing.
    @usableFromInline package func rules(matching codes: JSONObject) -> CodeMatch {
        let declared = codes.members.allSatisfy { member in member.value.isNull || codeFields.contains { $0.name == member.key } }
        guard declared else { return CodeMatch(rules: [], unexplained: codes) }
        var single = JSONObject(capacity: codeFields.count)
        var elements: [RuleIndex.Element] = []
        for field in codeFields {
            guard let value = codes[field.name], !value.isNull else { continue }
            guard field.isSet else {
                single.append(field.name, field.normalized(value))
                continue
            }
            let set = value.arrayValue ?? [value]
            elements.reserveCapacity(elements.count + set.count)
            for element in set {
                let key = RuleIndex.Element(field: field.name, value: field.normalized(element))
                if !elements.contains(key) { elements.append(key) }
            }
        }
        let index = storage.value.index
        guard !elements.isEmpty else {
            let whole = index[RuleIndex.Key(single: single)]
            return whole.isEmpty ? CodeMatch(rules: [], unexplained: codes) : CodeMatch(rules: whole)
        }
        var rules: [CodeRule] = []
        rules.reserveCapacity(elements.count)
        var unexplained = JSONObject()
        for element in elements {
            let found = index[RuleIndex.Key(single: single, element: element)]
            if !found.isEmpty {
                rules += found
            } else {
                var unknown = unexplained[element.field]?.arrayValue ?? []
                unknown.append(element.value)
                unexplained[element.field] = .array(unknown)
            }
        }
        if rules.isEmpty { rules = index[RuleIndex.Key(single: single)] }
        return rules.isEmpty ? CodeMatch(rules: [], unexplained: codes) : CodeMatch(rules: rules, unexplained: unexplained)
    }

    /// The first matching rule when the match is complete (every code explained), or nil: the lookup
    /// for flavours whose records carry one code per field.
    @usableFromInline package func rule(matching codes: JSONObject) -> CodeRule? {
        let match = rules(matching: codes)
        return match.isComplete ? match.rules.first : nil
    }

    /// The rules of `kind`, in file order.
    @usableFromInline package func rules(of kind: GroupEventKind) -> [CodeRule] {
        storage.value.byKind[kind] ?? []
    }

    /// The first rule of `kind` whose attributes include all of `attributes`.
    @usableFromInline package func rule(for kind: GroupEventKind, where attributes: [String: String] = [:]) -> CodeRule? {
        rules(of: kind).first { rule in attributes.allSatisfy { rule[attribute: $0.key] == $0.value } }
    }

    /// How well the flavour expresses `kind`.
    @usableFromInline package func capability(for kind: GroupEventKind) -> Capability {
        if let index = kind.predefinedIndex { return storage.value.predefinedCapabilities[index] }
        return capabilities[kind] ?? .rejected
    }

    /// The fields, as a struct's mirror shows them.
    @usableFromInline package var customMirror: Mirror { storage.mirror(of: self) }
}
