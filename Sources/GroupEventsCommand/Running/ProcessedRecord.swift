import GroupEvents

/// One record after a command's work on it: what happened, the bytes to write, and located diagnostics.
struct ProcessedRecord: Sendable {
    /// What happened to the record.
    var outcome: RecordTranslation.Outcome
    /// The event's kind, when the record was one.
    var kind: GroupEventKind?
    /// The bytes to write for it, or nil.
    var output: [UInt8]?
    /// Diagnostics, located in the input file.
    var diagnostics: [Diagnostic]
    /// The record's number in its input, from 1 (set when the record is located).
    var number = 0
}
