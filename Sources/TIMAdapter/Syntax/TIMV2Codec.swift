import GroupEventsCore

/// Reads and writes the `v2` flavour: a native V2 message serialized as JSON (the Flutter SDK's
/// `toJson` up to 8.1, the React-Native map) whose `elemType` is 9 and whose `groupTipsElem` holds the
/// tip: `groupID`, `type` (V2's own numbering: JOIN 1 and INVITE 2, everything after shifted by one
/// from the web's), `opMember`, `memberList`, `groupChangeInfoList`, `memberChangeInfoList` and
/// `memberCount`. V2 has no system-notice element (its notices are listener callbacks). Keys the model
/// does not own (`sender`, `seq`, `isSelf`, `friendRemark`, `onlineDevices`…) stay as they came.
package struct TIMV2Codec: SharedModelCodec {
    /// The codec.
    package init() {}

    /// A V2 message's marks: `elemType`, or a `groupTipsElem`. Values are not checked here: a record
    /// with these marks that breaks the flavour's rules is a malformed `tim:v2` record.
    package func recognizes(_ record: FieldReader) -> Bool {
        record.contains("elemType") || record.contains("groupTipsElem")
    }

    /// Messages of another `elemType` (1 text, 2 custom…) are not group notifications.
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        guard let type = try record.int64("elemType"), type != Self.tipsElemType else { return nil }
        return "a TIM V2 message of elemType \(type), not group tips"
    }

    /// Decodes a group tips message.
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> TIMNotification {
        guard let tips = try record.object("groupTipsElem") else { throw record.error("groupTipsElem", "missing required object \"groupTipsElem\"") }
        var model = TIMNotification(element: .tip, type: try tips.requiredInt64("type"))
        model.groupID = try tips.identifier("groupID")
        if let operatorMember = try tips.object("opMember") {
            model.operatorProfile = try TIMMemberSpelling.v2.read(operatorMember)
            model.operatorID = model.operatorProfile?.userID
        }
        model.members = try TIMMemberSpelling.v2.readList("memberList", in: tips)?.map(\.member)
        model.changes = try tips.objects("groupChangeInfoList") { (change) throws(RecordDecodingError) in
            try TIMChangeInfoSpelling.v2.read(change)
        }
        model.memberChanges = try tips.objects("memberChangeInfoList") { (change) throws(RecordDecodingError) in
            try TIMMemberChangeSpelling.v2.read(change)
        }
        model.memberCount = try tips.int64("memberCount")
        model.addressee = try record.identifier("groupID")
        model.time = try record.time("timestamp", unit: TIMV2Flavour.millisecondsPerTimeUnit)
        model.messageID = try record.string("msgID")
        model.elementOriginal = tips.origin
        model.original = record.origin
        return model
    }

    /// Encodes a tips message over the one it came from; a fresh one gets `elemType` 9 and, as the
    /// SDK always writes them, the element's three lists even when empty.
    package func write(_ model: TIMNotification) -> ObjectWriter {
        let fresh = model.original == nil
        var tips = ObjectWriter(over: model.elementOriginal, owning: Self.tipsKeys)
        tips.write("groupID", model.groupID)
        tips.write("type", model.type)
        // V2 names the operator only inside `opMember`, so an operator without a profile gets one of its ID.
        let operatorMember = model.operatorProfile ?? model.operatorID.map { TIMMember(userID: $0) }
        tips.write("opMember", operatorMember.map { TIMMemberSpelling.v2.write($0) })
        tips.write("memberList", objects: (model.members ?? (fresh ? [] : nil))?.map { TIMMemberSpelling.v2.writeListEntry($0, muteTime: nil) })
        tips.write("groupChangeInfoList", objects: (model.changes ?? (fresh ? [] : nil))?.map(TIMChangeInfoSpelling.v2.write))
        tips.write("memberChangeInfoList", objects: (model.memberChanges ?? (fresh ? [] : nil))?.map(TIMMemberChangeSpelling.v2.write))
        tips.write("memberCount", model.memberCount)
        var message = ObjectWriter(over: model.original, owning: Self.messageKeys)
        message.write("msgID", model.messageID)
        message.write("timestamp", model.time)
        message.write("groupID", model.addressee)
        if fresh { message.write("elemType", Self.tipsElemType) }
        message.write("groupTipsElem", tips)
        return message
    }

    /// The text message's extension field, holding the unified event.
    package var fallbackExtensionKey: String? { "cloudCustomData" }

    /// The message's extension data, sent (`cloudCustomData`) and kept on the device (`localCustomData`, `localCustomInt`).
    package var applicationDataKeys: [String] { ["cloudCustomData", "localCustomData", "localCustomInt"] }

    /// A V2 text message (`elemType` 1) whose `textElem.text` is the sentence, with the unified event
    /// in the message's `cloudCustomData`, sent by `sender`: to the addressee alone (`userID`, a
    /// one-to-one message) when the event has one, else to the group (`groupID`).
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var text = ObjectWriter(over: nil, owning: [])
        text.write("text", sentence)
        var message = ObjectWriter(over: nil, owning: [])
        message.write("msgID", event.messageID)
        message.write("timestamp", event.time.map { $0 / 1000 })
        message.write("sender", sender)
        if let addressee = event.addressee { message.write("userID", addressee.userID) } else { message.write("groupID", event.groupID) }
        message.write("elemType", Self.textElemType)
        message.write("textElem", text)
        writeFallbackExtension(event, in: &message)
        return message
    }

    /// A notification read by another TIM flavour, as a template for a V2 message.
    package func template(from model: TIMNotification) -> TIMNotification { model.template() }

    /// `elemType` of group tips.
    private static let tipsElemType: Int64 = 9
    /// `elemType` of a text message.
    private static let textElemType: Int64 = 1
    /// The message keys the model owns (`elemType`, always 9 here, stays as it came).
    private static let messageKeys: Set<String> = ["msgID", "timestamp", "groupID", "groupTipsElem"]
    /// The `groupTipsElem` keys the model owns.
    private static let tipsKeys: Set<String> = [
        "groupID", "type", "opMember", "memberList", "groupChangeInfoList", "memberChangeInfoList", "memberCount",
    ]
}
