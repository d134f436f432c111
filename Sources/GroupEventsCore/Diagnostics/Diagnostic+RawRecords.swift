import GroupEventsJSON

extension Diagnostic {
    /// A record that is not valid JSON: `malformed-record` at the syntax error's offset.
    @usableFromInline package static func invalidJSON(_ error: JSONSyntaxError) -> Diagnostic {
        Diagnostic(
            code: .malformedRecord, severity: .error, location: RecordLocation(offset: JSONOffset(error.offset)), message: "invalid JSON: \(error.message)")
    }

    /// An input that could not be cut into records (`JSONRecordFramer`): `malformed-input` where the
    /// framing broke in `file` (nil for standard input).
    @usableFromInline package static func malformedInput(_ error: JSONFramingError, file: String?) -> Diagnostic {
        Diagnostic(
            code: .malformedInput, severity: .error, location: RecordLocation(file: file, position: error.location, offset: JSONOffset(error.offset)),
            message: error.message)
    }

    /// Locates the diagnostic of a value read from `record` in its input: the file, the record's
    /// number (from 1) and the line:column of its offset, or of the record's start when the offset
    /// is not known. Lines end at LF only, where JSON Lines framing ends a record (`JSONSourceLocation`).
    @usableFromInline package mutating func locate(in record: JSONRawRecord, file: String?) {
        location.file = file
        location.record = record.index + 1
        if location.position == nil {
            location.position =
                location.offset.isKnown ? record.location(ofOffset: location.offset.rawValue) : JSONSourceLocation(line: record.line, column: record.column)
        }
    }
}
