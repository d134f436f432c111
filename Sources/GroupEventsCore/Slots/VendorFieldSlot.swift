import GroupEventsJSON

/// A field of a profile change that has no unified meaning (`GroupProfileChange.Field`), as the slots
/// hold it: its name, for a writer that reports it left out, and where its value lies, for a writer
/// that carries it (unified) or says it (a sentence).
@usableFromInline package struct VendorFieldSlot: Sendable {
    /// The field's name (`tim.addOption`), or the start of it when `key` ends it (`tim.custom.`).
    @usableFromInline package let name: StaticString
    /// The rest of the name, a range of the record's text without escapes (a custom field's key).
    @usableFromInline package let key: JSONStringRange?
    /// The value as the record wrote it, when the reader says where.
    @usableFromInline package let value: Value?

    /// A field's value as the record wrote it.
    @usableFromInline package enum Value: Sendable {
        /// A string.
        case string(JSONStringRange)
        /// A number, `true` or `false`: its text.
        case scalar(Range<Int>)
        /// An object or an array, which a writer that needs the value leaves to the general path.
        case container
    }

    /// The field `name`, followed by `key` when there is one, of `value`.
    @inlinable package init(name: StaticString, key: JSONStringRange? = nil, value: Value? = nil) {
        self.name = name
        self.key = key
        self.value = value
    }

    /// The field's whole name, as `GroupProfileChange.Field` holds it, its key read in `text`.
    @inlinable package func fullName(in text: UnsafePointer<UInt8>) -> String {
        guard let key else { return name.description }
        return name.description + key.string(in: text)
    }

    /// The value's text as a value, read in `text`; nil for one the slots do not hold.
    @inlinable package func jsonValue(in text: UnsafePointer<UInt8>) -> JSONValue? {
        switch value {
        case .string(let range)?:
            return .string(range.string(in: text))
        case .scalar(let range)?:
            let bytes = UnsafeBufferPointer(start: text + range.lowerBound, count: range.count)
            switch bytes.first {
            case UInt8(ascii: "t")?: return true
            case UInt8(ascii: "f")?: return false
            default: return .number(JSONNumber(uncheckedText: String(decoding: bytes, as: UTF8.self)))
            }
        case .container?, nil:
            return nil
        }
    }
}
