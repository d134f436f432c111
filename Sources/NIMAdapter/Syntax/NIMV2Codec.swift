import GroupEventsCore

/// Reads and writes the `v2` flavour: the V2 SDK message (`messageType` 5, `conversationType` 2 or 3,
/// `senderId`, `receiverId`, `messageServerId`, `createTime`) whose `attachment` is the SDK's decoding
/// of the wire object: `type` (the op number), `targetIds`, `chatBanned`, `serverExtension` (the wire's
/// `data.attach`), `updatedTeamInfo` (an update's changed tags, by name) and optionally `raw`, the wire
/// object itself as a string. With `raw`, the model is read from it (it alone holds the name cards,
/// snapshots and the `leave` flag) and both are written from the model, so they stay in step; without
/// it, from the attachment's keys. Keys the model does not own (`messageClientId`, `conversationId`,
/// `isSelf`, `nimCoreMessageType`…) stay in the originals and are written back as they came.
package struct NIMV2Codec: SharedModelCodec {
    /// The codec.
    package init() {}

    /// A V2 message's marks: `messageType` beside `attachment`, `conversationType` or `senderId` (a
    /// message translated from a bare attach has neither of the last two). Values are not checked
    /// here: a record with these marks that breaks the flavour's rules is a malformed `nim:v2` record.
    package func recognizes(_ record: FieldReader) -> Bool {
        record.contains("messageType")
            && (record.contains("attachment") || record.contains("conversationType") || record.contains("senderId"))
    }

    /// Messages of another `messageType` than 5 (0, a text message) are not group notifications.
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        guard let type = try record.int64("messageType"), type != Self.notificationType else { return nil }
        return "a NIM V2 message of type \(type), not a notification"
    }

    /// Decodes a V2 notification message.
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> NIMNotification {
        guard let attachment = try record.object("attachment") else {
            throw record.error("attachment", "missing required object \"attachment\"")
        }
        let op = try attachment.requiredInt64("type")
        var data = try readData(attachment, op: op)
        var notification: NIMNotification
        if let raw = try attachment.embeddedObject("raw") {
            let wire = try NIMWireAttach.read(raw.reader)
            try checkAgreement(of: attachment, op: op, data: data, with: wire)
            let (teamOriginal, spelling) = (data.teamOriginal, data.v2Spelling)
            data = wire.data
            data.teamOriginal = teamOriginal
            data.v2Spelling = spelling
            notification = NIMNotification(op: op, data: data, form: .v2(raw: true, document: raw.document))
            notification.rawOriginal = raw.reader.origin
        } else {
            notification = NIMNotification(op: op, data: data, form: .v2(raw: false, document: nil))
        }
        notification.attachOriginal = attachment.origin
        if let type = try record.int64("conversationType") {
            guard let convType = NIMV2Spelling.conversationTypes[type] else {
                throw record.error("conversationType", "expected 2 (team) or 3 (super team), found \(type)")
            }
            notification.convType = convType
        }
        notification.fromAccount = try record.string("senderId")
        notification.to = try record.identifier("receiverId")
        notification.msgTimestamp = try record.int64("createTime")
        notification.msgidServer = try record.nimMessageID("messageServerId")
        notification.original = record.origin
        return notification
    }

    /// Checks that the attachment's keys say what its `raw` wire object says, as the SDK derives them
    /// from it: a record where they disagree has no one meaning, and is malformed.
    private func checkAgreement(
        of attachment: FieldReader, op: Int64, data: NIMAttachData, with wire: (op: Int64, data: NIMAttachData)
    ) throws(RecordDecodingError) {
        let disagreement: String? =
            if wire.op != op { "type" } else if Self.targets(data) != Self.targets(wire.data) {
                "targetIds"
            } else if data.mute != wire.data.mute.map({ $0 != 0 ? 1 : 0 }) { "chatBanned" } else if data.attach != wire.data.attach {
                "serverExtension"
            } else if Self.isUpdate(op), data.tinfo ?? [] != (wire.data.tinfo ?? []).filter({ NIMV2Spelling.key(ofTag: $0.tag) != nil }) {
                "updatedTeamInfo"
            } else { nil }
        if let key = disagreement { throw attachment.error(key, "\"\(key)\" disagrees with the wire object in \"raw\"") }
    }

    /// The wire data the attachment's own keys say (what `raw`, when present, says in full).
    private func readData(_ attachment: FieldReader, op: Int64) throws(RecordDecodingError) -> NIMAttachData {
        var data = NIMAttachData()
        var spelling = NIMV2AttachmentSpelling()
        spelling.emptyTargets = try attachment.strings("targetIds")?.isEmpty == true
        if let targets = try attachment.strings("targetIds"), !targets.isEmpty {
            guard !NIMV2Spelling.targetlessOps.contains(op) else {
                throw attachment.error("targetIds", "op \(op) has no targets, found \(targets.count)")
            }
            if NIMV2Spelling.singleTargetOps.contains(op), targets.count == 1 { data.id = targets[0] } else { data.ids = targets }
        }
        data.mute = try attachment.bool("chatBanned").map { $0 ? 1 : 0 }
        data.attach = try attachment.string("serverExtension")
        if let team = try attachment.object("updatedTeamInfo") {
            var tags: [NIMTeamTag] = []
            for key in team.keys {
                guard let (tag, _, integer) = NIMV2Spelling.teamKeys.first(where: { $0.key == key }) else { continue }
                guard integer else {
                    if let value = try team.string(key) { tags.append(NIMTeamTag(tag: tag, value: value)) }
                    continue
                }
                // -1 (iOS) and null (Android) say "unchanged", as an absent key does (web).
                guard var value = try team.int64(key) else { continue }
                if value == NIMV2Spelling.unchanged {
                    spelling.unchangedKeys.append(key)
                    continue
                }
                if tag == NIMV2Spelling.chatBannedModeTag, value == NIMV2Spelling.olderEveryone {
                    spelling.olderEveryone = true
                    value = NIMV2Spelling.everyone
                }
                tags.append(NIMTeamTag(tag: tag, value: String(value)))
            }
            data.tinfo = tags
            data.teamOriginal = team.origin
        }
        data.v2Spelling = spelling
        return data
    }

    /// Encodes a notification as a V2 message over the one it came from (a fresh one gets
    /// `messageType` 5 and a `raw` string); `raw`, when carried, is the wire object written from the
    /// same model, and an unchanged one is the very same text.
    package func write(_ notification: NIMNotification) -> ObjectWriter {
        let data = notification.data
        var attachment = ObjectWriter(over: notification.attachOriginal, owning: Self.attachmentKeys)
        switch notification.form {
        case .v2(raw: false, _):
            break
        case .v2(raw: true, let document):
            attachment.write("raw", embedding: NIMWireAttach.write(op: notification.op, data: data, over: notification.rawOriginal), in: document)
        default:
            // Afresh: the wire object too, which alone holds the name cards.
            attachment.write("raw", embedding: NIMWireAttach.write(op: notification.op, data: data, over: nil), in: nil)
        }
        attachment.write("type", notification.op)
        attachment.write("serverExtension", data.attach)
        let targets = Self.targets(data)
        // An op without targets writes them empty, as the SDK does, unless the record had no `targetIds`.
        if !targets.isEmpty || data.v2Spelling?.emptyTargets ?? true { attachment.write("targetIds", strings: targets) }
        attachment.write("chatBanned", data.mute.map { $0 != 0 })
        if Self.isUpdate(notification.op), let tinfo = data.tinfo {
            attachment.write("updatedTeamInfo", updatedTeamInfo(data, tinfo))
        }
        var message = ObjectWriter(over: notification.original, owning: Self.messageKeys)
        message.write("senderId", notification.fromAccount)
        message.write("receiverId", notification.to)
        message.write("messageServerId", notification.msgidServer)
        message.write(
            "conversationType", notification.convType.flatMap { type in NIMV2Spelling.conversationTypes.first { $0.value == type }?.key })
        message.write("createTime", notification.msgTimestamp)
        if notification.original == nil { message.write("messageType", Self.notificationType) }
        message.write("attachment", attachment)
        return message
    }

    /// `updatedTeamInfo` from the tags that have a key, over the one it was read from: keys that said
    /// "unchanged" say it again the way they did, and "everyone muted" keeps the older 2 it was read as.
    private func updatedTeamInfo(_ data: NIMAttachData, _ tinfo: [NIMTeamTag]) -> ObjectWriter {
        let spelling = data.v2Spelling ?? NIMV2AttachmentSpelling()
        var team = ObjectWriter(over: data.teamOriginal, owning: Set(NIMV2Spelling.teamKeys.map(\.key)))
        var written = Set<String>()
        for tag in tinfo {
            guard let (_, key, integer) = NIMV2Spelling.teamKeys.first(where: { $0.tag == tag.tag }) else { continue }
            written.insert(key)
            guard integer, var number = Int64(tag.value) else {
                team.write(key, tag.value)
                continue
            }
            if tag.tag == NIMV2Spelling.chatBannedModeTag, number == NIMV2Spelling.everyone, spelling.olderEveryone {
                number = NIMV2Spelling.olderEveryone
            }
            team.write(key, number)
        }
        for key in spelling.unchangedKeys where !written.contains(key) { team.write(key, NIMV2Spelling.unchanged) }
        return team
    }

    /// A notification read by another NIM flavour, as a template for a V2 message carrying `raw`.
    package func template(from model: NIMNotification) -> NIMNotification {
        model.template(form: .v2(raw: true, document: nil))
    }

    /// The text message's extension field, holding the unified event.
    package var fallbackExtensionKey: String? { "serverExtension" }

    /// The message's extension data, sent (`serverExtension`) and kept on the device (`localExtension`).
    package var applicationDataKeys: [String] { ["serverExtension", "localExtension"] }

    /// A text message (`messageType` 0) whose `text` is the sentence, with the unified event in the
    /// message's `serverExtension`, from `senderId` `sender` (none by default: NIM has no account
    /// every app has): to the addressee alone (`conversationType` 1, p2p, `receiverId` the account)
    /// when the event has one, else to the team (2, as the event does not say which kind of team it is).
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var message = ObjectWriter(over: nil, owning: [])
        message.write("senderId", sender)
        message.write("receiverId", event.addressee?.userID ?? event.groupID)
        message.write("messageServerId", event.messageID)
        message.write("conversationType", event.addressee == nil ? Self.teamConversationType : Self.p2pConversationType)
        message.write("createTime", event.time)
        message.write("messageType", Self.textType)
        message.write("text", sentence)
        writeFallbackExtension(event, in: &message)
        return message
    }

    /// `targetIds`: the wire's `ids`, or its one `id`, or none.
    private static func targets(_ data: NIMAttachData) -> [String] { data.ids ?? data.id.map { [$0] } ?? [] }

    /// Whether an op is a team or super-team update, the only ones with `updatedTeamInfo`.
    private static func isUpdate(_ op: Int64) -> Bool { op == 3 || op == 404 }

    /// `messageType` of a notification.
    private static let notificationType: Int64 = 5
    /// `messageType` of a text message.
    private static let textType: Int64 = 0
    /// `conversationType` of a one-to-one conversation.
    private static let p2pConversationType: Int64 = 1
    /// `conversationType` of a team conversation.
    private static let teamConversationType: Int64 = 2
    /// The message keys the model owns (`messageType`, always 5 here, stays as it came).
    private static let messageKeys: Set<String> = ["senderId", "receiverId", "messageServerId", "conversationType", "createTime", "attachment"]
    /// The `attachment` keys the model owns.
    private static let attachmentKeys: Set<String> = ["raw", "type", "serverExtension", "targetIds", "chatBanned", "updatedTeamInfo"]
}
