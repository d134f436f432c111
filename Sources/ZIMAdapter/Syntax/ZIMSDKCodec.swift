import GroupEvents
import GroupEventsJSON

/// Reads and writes the `sdk` flavour: a ZIM message object in any of its JSON spellings (web object,
/// Flutter platform-channel map, newer Dart `toMap`), keeping what it does not model for writing back.
public struct ZIMSDKCodec: FlavourCodec {
    /// The codec.
    public init() {}

    /// A message object with a numeric `event` and either `type` or one of the tips keys.
    public func recognizes(_ record: JSONObject) -> Bool {
        record["event"]?.numberValue != nil
            && (record.contains(key: "type") || record.contains(key: "operatedUser") || record.contains(key: "targetUserList"))
    }

    /// Messages of other types than tips are not group notifications.
    ///
    /// A record without `type` but with `event` is taken as tips: the web SDK builds such minimal
    /// objects `{type?, event: 2, operatedUser}` locally.
    public func nonEventReason(_ message: FieldReader) throws(RecordDecodingError) -> String? {
        guard let type = try message.int64("type") else {
            if message.contains("event") { return nil }
            throw message.error("type", "missing required integer \"type\" (32 for a tips message)")
        }
        return type == ZIMTipsMessage.messageType ? nil : "a ZIM message of type \(type), not a tips message (32)"
    }

    /// Decodes a tips message object.
    public func read(_ message: FieldReader) throws(RecordDecodingError) -> ZIMTipsMessage {
        ZIMTipsMessage(
            messageID: try message.identifier("messageID"),
            conversationID: try message.string("conversationID"),
            timestamp: try message.int64OrString("timestamp"),
            event: try message.requiredInt64("event"),
            operatedUser: try message.object("operatedUser").map { (user) throws(RecordDecodingError) in try decodeUser(user) },
            targetUserList: try message.objects("targetUserList") { (user) throws(RecordDecodingError) in try decodeUser(user) },
            changeInfo: try message.object("changeInfo").map { (info) throws(RecordDecodingError) in try decodeChangeInfo(info) },
            original: message.object)
    }

    private func decodeUser(_ user: FieldReader) throws(RecordDecodingError) -> ZIMUser {
        ZIMUser(
            userID: try user.requiredString("userID"), userName: try user.string("userName"),
            userAvatarUrl: try user.string("userAvatarUrl"), memberRole: try user.int64("memberRole"),
            memberNickname: try user.string("memberNickname"), original: user.object)
    }

    private func decodeChangeInfo(_ info: FieldReader) throws(RecordDecodingError) -> ZIMChangeInfo {
        let channel = info.contains("groupMuteInfo") || info.contains("role")
        let spelling: ZIMKeySpelling = channel ? .flutterChannel : .model
        var change = ZIMChangeInfo(type: try info.requiredInt64("type"), spelling: spelling, original: info.object)
        change.groupDataFlag = try info.int64("groupDataFlag")
        change.groupName = try info.string("groupName")
        change.groupNotice = try info.string("groupNotice")
        change.groupAvatarUrl = try info.string("groupAvatarUrl")
        change.groupMuteInfo = try info.object(spelling.groupMuteInfoKey).map { (mute) throws(RecordDecodingError) in
            ZIMGroupMuteInfo(
                mode: try mute.requiredInt64("mode"), expiredTime: try mute.int64("expiredTime") ?? 0,
                roles: try mute.int64s("roles") ?? [], original: mute.object)
        }
        change.memberRole = try info.int64(spelling.memberRoleKey)
        change.muteExpiredTime = try info.int64("muteExpiredTime")
        change.groupNewOwner = try info.object("groupNewOwner").map { (user) throws(RecordDecodingError) in try decodeUser(user) }
        change.isPinned = try info.bool("isPinned")
        return change
    }

    /// Encodes a tips message; fields the model does not own come from `message.original`, in its order.
    ///
    /// Without an original the web shape is written (string `messageID`, model key spellings); with
    /// one, the original's spelling of each value is kept (a numeric `messageID` stays numeric).
    public func write(_ message: ZIMTipsMessage) -> JSONObject {
        var object = JSONObject()
        object.append("type", .integer(ZIMTipsMessage.messageType))
        if let messageID = message.messageID { object.append("messageID", .string(messageID)) }
        if let conversationID = message.conversationID {
            object.append("conversationID", .string(conversationID))
            object.append("conversationType", .integer(2))
        }
        if let timestamp = message.timestamp { object.append("timestamp", .integer(timestamp)) }
        object.append("event", .integer(message.event))
        if let user = message.operatedUser { object.append("operatedUser", .object(encode(user))) }
        if let users = message.targetUserList { object.append("targetUserList", .array(JSONArray(users.map { .object(encode($0)) }))) }
        if let change = message.changeInfo { object.append("changeInfo", .object(encode(change))) }
        return ObjectTemplate(original: message.original, ownedKeys: ZIMTipsMessage.ownedKeys).apply(to: object)
    }

    private func encode(_ user: ZIMUser) -> JSONObject {
        var object: JSONObject = ["userID": .string(user.userID)]
        if let name = user.userName { object.append("userName", .string(name)) }
        if let avatar = user.userAvatarUrl { object.append("userAvatarUrl", .string(avatar)) }
        if let role = user.memberRole { object.append("memberRole", .integer(role)) }
        if let nickname = user.memberNickname { object.append("memberNickname", .string(nickname)) }
        return ObjectTemplate(original: user.original, ownedKeys: ZIMUser.ownedKeys).apply(to: object)
    }

    private func encode(_ change: ZIMChangeInfo) -> JSONObject {
        var object: JSONObject = ["type": .integer(change.type)]
        if let flag = change.groupDataFlag { object.append("groupDataFlag", .integer(flag)) }
        if let name = change.groupName { object.append("groupName", .string(name)) }
        if let notice = change.groupNotice { object.append("groupNotice", .string(notice)) }
        if let avatar = change.groupAvatarUrl { object.append("groupAvatarUrl", .string(avatar)) }
        if let mute = change.groupMuteInfo {
            var muteObject: JSONObject = ["mode": .integer(mute.mode), "expiredTime": .integer(mute.expiredTime)]
            muteObject.append("roles", .array(JSONArray(mute.roles.map { .integer($0) })))
            let spelled = ObjectTemplate(original: mute.original, ownedKeys: ZIMGroupMuteInfo.ownedKeys).apply(to: muteObject)
            object.append(change.spelling.groupMuteInfoKey, .object(spelled))
        }
        if let role = change.memberRole { object.append(change.spelling.memberRoleKey, .integer(role)) }
        if let expiry = change.muteExpiredTime { object.append("muteExpiredTime", .integer(expiry)) }
        if let owner = change.groupNewOwner { object.append("groupNewOwner", .object(encode(owner))) }
        if let pinned = change.isPinned { object.append("isPinned", .bool(pinned)) }
        return ObjectTemplate(original: change.original, ownedKeys: ZIMChangeInfo.ownedKeys).apply(to: object)
    }

    /// A ZIM text message (type 1) carrying the sentence, with the unified event in `extendedData`.
    public func textMessage(for event: GroupEvent, sentence: String) -> JSONObject? {
        var message: JSONObject = ["type": 1]
        if let messageID = event.messageID { message.append("messageID", .string(messageID)) }
        if let groupID = event.groupID {
            message.append("conversationID", .string(groupID))
            message.append("conversationType", 2)
        }
        if let time = event.time { message.append("timestamp", .integer(time)) }
        message.append("message", .string(sentence))
        message.append("extendedData", .string(JSONWriter.compactString(.object(UnifiedEncoder.encode(event)))))
        return message
    }
}
