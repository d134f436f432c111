import GroupEventsCore

/// What a worker wrote for the records of one chunk, handed on whole when the chunk is done
/// (`RecordScratch.finishChunk()`): the records' outputs and the messages of their slot-path
/// diagnostics, one after another in one buffer, and those diagnostics in one list. Each record's
/// results know where theirs lie (`OutputBytes`, `DeferredDiagnostics`) and are settled in it, so that
/// a record's results hold no buffer or list of their own.
struct FinishedChunk: Sendable {
    /// The outputs and messages, one after another.
    let bytes: [UInt8]
    /// The slot-path diagnostics of the chunk's records, in record order.
    let diagnostics: [DeferredDiagnostic]
}
