import GroupEventsJSON

/// One row of a flavour's code table: the raw codes that identify a notification, and its meaning.
///
/// A rule is a position in the `RuleStore` of the rules read with it, which keeps its fields in
/// columns; reading a code (`code(_:)`) builds nothing, reading `codes` builds the object.
@usableFromInline package struct CodeRule: Sendable, CustomReflectable, Hashable {
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
    @usableFromInline package init(codes: JSONObject, name: String, kind: GroupEventKind, attributes: [String: String] = [:]) {
        var builder = RuleStore.Builder(fields: codes.keys)
        builder.append(codes: codes.members.enumerated().map { ($0.offset, $0.element.value) }, name: name, kind: kind, attributes: attributes)
        self.init(store: RuleStore(builder), position: 0)
    }

    /// The code values that must all match (`{"event": 7, "changeType": 3}`), in the flavour's code-field order.
    @usableFromInline package var codes: JSONObject { store.codes(of: position) }

    /// The code in `field` (`rule.code("event")`), or nil when the rule names none: `codes[field]`
    /// without building the object.
    @usableFromInline package func code(_ field: String) -> JSONValue? { store.code(field, of: position) }

    /// The vendor's own name for the code (`GroupNameChanged`), for documentation and reports.
    @usableFromInline package var name: String { store.name(of: position) }

    /// The unified kind it decodes to.
    @usableFromInline package var kind: GroupEventKind { store.kind(of: position) }

    /// Further meaning the mapping reads, such as `joinMethod` or the profile `field`.
    @usableFromInline package var attributes: [String: String] { store.attributes(of: position) }

    /// The attribute `key`, or nil: found by a scan, as a rule has a few attributes, whose short names
    /// compare as machine words where hashing one costs more than the whole scan.
    @usableFromInline package subscript(attribute key: String) -> String? { attributes.first { $0.key == key }?.value }

    /// Rules are equal when their codes, names, kinds and attributes are, wherever they are kept.
    @usableFromInline package static func == (lhs: CodeRule, rhs: CodeRule) -> Bool {
        (lhs.store === rhs.store && lhs.position == rhs.position)
            || (lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.codes == rhs.codes && lhs.attributes == rhs.attributes)
    }

    /// Hashes the codes, name, kind and attributes.
    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(codes)
        hasher.combine(name)
        hasher.combine(kind)
        hasher.combine(attributes)
    }

    /// The fields, as a struct's mirror shows them.
    @usableFromInline package var customMirror: Mirror {
        Mirror(self, children: ["codes": codes, "name": name, "kind": kind, "attributes": attributes], displayStyle: .struct)
    }
}
