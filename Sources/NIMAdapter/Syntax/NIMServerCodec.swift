import GroupEventsCore

/// Reads and writes the `server` flavour: NIM's wire `attach` (`{"data": {...}, "id": N}`), inside a
/// server message copy (with `attach` as an object or as a JSON string) or on its own.
package struct NIMServerCodec: SharedModelCodec {
    /// The codec.
    package init() {}

    /// A message copy's marks (`msgType` beside `convType` or `fromAccount`), or a bare attach's
    /// (`data` beside `id`). Values are not checked here: a record with these marks that breaks the
    /// flavour's rules is a malformed `nim:server` record.
    package func recognizes(_ record: FieldReader) -> Bool {
        (record.contains("msgType") && (record.contains("convType") || record.contains("fromAccount")))
            || (record.contains("data") && record.contains("id"))
    }

    /// The channel's other records (`NIMCopyChannel`: login and logout copies, third-party callbacks,
    /// copies of other conversations) and message copies of another `msgType` than `NOTIFICATION` or
    /// a team system notification's (a text message) are not group notifications.
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        if let neighbour = NIMCopyChannel.neighbour(record) { return neighbour }
        guard let type = try record.string("msgType"), type != NIMNotification.notificationType, !NIMSystemNotice.types.contains(type) else {
            return nil
        }
        return "a NIM message of type \(type), not a notification"
    }

    /// Decodes a message copy (of a notification, or of a team system notification) or a bare attach.
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> NIMNotification {
        guard record.contains("attach") || record.contains("msgType") else { return try readAttach(record, form: .bare) }
        var notification: NIMNotification
        if let type = try record.string("msgType"), NIMSystemNotice.types.contains(type) {
            notification = NIMNotification(op: 0, form: .object)
            notification.systemNotice = try readSystemNotice(record, type: type)
        } else if record.kind(of: "attach") == .string, let embedded = try record.embeddedObject("attach") {
            notification = try readAttach(embedded.reader, form: .string(embedded.document))
        } else if let attach = try record.object("attach") {
            notification = try readAttach(attach, form: .object)
        } else {
            throw record.error("attach", "missing required \"attach\" (the notification's wire object, or a string holding it)")
        }
        notification.convType = try record.string("convType")
        notification.fromAccount = try record.string("fromAccount")
        notification.to = try record.identifier("to")
        notification.msgTimestamp = try record.int64OrString("msgTimestamp")
        notification.msgidServer = try record.nimMessageID("msgidServer")
        notification.original = record.origin
        return notification
    }

    /// A team system notification's own keys: the postscript (`body`), a custom notice's content (its
    /// `attach`, a string), and `tMembers` (a string `"[a, b]"`, or an array of accounts).
    private func readSystemNotice(_ record: FieldReader, type: String) throws(RecordDecodingError) -> NIMSystemNotice {
        var notice = NIMSystemNotice(type: type)
        notice.body = try record.string("body")
        if notice.isCustom { notice.content = try record.string("attach") }
        if let value = record.value("tMembers") {
            guard let members = NIMSystemNotice.accounts(in: value) else {
                throw record.error("tMembers", "expected accounts as a string \"[a, b]\" or an array of strings")
            }
            notice.members = members
            notice.membersValue = value
        }
        return notice
    }

    private func readAttach(_ attach: FieldReader, form: NIMAttachForm) throws(RecordDecodingError) -> NIMNotification {
        let (op, data) = try NIMWireAttach.read(attach)
        var notification = NIMNotification(op: op, data: data, form: form)
        notification.attachOriginal = attach.origin
        return notification
    }

    /// Encodes a notification in the form it came in (a fresh one as a message copy whose `attach` is a
    /// JSON string, as real traffic sends it); fields the model does not own come from the originals.
    package func write(_ notification: NIMNotification) -> ObjectWriter {
        if let notice = notification.systemNotice { return write(notice, of: notification) }
        let attach = NIMWireAttach.write(op: notification.op, data: notification.data, over: notification.attachOriginal)
        var message = ObjectWriter(over: notification.original, owning: NIMNotification.ownedKeys)
        switch notification.form {
        case .bare: return attach
        case .object: message.write("attach", attach)
        case .string(let document): message.write("attach", embedding: attach, in: document)
        case .web, .v2: message.write("attach", embedding: attach, in: nil)
        }
        let fresh = notification.original == nil
        message.write("convType", notification.convType)
        if fresh { message.write("eventType", "1") }
        message.write("fromAccount", notification.fromAccount)
        // Every envelope value is a string on the wire (a record that wrote numbers keeps them).
        message.write("msgTimestamp", notification.msgTimestamp.map(String.init))
        if fresh { message.write("msgType", NIMNotification.notificationType) }
        message.write("msgidServer", notification.msgidServer)
        message.write("to", notification.to)
        return message
    }

    /// Encodes a team system notification over the copy it came from, keys in NetEase's order
    /// (alphabetical); a request's or answer's `attach` (the team's `tinfo`) stays as it came.
    private func write(_ notice: NIMSystemNotice, of notification: NIMNotification) -> ObjectWriter {
        var owned: Set<String> = ["body", "convType", "fromAccount", "msgTimestamp", "msgType", "msgidServer", "tMembers", "to"]
        if notice.isCustom { owned.insert("attach") }
        var message = ObjectWriter(over: notification.original, owning: owned)
        let fresh = notification.original == nil
        if notice.isCustom { message.write("attach", notice.content) }
        message.write("body", notice.body)
        message.write("convType", notification.convType)
        if fresh { message.write("eventType", "1") }
        message.write("fromAccount", notification.fromAccount)
        message.write("msgTimestamp", notification.msgTimestamp.map(String.init))
        message.write("msgType", notice.type)
        message.write("msgidServer", notification.msgidServer)
        if let members = notice.members {
            // The record's own value while it says the same; else in its form, NIM's string afresh.
            if notice.keepsMembersValue {
                message.write("tMembers", carried: notice.membersValue)
            } else if notice.writesMembersAsArray {
                message.write("tMembers", strings: members)
            } else {
                message.write("tMembers", NIMSystemNotice.bracketList(members))
            }
        }
        message.write("to", notification.to)
        return message
    }

    /// A notification read by another NIM flavour, as a template for a message copy whose `attach`
    /// is a JSON string.
    package func template(from model: NIMNotification) -> NIMNotification { model.template(form: .string(nil)) }

    /// The text message's extension field, holding the unified event.
    package var fallbackExtensionKey: String? { "ext" }

    /// The message copy's extension data.
    package var applicationDataKeys: [String] { ["ext"] }

    /// A text message copy (`msgType` `TEXT`) whose `body` is the sentence, with the unified event in
    /// the copy's `ext`, from `fromAccount` `sender` (none by default: NIM has no account every app
    /// has): to the addressee alone (`convType` `PERSON`, `to` the account) when the event has one,
    /// else to the team (`TEAM`, as the event does not say which kind of team it is).
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var message = ObjectWriter(over: nil, owning: [])
        message.write("body", sentence)
        message.write("convType", event.addressee == nil ? NIMNotification.team : Self.personConversation)
        message.write("eventType", "1")
        writeFallbackExtension(event, in: &message)
        message.write("fromAccount", sender)
        message.write("msgTimestamp", event.time.map(String.init))
        message.write("msgType", NIMNotification.textType)
        message.write("msgidServer", event.messageID)
        message.write("to", event.addressee?.userID ?? event.groupID)
        return message
    }

    /// `convType` of a one-to-one message copy.
    private static let personConversation = "PERSON"
}
