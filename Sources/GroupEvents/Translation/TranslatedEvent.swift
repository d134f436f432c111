/// One event of a record, and what translating it did.
public struct TranslatedEvent: Sendable {
    /// The decoded event (its `source.part` says where it stood in its record).
    public var event: GroupEvent
    /// What happened to it.
    public var outcome: RecordTranslation.Outcome

    /// An event and its outcome.
    public init(event: GroupEvent, outcome: RecordTranslation.Outcome) {
        self.event = event
        self.outcome = outcome
    }
}
