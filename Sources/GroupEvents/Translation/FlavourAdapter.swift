import GroupEventsJSON

/// Translates between one flavour's JSON records and `GroupEvent`: a flavour codec (syntax) and the
/// vendor's mapping (semantics) behind one face. Every vendor flavour, and unified JSON itself, has one.
public protocol FlavourAdapter: Sendable {
    /// The vendor and flavour this adapter reads and writes.
    var id: FlavourID { get }

    /// The registry table behind this flavour, when it has one (unified JSON has none).
    var table: FlavourTable? { get }

    /// Whether a record looks like this flavour, for `--from auto`. Cheap: looks at keys, not values.
    func recognizes(_ record: JSONObject) -> Bool

    /// Decodes a record: its events, or `notAnEvent` for a record of this flavour that is no group
    /// notification (a text message, say). Malformed records throw.
    func decode(_ record: JSONValue) throws(RecordDecodingError) -> DecodedRecord

    /// Encodes events this flavour can express (`full` or `partial`) — the events of one source record,
    /// or one unified event — merging them into one record where the flavour packs several changes
    /// together, and reporting what was lost.
    func encode(_ events: [GroupEvent]) -> EncodedRecords

    /// The flavour's plain text message carrying `sentence` (and the unified event where the flavour
    /// has an extension field), or nil when the flavour has no text form.
    func encodeFallback(for event: GroupEvent, sentence: String) -> JSONValue?
}
