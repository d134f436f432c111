import GroupEvents
import GroupEventsJSON

/// The `zim:sdk` flavour: ZIM message objects, tips messages (type 32) being the group notifications.
public struct ZIMSDKAdapter: ModelFlavourAdapter {
    private let mapping: ZIMSDKMapping

    /// An adapter driven by a ZIM mapping table (the embedded one by default).
    public init(table: MappingTable = ZIMMappings.defaultTable) {
        mapping = ZIMSDKMapping(table: table)
    }

    /// `zim:sdk`.
    public var id: FlavourID { ZIMSDKMapping.id }

    /// The `sdk` table.
    public var table: FlavourTable? { mapping.flavour }

    /// A message object with a numeric `event` and either `type` or one of the tips keys.
    public func recognizes(_ record: JSONObject) -> Bool {
        record["event"]?.numberValue != nil
            && (record.contains(key: "type") || record.contains(key: "operatedUser") || record.contains(key: "targetUserList"))
    }

    /// Messages of other types than tips are not group notifications.
    public func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        try ZIMSDKCodec.nonTipsType(of: record).map { "a ZIM message of type \($0), not a tips message (32)" }
    }

    /// Reads a tips message.
    public func readModel(_ record: FieldReader) throws(RecordDecodingError) -> ZIMTipsMessage {
        try ZIMSDKCodec.decode(record)
    }

    /// Writes a tips message.
    public func writeModel(_ model: ZIMTipsMessage) -> JSONObject {
        ZIMSDKCodec.encode(model)
    }

    /// The event a tips message describes.
    public func event(from model: ZIMTipsMessage) -> (GroupEvent, [Diagnostic]) {
        mapping.decode(model)
    }

    /// The tips message for an event.
    public func model(for event: GroupEvent, template: ZIMTipsMessage?) -> (ZIMTipsMessage?, [Diagnostic]) {
        mapping.encode(event, template: template)
    }

    /// A ZIM text message (type 1) carrying the sentence, with the unified event in `extendedData`.
    public func encodeFallback(for event: GroupEvent, sentence: String) -> JSONValue? {
        var message: JSONObject = ["type": 1]
        if let messageID = event.messageID { message.append("messageID", .string(messageID)) }
        if let groupID = event.groupID {
            message.append("conversationID", .string(groupID))
            message.append("conversationType", 2)
        }
        if let time = event.time { message.append("timestamp", .integer(time)) }
        message.append("message", .string(sentence))
        message.append("extendedData", .string(JSONWriter.compactString(.object(UnifiedEncoder.encode(event)))))
        return .object(message)
    }
}
