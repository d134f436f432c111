import GroupEvents
import GroupEventsJSON

/// The `zim:callback` flavour: ZIM server callbacks about groups.
public struct ZIMCallbackAdapter: FlavourAdapter {
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

    /// Decodes a callback body; every group callback is an event.
    public func decode(_ record: JSONValue) throws(RecordDecodingError) -> DecodedRecord {
        var (event, diagnostics) = mapping.decode(try ZIMCallbackCodec.decode(FieldReader(record: record)))
        event.source.record = record
        return .event(event, diagnostics)
    }

    /// Encodes an event as a callback body, reproducing the source record when it was `zim:callback` and unchanged.
    public func encode(_ event: GroupEvent) -> EncodedRecord {
        var template: ZIMGroupCallback?
        var diagnostics: [Diagnostic] = []
        if event.source.flavour == id, let record = event.source.record {
            do {
                template = try ZIMCallbackCodec.decode(FieldReader(record: record))
            } catch {
                diagnostics.append(
                    Diagnostic(
                        code: .fieldDropped, severity: .warning, path: JSONPath.root.appending(key: "source").appending(key: "record"),
                        message: "source.record is not a readable ZIM callback (\(error)); the event was encoded afresh"))
            }
        }
        let (callback, losses) = mapping.encode(event, template: template)
        return EncodedRecord(record: callback.map { .object(ZIMCallbackCodec.encode($0)) }, diagnostics: diagnostics + losses)
    }

    /// Callbacks have no text message form.
    public func encodeFallback(for event: GroupEvent, sentence: String) -> JSONValue? { nil }
}
