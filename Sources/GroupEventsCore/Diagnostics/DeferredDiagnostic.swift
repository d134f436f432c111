import GroupEventsJSON

/// A diagnostic kept as its parts until something needs it whole: its code, severity and where it
/// points, with its message as UTF-8 in a byte buffer kept beside it (`message` is where it lies
/// there).
///
/// The slot path (`RecordSlots`) writes a record's diagnostics this way into memory its worker
/// reuses, and the pipeline hands the messages on with the record's output bytes, so that a
/// diagnostic nearly every record of a conversion carries (a message ID that changes form) costs no
/// allocation; it becomes a `Diagnostic` only where one is needed (the report file, a program told
/// of each, the lines printed), and is then exactly the `Diagnostic` the general path gives.
@usableFromInline package struct DeferredDiagnostic: Sendable {
    /// The stable code.
    @usableFromInline package var code: DiagnosticCode
    /// How serious it is.
    @usableFromInline package var severity: DiagnosticSeverity
    /// The JSON path inside the record it points at.
    @usableFromInline package var path: JSONPath?
    /// The byte offset in the file it points at, when known.
    @usableFromInline package var offset: JSONOffset
    /// The line and column in the file, once located (`locate(in:)`).
    @usableFromInline package var position: JSONSourceLocation?
    /// For a loss: the unified fields it concerns (`Diagnostic.fields`).
    @usableFromInline package var fields: [JSONPath]
    /// Where its message lies in the buffer kept beside it.
    @usableFromInline package var message: Range<Int>

    /// A diagnostic whose message is the bytes at `message` in the buffer kept beside it.
    @inlinable package init(
        code: DiagnosticCode, severity: DiagnosticSeverity, path: JSONPath?, offset: JSONOffset = .unknown, fields: [JSONPath],
        message: Range<Int>
    ) {
        self.code = code
        self.severity = severity
        self.path = path
        self.offset = offset
        self.fields = fields
        self.message = message
    }

    /// `diagnostic`'s parts but its message and its file and record (which the pipeline gives when it
    /// makes it whole), its message to be at `message`.
    @usableFromInline package init(_ diagnostic: Diagnostic, message: Range<Int>) {
        self.init(
            code: diagnostic.code, severity: diagnostic.severity, path: diagnostic.location.path, offset: diagnostic.location.offset,
            fields: diagnostic.fields, message: message)
        position = diagnostic.location.position
    }

    /// Locates it in `record`, as `Diagnostic.locate(in:file:)` does: the line and column of its
    /// offset, or of the record's start when the offset is not known.
    @usableFromInline package mutating func locate(in record: JSONRawRecord) {
        if position == nil {
            position = offset.isKnown ? record.location(ofOffset: offset.rawValue) : JSONSourceLocation(line: record.line, column: record.column)
        }
    }

    /// The diagnostic whole, with the message whose UTF-8 is `messageBytes` (its bytes in the buffer
    /// kept beside it), in the file `file` (nil for standard input) at record `record` (from 1).
    @usableFromInline package func diagnostic(messageBytes: some Collection<UInt8>, file: String?, record: Int) -> Diagnostic {
        Diagnostic(
            code: code, severity: severity,
            location: RecordLocation(file: file, record: record, position: position, path: path, offset: offset),
            message: String(decoding: messageBytes, as: UTF8.self), fields: fields)
    }
}
