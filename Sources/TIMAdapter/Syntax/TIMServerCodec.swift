import GroupEventsCore
import GroupEventsJSON

/// Reads and writes the `server` flavour: the IM backend's wire JSON, which the web SDKs parse. Two
/// records: a group message (`From_Account`, `ToGroupId`, `MsgSeq`, `MsgRandom`, `MsgTimeStamp`,
/// `GroupInfo.GroupName`) whose `MsgBody` list holds the tip as the element `{"MsgType":
/// "TIMGroupTipElem", "MsgContent": {…}}`, and an entry of the long-poll `GroupTips` list (`ToGroupId`,
/// `GroupInfo` with `GroupName` and the `To_Account` it went to, `MsgTimeStamp`…) whose `MsgBody`
/// object is a system notice. A tip element on its own, as taken out of a message's list, is read as
/// the same tip without the message's group and time, and written back alone.
///
/// The tip's content: `OpType` (the web's numbering: join and invite share 1), `Operator_Account`,
/// `List_Account`, `MemberNum`, `MsgGroupNewInfo` (one key per changed field, custom fields as the
/// `MsgAppDefinedData` list), `MsgMemberInfo` (each member's `ShutupTime`, seconds left),
/// `MsgMemberExtraInfo` and `MsgOperatorMemberExtraInfo` (profiles). The notice's: `ReportType` (the
/// server's numbering, custom = 255), `Operator_Account`, `RemarkInfo`, `MsgKey` (kept as its exact
/// number text), `Authentication`, `UserDefinedField`. The legacy long-poll push of a tip (`Event` 4),
/// whose `MsgBody` is the tip's content itself, is read too and written back so. Keys the model does
/// not own (`From_Account`, `MsgSeq`, `MsgRandom`, `ClientSeq`, `NoticeSeq`, `Event`, the entry's own
/// `UserDefinedField`, `GroupReadInfoArray`…) stay as they came, and the other elements of a message
/// stay where they stood.
package struct TIMServerCodec: SharedModelCodec {
    /// The codec.
    package init() {}

    /// A wire record's marks: `ToGroupId` beside `MsgBody`, or, for an element alone, `MsgType` beside
    /// `MsgContent`. (A webhook has `GroupId` instead, and the other flavours neither.) Values are not
    /// checked here: a record with these marks that breaks the flavour's rules is a malformed
    /// `tim:server` record.
    package func recognizes(_ record: FieldReader) -> Bool {
        (record.contains("ToGroupId") && record.contains("MsgBody")) || Self.isElementAlone(record)
    }

    /// A group message without a tip element (a text message), or an element alone of another
    /// `MsgType`, is not a group notification. A body that is an object is a notice or a pushed tip,
    /// and anything else is left to `read` to reject.
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        if Self.isElementAlone(record), let type = try record.string("MsgType"), type != Self.tipType {
            return "a TIM wire element of \(type), not a group tip"
        }
        guard record.kind(of: "MsgBody") == .array else { return nil }
        let types = try record.objects("MsgBody") { (element) throws(RecordDecodingError) in try element.string("MsgType") } ?? []
        guard !types.contains(Self.tipType) else { return nil }
        let named = types.map { $0 ?? "an element without MsgType" }
        return "a TIM wire message of \(named.isEmpty ? "no elements" : named.joined(separator: ", ")), not a group tip"
    }

    /// Whether the record is one element of a message's `MsgBody` on its own: `MsgType` and
    /// `MsgContent`, and no `MsgBody`.
    private static func isElementAlone(_ record: FieldReader) -> Bool {
        record.contains("MsgType") && record.contains("MsgContent") && !record.contains("MsgBody")
    }

    /// Decodes a group tip message, a pushed tip, a tip element alone or a system notice entry.
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> TIMNotification {
        if Self.isElementAlone(record) {
            // Another element type is no event (`nonEventReason`); what is left must say it is a tip.
            let type = try record.requiredString("MsgType")
            guard type == Self.tipType else { throw record.error("MsgType", "expected \"\(Self.tipType)\", found \"\(type)\"") }
            var model = try readTip(inElement: record)
            model.bodyPlacement = .alone(record.origin)
            return model
        }
        var model: TIMNotification
        if record.kind(of: "MsgBody") == .object, let body = try record.object("MsgBody") {
            // An object body is a notice; a pushed tip's body (the tip's content) says `OpType` instead.
            if !body.contains(Self.noticeTypeKey), body.contains(Self.tipTypeKey) {
                model = try readTip(body)
                model.bodyPlacement = .body
            } else {
                model = try readNotice(body)
            }
        } else {
            guard let elements = try record.objects("MsgBody", { (element) throws(RecordDecodingError) in element }) else {
                throw record.error("MsgBody", "missing required \"MsgBody\"")
            }
            // The tip is the list's first tip element, wherever it stands; the others are no part of it.
            var tipIndex: Int?
            for (index, element) in elements.enumerated() {
                if try element.string("MsgType") == Self.tipType {
                    tipIndex = index
                    break
                }
            }
            guard let tipIndex else { throw record.error("MsgBody", "no \(Self.tipType) element") }
            model = try readTip(inElement: elements[tipIndex])
            model.bodyPlacement = .element(of: elements.map(\.origin), at: tipIndex)
        }
        model.groupID = try record.identifier("ToGroupId")
        if let group = try record.object("GroupInfo") {
            model.groupName = try group.string("GroupName")
            // A notice's entry names the user it went to beside the group.
            if model.element == .systemNotice { model.addressee = try group.string("To_Account") }
            model.groupOriginal = group.origin
        }
        model.time = try record.time("MsgTimeStamp", unit: TIMServerFlavour.millisecondsPerTimeUnit)
        model.original = record.origin
        return model
    }

    /// The tip of a tip element (`{"MsgType": "TIMGroupTipElem", "MsgContent": {…}}`).
    private func readTip(inElement element: FieldReader) throws(RecordDecodingError) -> TIMNotification {
        guard let content = try element.object("MsgContent") else { throw element.error("MsgContent", "missing required object \"MsgContent\"") }
        return try readTip(content)
    }

    /// A tip's content (`MsgContent`, or a pushed tip's body).
    private func readTip(_ content: FieldReader) throws(RecordDecodingError) -> TIMNotification {
        var model = TIMNotification(element: .tip, type: try content.requiredInt64(Self.tipTypeKey))
        model.operatorID = try content.string("Operator_Account")
        model.userIDs = try content.strings("List_Account")
        model.memberCount = try content.int64("MemberNum")
        model.changes = try content.object("MsgGroupNewInfo").map(TIMKeyedChangesSpelling.server.read)
        model.memberChanges = try content.objects("MsgMemberInfo") { (change) throws(RecordDecodingError) in
            try TIMMemberChangeSpelling.server.read(change)
        }
        model.members = try TIMMemberSpelling.server.readList("MsgMemberExtraInfo", in: content)?.map(\.member)
        model.operatorProfile = try content.object("MsgOperatorMemberExtraInfo").map { (profile) throws(RecordDecodingError) in
            try TIMMemberSpelling.server.read(profile)
        }
        model.elementOriginal = content.origin
        return model
    }

    /// A notice entry's body.
    private func readNotice(_ body: FieldReader) throws(RecordDecodingError) -> TIMNotification {
        var model = TIMNotification(element: .systemNotice, type: try body.requiredInt64(Self.noticeTypeKey))
        model.operatorID = try body.string("Operator_Account")
        model.handleMessage = try body.string("RemarkInfo")
        if try body.identifier("MsgKey") != nil { model.messageKey = body.value("MsgKey") }
        model.authentication = try body.string("Authentication")
        model.userDefinedField = try body.string("UserDefinedField")
        model.elementOriginal = body.origin
        return model
    }

    /// Encodes a tip message or a notice entry over the one it came from; a fresh tip is a message of
    /// one tip element. Nothing the source did not say is written: no sender, no sequence numbers.
    package func write(_ model: TIMNotification) -> ObjectWriter {
        // An element alone stays alone while nothing asks for the message around it.
        if case .alone(let element)? = model.bodyPlacement, model.groupID == nil, model.time == nil, model.groupName == nil {
            return tipElement(tipContent(model), over: element)
        }
        var message = ObjectWriter(over: model.original, owning: Self.recordKeys)
        // A tip names its group once, as the message's addressee; a template of another flavour may
        // have it in either place.
        message.write("ToGroupId", model.element == .tip ? model.groupID ?? model.addressee : model.groupID)
        switch model.element {
        case .tip:
            message.write("MsgTimeStamp", model.time)
            message.write("GroupInfo", groupInfo(model))
            let content = tipContent(model)
            switch model.bodyPlacement {
            case .body?:
                message.write("MsgBody", content)
            case .element(let elements, let index)?:
                message.write(
                    "MsgBody",
                    objects: elements.indices.map { $0 == index ? tipElement(content, over: elements[$0]) : ObjectWriter(over: elements[$0], owning: []) })
            case .alone(let element)?:
                message.write("MsgBody", objects: [tipElement(content, over: element)])
            case nil:
                message.write("MsgBody", objects: [tipElement(content, over: nil)])
            }
        case .systemNotice:
            message.write("GroupInfo", groupInfo(model))
            message.write("MsgTimeStamp", model.time)
            message.write("MsgBody", noticeBody(model))
        }
        return message
    }

    /// `GroupInfo`: the group's name, and for a notice whom it went to; none when there is neither.
    private func groupInfo(_ model: TIMNotification) -> ObjectWriter? {
        let addressee = model.element == .systemNotice ? model.addressee : nil
        guard model.groupOriginal != nil || model.groupName != nil || addressee != nil else { return nil }
        var group = ObjectWriter(over: model.groupOriginal, owning: model.element == .tip ? Self.tipGroupKeys : Self.noticeGroupKeys)
        group.write("GroupName", model.groupName)
        group.write("To_Account", addressee)
        return group
    }

    /// The tip element wrapping the content, over the element it was read from.
    private func tipElement(_ content: ObjectWriter, over origin: ObjectOrigin?) -> ObjectWriter {
        var element = ObjectWriter(over: origin, owning: Self.elementKeys)
        element.write("MsgType", Self.tipType)
        element.write("MsgContent", content)
        return element
    }

    /// A tip's content: its type and operator, then the optional parts.
    private func tipContent(_ model: TIMNotification) -> ObjectWriter {
        var content = ObjectWriter(over: model.elementOriginal, owning: Self.tipKeys)
        content.write(Self.tipTypeKey, model.type)
        content.write("Operator_Account", model.operatorID)
        content.write("List_Account", strings: model.userIDs)
        content.write("MemberNum", model.memberCount)
        content.write("MsgGroupNewInfo", model.changes.map(TIMKeyedChangesSpelling.server.write))
        content.write("MsgMemberInfo", objects: model.memberChanges?.map(TIMMemberChangeSpelling.server.write))
        // An empty profile list from another flavour (V2 always writes one) gives no profile; a record's own stays.
        let profiles = model.original == nil && model.members?.isEmpty == true ? nil : model.members
        content.write("MsgMemberExtraInfo", objects: profiles?.map { TIMMemberSpelling.server.write($0) })
        content.write("MsgOperatorMemberExtraInfo", model.operatorProfile.map { TIMMemberSpelling.server.write($0) })
        return content
    }

    /// A notice entry's body.
    private func noticeBody(_ model: TIMNotification) -> ObjectWriter {
        var body = ObjectWriter(over: model.elementOriginal, owning: Self.noticeKeys)
        body.write(Self.noticeTypeKey, model.type)
        body.write("Operator_Account", model.operatorID)
        body.write("RemarkInfo", model.handleMessage)
        body.write("MsgKey", carried: model.messageKey)
        body.write("Authentication", model.authentication)
        body.write("UserDefinedField", model.userDefinedField)
        return body
    }

    /// The text message's extension field, holding the unified event.
    package var fallbackExtensionKey: String? { "CloudCustomData" }

    /// The message's extension data.
    package var applicationDataKeys: [String] { ["CloudCustomData"] }

    /// A join or invitation request's token for answering it (a notice's `MsgBody.Authentication`).
    package var credentialPaths: [JSONPath] { [JSONPath(keys: "MsgBody", "Authentication")] }

    /// A wire message of one text element (`TIMTextElem`, `MsgContent.Text`) holding the sentence,
    /// sent by `sender` (`From_Account`) to the addressee alone (`To_Account`, a one-to-one message)
    /// when the event has one, else to the group (`ToGroupId`), with the unified event in the
    /// message's `CloudCustomData` (the REST API's name for what the web SDK calls `cloudCustomData`).
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var text = ObjectWriter(over: nil, owning: [])
        text.write("Text", sentence)
        var element = ObjectWriter(over: nil, owning: [])
        element.write("MsgType", Self.textType)
        element.write("MsgContent", text)
        var message = ObjectWriter(over: nil, owning: [])
        message.write("From_Account", sender)
        if let addressee = event.addressee { message.write("To_Account", addressee.userID) } else { message.write("ToGroupId", event.groupID) }
        message.write("MsgTimeStamp", event.time.map { $0 / 1000 })
        message.write("MsgBody", objects: [element])
        writeFallbackExtension(event, in: &message)
        return message
    }

    /// A notification read by another TIM flavour, as a template for a wire record.
    package func template(from model: TIMNotification) -> TIMNotification { model.template() }

    /// `MsgType` of a tip element.
    private static let tipType = "TIMGroupTipElem"
    /// `MsgType` of a text element.
    private static let textType = "TIMTextElem"
    /// The tip type's key in a tip's content.
    private static let tipTypeKey = "OpType"
    /// The notice type's key in a notice's body.
    private static let noticeTypeKey = "ReportType"
    /// The record keys the model owns, in a message and in a notice entry.
    private static let recordKeys: Set<String> = ["ToGroupId", "MsgTimeStamp", "GroupInfo", "MsgBody"]
    /// The keys of a tip's `GroupInfo` the model holds.
    private static let tipGroupKeys: Set<String> = ["GroupName"]
    /// The keys of a notice's `GroupInfo` the model holds.
    private static let noticeGroupKeys: Set<String> = ["GroupName", "To_Account"]
    /// The keys of the `MsgBody` element of a tip the model holds.
    private static let elementKeys: Set<String> = ["MsgType", "MsgContent"]
    /// The tip content keys the model owns.
    private static let tipKeys: Set<String> = [
        tipTypeKey, "Operator_Account", "List_Account", "MemberNum", "MsgGroupNewInfo", "MsgMemberInfo", "MsgMemberExtraInfo",
        "MsgOperatorMemberExtraInfo",
    ]
    /// The notice body keys the model owns.
    private static let noticeKeys: Set<String> = [
        noticeTypeKey, "Operator_Account", "RemarkInfo", "MsgKey", "Authentication", "UserDefinedField",
    ]
}
