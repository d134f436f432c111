import GroupEventsCore

/// Reads and writes the `web` flavour: the Web SDK V1 message object (`type` `notification`, `scene`,
/// `from`, `to`, `time`, `idServer`, and `attach`, the SDK's decoding of the wire object: `type` as a
/// name, `account`/`accounts`, `mute`, `custom`, `team`, `users`). It reads into the wire's model:
/// names become op numbers and tags again, team values the wire's strings; keys the model does not own
/// (`idClient`, `flow`, the SDK's `members`…) stay in the originals and are written back as they came.
package struct NIMWebCodec: SharedModelCodec {
    /// The codec.
    package init() {}

    /// A web message's marks: `scene` beside `type` and `from`. Values are not checked here: a record
    /// with these marks that breaks the flavour's rules is a malformed `nim:web` record.
    package func recognizes(_ record: FieldReader) -> Bool {
        record.contains("scene") && record.contains("type") && record.contains("from")
    }

    /// Messages of another `type` than `notification` (a text message), of a one-to-one conversation
    /// (`scene` `p2p`) or of a chat room (`chatroomId`, no `scene`) are not group notifications.
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        if record.kind(of: "scene") == .string, try record.string("scene") == Self.oneToOneScene {
            return "a NIM web one-to-one message (scene \(Self.oneToOneScene))"
        }
        if record.contains("chatroomId"), !record.contains("scene") { return "a NIM web chat-room message (chatroomId, no scene)" }
        guard let type = try record.string("type"), type != Self.notificationType else { return nil }
        return "a NIM web message of type \(type), not a notification"
    }

    /// Decodes a web notification message.
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> NIMNotification {
        guard let attach = try record.object("attach") else { throw record.error("attach", "missing required object \"attach\"") }
        let op: Int64
        if attach.kind(of: "type") == .string, let name = try attach.string("type") {
            guard let known = NIMWebSpelling.ops[name] else { throw attach.error("type", "unknown NIM web notification type \"\(name)\"") }
            op = known
        } else {
            // The SDK keeps the wire's number only for an op it has no name for.
            op = try attach.requiredInt64("type")
            if let name = NIMWebSpelling.typeNames[op] {
                throw attach.error("type", "op \(op) is spelled \"\(name)\" in a NIM web message")
            }
        }
        var notification = NIMNotification(op: op, data: try readData(attach, op: op), form: .web)
        notification.attachOriginal = attach.origin
        notification.convType = try scene(record)
        notification.fromAccount = try record.string("from")
        notification.to = try record.identifier("to")
        notification.msgTimestamp = try record.int64("time")
        notification.msgidServer = try record.identifier("idServer")
        notification.original = record.origin
        return notification
    }

    private func scene(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        guard let scene = try record.string("scene") else { return nil }
        guard let convType = Self.convTypes[scene] else {
            throw record.error("scene", "expected \"team\" or \"superTeam\", found \"\(scene)\"")
        }
        return convType
    }

    private func readData(_ attach: FieldReader, op: Int64) throws(RecordDecodingError) -> NIMAttachData {
        var data = NIMAttachData()
        data.id = try attach.string("account")
        data.ids = try attach.strings("accounts")
        data.mute = try attach.bool("mute").map { $0 ? 1 : 0 }
        data.attach = try attach.string("custom")
        if let team = try attach.object("team") {
            var tags: [NIMTeamTag] = []
            for key in team.keys where !(Self.isUpdate(op) && key == NIMWebSpelling.updateTimeKey) {
                guard let (tag, _, kind) = NIMWebSpelling.teamKeys.first(where: { $0.key == key }) else { continue }
                tags.append(NIMTeamTag(tag: tag, value: try teamValue(team, key, kind)))
            }
            data.tinfo = tags
            data.teamOriginal = team.origin
        }
        data.uinfos = try NIMCardSpelling.web.read("users", in: attach)
        return data
    }

    private func teamValue(_ team: FieldReader, _ key: String, _ kind: NIMWebSpelling.TeamValue) throws(RecordDecodingError) -> String {
        switch kind {
        case .text:
            return try team.requiredString(key)
        case .number:
            return String(try team.requiredInt64(key))
        case .flag:
            guard let flag = try team.bool(key) else { throw team.error(key, "expected a boolean") }
            return flag ? "1" : "0"
        case .names(let names):
            let name = try team.requiredString(key)
            // A name the SDK has no wire value for (a super team's "undefined" type) is kept as it is.
            return names.first { $0.value == name }?.key ?? name
        }
    }

    /// Encodes a notification as a web message over the one it came from; a fresh one gets
    /// `type` `notification` and, for an update, the team's `updateTime` set to the message time as
    /// the SDK does.
    package func write(_ notification: NIMNotification) -> ObjectWriter {
        var attach = ObjectWriter(over: notification.attachOriginal, owning: Self.attachKeys)
        if let name = NIMWebSpelling.typeNames[notification.op] {
            attach.write("type", name)
        } else {
            attach.write("type", notification.op)
        }
        let data = notification.data
        attach.write("account", data.id)
        attach.write("accounts", strings: data.ids)
        attach.write("mute", data.mute.map { $0 != 0 })
        attach.write("custom", data.attach)
        if let tinfo = data.tinfo { attach.write("team", team(tinfo, notification)) }
        attach.write("users", objects: data.uinfos?.map(NIMCardSpelling.web.write))
        var message = ObjectWriter(over: notification.original, owning: Self.messageKeys)
        if notification.original == nil { message.write("type", Self.notificationType) }
        message.write("scene", notification.convType.flatMap { type in Self.convTypes.first { $0.value == type }?.key })
        message.write("from", notification.fromAccount)
        message.write("to", notification.to)
        message.write("time", notification.msgTimestamp)
        message.write("idServer", notification.msgidServer)
        message.write("attach", attach)
        return message
    }

    private func team(_ tinfo: [NIMTeamTag], _ notification: NIMNotification) -> ObjectWriter {
        let original = notification.data.teamOriginal
        var team = ObjectWriter(over: original, owning: Self.teamKeys(update: Self.isUpdate(notification.op)))
        for tag in tinfo {
            guard let (_, key, kind) = NIMWebSpelling.teamKeys.first(where: { $0.tag == tag.tag }) else { continue }
            switch kind {
            case .text: team.write(key, tag.value)
            case .number: if let number = Int64(tag.value) { team.write(key, number) } else { team.write(key, tag.value) }
            case .flag: if tag.value == "1" || tag.value == "0" { team.write(key, tag.value == "1") } else { team.write(key, tag.value) }
            case .names(let names): team.write(key, names[tag.value] ?? tag.value)
            }
        }
        if original == nil, Self.isUpdate(notification.op) { team.write(NIMWebSpelling.updateTimeKey, notification.msgTimestamp) }
        return team
    }

    /// The text message's extension field, holding the unified event.
    package var fallbackExtensionKey: String? { "custom" }

    /// The message's extension data, sent (`custom`) and kept on the device (`localCustom`).
    package var applicationDataKeys: [String] { ["custom", "localCustom"] }

    /// A web text message (`type` `text`) whose `text` is the sentence, with the unified event in the
    /// message's `custom`, `from` `sender` (none by default: NIM has no account every app has): to the
    /// addressee alone (`scene` `p2p`, `to` the account) when the event has one, else to the team
    /// (`team`, as the event does not say which kind of team it is).
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var message = ObjectWriter(over: nil, owning: [])
        message.write("type", "text")
        message.write("scene", event.addressee == nil ? "team" : "p2p")
        message.write("from", sender)
        message.write("to", event.addressee?.userID ?? event.groupID)
        message.write("time", event.time)
        message.write("idServer", event.messageID)
        message.write("text", sentence)
        writeFallbackExtension(event, in: &message)
        return message
    }

    /// A notification read by another NIM flavour, as a template for a web message.
    package func template(from model: NIMNotification) -> NIMNotification { model.template(form: .web) }

    /// Whether an op is a team or super-team update, whose `team` carries the changed keys and an
    /// `updateTime` that is the message time rather than a tag.
    private static func isUpdate(_ op: Int64) -> Bool { op == 3 || op == 404 }

    /// The `team` keys the model owns: every named tag's, but on an update not `updateTime`.
    private static func teamKeys(update: Bool) -> Set<String> {
        Set(NIMWebSpelling.teamKeys.map(\.key).filter { !update || $0 != NIMWebSpelling.updateTimeKey })
    }

    /// `scene` ↔ the model's `convType`.
    private static let convTypes = ["team": NIMNotification.team, "superTeam": NIMNotification.superTeam]
    /// `type` of a notification message.
    private static let notificationType = "notification"
    /// `scene` of a one-to-one conversation.
    private static let oneToOneScene = "p2p"
    /// The message keys the model owns (`type`, always `notification` here, stays as it came).
    private static let messageKeys: Set<String> = ["scene", "from", "to", "time", "idServer", "attach"]
    /// The `attach` keys the model owns.
    private static let attachKeys: Set<String> = ["type", "account", "accounts", "mute", "custom", "team", "users"]
}
