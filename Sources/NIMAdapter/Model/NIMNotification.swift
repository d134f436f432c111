import GroupEventsCore

/// A NIM team or super-team notification: the wire `attach` (`{"data": {...}, "id": N}`), and the
/// message-copy envelope around it when there is one. Envelope keys this type does not model
/// (`eventType`, `fromClientType`, `fromNick`, `msgidClient`, `resendFlag`, `tMembers`…) stay in
/// `original` and are written back as they came.
package struct NIMNotification: Sendable, CustomReflectable, Hashable {
    /// The operation id: 0–10 team, 401–411 super team, anything else kept as it came.
    package var op: Int64 {
        get { storage.value.op }
        _modify { yield &storage.value.op }
    }

    /// The operation's `data`.
    package var data: NIMAttachData {
        get { storage.value.data }
        _modify { yield &storage.value.data }
    }

    /// How `attach` was carried.
    package var form: NIMAttachForm {
        get { storage.value.form }
        _modify { yield &storage.value.form }
    }

    /// `convType`: `TEAM` or `SUPER_TEAM`.
    package var convType: String? {
        get { storage.value.convType }
        _modify { yield &storage.value.convType }
    }

    /// `fromAccount`: the sender, who is the operator.
    package var fromAccount: String? {
        get { storage.value.fromAccount }
        _modify { yield &storage.value.fromAccount }
    }

    /// `to`: the team's ID.
    package var to: String? {
        get { storage.value.to }
        _modify { yield &storage.value.to }
    }

    /// `msgTimestamp`: milliseconds since the Unix epoch.
    package var msgTimestamp: Int64? {
        get { storage.value.msgTimestamp }
        _modify { yield &storage.value.msgTimestamp }
    }

    /// `msgidServer`: the server message ID, as its exact text.
    package var msgidServer: String? {
        get { storage.value.msgidServer }
        _modify { yield &storage.value.msgidServer }
    }

    /// The team system notification the message copy carries instead of a notification (a join
    /// request, an invitation, an answer to one, a custom notice), or nil: the op and `data` then
    /// say nothing. Only `nim:server` reads them.
    package var systemNotice: NIMSystemNotice? {
        get { storage.value.systemNotice }
        _modify { yield &storage.value.systemNotice }
    }

    /// The message copy as decoded (nil for a bare attach).
    package var original: ObjectOrigin? {
        get { storage.value.original }
        _modify { yield &storage.value.original }
    }

    /// The wire attach object as decoded (the V2 flavour's `attachment`).
    package var attachOriginal: ObjectOrigin? {
        get { storage.value.attachOriginal }
        _modify { yield &storage.value.attachOriginal }
    }

    /// The V2 flavour's wire attach object as decoded from its `raw` string.
    package var rawOriginal: ObjectOrigin? {
        get { storage.value.rawOriginal }
        _modify { yield &storage.value.rawOriginal }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    private var storage: CopyOnWriteBox<Fields>

    /// A notification of an operation.
    package init(op: Int64, data: NIMAttachData = NIMAttachData(), form: NIMAttachForm = .string(nil)) {
        storage = CopyOnWriteBox(Fields(op: op, data: data, form: form))
    }

    /// The notification as a template for a flavour writing it in `form`: every field the model
    /// holds kept, the objects it was read from (another flavour's spelling) dropped.
    func template(form: NIMAttachForm) -> NIMNotification {
        var template = NIMNotification(op: op, data: data, form: form)
        template.data.original = nil
        template.data.teamOriginal = nil
        template.data.v2Spelling = nil
        template.data.uinfos = data.uinfos?.map { NIMUserCard(account: $0.account, nick: $0.nick, avatar: $0.avatar) }
        template.convType = convType
        template.fromAccount = fromAccount
        template.to = to
        template.msgTimestamp = msgTimestamp
        template.msgidServer = msgidServer
        template.systemNotice = systemNotice
        template.systemNotice?.membersValue = nil
        return template
    }

    /// Whether a message copy names the conversation a super team.
    var isSuperTeam: Bool { convType == Self.superTeam }

    /// `convType` of a super team.
    static let superTeam = "SUPER_TEAM"
    /// `convType` of a team.
    static let team = "TEAM"
    /// `msgType` of a notification.
    static let notificationType = "NOTIFICATION"
    /// `msgType` of a text message.
    static let textType = "TEXT"
    /// The envelope keys this type owns.
    static let ownedKeys: Set<String> = ["attach", "convType", "fromAccount", "to", "msgTimestamp", "msgidServer"]
    /// The attach keys this type owns.
    static let attachKeys: Set<String> = ["data", "id"]

    /// The fields, as a struct's mirror shows them.
    package var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var op: Int64
        var data: NIMAttachData
        var form: NIMAttachForm
        var convType: String?
        var fromAccount: String?
        var to: String?
        var msgTimestamp: Int64?
        var msgidServer: String?
        var systemNotice: NIMSystemNotice?
        var original: ObjectOrigin?
        var attachOriginal: ObjectOrigin?
        var rawOriginal: ObjectOrigin?
    }
}
