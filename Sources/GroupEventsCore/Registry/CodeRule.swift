import GroupEventsJSON

/// One row of a flavour's code table: the raw codes that identify a notification, and its meaning.
///
/// A rule is a position in the `RuleStore` of the rules read with it, which keeps its fields in
/// columns; reading a code (`code(_:)`) builds nothing, reading `codes` builds the object.
public struct CodeRule: Sendable, CustomReflectable, Hashable {
    /// The rules the rule is one of.
    private let store: RuleStore
    /// The rule's position in `store`.
    private let position: Int

    /// The rule at `position` in `store`.
    init(store: RuleStore, position: Int) {
        self.store = store
        self.position = position
    }

    /// A rule.
    public init(codes: JSONObject, name: String, kind: GroupEventKind, attributes: [String: String] = [:]) {
        var builder = RuleStore.Builder(fields: codes.keys)
        builder.append(codes: codes.members.enumerated().map { ($0.offset, $0.element.value) }, name: name, kind: kind, attributes: attributes)
        self.init(store: RuleStore(builder), position: 0)
    }

    /// The code values that must all match (`{"event": 7, "changeType": 3}`), in the flavour's code-field order.
    public var codes: JSONObject { store.codes(of: position) }

    /// The code in `field` (`rule.code("event")`), or nil when the rule names none: `codes[field]`
    /// without building the object.
    public func code(_ field: String) -> JSONValue? { store.code(field, of: position) }

    /// The vendor's own name for the code (`GroupNameChanged`), for documentation and reports.
    public var name: String { store.name(of: position) }

    /// The unified kind it decodes to.
    public var kind: GroupEventKind { store.kind(of: position) }

    /// Further meaning the mapping reads, such as `joinMethod` or the profile `field`.
    public var attributes: [String: String] { store.attributes(of: position) }

    /// The attribute `key`, or nil: found by a scan, as a rule has a few attributes, whose short names
    /// compare as machine words where hashing one costs more than the whole scan.
    public subscript(attribute key: String) -> String? { attributes.first { $0.key == key }?.value }

    /// Rules are equal when their codes, names, kinds and attributes are, wherever they are kept.
    public static func == (lhs: CodeRule, rhs: CodeRule) -> Bool {
        (lhs.store === rhs.store && lhs.position == rhs.position)
            || (lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.codes == rhs.codes && lhs.attributes == rhs.attributes)
    }

    /// Hashes the codes, name, kind and attributes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(codes)
        hasher.combine(name)
        hasher.combine(kind)
        hasher.combine(attributes)
    }

    /// The fields, as a struct's mirror shows them.
    public var customMirror: Mirror {
        Mirror(self, children: ["codes": codes, "name": name, "kind": kind, "attributes": attributes], displayStyle: .struct)
    }
}
