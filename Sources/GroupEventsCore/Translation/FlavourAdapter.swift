import GroupEventsJSON

/// Translates between one flavour's JSON records and `GroupEvent`: a flavour codec (syntax) and the
/// vendor's mapping (semantics) behind one face. Every vendor flavour, and unified JSON itself, has one.
@usableFromInline package protocol FlavourAdapter: Sendable {
    /// The vendor and flavour this adapter reads and writes.
    var id: FlavourID { get }

    /// The registry table behind this flavour, when it has one (unified JSON has none).
    var table: FlavourTable? { get }

    /// How well this flavour can write `event`, an event of another flavour (the translator writes a
    /// flavour's own records back without asking): the table's level for its kind, lowered where this
    /// event carries something the flavour cannot say.
    func capability(for event: GroupEvent) -> EventCapability

    /// Whether a record looks like this flavour, for `--from auto`. Cheap: looks at keys and the
    /// kinds of their values (`FieldReader.kind(of:)`), not at the values.
    func recognizes(_ record: FieldReader) -> Bool

    /// Decodes a record: its events, each keeping the record in `source.original`, or `notAnEvent`
    /// for a record of this flavour that is no group notification (a text message, say). Malformed
    /// records throw. A record read from an indexed text is read where it lies (`SourceRecord.reader`).
    func decode(_ record: SourceRecord) throws(RecordDecodingError) -> DecodedRecord

    /// Encodes events this flavour can express (`full` or `partial`) — the events of one source record,
    /// or one unified event — merging them into one record where the flavour packs several changes
    /// together, and reporting what was lost.
    func encode(_ events: [GroupEvent]) -> EncodedRecords

    /// How many of `event`'s members, and of their mutes, one record of this flavour holds: where it
    /// holds fewer, `encode(_:)` writes the event as one record per member or per mute (`RecordSplit`).
    func recordSplit(for event: GroupEvent) -> RecordSplit

    /// Encodes `events` exactly as `encode(_:)` would, knowing that this adapter has just decoded them
    /// from `record` and nothing has changed them since: an adapter that writes its own unchanged
    /// records back as they came returns `record` without decoding it a second time.
    func encode(_ events: [GroupEvent], unchangedFrom record: SourceRecord) -> EncodedRecords

    /// The flavour's plain text message carrying `sentence` (and the unified event where the flavour
    /// has an extension field), or nil when the flavour has no text form. It is said by `sender`, or
    /// when nil by the flavour's system sender (or no one, where the vendor has none), and goes to the
    /// event's addressee alone when it has one, never into the group's conversation.
    func encodeFallback(for event: GroupEvent, sentence: String, sender: String?) -> OutputRecord?

    /// Where the flavour's records hold credentials (`FlavourCodec.credentialPaths`); none for unified JSON.
    var credentialPaths: [JSONPath] { get }
}

extension FlavourAdapter {
    /// The table's level for the event's kind (`full` without a table).
    @usableFromInline package func capability(for event: GroupEvent) -> EventCapability {
        EventCapability(table?.capability(for: event.kind) ?? .full)
    }

    /// One record holds every event, unless the adapter knows better.
    @usableFromInline package func recordSplit(for event: GroupEvent) -> RecordSplit { .whole }

    /// Decodes a record handed in as a value (`decode(_:)` of a `SourceRecord`).
    @usableFromInline package func decode(_ record: JSONValue) throws(RecordDecodingError) -> DecodedRecord {
        try decode(SourceRecord(record))
    }

    /// No credentials unless the adapter names some.
    @usableFromInline package var credentialPaths: [JSONPath] { [] }

    /// The text message said by the flavour's system sender (`encodeFallback(for:sentence:sender:)`).
    @usableFromInline package func encodeFallback(for event: GroupEvent, sentence: String) -> OutputRecord? {
        encodeFallback(for: event, sentence: sentence, sender: nil)
    }

    /// `encode(events)`: no shortcut unless the adapter has one.
    @usableFromInline package func encode(_ events: [GroupEvent], unchangedFrom record: SourceRecord) -> EncodedRecords {
        encode(events)
    }
}
