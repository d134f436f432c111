import GroupEventsJSON

/// The result of translating one record: what happened to it and to each of its events, the records
/// written for it, and the diagnostics.
public struct RecordTranslation: Sendable {
    /// What happened to a record or an event, from best to worst.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// Translated into the target flavour (possibly with reported losses).
        case converted
        /// Written inside the record of another event of the same source record.
        case merged
        /// Not expressible in the target; written as its text message.
        case fallback
        /// Not a group notification; written out unchanged.
        case passedThrough
        /// Left out of the output (reported).
        case dropped
        /// Could not be read or translated (reported as an error).
        case failed

        /// The worse of two outcomes (a record's outcome is its worst event's).
        @usableFromInline package func worse(_ other: Outcome) -> Outcome {
            let order = Outcome.allCases
            return order.firstIndex(of: self)! >= order.firstIndex(of: other)! ? self : other
        }
    }

    /// What happened to the record: its worst event's outcome, or the record's own when it has no events.
    public var outcome: Outcome
    /// The records to write for it, in order (usually one; none for `dropped`, `merged` and `failed`).
    @usableFromInline package var outputRecords: [OutputRecord]
    /// The records to write for it as values (`outputRecords`, built).
    public var outputs: [JSONValue] {
        get { outputRecords.map(\.value) }
        set { outputRecords = newValue.map(OutputRecord.init) }
    }
    /// The record's events, in record order (each knows its `source.part`).
    public var events: [GroupEvent]
    /// What happened to each event, in the order of `events`.
    public var eventOutcomes: [Outcome]
    /// Everything worth reporting, with paths and offsets inside the record.
    public var diagnostics: [Diagnostic]
    /// The IDs of the record's events that the translator's ID map has no entry for (none without a map).
    public var unmappedIDs = UnmappedIDs()

    /// A translation result; every event's outcome is the record's unless `eventOutcomes` says otherwise.
    @usableFromInline package init(
        outcome: Outcome, outputRecords: [OutputRecord], events: [GroupEvent] = [], eventOutcomes: [Outcome]? = nil,
        diagnostics: [Diagnostic] = []
    ) {
        self.outcome = outcome
        self.outputRecords = outputRecords
        self.events = events
        self.eventOutcomes = eventOutcomes ?? Array(repeating: outcome, count: events.count)
        self.diagnostics = diagnostics
    }
}
