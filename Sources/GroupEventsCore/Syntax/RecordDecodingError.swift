import GroupEventsJSON

/// A record that is valid JSON but not the shape its flavour requires: names the path and offset.
@usableFromInline package struct RecordDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the offending value (or of the object missing a key).
    @usableFromInline package var path: JSONPath
    /// The offending value's byte offset in the input, when known.
    @usableFromInline package var offset: JSONOffset
    /// What is wrong, for people.
    @usableFromInline package var message: String

    /// An error at a path.
    @usableFromInline package init(path: JSONPath, offset: JSONOffset, message: String) {
        self.path = path
        self.offset = offset
        self.message = message
    }

    /// The error as a `malformed-record` diagnostic.
    @usableFromInline package var diagnostic: Diagnostic {
        Diagnostic(code: .malformedRecord, severity: .error, path: path, offset: offset, message: message)
    }

    /// `$.path: message`.
    @usableFromInline package var description: String { "\(path): \(message)" }
}
