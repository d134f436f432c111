import GroupEventsJSON

/// A mapping file that is not valid JSON or not the registry's shape.
public struct MappingTableError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the file.
    public var path: JSONPath
    /// The byte offset in the file, when known.
    public var offset: JSONOffset
    /// What is wrong.
    public var message: String

    /// An error at a path.
    public init(path: JSONPath, offset: JSONOffset, message: String) {
        self.path = path
        self.offset = offset
        self.message = message
    }

    /// `$.path: message`.
    public var description: String { "\(path): \(message)" }
}
