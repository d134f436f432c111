import GroupEventsJSON

/// What encoding one event gave: the record, or nil when the event could not be written, and the losses.
public struct EncodedRecord: Sendable {
    /// The record, or nil.
    public var record: JSONValue?
    /// Losses and approximations, or why nothing was written.
    public var diagnostics: [Diagnostic]

    /// An encoding result.
    public init(record: JSONValue?, diagnostics: [Diagnostic] = []) {
        self.record = record
        self.diagnostics = diagnostics
    }
}
