import GroupEventsJSON

/// What encoding the events of one record gave: the records to write, in order, and the losses.
///
/// Usually one record; none when nothing could be written (an error diagnostic says why) or when the
/// events are carried by a record written for another event of the same source record; several when
/// the target writes one record per change that the source packed together.
@usableFromInline package struct EncodedRecords: Sendable {
    /// The records, as they are written.
    @usableFromInline package var outputRecords: [OutputRecord]
    /// Losses and approximations, or why nothing was written.
    @usableFromInline package var diagnostics: [Diagnostic]

    /// The records as values.
    @usableFromInline package var records: [JSONValue] {
        get { outputRecords.map(\.value) }
        set { outputRecords = newValue.map(OutputRecord.init) }
    }

    /// An encoding result of records built as values.
    @usableFromInline package init(records: [JSONValue], diagnostics: [Diagnostic] = []) {
        self.init(outputRecords: records.map(OutputRecord.init), diagnostics: diagnostics)
    }

    /// An encoding result.
    @usableFromInline package init(outputRecords: [OutputRecord], diagnostics: [Diagnostic] = []) {
        self.outputRecords = outputRecords
        self.diagnostics = diagnostics
    }
}
