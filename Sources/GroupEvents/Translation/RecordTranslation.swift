import GroupEventsJSON

/// The result of translating one record: what happened to it, the output if any, and the diagnostics.
public struct RecordTranslation: Sendable {
    /// What happened to a record.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// Translated into the target flavour (possibly with reported losses).
        case converted
        /// Not expressible in the target; written as its text message.
        case fallback
        /// Not a group notification; written out unchanged.
        case passedThrough
        /// Left out of the output (reported).
        case dropped
        /// Could not be read or translated (reported as an error).
        case failed
    }

    /// What happened.
    public var outcome: Outcome
    /// The record to write, or nil for `dropped` and `failed`.
    public var output: JSONValue?
    /// The decoded event, when the record was one.
    public var event: GroupEvent?
    /// Everything worth reporting, with paths and offsets inside the record.
    public var diagnostics: [Diagnostic]

    /// A translation result.
    public init(outcome: Outcome, output: JSONValue?, event: GroupEvent? = nil, diagnostics: [Diagnostic] = []) {
        self.outcome = outcome
        self.output = output
        self.event = event
        self.diagnostics = diagnostics
    }
}
