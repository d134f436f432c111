/// A JSON number kept as the exact text it was written with.
///
/// No `Double` stands between reading and writing: `7392815520153600001` is written back as
/// `7392815520153600001`, and `1.50` as `1.50`. Conversions are offered for the cases a reader needs.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number's text, valid under RFC 8259's number grammar.
    public let text: String

    /// A number from text that the caller guarantees is a valid RFC 8259 number (the reader checks it).
    public init(uncheckedText text: String) {
        self.text = text
    }

    /// A number from text, or nil when the text is not an RFC 8259 number.
    public init?(text: String) {
        guard JSONNumber.isValid(text.utf8) else { return nil }
        self.text = text
    }

    /// A number from an integer.
    public init<I: BinaryInteger>(_ value: I) {
        self.text = String(value)
    }

    /// A number from a 64-bit integer: the generic initializer's text, without its generic digit
    /// writing (codecs write every record's times and codes through this one).
    public init(_ value: Int64) {
        self.text = value.description
    }

    /// The value as a signed 64-bit integer, when the text is an integer in range (no fraction or exponent).
    public var int64: Int64? { Int64(text) }

    /// The value as an unsigned 64-bit integer, when the text is a non-negative integer in range.
    public var uint64: UInt64? { UInt64(text) }

    /// The value as an `Int`, when it is an integer in range.
    public var int: Int? { Int(text) }

    /// The value as the nearest `Double`; for display and comparisons only, never for re-encoding.
    public var double: Double? { Double(text) }

    /// Whether the text has no fraction and no exponent.
    public var isInteger: Bool { !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } }

    /// The number's text.
    public var description: String { text }

    /// Whether `bytes` form exactly one RFC 8259 number.
    public static func isValid<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.withContiguousStorageIfAvailable(isNumber) ?? Array(bytes).withUnsafeBufferPointer(isNumber)
    }

    /// Whether the bytes in `buffer` form exactly one RFC 8259 number.
    private static func isNumber(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
        return (try? JSONByte.endOfNumber(base, from: 0, to: buffer.count)) == buffer.count
    }
}
