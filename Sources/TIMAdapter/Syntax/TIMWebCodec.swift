import GroupEventsCore
import GroupEventsJSON

/// Reads and writes the `web` flavour: the Web SDK's message object (`tim-js-sdk` 2.x,
/// `@tencentcloud/chat` 3.x) whose `type` is `TIMGroupTipElem` or `TIMGroupSystemNoticeElem` and whose
/// `payload` holds the tip or notice: `operationType`, `operatorID`, then for a tip `userIDList`,
/// `groupJoinType`, `operatorInfo`, `memberList` (with each member's `muteTime`), `newGroupProfile`
/// and `memberNum`, for a notice `handleMessage`, `userDefinedField`, `authentication` and
/// `messageKey`, and for both `groupProfile`. Keys the model does not own stay as they came: the
/// SDK's copies of facts the model has elsewhere (`memberCount` beside `memberNum`, the message's
/// `nick` and `avatar`, `groupProfile.from`/`to`), `from`, `flow`, `sequence`…
package struct TIMWebCodec: SharedModelCodec {
    /// The codec.
    package init() {}

    /// A web message's marks: `type` beside `payload`. Values are not checked here: a record with
    /// these marks that breaks the flavour's rules is a malformed `tim:web` record.
    package func recognizes(_ record: FieldReader) -> Bool {
        record.contains("type") && record.contains("payload")
    }

    /// Messages of another `type` (`TIMTextElem`, `TIMCustomElem`…) are not group notifications.
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        let type = try record.requiredString("type")
        guard Self.element(ofType: type) == nil else { return nil }
        return "\(Self.nonEventWords.start)\(type)\(Self.nonEventWords.end)"
    }

    /// The words of the reason a message of another type is no group notification, around its type.
    static let nonEventWords: (start: StaticString, end: StaticString) = ("a TIM web message of type ", ", not a group tip or group system notice")

    /// Decodes a tip or notice message.
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> TIMNotification {
        let type = try record.requiredString("type")
        guard let element = Self.element(ofType: type) else { throw record.error("type", "not a group tip or notice: \"\(type)\"") }
        guard let payload = try record.object("payload") else { throw record.error("payload", "missing required object \"payload\"") }
        var model = TIMNotification(element: element, type: try payload.requiredInt64("operationType"))
        model.operatorID = try payload.string("operatorID")
        switch element {
        case .tip:
            model.userIDs = try payload.strings("userIDList")
            model.joinType = try payload.int64("groupJoinType").map { .integer($0) }
            model.operatorProfile = try payload.object("operatorInfo").map { (info) throws(RecordDecodingError) in
                try TIMMemberSpelling.web.read(info)
            }
            if let entries = try TIMMemberSpelling.web.readList("memberList", in: payload) {
                // 3.x merges the members' mutes into their entries; the model keeps mutes apart, as V2 does.
                model.members = entries.map(\.member)
                let mutes = entries.compactMap { entry in entry.muteTime.map { (entry.member.userID, $0) } }
                if !mutes.isEmpty {
                    model.memberChanges = try mutes.map { (userID, muteTime) throws(RecordDecodingError) in
                        guard let userID else { throw payload.error("memberList", "a member with a muteTime has no userID") }
                        return TIMMemberChange(userID: userID, muteTime: muteTime)
                    }
                }
            }
            model.changes = try payload.object("newGroupProfile").map(TIMKeyedChangesSpelling.web.read)
            model.memberCount = try payload.int64("memberNum")
        case .systemNotice:
            model.handleMessage = try payload.string("handleMessage")
            model.userDefinedField = try payload.string("userDefinedField")
            model.authentication = try payload.string("\(Self.credentialKey)")
            if try payload.identifier("messageKey") != nil { model.messageKey = payload.value("messageKey") }
        }
        if let group = try payload.object("groupProfile") {
            model.groupID = try group.identifier("groupID")
            model.groupName = try group.string(Self.groupNameKey(element))
            // Only a notice's group profile has the group's type: the SDK filters a tip's to ID, name, from and to.
            if element == .systemNotice { model.groupType = try group.string("groupType") }
            model.groupOriginal = group.origin
        }
        model.addressee = try record.identifier("to")
        model.time = try record.time("time", unit: TIMWebFlavour.millisecondsPerTimeUnit)
        model.messageID = try record.string("ID")
        model.elementOriginal = payload.origin
        model.original = record.origin
        return model
    }

    /// Encodes a tip or notice message over the one it came from; a fresh one also gets the
    /// conversation the SDK files it under (`GROUP<groupID>` for a tip, `@TIM#SYSTEM` for a notice).
    package func write(_ model: TIMNotification) -> ObjectWriter {
        var payload = ObjectWriter(over: model.elementOriginal, owning: Self.payloadKeys(model.element))
        payload.write("operationType", model.type)
        payload.write("operatorID", model.operatorID)
        switch model.element {
        case .tip:
            payload.write("userIDList", strings: model.userIDs)
            payload.write("groupJoinType", carried: model.joinType)
            payload.write("operatorInfo", model.operatorProfile.map { TIMMemberSpelling.web.write($0) })
            payload.write("memberList", objects: memberList(model))
            payload.write("newGroupProfile", model.changes.map(TIMKeyedChangesSpelling.web.write))
            payload.write("memberNum", model.memberCount)
        case .systemNotice:
            payload.write("handleMessage", model.handleMessage)
            payload.write("userDefinedField", model.userDefinedField)
            payload.write("\(Self.credentialKey)", model.authentication)
            payload.write("messageKey", carried: model.messageKey)
        }
        let groupType = model.element == .systemNotice ? model.groupType : nil
        if model.groupOriginal != nil || model.groupID != nil || model.groupName != nil || groupType != nil {
            var group = ObjectWriter(over: model.groupOriginal, owning: Self.groupProfileKeys(model.element))
            group.write("groupID", model.groupID)
            group.write(Self.groupNameKey(model.element), model.groupName)
            group.write("groupType", groupType)
            payload.write("groupProfile", group)
        }

        var message = ObjectWriter(over: model.original, owning: Self.messageKeys)
        message.write("ID", model.messageID)
        message.write("type", Self.types[model.element])
        message.write("payload", payload)
        let conversation = model.element == .tip ? model.groupID.map { Self.groupConversationPrefix + $0 } : Self.systemConversation
        if model.original == nil, let conversation {
            message.write("conversationID", conversation)
            message.write("conversationType", model.element == .tip ? Self.groupConversationPrefix : Self.systemConversation)
        }
        message.write("to", model.addressee)
        message.write("time", model.time)
        return message
    }

    /// The `memberList` entries: each member's profile with its mute; a mute of someone the list has
    /// no entry for gets an entry of its own.
    private func memberList(_ model: TIMNotification) -> [ObjectWriter]? {
        let mutes = model.memberChanges ?? []
        guard model.members != nil || !mutes.isEmpty else { return nil }
        let members = model.members ?? []
        var entries = members.map { member in
            TIMMemberSpelling.web.writeListEntry(member, muteTime: mutes.first { $0.userID == member.userID }?.muteTime)
        }
        for mute in mutes where !members.contains(where: { $0.userID == mute.userID }) {
            entries.append(TIMMemberSpelling.web.writeListEntry(TIMMember(userID: mute.userID), muteTime: mute.muteTime))
        }
        return entries
    }

    /// The text message's extension field, holding the unified event.
    package var fallbackExtensionKey: String? { "cloudCustomData" }

    /// The message's extension data.
    package var applicationDataKeys: [String] { ["cloudCustomData"] }
    /// A join or invitation request's token for answering it (`payload.authentication`).
    package var credentialPaths: [JSONPath] { [JSONPath(keys: "payload", "\(Self.credentialKey)")] }

    /// The key of the one credential a web message holds, in its `payload`.
    package static let credentialKey: StaticString = "authentication"

    /// A web text message (`TIMTextElem`) whose `payload.text` is the sentence, with the unified event
    /// in the message's `cloudCustomData`, sent by `sender` (`from`): to the addressee alone (a `C2C`
    /// conversation, `to` the user) when the event has one, else to the group (`GROUP`).
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var payload = ObjectWriter(over: nil, owning: [])
        payload.write("text", sentence)
        var message = ObjectWriter(over: nil, owning: [])
        message.write("ID", event.messageID)
        message.write("type", Self.textType)
        message.write("payload", payload)
        let (prefix, to) = event.addressee.map { (Self.oneToOneConversationPrefix, $0.userID) } ?? (Self.groupConversationPrefix, event.groupID)
        message.write("conversationID", to.map { prefix + $0 })
        message.write("conversationType", prefix)
        message.write("to", to)
        message.write("from", sender)
        message.write("time", event.time.map { $0 / 1000 })
        writeFallbackExtension(event, in: &message)
        return message
    }

    /// A notification read by another TIM flavour, as a template for a web message.
    package func template(from model: TIMNotification) -> TIMNotification { model.template() }

    /// The element a message `type` holds, or nil for any other message.
    private static func element(ofType type: String) -> TIMElement? {
        types.first { $0.value == type }?.key
    }

    /// `type` of each element.
    private static let types: [TIMElement: String] = [.tip: "TIMGroupTipElem", .systemNotice: "TIMGroupSystemNoticeElem"]
    /// `type` of a text message.
    private static let textType = "TIMTextElem"
    /// The `groupProfile` key of the group's name: `groupName` in a tip, `name` in a notice.
    private static func groupNameKey(_ element: TIMElement) -> String { element == .tip ? "groupName" : "name" }
    /// A group conversation's type, and the prefix of its ID.
    private static let groupConversationPrefix = "GROUP"
    /// A one-to-one conversation's type, and the prefix of its ID.
    private static let oneToOneConversationPrefix = "C2C"
    /// The system conversation's ID and type.
    private static let systemConversation = "@TIM#SYSTEM"
    /// The message keys the model owns.
    private static let messageKeys: Set<String> = ["ID", "type", "payload", "to", "time"]

    /// The `payload` keys the model owns for an element.
    private static func payloadKeys(_ element: TIMElement) -> Set<String> {
        element == .tip ? tipPayloadKeys : noticePayloadKeys
    }

    /// The `payload` keys the model owns in a tip.
    private static let tipPayloadKeys: Set<String> = [
        "operationType", "operatorID", "userIDList", "groupJoinType", "operatorInfo", "memberList", "newGroupProfile", "memberNum", "groupProfile",
    ]
    /// The `payload` keys the model owns in a system notice.
    private static let noticePayloadKeys: Set<String> = [
        "operationType", "operatorID", "handleMessage", "userDefinedField", "authentication", "messageKey", "groupProfile",
    ]

    /// The `groupProfile` keys the model owns for an element: the ID and name, and a notice's group type.
    private static func groupProfileKeys(_ element: TIMElement) -> Set<String> {
        element == .tip ? tipGroupProfileKeys : noticeGroupProfileKeys
    }

    /// The `groupProfile` keys the model owns in a tip.
    private static let tipGroupProfileKeys: Set<String> = ["groupID", groupNameKey(.tip)]
    /// The `groupProfile` keys the model owns in a system notice.
    private static let noticeGroupProfileKeys: Set<String> = ["groupID", groupNameKey(.systemNotice), "groupType"]
}
