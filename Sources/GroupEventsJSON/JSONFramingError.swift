/// Why a file cannot be cut into records, and where.
///
/// Only the file's structure around records is checked here (the top-level array's brackets and
/// commas); what is wrong inside a record is left to `JSONReader`.
@usableFromInline package struct JSONFramingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem.
    @usableFromInline package enum Reason: String, Sendable, Equatable {
        /// No value at all: the file is empty or only whitespace.
        case emptyInput
        /// Array framing was asked for, but the file does not start with `[`.
        case expectedArray
        /// Two array elements without a comma between them.
        case missingComma
        /// A comma with no element before it.
        case missingValue
        /// A comma right before the array's closing `]`.
        case trailingComma
        /// Something other than whitespace after the top-level array.
        case contentAfterArray
        /// The file ends inside the top-level array.
        case unterminatedArray
        /// The file ends inside a string of the top-level array.
        case unterminatedString
        /// Several values follow each other, but the first spans several lines, so they are not JSON Lines.
        case multiLineValue
    }

    /// The kind of problem.
    @usableFromInline package let reason: Reason
    /// Absolute byte offset of the problem in the file.
    @usableFromInline package let offset: Int
    /// The line of the problem, from 1.
    @usableFromInline package let line: Int
    /// The column of the problem, in Unicode scalars from 1.
    @usableFromInline package let column: Int
    /// A sentence for people.
    @usableFromInline package let message: String

    /// An error at absolute `offset`, which is at `location` in the file.
    @usableFromInline package init(reason: Reason, offset: Int, location: JSONSourceLocation, message: String) {
        self.reason = reason
        self.offset = offset
        self.line = location.line
        self.column = location.column
        self.message = message
    }

    /// Where the problem is.
    @usableFromInline package var location: JSONSourceLocation { JSONSourceLocation(line: line, column: column) }

    /// `line:column: message`.
    @usableFromInline package var description: String { "\(location): \(message)" }
}
