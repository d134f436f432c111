import GroupEventsJSON

/// One value a `FieldReader` reads, where it lies: in a tree of `JSONValue`s (records handed in as
/// values, documents inside strings) or on the tape of an indexed text (records the command reads),
/// which builds no value until one is asked for. The reader's accessors are written once, against
/// this. A value on a tape is valid only while the reader it came from holds its text, so it never
/// outlives the accessor that looked it up; what needs the text (a nested reader, a built value)
/// goes through the reader's `FieldObject`.
enum FieldValue {
    /// A value of a tree.
    case tree(JSONValue)
    /// A value on the tape of an indexed text.
    case tape(JSONTapeValue)

    /// Whether the value is `null`.
    var isNull: Bool { kind == .null }

    /// The name of the value's JSON type, for errors.
    var typeName: String { kind.typeName }

    /// The kind of the value.
    var kind: JSONTape.Entry.Kind {
        switch self {
        case .tree(let value):
            switch value {
            case .null: .null
            case .bool(let bool): bool ? .true : .false
            case .number: .number
            case .string: .string
            case .array: .array
            case .object: .object
            }
        case .tape(let value): value.kind
        }
    }

    /// The string, when the value is one.
    var string: String? {
        switch self {
        case .tree(let value): value.stringValue
        case .tape(let value): value.stringValue
        }
    }

    /// The string's UTF-8 bytes, when the value is a string (on a tape, without building the string).
    var stringUTF8: [UInt8]? {
        switch self {
        case .tree(let value): value.stringValue.map { Array($0.utf8) }
        case .tape(let value): value.stringUTF8
        }
    }

    /// The number, when the value is one.
    var number: JSONNumber? {
        switch self {
        case .tree(let value): value.numberValue
        case .tape(let value): value.numberValue
        }
    }

    /// The integer, when the value is a number that is an integer in 64-bit range.
    var int64: Int64? {
        switch self {
        case .tree(let value): value.numberValue?.int64
        case .tape(let value): value.int64Value
        }
    }

    /// The number of elements, when the value is an array.
    var elementCount: Int? {
        switch self {
        case .tree(let value): value.arrayValue?.count
        case .tape(let value): value.kind == .array ? value.count : nil
        }
    }

    /// Calls `body` with each element of an array, its index and its offset, in order.
    func forEachElement<Failure: Error>(_ body: (FieldValue, Int, JSONOffset) throws(Failure) -> Void) throws(Failure) {
        switch self {
        case .tree(let value):
            guard let array = value.arrayValue else { return }
            for (index, entry) in array.entries.enumerated() { try body(.tree(entry.value), index, entry.offset) }
        case .tape(let value):
            for (index, element) in value.elements.enumerated() { try body(.tape(element), index, element.offset) }
        }
    }
}
