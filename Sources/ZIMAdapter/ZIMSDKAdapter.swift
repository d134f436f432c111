import GroupEvents
import GroupEventsJSON

/// The `zim:sdk` flavour: ZIM message objects, tips messages (type 32) being the group notifications.
public struct ZIMSDKAdapter: FlavourAdapter {
    private let mapping: ZIMTipsMapping

    /// An adapter driven by a ZIM mapping table (the embedded one by default).
    public init(table: MappingTable = ZIMMappings.defaultTable) {
        mapping = ZIMTipsMapping(table: table)
    }

    /// `zim:sdk`.
    public var id: FlavourID { ZIMTipsMapping.id }

    /// The `sdk` table.
    public var table: FlavourTable? { mapping.flavour }

    /// A message object with `event` and either `type` or one of the tips keys.
    public func recognizes(_ record: JSONObject) -> Bool {
        record.contains(key: "event") && record["event"]?.numberValue != nil
            && (record.contains(key: "type") || record.contains(key: "operatedUser") || record.contains(key: "targetUserList"))
    }

    /// Decodes a message; messages of other types are not events.
    public func decode(_ record: JSONValue) throws(RecordDecodingError) -> DecodedRecord {
        let reader = try FieldReader(record: record)
        if let type = try ZIMSDKCodec.nonTipsType(of: reader) {
            return .notAnEvent(reason: "a ZIM message of type \(type), not a tips message (32)")
        }
        var (event, diagnostics) = mapping.decode(try ZIMSDKCodec.decode(reader))
        event.source.record = record
        return .event(event, diagnostics)
    }

    /// Encodes an event as a tips message, reproducing the source record when it was `zim:sdk` and unchanged.
    public func encode(_ event: GroupEvent) -> EncodedRecord {
        var template: ZIMTipsMessage?
        var diagnostics: [Diagnostic] = []
        if event.source.flavour == id, let record = event.source.record {
            do {
                template = try ZIMSDKCodec.decode(FieldReader(record: record))
            } catch {
                diagnostics.append(
                    Diagnostic(
                        code: .fieldDropped, severity: .warning, path: JSONPath.root.appending(key: "source").appending(key: "record"),
                        message: "source.record is not a readable ZIM tips message (\(error)); the event was encoded afresh"))
            }
        }
        let (message, losses) = mapping.encode(event, template: template)
        return EncodedRecord(record: message.map { .object(ZIMSDKCodec.encode($0)) }, diagnostics: diagnostics + losses)
    }

    /// A ZIM text message (type 1) carrying the sentence, with the unified event in `extendedData`.
    public func encodeFallback(for event: GroupEvent, sentence: String) -> JSONValue? {
        var message: JSONObject = ["type": .integer(1)]
        if let messageID = event.messageID { message.append("messageID", .string(messageID)) }
        if let groupID = event.groupID {
            message.append("conversationID", .string(groupID))
            message.append("conversationType", .integer(2))
        }
        if let time = event.time { message.append("timestamp", .integer(time)) }
        message.append("message", .string(sentence))
        message.append("extendedData", .string(JSONWriter.compactString(.object(UnifiedEncoder.encode(event)))))
        return .object(message)
    }
}
