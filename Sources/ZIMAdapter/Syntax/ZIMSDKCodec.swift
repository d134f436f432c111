import GroupEventsCore

/// Reads and writes the `sdk` flavour: a ZIM message object in any of its JSON spellings (web object,
/// Flutter platform-channel map, newer Dart `toMap`), keeping what it does not model for writing back.
package struct ZIMSDKCodec: FlavourCodec {
    /// The codec.
    package init() {}

    /// A tips message's marks: the number 32 in `type`, or an `event` key beside `type` or one of the
    /// tips keys. Values are not checked here: a record with these marks that breaks the flavour's
    /// rules (an `event` of `"8"`) is a malformed `zim:sdk` record, not some other record.
    package func recognizes(_ record: FieldReader) -> Bool {
        record.peekInteger("type") == ZIMTipsMessage.messageType
            || (record.contains("event") && (record.contains("type") || record.contains("operatedUser") || record.contains("targetUserList")))
    }

    /// Messages of other types than tips are not group notifications.
    ///
    /// A record without `type` but with `event` is taken as tips: the web SDK builds such minimal
    /// objects `{type?, event: 2, operatedUser}` locally.
    package func nonEventReason(_ message: FieldReader) throws(RecordDecodingError) -> String? {
        guard let type = try message.int64("type") else {
            if message.contains("event") { return nil }
            throw message.error("type", "missing required integer \"type\" (32 for a tips message)")
        }
        return type == ZIMTipsMessage.messageType ? nil : "\(Self.nonEventWords.start)\(type)\(Self.nonEventWords.end)"
    }

    /// The words of the reason a message of another type is no group notification, around its type.
    static let nonEventWords: (start: StaticString, end: StaticString) = ("a ZIM message of type ", ", not a tips message (32)")

    /// Decodes a tips message object.
    package func read(_ message: FieldReader) throws(RecordDecodingError) -> ZIMTipsMessage {
        ZIMTipsMessage(
            messageID: try message.identifier("messageID"),
            conversationID: try message.string("conversationID"),
            timestamp: try message.int64OrString("timestamp"),
            event: try message.requiredInt64("event"),
            operatedUser: try message.object("operatedUser").map { (user) throws(RecordDecodingError) in try decodeUser(user) },
            targetUserList: try message.objects("targetUserList") { (user) throws(RecordDecodingError) in try decodeUser(user) },
            changeInfo: try message.object("changeInfo").map { (info) throws(RecordDecodingError) in try decodeChangeInfo(info) },
            original: message.origin)
    }

    private func decodeUser(_ user: FieldReader) throws(RecordDecodingError) -> ZIMUser {
        ZIMUser(
            userID: try user.requiredString("userID"), userName: try user.string("userName"),
            userAvatarUrl: try user.string("userAvatarUrl"), memberRole: try user.int64("memberRole"),
            memberNickname: try user.string("memberNickname"), original: user.origin)
    }

    private func decodeChangeInfo(_ info: FieldReader) throws(RecordDecodingError) -> ZIMChangeInfo {
        let channel = info.contains("groupMuteInfo") || info.contains("role")
        let spelling: ZIMKeySpelling = channel ? .flutterChannel : .model
        var change = ZIMChangeInfo(type: try info.requiredInt64("type"), spelling: spelling, original: info.origin)
        change.groupDataFlag = try info.int64("groupDataFlag")
        change.groupName = try info.string("groupName")
        change.groupNotice = try info.string("groupNotice")
        change.groupAvatarUrl = try info.string("groupAvatarUrl")
        change.groupMuteInfo = try info.object(spelling.groupMuteInfoKey).map { (mute) throws(RecordDecodingError) in
            ZIMGroupMuteInfo(
                mode: try mute.requiredInt64("mode"), expiredTime: try mute.int64("expiredTime") ?? 0,
                roles: try mute.int64s("roles") ?? [], original: mute.origin)
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
    /// one, the original's spelling of each value is kept (a numeric `messageID` stays numeric), and
    /// so are its `type` and `conversationType`, which the model does not hold (present or not).
    package func write(_ message: ZIMTipsMessage) -> ObjectWriter {
        var object = ObjectWriter(over: message.original, owning: ZIMTipsMessage.ownedKeys)
        let fresh = message.original == nil
        if fresh { object.write("type", ZIMTipsMessage.messageType) }
        object.write("messageID", message.messageID)
        if let conversationID = message.conversationID {
            object.write("conversationID", conversationID)
            if fresh { object.write("conversationType", Self.groupConversationType) }
        }
        object.write("timestamp", message.timestamp)
        object.write("event", message.event)
        object.write("operatedUser", message.operatedUser.map(write))
        object.write("targetUserList", objects: message.targetUserList?.map(write))
        object.write("changeInfo", message.changeInfo.map(write))
        return object
    }

    private func write(_ user: ZIMUser) -> ObjectWriter {
        var object = ObjectWriter(over: user.original, owning: ZIMUser.ownedKeys)
        object.write("userID", user.userID)
        object.write("userName", user.userName)
        object.write("userAvatarUrl", user.userAvatarUrl)
        object.write("memberRole", user.memberRole)
        object.write("memberNickname", user.memberNickname)
        return object
    }

    private func write(_ change: ZIMChangeInfo) -> ObjectWriter {
        var object = ObjectWriter(over: change.original, owning: ZIMChangeInfo.ownedKeys)
        object.write("type", change.type)
        object.write("groupDataFlag", change.groupDataFlag)
        object.write("groupName", change.groupName)
        object.write("groupNotice", change.groupNotice)
        object.write("groupAvatarUrl", change.groupAvatarUrl)
        if let mute = change.groupMuteInfo {
            var muteObject = ObjectWriter(over: mute.original, owning: ZIMGroupMuteInfo.ownedKeys)
            muteObject.write("mode", mute.mode)
            muteObject.write("expiredTime", mute.expiredTime)
            muteObject.write("roles", integers: mute.roles)
            object.write(change.spelling.groupMuteInfoKey, muteObject)
        }
        object.write(change.spelling.memberRoleKey, change.memberRole)
        object.write("muteExpiredTime", change.muteExpiredTime)
        object.write("groupNewOwner", change.groupNewOwner.map(write))
        object.write("isPinned", change.isPinned)
        return object
    }

    /// The text message's extension field, holding the unified event.
    package var fallbackExtensionKey: String? { "extendedData" }

    /// The message's extension data, sent (`extendedData`) and kept on the device (`localExtendedData`).
    package var applicationDataKeys: [String] { ["extendedData", "localExtendedData"] }

    /// The keys of a ZIM message in any of its spellings (web object, Flutter map, newer Dart `toMap`):
    /// the tips message's own and the envelope every message has; `message` holds the raw payload of
    /// tips the web SDK does not know.
    package var documentedKeys: ObjectKeySet? { Self.documentedKeys }

    private static let documentedKeys = ObjectKeySet(
        ZIMTipsMessage.ownedKeys.union([
            "type", "localMessageID", "messageSeq", "conversationSeq", "senderUserID", "conversationType", "direction", "sentStatus",
            "orderKey", "isUserInserted", "isBroadcastMessage", "isServerMessage", "isMentionAll", "receiptStatus", "extendedData",
            "localExtendedData", "cbInnerID", "reactions", "mentionedUserIDs", "rootRepliedCount", "repliedInfo", "editorUserID",
            "editedTime", "isGroupTargetedMessage", "pinnedUserID", "pinnedTime", "message",
        ]))

    /// A ZIM text message (type 1) carrying the sentence, with the unified event in `extendedData`,
    /// from `senderUserID` (none by default: ZIM has no account every app has), in the addressee's
    /// one-to-one conversation (`conversationType` 0, `conversationID` the addressee) or else the group's (2).
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var message = ObjectWriter(over: nil, owning: [])
        message.write("type", Self.textMessageType)
        message.write("messageID", event.messageID)
        message.write("senderUserID", sender)
        if let addressee = event.addressee {
            message.write("conversationID", addressee.userID)
            message.write("conversationType", Self.peerConversationType)
        } else if let groupID = event.groupID {
            message.write("conversationID", groupID)
            message.write("conversationType", Self.groupConversationType)
        }
        message.write("timestamp", event.time)
        message.write("message", sentence)
        writeFallbackExtension(event, in: &message)
        return message
    }

    /// `type` of a text message.
    static let textMessageType: Int64 = 1
    /// `conversationType` of a one-to-one (peer) conversation.
    static let peerConversationType: Int64 = 0
    /// `conversationType` of a group conversation.
    static let groupConversationType: Int64 = 2
}
