import GroupEventsJSON

/// Reads the members of one JSON object with type checks, throwing errors that name the JSON path
/// and source offset of the offending value. Shared by every flavour codec.
///
/// Optional accessors return nil for an absent key and for `null`; a present value of the wrong
/// type is an error, never silently ignored.
public struct FieldReader: Sendable {
    /// The object being read.
    public let object: JSONObject
    /// The object's path inside the record.
    public let path: JSONPath

    /// A reader over `object`, found at `path`.
    public init(_ object: JSONObject, path: JSONPath = .root) {
        self.object = object
        self.path = path
    }

    /// A reader over a record's root, which must be an object.
    public init(record: JSONValue) throws(RecordDecodingError) {
        guard case .object(let object) = record else {
            throw RecordDecodingError(path: .root, offset: .unknown, message: "expected a JSON object, found \(record.typeName)")
        }
        self.init(object, path: .root)
    }

    /// Whether the key is present (even as `null`).
    public func contains(_ key: String) -> Bool { object.contains(key: key) }

    /// Whether the key holds a number (any number: a cheap look for recognizing a flavour).
    public func isNumber(_ key: String) -> Bool { object[key]?.numberValue != nil }

    /// The object as an origin for writing it again (`ObjectWriter`).
    public var origin: ObjectOrigin { ObjectOrigin(object) }

    /// The raw value of a key, or nil when absent.
    public func value(_ key: String) -> JSONValue? { object[key] }

    /// An error about the value at `key` (or about this object when the key is absent).
    public func error(_ key: String, _ message: String) -> RecordDecodingError {
        let member = object.member(named: key)
        return RecordDecodingError(path: path.appending(key: key), offset: member?.offset ?? object.offset, message: message)
    }

    private func present(_ key: String) -> JSONObject.Member? {
        guard let member = object.member(named: key), !member.value.isNull else { return nil }
        return member
    }

    private func typeError(_ key: String, expected: String, found value: JSONValue) -> RecordDecodingError {
        error(key, "expected \(expected), found \(value.typeName)")
    }

    /// A string member, or nil.
    public func string(_ key: String) throws(RecordDecodingError) -> String? {
        guard let member = present(key) else { return nil }
        guard case .string(let string) = member.value else { throw typeError(key, expected: "a string", found: member.value) }
        return string
    }

    /// A string member that must be present.
    public func requiredString(_ key: String) throws(RecordDecodingError) -> String {
        guard let string = try string(key) else { throw error(key, "missing required string \"\(key)\"") }
        return string
    }

    /// An integer member, or nil; a number with a fraction or out of 64-bit range is an error.
    public func int64(_ key: String) throws(RecordDecodingError) -> Int64? {
        guard let member = present(key) else { return nil }
        guard case .number(let number) = member.value else { throw typeError(key, expected: "an integer", found: member.value) }
        guard let integer = number.int64 else { throw error(key, "expected an integer in 64-bit range, found \(number.text)") }
        return integer
    }

    /// An integer member that must be present.
    public func requiredInt64(_ key: String) throws(RecordDecodingError) -> Int64 {
        guard let integer = try int64(key) else { throw error(key, "missing required integer \"\(key)\"") }
        return integer
    }

    /// An integer written either as a JSON number or as a string of digits, or nil (vendors do both).
    public func int64OrString(_ key: String) throws(RecordDecodingError) -> Int64? {
        guard let member = present(key) else { return nil }
        switch member.value {
        case .number(let number):
            guard let integer = number.int64 else { throw error(key, "expected an integer in 64-bit range, found \(number.text)") }
            return integer
        case .string(let string):
            guard let integer = Int64(string) else { throw error(key, "expected an integer or a string of digits, found \"\(string)\"") }
            return integer
        default:
            throw typeError(key, expected: "an integer or a string of digits", found: member.value)
        }
    }

    /// An identifier written either as a JSON integer or a string, returned as the exact text (no
    /// conversion through any floating-point or fixed-width type), or nil.
    public func identifier(_ key: String) throws(RecordDecodingError) -> String? {
        guard let member = present(key) else { return nil }
        switch member.value {
        case .string(let string): return string
        case .number(let number) where number.isInteger: return number.text
        default: throw typeError(key, expected: "an ID (string or integer)", found: member.value)
        }
    }

    /// A Boolean member, or nil.
    public func bool(_ key: String) throws(RecordDecodingError) -> Bool? {
        guard let member = present(key) else { return nil }
        guard case .bool(let bool) = member.value else { throw typeError(key, expected: "a boolean", found: member.value) }
        return bool
    }

    /// A nested object member as a reader, or nil.
    public func object(_ key: String) throws(RecordDecodingError) -> FieldReader? {
        guard let member = present(key) else { return nil }
        guard case .object(let object) = member.value else { throw typeError(key, expected: "an object", found: member.value) }
        return FieldReader(object, path: path.appending(key: key))
    }

    /// An array member whose elements are read by `read`, or nil; each element gets its own path.
    public func array<Element>(
        _ key: String, _ read: (JSONValue, JSONPath, JSONOffset) throws(RecordDecodingError) -> Element
    ) throws(RecordDecodingError) -> [Element]? {
        guard let member = present(key) else { return nil }
        guard case .array(let array) = member.value else { throw typeError(key, expected: "an array", found: member.value) }
        let arrayPath = path.appending(key: key)
        var result: [Element] = []
        result.reserveCapacity(array.count)
        for (index, entry) in array.entries.enumerated() {
            result.append(try read(entry.value, arrayPath.appending(index: index), entry.offset))
        }
        return result
    }

    /// An array of objects, each read through a `FieldReader`, or nil.
    public func objects<Element>(_ key: String, _ read: (FieldReader) throws(RecordDecodingError) -> Element) throws(RecordDecodingError) -> [Element]? {
        try array(key) { (value, path, offset) throws(RecordDecodingError) in
            guard case .object(let object) = value else {
                throw RecordDecodingError(path: path, offset: offset, message: "expected an object, found \(value.typeName)")
            }
            return try read(FieldReader(object, path: path))
        }
    }

    /// An array of strings, or nil.
    public func strings(_ key: String) throws(RecordDecodingError) -> [String]? {
        try array(key) { (value, path, offset) throws(RecordDecodingError) in
            guard case .string(let string) = value else {
                throw RecordDecodingError(path: path, offset: offset, message: "expected a string, found \(value.typeName)")
            }
            return string
        }
    }

    /// An array of integers, or nil.
    public func int64s(_ key: String) throws(RecordDecodingError) -> [Int64]? {
        try array(key) { (value, path, offset) throws(RecordDecodingError) in
            guard case .number(let number) = value, let integer = number.int64 else {
                throw RecordDecodingError(path: path, offset: offset, message: "expected an integer, found \(value.typeName)")
            }
            return integer
        }
    }
}
