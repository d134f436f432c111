/// What decoding one record gave.
@usableFromInline package enum DecodedRecord: Sendable {
    /// A group notification: one event, or several when the record packs several changes (in record
    /// order, each knowing its `source.part`), with anything worth reporting.
    case events([GroupEvent], [Diagnostic])
    /// A record of the flavour that is not a group notification; the reason says what it is.
    case notAnEvent(reason: String)
}
