import GroupEventsJSON

/// One flavour's part of a vendor's mapping file: its code rules and what it can express.
public struct FlavourTable: Sendable {
    /// The flavour's name (`sdk`).
    public var name: String
    /// One line on what the flavour is.
    public var summary: String
    /// The code fields, in the order rules name them and lookups relax them (most general first).
    public var codeFields: [String]
    /// The rules, in file order; for encoding, the first rule of a kind is its canonical code.
    public var rules: [CodeRule]
    /// How well the flavour expresses each kind; a kind not listed is `rejected`.
    public var capabilities: [GroupEventKind: Capability]
    /// Further notes for the support matrix, per kind.
    public var notes: [GroupEventKind: String]

    private var rulesByCodes: [JSONObject: CodeRule]

    /// A flavour table.
    public init(
        name: String, summary: String, codeFields: [String], rules: [CodeRule],
        capabilities: [GroupEventKind: Capability], notes: [GroupEventKind: String] = [:]
    ) {
        self.name = name
        self.summary = summary
        self.codeFields = codeFields
        self.rules = rules
        self.capabilities = capabilities
        self.notes = notes
        var index: [JSONObject: CodeRule] = [:]
        for rule in rules where index[rule.codes] == nil {
            index[rule.codes] = rule
        }
        self.rulesByCodes = index
    }

    /// The most specific rule matching a record's codes, or nil when none does.
    ///
    /// `codes` lists the record's values for the flavour's code fields, in `codeFields` order; a rule
    /// naming fewer fields matches when those agree (so `{"event": 3}` matches any change type).
    public func rule(matching codes: JSONObject) -> CodeRule? {
        var probe = codes
        while true {
            if let rule = rulesByCodes[probe] { return rule }
            guard !probe.members.isEmpty else { return nil }
            probe.members.removeLast()
        }
    }

    /// The first rule of `kind` whose attributes include all of `attributes`.
    public func rule(for kind: GroupEventKind, where attributes: [String: String] = [:]) -> CodeRule? {
        rules.first { rule in
            rule.kind == kind && attributes.allSatisfy { rule.attributes[$0.key] == $0.value }
        }
    }

    /// How well the flavour expresses `kind`.
    public func capability(for kind: GroupEventKind) -> Capability {
        capabilities[kind] ?? .rejected
    }
}
