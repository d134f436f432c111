import GroupEventsJSON

/// A file read whole that is not what it must be — a mapping table (not JSON, not a table's shape,
/// naming what its vendor's mapping does not know) or an ID map (not its JSON or CSV shape, an empty
/// ID, an old ID given twice) — located by file, line:column and, in JSON, the path.
public struct FileContentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is: the file (when named), line and column, and the JSON path if any.
    public var location: RecordLocation
    /// What is wrong, for people.
    public var message: String

    /// An error at a location.
    public init(location: RecordLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// The error of `problem` in the JSON file `bytes` named `file`.
    @usableFromInline package init(_ problem: RecordDecodingError, in bytes: [UInt8], file: String?) {
        let position = JSONSourceText(bytes: bytes).location(of: problem.offset) ?? JSONSourceLocation(line: 1, column: 1)
        self.init(location: RecordLocation(file: file, position: position, path: problem.path, offset: problem.offset), message: problem.message)
    }

    /// `file:line:column: at $.path: message`, or `file:line:column: message` where there is no path;
    /// on one line, its control characters escaped (`escapingControlCharacters`).
    public var description: String {
        var head = location.file.map { "\($0):" } ?? ""
        if let position = location.position { head += "\(position)" }
        let path = location.path.map { " at \($0):" } ?? ""
        return "\(head):\(path) \(message)".escapingControlCharacters
    }
}
