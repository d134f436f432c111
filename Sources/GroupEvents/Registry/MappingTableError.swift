import GroupEventsJSON

/// A mapping file that cannot be loaded: not JSON, not a mapping table's shape, or naming an
/// attribute, value or meaning its vendor's mapping does not know; located by file, line:column and path.
public struct MappingTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem is: the file (when named), line and column, and the JSON path.
    public var location: RecordLocation
    /// What is wrong, for people.
    public var message: String

    /// An error at a location.
    public init(location: RecordLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// The error of `problem` in the mapping file `bytes` named `file`.
    init(_ problem: RecordDecodingError, in bytes: [UInt8], file: String?) {
        let position = JSONSourceText(bytes: bytes).location(of: problem.offset) ?? JSONSourceLocation(line: 1, column: 1)
        self.init(location: RecordLocation(file: file, position: position, path: problem.path, offset: problem.offset), message: problem.message)
    }

    /// `file:line:column: at $.path: message`.
    public var description: String {
        var head = location.file.map { "\($0):" } ?? ""
        if let position = location.position { head += "\(position)" }
        return "\(head): at \(location.path ?? .root): \(message)"
    }
}
