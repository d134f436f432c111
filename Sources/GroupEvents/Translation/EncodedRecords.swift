import GroupEventsJSON

/// What encoding the events of one record gave: the records to write, in order, and the losses.
///
/// Usually one record; none when nothing could be written (an error diagnostic says why) or when the
/// events are carried by a record written for another event of the same source record; several when
/// the target writes one record per change that the source packed together.
public struct EncodedRecords: Sendable {
    /// The records.
    public var records: [JSONValue]
    /// Losses and approximations, or why nothing was written.
    public var diagnostics: [Diagnostic]

    /// An encoding result.
    public init(records: [JSONValue], diagnostics: [Diagnostic] = []) {
        self.records = records
        self.diagnostics = diagnostics
    }
}
