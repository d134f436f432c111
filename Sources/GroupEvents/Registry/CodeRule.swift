import GroupEventsJSON

/// One row of a flavour's code table: the raw codes that identify a notification, and its meaning.
public struct CodeRule: Sendable, CustomReflectable, Hashable {
    /// The code values that must all match (`{"event": 7, "changeType": 3}`), in the flavour's code-field order.
    @inlinable public var codes: JSONObject {
        get { storage.value.codes }
        _modify { yield &storage.value.codes }
    }

    /// The vendor's own name for the code (`GroupNameChanged`), for documentation and reports.
    @inlinable public var name: String {
        get { storage.value.name }
        _modify { yield &storage.value.name }
    }

    /// The unified kind it decodes to.
    @inlinable public var kind: GroupEventKind {
        get { storage.value.kind }
        _modify { yield &storage.value.kind }
    }

    /// Further meaning the mapping reads, such as `joinMethod` or the profile `field`.
    @inlinable public var attributes: [String: String] {
        get { storage.value.attributes }
        _modify { yield &storage.value.attributes }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    @usableFromInline var storage: CopyOnWriteBox<Fields>

    /// A rule.
    public init(codes: JSONObject, name: String, kind: GroupEventKind, attributes: [String: String] = [:]) {
        storage = CopyOnWriteBox(Fields(codes: codes, name: name, kind: kind, attributes: attributes))
    }

    /// The attribute `key`, or nil: found by a scan, as a rule has a few attributes, whose short names
    /// compare as machine words where hashing one costs more than the whole scan.
    public subscript(attribute key: String) -> String? { attributes.first { $0.key == key }?.value }

    /// The fields, as a struct's mirror shows them.
    public var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    @usableFromInline struct Fields: Sendable, Hashable {
        @usableFromInline var codes: JSONObject
        @usableFromInline var name: String
        @usableFromInline var kind: GroupEventKind
        @usableFromInline var attributes: [String: String]
    }
}
