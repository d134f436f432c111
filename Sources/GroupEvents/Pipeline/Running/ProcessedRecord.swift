import GroupEventsCore
import GroupEventsJSON

/// One record after a command's work on it: what happened to it and to its events, the bytes to
/// write, and located diagnostics.
struct ProcessedRecord: Sendable {
    /// What happened to the record.
    var outcome: RecordTranslation.Outcome
    /// The record's events: each one's kind and what happened to it, in record order.
    var events: EventOutcomes
    /// The bytes to write for it, one slice per output record, in order.
    var outputs: OutputBytes
    /// Diagnostics, located in the input file.
    var diagnostics: [Diagnostic]
    /// Diagnostics of the slot path, kept as their parts (`SlotPath`), located in the input file but
    /// for its name and the record's number.
    var deferredDiagnostics = DeferredDiagnostics()
    /// The IDs of its events that the ID map had no entry for.
    var unmappedIDs = UnmappedIDs()
    /// The record's number in its input, from 1 (set when the record is located).
    var number = 0
    /// For unified input carrying parts of a record of several events: which source records this
    /// record wrote whole (its first part) and which it left to such a record (a later part).
    var parts = RecordParts()
}

/// What happened to each event of a record, in record order: the kind and the outcome of each.
typealias EventOutcomes = InlineList<(kind: GroupEventKind, outcome: RecordTranslation.Outcome)>

extension ProcessedRecord {
    /// Gives what was written into the chunk, the outputs and the deferred diagnostics with their
    /// messages, what the chunk finished.
    mutating func settle(in chunk: FinishedChunk) {
        outputs.settle(in: chunk.bytes)
        deferredDiagnostics.settle(in: chunk)
    }

    /// A record's translation, its outputs written as bytes by `bytes`; its `parts` only when
    /// `tracksParts` (they hash whole source records, and only unified input can need them).
    init(_ translation: RecordTranslation, tracksParts: Bool = false, bytes: ([OutputRecord]) -> OutputBytes) {
        self.init(
            outcome: translation.outcome,
            events: EventOutcomes(translation.events.indices.lazy.map { (kind: translation.events[$0].kind, outcome: translation.eventOutcomes[$0]) }),
            outputs: bytes(translation.outputRecords), diagnostics: translation.diagnostics, unmappedIDs: translation.unmappedIDs,
            parts: tracksParts ? RecordParts(translation) : RecordParts())
    }
}
