/// Why bytes are not a JSON text, and where: thrown by `JSONReader`.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem.
    public enum Reason: String, Sendable, Equatable {
        /// The input ended inside a value.
        case unexpectedEnd
        /// A byte that cannot appear here.
        case unexpectedByte
        /// A number that breaks RFC 8259's grammar (leading zero, missing digits).
        case invalidNumber
        /// A backslash escape other than `\" \\ \/ \b \f \n \r \t \uXXXX`.
        case invalidEscape
        /// A `\uXXXX` surrogate escape without its partner.
        case loneSurrogate
        /// Bytes in a string that are not well-formed UTF-8.
        case invalidUTF8
        /// A control character (U+0000 to U+001F) written raw inside a string.
        case controlCharacterInString
        /// Arrays and objects nested deeper than the reader's `maximumDepth`.
        case tooDeep
        /// No value at all: empty or whitespace-only input.
        case emptyInput
        /// Something other than whitespace after the value.
        case trailingContent
        /// The input starts with a UTF-8 byte order mark.
        case byteOrderMark
    }

    /// Absolute byte offset of the problem: the reader's `baseOffset` plus the index into its input.
    public let offset: Int
    /// The kind of problem.
    public let reason: Reason
    /// A sentence for people, such as "expected ',' or '}' after object member, found 'x'".
    public let message: String

    /// An error at `offset`.
    public init(offset: Int, reason: Reason, message: String) {
        self.offset = offset
        self.reason = reason
        self.message = message
    }

    /// The message with the byte offset: "byte 17: expected ':' after object key, found '}'".
    public var description: String { "byte \(offset): \(message)" }
}
