/// What decoding one record gave.
public enum DecodedRecord: Sendable {
    /// A group notification, with anything worth reporting.
    case event(GroupEvent, [Diagnostic])
    /// A record of the flavour that is not a group notification; the reason says what it is.
    case notAnEvent(reason: String)
}
