/// A JSON value as read from bytes or built for writing.
///
/// Object members keep their order and numbers keep their exact text, so a value read and written
/// again says the same thing in the same order, to the digit. Positions of values read from bytes are
/// kept by their containers (`JSONObject.Member.offset`, `JSONArray.Entry.offset`).
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as its exact source text.
    case number(JSONNumber)
    /// A string, unescaped.
    case string(String)
    /// An array.
    case array(JSONArray)
    /// An object, members in source order.
    case object(JSONObject)
}

extension JSONValue {
    /// The object, when this value is one.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The array, when this value is one.
    public var arrayValue: JSONArray? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The string, when this value is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number, when this value is one.
    public var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The Boolean, when this value is one.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// Whether this value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member `key` of an object (the last one when a key repeats), or nil.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// Whether the value is, or holds, an array or object read from compact text, which a `JSONWriter`
    /// given that text as its source copies as it was read.
    var holdsSourceText: Bool {
        switch self {
        case .null, .bool, .number, .string: false
        case .array(let array): array.sourceSpan != nil || array.entries.contains { $0.value.holdsSourceText }
        case .object(let object): object.sourceSpan != nil || object.members.contains { $0.value.holdsSourceText }
        }
    }

    /// A name for the value's type, as used in messages: "null", "boolean", "number", "string", "array", "object".
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// A JSON number value from an integer.
    public static func integer<I: BinaryInteger>(_ value: I) -> JSONValue {
        .number(JSONNumber(value))
    }

    /// A JSON number value from a 64-bit integer, the same as the generic `integer(_:)` gives. The
    /// vendors' codes and enum numbers (event and change types, roles, ops), which decoding spells out
    /// for every record, lie in `0..<readyIntegers.count` and come ready-made from a table built once.
    public static func integer(_ value: Int64) -> JSONValue {
        value >= 0 && value < Int64(readyIntegers.count) ? readyIntegers[Int(value)] : .number(JSONNumber(value))
    }

    /// `.number` of each integer from 0 to 1023, in order.
    private static let readyIntegers: [JSONValue] = (Int64(0)..<1024).map { .number(JSONNumber($0)) }
}
