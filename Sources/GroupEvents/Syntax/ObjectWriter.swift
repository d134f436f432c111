import GroupEventsJSON

/// The writing face of a codec: writes one record's object member by member, laid over the object the
/// model was read from (`ObjectTemplate`'s rules: the origin's key order, unknown keys and spellings
/// are kept; owned keys not written are left out).
///
/// Codecs write only through this type and read only through `FieldReader`, so the representation
/// beneath both can change without touching any adapter. A nil value writes nothing.
public struct ObjectWriter: Sendable {
    private var written: JSONObject
    private let template: ObjectTemplate

    /// A writer laid over `origin` (nil when writing afresh), owning `ownedKeys`.
    public init(over origin: ObjectOrigin?, owning ownedKeys: Set<String>) {
        template = ObjectTemplate(original: origin, ownedKeys: ownedKeys)
        // A codec writes owned keys (and rarely a few more), so the object seldom grows past this.
        written = JSONObject(capacity: ownedKeys.count)
    }

    /// Writes a string.
    public mutating func write(_ key: String, _ value: String?) {
        if let value { written.append(key, .string(value)) }
    }

    /// Writes an integer.
    public mutating func write(_ key: String, _ value: Int64?) {
        if let value { written.append(key, .integer(value)) }
    }

    /// Writes a Boolean.
    public mutating func write(_ key: String, _ value: Bool?) {
        if let value { written.append(key, .bool(value)) }
    }

    /// Writes an array of strings.
    public mutating func write(_ key: String, strings: [String]?) {
        if let strings { written.append(key, .array(JSONArray(strings.map(JSONValue.string)))) }
    }

    /// Writes an array of integers.
    public mutating func write(_ key: String, integers: [Int64]?) {
        if let integers { written.append(key, .array(JSONArray(integers.map { .integer($0) }))) }
    }

    /// Writes a nested object.
    public mutating func write(_ key: String, _ object: ObjectWriter?) {
        if let object { written.append(key, .object(object.object)) }
    }

    /// Writes an array of objects.
    public mutating func write(_ key: String, objects: [ObjectWriter]?) {
        if let objects { written.append(key, .array(JSONArray(objects.map { .object($0.object) }))) }
    }

    /// Writes a nested object as a JSON string holding it (NIM's `attach`), over `document`, the
    /// string it was read from (`FieldReader.embeddedObject`): the very same text while the object
    /// is unchanged, compact text once edited or when there was no string to begin with.
    public mutating func write(_ key: String, embedding object: ObjectWriter, in document: JSONEmbeddedDocument?) {
        let value = JSONValue.object(object.object)
        guard var document else {
            written.append(key, .string(JSONWriter.compactString(value)))
            return
        }
        document.value = value
        written.append(key, document.stringValue)
    }

    /// Writes a value the model carries as it was read (`FieldReader.value`).
    public mutating func write(_ key: String, carried value: JSONValue?) {
        if let value { written.append(key, value) }
    }

    /// Orders what was written so far by the bytes of its keys, for a producer that sorts every
    /// object's keys (the TIM C SDK's JSON). Laid over an origin, the origin's order still rules and
    /// only keys it lacked follow, in this order.
    public mutating func sortKeys() {
        written.members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// The object: what was written, laid over the origin.
    public var object: JSONObject { template.apply(to: written) }
}
