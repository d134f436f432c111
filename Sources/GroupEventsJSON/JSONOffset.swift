/// A byte offset into the bytes a value was read from, or `unknown` for values built in code.
///
/// Offsets are cheap to keep on every value; `JSONSourceText` turns one into a line and column
/// only when a message needs it.
public struct JSONOffset: Sendable, Hashable, Comparable {
    /// The byte offset, or -1 when unknown.
    public let rawValue: Int

    /// An offset of `rawValue` bytes from the start of the source.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The offset of a value that was not read from bytes.
    public static let unknown = JSONOffset(-1)

    /// Whether the offset points into a source.
    public var isKnown: Bool { rawValue >= 0 }

    /// Orders offsets by position.
    public static func < (lhs: JSONOffset, rhs: JSONOffset) -> Bool { lhs.rawValue < rhs.rawValue }
}
