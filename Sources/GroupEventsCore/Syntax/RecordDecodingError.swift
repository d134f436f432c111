import GroupEventsJSON

/// A record that is valid JSON but not the shape its flavour requires: names the path and offset.
public struct RecordDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the offending value (or of the object missing a key).
    public var path: JSONPath
    /// The offending value's byte offset in the input, when known.
    public var offset: JSONOffset
    /// What is wrong, for people.
    public var message: String

    /// An error at a path.
    public init(path: JSONPath, offset: JSONOffset, message: String) {
        self.path = path
        self.offset = offset
        self.message = message
    }

    /// The error as a `malformed-record` diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(code: .malformedRecord, severity: .error, path: path, offset: offset, message: message)
    }

    /// `$.path: message`.
    public var description: String { "\(path): \(message)" }
}
