import GroupEventsJSON

/// One row of a flavour's code table: the raw codes that identify a notification, and its meaning.
public struct CodeRule: Sendable, Hashable {
    /// The code values that must all match (`{"event": 7, "changeType": 3}`), in the flavour's code-field order.
    public var codes: JSONObject
    /// The vendor's own name for the code (`GroupNameChanged`), for documentation and reports.
    public var name: String
    /// The unified kind it decodes to.
    public var kind: GroupEventKind
    /// Further meaning the mapping reads, such as `joinMethod` or the profile `field`.
    public var attributes: [String: String]

    /// A rule.
    public init(codes: JSONObject, name: String, kind: GroupEventKind, attributes: [String: String] = [:]) {
        self.codes = codes
        self.name = name
        self.kind = kind
        self.attributes = attributes
    }

    /// The attribute `key`, or nil: found by a scan, as a rule has a few attributes, whose short names
    /// compare as machine words where hashing one costs more than the whole scan.
    public subscript(attribute key: String) -> String? { attributes.first { $0.key == key }?.value }
}
