import GroupEventsCore
import GroupEventsJSON

/// Reads and writes the `callback` flavour: a webhook body Tencent POSTs to an app server about a
/// group (`Group.CallbackAfterNewMemberJoin`, `…AfterMemberExit`, `…AfterGroupInfoChanged`,
/// `…AfterMemberFieldChanged`, `…AfterGroupDestroyed`, `…AfterCreateGroup`,
/// `…AfterChangeGroupOwner`), or the body of the REST request an app server
/// sends to have a group system notification delivered (`GroupId`, optional `ToMembers_Account`,
/// `Content`), which clients receive as a custom notice. One event per body.
///
/// A body names its type rather than numbering it (`typeName`: the command, or the REST API's name
/// for the request body, which names none); `ExitType` and `Role` are subcodes beside it, for the
/// table. `EventTime` is in milliseconds, a number in some bodies and a string of digits in others
/// (Tencent's samples and tables disagree), and is written back as it came. Keys the model does not
/// own for the body's command stay as they came.
package struct TIMCallbackCodec: SharedModelCodec {
    /// The codec.
    package init() {}

    /// A webhook's `CallbackCommand`, or the REST body's `GroupId` beside `Content`. Values are not
    /// checked here: a record with these marks that breaks the flavour's rules is a malformed
    /// `tim:callback` record.
    package func recognizes(_ record: FieldReader) -> Bool {
        record.contains(TIMCallbackBody.commandKey) || (record.contains("GroupId") && record.contains("Content"))
    }

    /// The webhooks the callback URL receives beside group ones (a command outside `Group.`:
    /// `C2C.CallbackAfterSendMsg`, `Sns.CallbackFriendAdd`, `State.StateChange`…), the group webhooks
    /// Tencent sends before an action so that the app may refuse it (`Group.CallbackBefore…`), the
    /// group webhooks that report something other than a group notification
    /// (`TIMNonNotificationWebhook`), and a webhook carrying a message (`MsgBody`, as
    /// `Group.CallbackAfterSendMsg` does) report no group notification. Every other `Group.` command
    /// is one, unknown ones too (an `unrecognized` event).
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        if record.kind(of: TIMCallbackBody.commandKey) == .string, let command = try record.string(TIMCallbackBody.commandKey) {
            guard command.hasPrefix(Self.groupNamespace) else {
                let namespace = command.prefix { $0 != "." }
                return "a TIM \(Self.namespaceNames[String(namespace)] ?? "webhook outside groups") (\(command))"
            }
            if command.hasPrefix(Self.beforePrefix) { return "a TIM group webhook asking the app before the action (\(command))" }
            if let webhook = TIMNonNotificationWebhook(rawValue: command) { return webhook.reason }
        }
        guard record.contains("MsgBody") else { return nil }
        let command = try record.string(TIMCallbackBody.commandKey).map { " (\($0))" } ?? ""
        return "a TIM webhook about a message\(command), not a group notification"
    }

    /// The start of every group webhook's command.
    static let groupNamespace = "Group."
    /// The start of the commands of the group webhooks sent before an action.
    static let beforePrefix = "Group.CallbackBefore"
    /// What the webhooks of Tencent's other namespaces are.
    static let namespaceNames = [
        "C2C": "one-to-one message webhook", "Sns": "relationship webhook", "State": "online state webhook", "Profile": "profile webhook",
    ]

    /// Decodes a webhook body, or a REST notification body (one without a command).
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> TIMNotification {
        let command = try record.string(TIMCallbackBody.commandKey)
        if command == nil, !record.contains("Content") {
            throw record.error(
                TIMCallbackBody.commandKey,
                "missing required string \"\(TIMCallbackBody.commandKey)\" (a webhook) or \"Content\" (a REST group system notification)")
        }
        let typeName = command ?? TIMCallbackBody.systemNotification.rawValue
        let body = TIMCallbackBody(typeName: typeName)
        var model = TIMNotification(element: TIMCallbackBody.element(of: body), type: 0)
        model.typeName = typeName
        model.groupID = try record.identifier("GroupId")
        if body != .systemNotification {
            model.groupType = try record.string("Type")
            model.time = try record.int64OrString("EventTime")
        }
        // The operator is who acted (the inviter, or the joiner applying; the remover, or the leaver; who
        // changed the group or the member), so it is the operator here and the actor in the event.
        if body?.namesOperator ?? true { model.operatorID = try record.string(TIMCallbackBody.operatorKey) }
        // A member list names whom the body is about: who joined, who left or was removed, who was in a
        // destroyed group.
        if let key = body?.memberListKey {
            model.members = try record.objects(key) { (entry) throws(RecordDecodingError) in
                TIMMember(userID: try entry.requiredString(TIMCallbackBody.memberKey), original: entry.origin)
            }
        }
        if let subcode = body?.subcode, let word = try record.string(subcode.key) { model.subcodes[subcode.field] = .string(word) }
        switch body {
        case .memberJoined?:
            model.joinType = try record.string("JoinType").map(JSONValue.string)
        case .groupInfoChanged?:
            var changes: [TIMGroupChange] = []
            for key in record.keys where TIMCallbackBody.changeKeys.contains(key) {
                // A null is a change without its value (the mapping says so), kept to be written back.
                let value = try record.string(key).map(JSONValue.string) ?? record.value(key)
                changes.append(TIMGroupChange(code: .string(key), value: value, valuePath: record.path.appending(key: key)))
            }
            model.changes = changes
        case .memberFieldChanged?:
            // The member whose field changed is whom the event is about; the operator changed it.
            model.members = try Self.subject(of: record).map { [$0] }
        case .groupDestroyed?, .groupCreated?:
            // The owner is the group's, not necessarily who destroyed or created it (an app admin may,
            // by REST): a destroyed group's body names no operator, a created group's its creator.
            model.ownerID = try record.string(TIMCallbackBody.ownerKey)
            model.groupName = try record.string("Name")
            // A creation's custom fields (`UserDefinedDataList`) are the model's custom changes.
            if body == .groupCreated { model.changes = try TIMKeyedChangesSpelling.createdGroup.customFields(in: record) }
        case .ownerChanged?:
            // The new owner is whom the change is about; the former one is the owner it names beside it.
            model.members = try record.string(TIMCallbackBody.ownerChangeKeys.new).map { [TIMMember(userID: $0)] }
            model.ownerID = try record.string(TIMCallbackBody.ownerChangeKeys.former)
        case .systemNotification?:
            // The recipients are whom the notice is about; the request names no sender (the app's admin sends it).
            model.members = try record.strings("ToMembers_Account")?.map { TIMMember(userID: $0) }
            model.userDefinedField = try record.requiredString("Content")
        case .memberExited?, nil:
            break
        }
        model.original = record.origin
        return model
    }

    /// The member a member field change is about: its ID under either spelling, and its name card.
    private static func subject(of record: FieldReader) throws(RecordDecodingError) -> TIMMember? {
        let key = TIMCallbackBody.subjectKeys.first(where: record.contains)
        var userID: String?
        if let key { userID = try record.string(key) }
        let nameCard = try record.string("NameCard")
        guard userID != nil || nameCard != nil else { return nil }
        var member = TIMMember(userID: userID, nameCard: nameCard)
        member.userIDKey = key
        return member
    }

    /// Encodes a body over the one it came from, with the keys of its command in the order of
    /// Tencent's samples; a REST notification body gets no command.
    package func write(_ model: TIMNotification) -> ObjectWriter {
        let body = TIMCallbackBody(typeName: model.typeName)
        let webhook = body != .systemNotification
        var record = ObjectWriter(over: model.original, owning: TIMCallbackBody.ownedKeys(of: body))
        if webhook { record.write(TIMCallbackBody.commandKey, model.typeName) }
        record.write("GroupId", model.groupID)
        if body == .groupCreated {
            // A creation names its creator and owner before the group's type.
            record.write(TIMCallbackBody.operatorKey, model.operatorID)
            record.write(TIMCallbackBody.ownerKey, model.ownerID)
        }
        if webhook { record.write("Type", model.groupType) }
        switch body {
        case .memberJoined?: record.write("JoinType", carried: model.joinType)
        case .memberExited?: writeSubcode(of: model, body: .memberExited, into: &record)
        default: break
        }
        if body?.namesOperator ?? true, body != .groupCreated { record.write(TIMCallbackBody.operatorKey, model.operatorID) }
        switch body {
        case .groupDestroyed?: record.write(TIMCallbackBody.ownerKey, model.ownerID)
        case .ownerChanged?:
            record.write(TIMCallbackBody.ownerChangeKeys.former, model.ownerID)
            record.write(TIMCallbackBody.ownerChangeKeys.new, model.members?.first?.userID ?? model.userIDs?.first)
        default: break
        }
        if body == .groupDestroyed || body == .groupCreated { record.write("Name", model.groupName) }
        if let key = body?.memberListKey {
            record.write(
                key,
                objects: model.members?.map { member in
                    var entry = ObjectWriter(over: member.original, owning: TIMCallbackBody.memberEntryKeys)
                    entry.write(TIMCallbackBody.memberKey, member.userID)
                    return entry
                })
        }
        if body == .groupCreated {
            let spelling = TIMKeyedChangesSpelling.createdGroup
            record.write(spelling.customKey, objects: model.changes.map(spelling.customEntries))
        }
        switch body {
        case .groupInfoChanged?:
            for change in model.changes ?? [] {
                if let key = change.code.stringValue { record.write(key, carried: change.value) }
            }
        case .memberFieldChanged?:
            // The body names one member; a change of several is written for the first (the rest is reported lost).
            let subject = model.members?.first
            if let subject { record.write(subject.userIDKey ?? TIMCallbackBody.subjectKeys[0], subject.userID) }
            writeSubcode(of: model, body: .memberFieldChanged, into: &record)
            record.write("NameCard", subject?.nameCard)
        case .systemNotification?:
            record.write("ToMembers_Account", strings: model.members?.compactMap(\.userID))
            record.write("Content", model.userDefinedField)
        default:
            break
        }
        if webhook { record.write("EventTime", model.time) }
        return record
    }

    /// Writes the word a body of `body`'s command is told apart by (`ExitType`, `Role`).
    private func writeSubcode(of model: TIMNotification, body: TIMCallbackBody, into record: inout ObjectWriter) {
        guard let subcode = body.subcode else { return }
        record.write(subcode.key, carried: model.subcodes[subcode.field])
    }

    /// A notification read by another TIM flavour, as a template for a body.
    package func template(from model: TIMNotification) -> TIMNotification { model.template() }
}
