import GroupEventsJSON

/// A vendor's mapping file (`Mappings/<vendor>.json`): the source of truth for its codes.
///
/// File shape:
/// ```json
/// {"vendor": "zim", "title": "ZEGOCLOUD ZIM",
///  "flavours": [{"name": "sdk", "summary": "…", "codeFields": ["event", "changeType"],
///                "rules": [{"codes": {"event": 1}, "name": "GroupCreated", "kind": "group.created"}, …],
///                "capabilities": {"group.created": "full", …}, "notes": {"member.muted": "…"}}],
///  "values": {"memberRole": [{"value": 1, "means": "owner"}, …]}}
/// ```
/// A rule's members other than `codes`, `name` and `kind` are its attributes (string values). A code
/// field may be declared as an object, `{"name": "tags", "set": true, "numbersAsStrings": true}`
/// (see `CodeField`); a rule names at most one element of a set field.
public struct MappingTable: Sendable, Equatable {
    /// The vendor's short name (`zim`).
    public var vendor: String
    /// The vendor's full name for people.
    public var title: String
    /// The flavours, in file order; the first is the vendor's default flavour.
    @usableFromInline package var flavours: [FlavourTable]
    /// Value tables (enums) by name.
    @usableFromInline package var values: [String: ValueTable]

    /// A table from its parts.
    @usableFromInline package init(vendor: String, title: String, flavours: [FlavourTable], values: [String: ValueTable]) {
        self.vendor = vendor
        self.title = title
        self.flavours = flavours
        self.values = values
    }

    /// Reads a mapping file's bytes, checked against the vocabulary of its vendor among
    /// `vocabularies` (without one, only the attributes every vendor shares are checked).
    ///
    /// A file that is not JSON, not this shape, or that names an attribute, attribute value, value
    /// table or meaning its vendor's mapping does not read, or a kind that is neither predefined nor
    /// named like one (`namespace.name`), throws an error located by `file`, line:column and path.
    ///
    /// The table takes `bytes`, and lets them go once the file is read, before its flavours' rules
    /// are indexed: a large file and its rules' index are then not held at once.
    @usableFromInline package init(bytes: consuming [UInt8], file: String? = nil, vocabularies: [MappingVocabulary] = []) throws(FileContentError) {
        let read: (vendor: String, title: String, flavours: [ReadFlavour], values: [String: ValueTable])
        do throws(RecordDecodingError) {
            // The flavours' rule arrays (root, `flavours`, flavour: the third container) are checked but
            // left empty in the tree, and their rules read from `bytes` one at a time (`readRules`).
            let document: JSONValue
            do {
                document = try JSONReader().read(bytes, droppingElementsOfArraysNamed: "rules", atDepth: 3)
            } catch {
                throw MappingTable.syntaxError(error)
            }
            read = try MappingTable.read(FieldReader(record: document), bytes: bytes, vocabularies: vocabularies)
        } catch {
            throw FileContentError(error, in: bytes, file: file)
        }
        bytes = []
        self.init(vendor: read.vendor, title: read.title, flavours: read.flavours.map(\.table), values: read.values)
    }

    /// A flavour read from a file, made a `FlavourTable` (its rules indexed) once the file is let go.
    private struct ReadFlavour {
        /// The flavour's name.
        let name: String
        /// Its summary.
        let summary: String
        /// Its code fields.
        let codeFields: [CodeField]
        /// Its rules, which hold no part of the file.
        let rules: [CodeRule]
        /// Its capabilities.
        let capabilities: [GroupEventKind: Capability]
        /// Its notes.
        let notes: [GroupEventKind: String]

        /// The flavour's table.
        var table: FlavourTable {
            FlavourTable(name: name, summary: summary, codeFields: codeFields, rules: rules, capabilities: capabilities, notes: notes)
        }
    }

    /// The error for a syntax error in a mapping file.
    private static func syntaxError(_ error: JSONSyntaxError) -> RecordDecodingError {
        RecordDecodingError(path: .root, offset: JSONOffset(error.offset), message: error.message)
    }

    /// Reads the table in `file`, read from `bytes` without its flavours' rules, which are read from `bytes`.
    private static func read(
        _ file: FieldReader, bytes: [UInt8], vocabularies: [MappingVocabulary]
    ) throws(RecordDecodingError) -> (vendor: String, title: String, flavours: [ReadFlavour], values: [String: ValueTable]) {
        let vendor = try file.requiredString("vendor")
        let vocabulary = vocabularies.first { $0.vendor == vendor }
        let title = try file.string("title") ?? vendor
        let flavours =
            try file.objects("flavours") { (flavour) throws(RecordDecodingError) in
                try MappingTable.readFlavour(flavour, bytes: bytes, vocabulary: vocabulary)
            } ?? []
        var values: [String: ValueTable] = [:]
        if let tables = try file.object("values") {
            for member in tables.object.members {
                values[member.key] = try MappingTable.readValues(tables, key: member.key, vocabulary: vocabulary)
            }
        }
        return (vendor, title, flavours, values)
    }

    /// Reads one flavour, whose `rules` array, when it has one, is empty in the tree and read from `bytes`.
    private static func readFlavour(
        _ flavour: FieldReader, bytes: [UInt8], vocabulary: MappingVocabulary?
    ) throws(RecordDecodingError) -> ReadFlavour {
        let codeFields =
            try flavour.array("codeFields") { (value, path, offset) throws(RecordDecodingError) in
                try readCodeField(value, in: flavour, path: path, offset: offset)
            } ?? []
        let rules: [CodeRule]
        switch flavour.value("rules") {
        case .array(let array)?:
            rules = try readRules(ofArrayAt: array.offset, in: bytes, flavour: flavour, codeFields: codeFields, vocabulary: vocabulary)
        case nil, .null?:
            rules = []
        case let value?:
            throw flavour.error("rules", "expected an array, found \(value.typeName)")
        }
        // Built by inserting: a set made from a sequence is sized for all of its elements, a million
        // rules' kinds then taking a set of a million.
        var kinds = Set(GroupEventKind.predefined)
        for rule in rules { kinds.insert(rule.kind) }
        func kind(_ table: FieldReader, _ key: String) throws(RecordDecodingError) -> GroupEventKind {
            let kind = GroupEventKind(rawValue: key)
            guard kinds.contains(kind) else { throw table.error(key, "\"\(key)\" is neither a predefined kind nor the kind of one of the flavour's rules") }
            return kind
        }
        var capabilities: [GroupEventKind: Capability] = [:]
        if let table = try flavour.object("capabilities") {
            for member in table.object.members {
                guard let text = member.value.stringValue, let capability = Capability(rawValue: text) else {
                    let levels = Capability.allCases.map(\.rawValue).joined(separator: ", ")
                    throw table.error(member.key, "capability must be one of \(levels)")
                }
                capabilities[try kind(table, member.key)] = capability
            }
        }
        var notes: [GroupEventKind: String] = [:]
        if let table = try flavour.object("notes") {
            for member in table.object.members {
                notes[try kind(table, member.key)] = try table.requiredString(member.key)
            }
        }
        return ReadFlavour(
            name: try flavour.requiredString("name"), summary: try flavour.string("summary") ?? "",
            codeFields: codeFields, rules: rules, capabilities: capabilities, notes: notes)
    }

    /// A code field: its name, or `{"name": …, "set": …, "numbersAsStrings": …}`.
    private static func readCodeField(_ value: JSONValue, in flavour: FieldReader, path: JSONPath, offset: JSONOffset) throws(RecordDecodingError) -> CodeField
    {
        switch value {
        case .string(let name):
            return CodeField(name: name)
        case .object(let object):
            let field = FieldReader(object, path: path)
            for key in object.keys where !["name", "set", "numbersAsStrings"].contains(key) {
                throw field.error(key, "unknown code field option \"\(key)\"; known: name, set, numbersAsStrings")
            }
            return CodeField(
                name: try field.requiredString("name"), isSet: try field.bool("set") ?? false,
                numbersAsStrings: try field.bool("numbersAsStrings") ?? false)
        default:
            throw flavour.error(at: path, offset: offset, "a code field is a name or an object with \"name\", found \(value.typeName)")
        }
    }

    /// Reads the elements of the flavour's `rules` array at `offset` in `bytes` one at a time, so that
    /// only one element's tree is held at once, into one `RuleStore`; an element that is no object is
    /// refused as `FieldReader.objects(_:_:)` refuses it.
    private static func readRules(
        ofArrayAt offset: JSONOffset, in bytes: [UInt8], flavour: FieldReader, codeFields: [CodeField], vocabulary: MappingVocabulary?
    ) throws(RecordDecodingError) -> [CodeRule] {
        let path = flavour.path.appending(key: "rules")
        var rules = RuleStore.Builder(fields: codeFields.map(\.name))
        var count = 0
        var failure: RecordDecodingError?
        do {
            try JSONReader().forEachElement(ofArrayAt: offset, in: bytes) { element in
                do throws(RecordDecodingError) {
                    let elementPath = path.appending(index: count)
                    guard case .object(let object) = element.value else {
                        throw flavour.error(at: elementPath, offset: element.offset, "expected an object, found \(element.value.typeName)")
                    }
                    try readRule(FieldReader(object, path: elementPath), codeFields: codeFields, into: &rules, vocabulary: vocabulary)
                    count += 1
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
        } catch {
            throw syntaxError(error)
        }
        if let failure { throw failure }
        return RuleStore(rules).rules
    }

    /// Reads one rule into `rules`, its codes in the flavour's field order.
    private static func readRule(
        _ rule: FieldReader, codeFields: [CodeField], into rules: inout RuleStore.Builder, vocabulary: MappingVocabulary?
    ) throws(RecordDecodingError) {
        guard let codes = try rule.object("codes") else { throw rule.error("codes", "missing required object \"codes\"") }
        var namesElement = false
        for key in codes.object.keys {
            guard let field = codeFields.first(where: { $0.name == key }) else {
                throw codes.error(key, "code field \"\(key)\" is not one of the flavour's codeFields \(codeFields.map(\.name))")
            }
            guard let value = codes.value(key), value.isCode else { throw codes.error(key, "a code is a string, a number or a boolean") }
            if field.isSet {
                guard !namesElement else { throw codes.error(key, "a rule names at most one element of a set field") }
                namesElement = true
            }
        }
        var ordered: [(field: Int, value: JSONValue)] = []
        for (position, field) in codeFields.enumerated() {
            if let value = codes.value(field.name) { ordered.append((position, value)) }
        }
        let kindName = try rule.requiredString("kind")
        let kind = rules.kind(named: kindName)
        guard GroupEventKind.predefined.contains(kind) || kindName.isCustomKindName else {
            throw rule.error("kind", "\"\(kindName)\" is not a predefined kind, nor a custom kind named namespace.name")
        }
        var attributes: [String: String] = [:]
        for member in rule.object.members where !["codes", "name", "kind"].contains(member.key) {
            guard case .string(let text) = member.value else { throw rule.error(member.key, "rule attributes must be strings") }
            guard let allowed = vocabulary?.attributes[member.key] ?? MappingVocabulary.shared[member.key] else {
                if let vocabulary {
                    let known = vocabulary.attributes.keys.sorted().joined(separator: ", ")
                    throw rule.error(member.key, "the \(vocabulary.vendor) mapping reads no rule attribute \"\(member.key)\"; known: \(known)")
                }
                attributes[member.key] = text
                continue
            }
            guard allowed.contains(text) else {
                throw rule.error(member.key, "\"\(text)\" is not a value of \(member.key); known: \(allowed.sorted().joined(separator: ", "))")
            }
            attributes[member.key] = text
        }
        rules.append(codes: ordered, name: try rule.requiredString("name"), kind: kind, attributes: attributes)
    }

    private static func readValues(_ tables: FieldReader, key: String, vocabulary: MappingVocabulary?) throws(RecordDecodingError) -> ValueTable {
        let meanings = vocabulary?.values[key]
        if let vocabulary, meanings == nil {
            let known = vocabulary.values.keys.sorted().joined(separator: ", ")
            throw tables.error(key, "the \(vocabulary.vendor) mapping reads no value table \"\(key)\"; known: \(known)")
        }
        let entries =
            try tables.objects(key) { (entry) throws(RecordDecodingError) -> ValueTable.Entry in
                guard let value = entry.value("value") else { throw entry.error("value", "missing required \"value\"") }
                let meaning = try entry.requiredString("means")
                if let meanings, !meanings.contains(meaning) {
                    throw entry.error("means", "\"\(meaning)\" is not a meaning of \(key); known: \(meanings.sorted().joined(separator: ", "))")
                }
                return ValueTable.Entry(value: value, meaning: meaning)
            } ?? []
        return ValueTable(entries: entries)
    }

    /// The flavour named `name`, or nil.
    @usableFromInline package func flavour(named name: String) -> FlavourTable? {
        flavours.first { $0.name == name }
    }

    /// The value table named `name`; an empty table when the file has none (every lookup then misses).
    @usableFromInline package func values(named name: String) -> ValueTable {
        values[name] ?? ValueTable(entries: [])
    }
}

extension MappingTable {
    /// This table with `other`'s rows taking precedence: its rules replace the rules with the same
    /// codes and come first, its capabilities, notes and value entries override, and flavours it adds
    /// are appended.
    ///
    /// Each added rule is looked up among the base rules' codes (a set of the base's size), so a
    /// table of a million rules merges in time proportional to its size.
    public func merged(with other: MappingTable) -> MappingTable {
        var flavours = self.flavours
        for added in other.flavours {
            if let index = flavours.firstIndex(where: { $0.name == added.name }) {
                let base = flavours[index]
                let baseCodes = Set(base.rules.map(\.codes))
                let replaced = Set(added.rules.lazy.map(\.codes).filter { baseCodes.contains($0) })
                flavours[index] = FlavourTable(
                    name: base.name, summary: added.summary.isEmpty ? base.summary : added.summary,
                    codeFields: base.codeFields, rules: added.rules + base.rules.filter { !replaced.contains($0.codes) },
                    capabilities: base.capabilities.merging(added.capabilities) { $1 },
                    notes: base.notes.merging(added.notes) { $1 })
            } else {
                flavours.append(added)
            }
        }
        var values = self.values
        for (name, table) in other.values {
            values[name] = ValueTable(entries: table.entries + (values[name]?.entries ?? []))
        }
        return MappingTable(vendor: vendor, title: title, flavours: flavours, values: values)
    }
}

extension JSONValue {
    /// Whether the value can be a code in a rule: a string, a number or a Boolean.
    fileprivate var isCode: Bool {
        switch self {
        case .string, .number, .bool: true
        case .null, .array, .object: false
        }
    }
}

extension String {
    /// Whether the text names a kind of one's own: `namespace.name`, letters and digits on both sides of one dot.
    fileprivate var isCustomKindName: Bool {
        let parts = split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
