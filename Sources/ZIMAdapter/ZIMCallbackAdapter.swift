import GroupEvents
import GroupEventsJSON

/// The `zim:callback` flavour: ZIM server callbacks about groups.
public struct ZIMCallbackAdapter: ModelFlavourAdapter {
    private let mapping: ZIMCallbackMapping

    /// An adapter driven by a ZIM mapping table (the embedded one by default).
    public init(table: MappingTable = ZIMMappings.defaultTable) {
        mapping = ZIMCallbackMapping(table: table)
    }

    /// `zim:callback`.
    public var id: FlavourID { ZIMCallbackMapping.id }

    /// The `callback` table.
    public var table: FlavourTable? { mapping.flavour }

    /// A body with `group_id` and an `event`, `join_type` or `exit_type`.
    public func recognizes(_ record: JSONObject) -> Bool {
        record.contains(key: "group_id")
            && (record.contains(key: "event") || record.contains(key: "join_type") || record.contains(key: "exit_type"))
    }

    /// Reads a callback body.
    public func readModel(_ record: FieldReader) throws(RecordDecodingError) -> ZIMGroupCallback {
        try ZIMCallbackCodec.decode(record)
    }

    /// Writes a callback body.
    public func writeModel(_ model: ZIMGroupCallback) -> JSONObject {
        ZIMCallbackCodec.encode(model)
    }

    /// The event a callback describes.
    public func event(from model: ZIMGroupCallback) -> (GroupEvent, [Diagnostic]) {
        mapping.decode(model)
    }

    /// The callback body for an event.
    public func model(for event: GroupEvent, template: ZIMGroupCallback?) -> (ZIMGroupCallback?, [Diagnostic]) {
        mapping.encode(event, template: template)
    }

    /// Callbacks have no text message form.
    public func encodeFallback(for event: GroupEvent, sentence: String) -> JSONValue? { nil }
}
