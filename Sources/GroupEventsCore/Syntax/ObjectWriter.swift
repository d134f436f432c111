import GroupEventsJSON

/// The writing face of a codec: writes one record's object member by member, laid over the object the
/// model was read from (`ObjectTemplate`'s rules: the origin's key order, unknown keys and spellings
/// are kept; owned keys not written are left out).
///
/// Codecs write only through this type and read only through `FieldReader`, so the representation
/// beneath both can change without touching any adapter. A nil value writes nothing.
///
/// An object written afresh (over no origin), as every record translated from another vendor is, is
/// written straight into compact text (`JSONCompactObject`, in memory its thread reuses from record to
/// record) and reaches the output as a copy of it (`outputRecord`). It becomes a tree of values, as an
/// object over an origin is from the start, once it is given what text cannot take as it comes: a
/// nested object over an origin, a container carried as it was read, or keys to sort that hold escapes.
@usableFromInline package struct ObjectWriter: Sendable {
    /// What was written, while the object is compact text; nil once it is a tree.
    private var text: JSONCompactObject?
    /// What was written, once the object is a tree.
    private var written: JSONObject
    private let template: ObjectTemplate

    /// A writer laid over `origin` (nil when writing afresh), owning `ownedKeys`.
    @usableFromInline package init(over origin: ObjectOrigin?, owning ownedKeys: Set<String>) {
        template = ObjectTemplate(original: origin, ownedKeys: ownedKeys)
        if origin == nil {
            text = JSONCompactObject()
            written = JSONObject()
        } else {
            written = JSONObject(capacity: ownedKeys.count)
        }
    }

    /// Writes a string.
    @usableFromInline package mutating func write(_ key: String, _ value: String?) {
        guard let value else { return }
        if text != nil { text!.append(key, string: value) } else { written.append(key, .string(value)) }
    }

    /// Writes a string whose UTF-8 is `utf8` (well-formed UTF-8), without a `String` of it where the
    /// object is compact text.
    mutating func write(_ key: String, utf8: [UInt8]) {
        if text != nil {
            utf8.withUnsafeBufferPointer { text!.append(key, utf8: $0) }
        } else {
            written.append(key, .string(String(decoding: utf8, as: UTF8.self)))
        }
    }

    /// Writes an integer.
    @usableFromInline package mutating func write(_ key: String, _ value: Int64?) {
        guard let value else { return }
        if text != nil { text!.append(key, integer: value) } else { written.append(key, .integer(value)) }
    }

    /// Writes a Boolean.
    @usableFromInline package mutating func write(_ key: String, _ value: Bool?) {
        guard let value else { return }
        if text != nil { text!.append(key, bool: value) } else { written.append(key, .bool(value)) }
    }

    /// Writes an array of strings.
    @usableFromInline package mutating func write(_ key: String, strings: [String]?) {
        guard let strings else { return }
        if text != nil { text!.append(key, strings: strings) } else { written.append(key, .array(JSONArray(strings.map(JSONValue.string)))) }
    }

    /// Writes an array of integers.
    @usableFromInline package mutating func write(_ key: String, integers: [Int64]?) {
        guard let integers else { return }
        if text != nil {
            text!.append(key, integers: integers)
        } else {
            written.append(key, .array(JSONArray(integers.map { .integer($0) })))
        }
    }

    /// Writes a nested object.
    @usableFromInline package mutating func write(_ key: String, _ object: ObjectWriter?) {
        guard let object else { return }
        if text != nil, let nested = object.text { return text!.append(key, object: nested) }
        becomeTree()
        written.append(key, .object(object.object))
    }

    /// Writes an array of objects.
    @usableFromInline package mutating func write(_ key: String, objects: [ObjectWriter]?) {
        guard let objects else { return }
        if text != nil, objects.allSatisfy({ $0.text != nil }) { return text!.append(key, objectCount: objects.count) { objects[$0].text! } }
        becomeTree()
        written.append(key, .array(JSONArray(objects.map { .object($0.object) })))
    }

    /// Writes a nested object as a JSON string holding it (NIM's `attach`), over `document`, the
    /// string it was read from (`FieldReader.embeddedObject`): the very same text while the object
    /// is unchanged, compact text once edited or when there was no string to begin with.
    @usableFromInline package mutating func write(_ key: String, embedding object: ObjectWriter, in document: JSONEmbeddedDocument?) {
        if document == nil, text != nil, let nested = object.text { return text!.append(key, embedding: nested) }
        becomeTree()
        let value = JSONValue.object(object.object)
        guard var document else {
            written.append(key, .string(JSONWriter.compactString(value)))
            return
        }
        document.value = value
        written.append(key, document.stringValue)
    }

    /// Writes a value the model carries as it was read (`FieldReader.value`).
    @usableFromInline package mutating func write(_ key: String, carried value: JSONValue?) {
        guard let value else { return }
        if text != nil, text!.append(key, value: value) { return }
        becomeTree()
        written.append(key, value)
    }

    /// Orders what was written so far by the bytes of its keys, for a producer that sorts every
    /// object's keys (the TIM C SDK's JSON). Laid over an origin, the origin's order still rules and
    /// only keys it lacked follow, in this order.
    @usableFromInline package mutating func sortKeys() {
        if text != nil, text!.sortMembersByKey() { return }
        becomeTree()
        written.members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// The object: what was written, laid over the origin.
    @usableFromInline package var object: JSONObject { text?.object ?? template.apply(to: written) }

    /// The object as a record to write: a copy of its compact text, or the value of the tree.
    @usableFromInline package var outputRecord: OutputRecord {
        if let text { .compact(text) } else { OutputRecord(.object(template.apply(to: written))) }
    }

    /// Turns compact text into a tree of what it holds, before something text cannot take is written.
    private mutating func becomeTree() {
        guard let compact = text else { return }
        written = compact.object
        text = nil
    }
}
