import GroupEventsJSON

extension Diagnostic {
    /// The unified field under which a record's own data lies: `$.source.record`.
    static let sourceRecordField = JSONPath(keys: "source", "record")

    /// A finding about data of the record at `path` that no event holds, only the source record
    /// (`source.record`): an application's extension field, a key the flavour does not document, a
    /// code no table knows. `message` says what it is; `settled(_:)` says what became of it, once it
    /// is known whether the output keeps the source record.
    @usableFromInline package static func sourceRecordOnly(_ code: DiagnosticCode, at path: JSONPath, offset: JSONOffset = .unknown, _ message: String)
        -> Diagnostic
    {
        Diagnostic(
            code: code, severity: .warning, location: RecordLocation(path: path, offset: offset), message: message,
            fields: [JSONPath(sourceRecordField.components + path.components)])
    }

    /// Whether this is a finding of `sourceRecordOnly`.
    var isSourceRecordOnly: Bool {
        fields.count == 1 && Self.sourceRecordField.isPrefix(of: fields[0])
    }

    /// The finding once the fate of its source record is known: where the output keeps the record,
    /// a `field-dropped` one is no loss (nil) and any other says it is kept there only; else each
    /// says the data was left out, and why.
    func settled(_ fate: SourceRecordFate) -> Diagnostic? {
        var settled = self
        switch fate {
        case .kept:
            guard code != .fieldDropped else { return nil }
            settled.message += "; kept in the source record only"
        case .writtenAfresh(let flavour):
            settled.message += "; \(flavour) keeps no source record and has no place for this, so it is left out"
        case .leftOutByIDMap:
            settled.message += "; --id-map leaves the source record out, so this is left out"
        }
        return settled
    }
}

extension [Diagnostic] {
    /// The diagnostics with every `sourceRecordOnly` finding settled for `fate` (see `Diagnostic.settled(_:)`).
    func settlingSourceRecordOnly(_ fate: SourceRecordFate) -> [Diagnostic] {
        // Most records have none: the list stays as it is, uncopied.
        guard contains(where: \.isSourceRecordOnly) else { return self }
        return compactMap { $0.isSourceRecordOnly ? $0.settled(fate) : $0 }
    }
}
