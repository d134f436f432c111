import GroupEventsCore

/// Reads and writes the `hook` flavour, Parrot's webhook bodies, through `FieldReader` and
/// `ObjectWriter` only. A body of kind `text` is a chat message, no group notification.
package struct ParrotHookCodec: FlavourCodec {
    /// The codec (it holds nothing).
    package init() {}

    /// A body whose `kind` is a string and that names a `group` (or, for a text message, a `to`).
    package func recognizes(_ record: FieldReader) -> Bool {
        record.kind(of: "kind") == .string && (record.contains("group") || record.contains("to"))
    }

    /// A text message is passed through as it came.
    package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        try record.string("kind") == "text" ? "a Parrot text message" : nil
    }

    /// Every key a hook body may hold: any other is the sender's own, reported when a record written
    /// for another vendor leaves it out.
    package var documentedKeys: ObjectKeySet? { ["kind", "group", "to", "by", "who", "name", "text", "at"] }

    /// The body's notice; a missing `group`, or a value of the wrong type, throws naming its path.
    package func read(_ record: FieldReader) throws(RecordDecodingError) -> ParrotNotice {
        var notice = ParrotNotice(kind: try record.requiredString("kind"), groupID: try record.requiredString("group"), original: record.origin)
        notice.actorID = try record.string("by")
        notice.memberIDs = try record.strings("who")
        notice.groupName = try record.string("name")
        notice.time = try record.int64("at")
        return notice
    }

    /// The notice as a body, laid over the one it was read from.
    package func write(_ notice: ParrotNotice) -> ObjectWriter {
        var object = ObjectWriter(over: notice.original, owning: ParrotNotice.ownedKeys)
        object.write("kind", notice.kind)
        object.write("group", notice.groupID)
        object.write("by", notice.actorID)
        object.write("who", strings: notice.memberIDs)
        object.write("name", notice.groupName)
        object.write("at", notice.time)
        return object
    }

    /// A text message to the event's group, or to its addressee alone when it has one.
    package func textMessage(for event: GroupEvent, sentence: String, sender: String?) -> ObjectWriter? {
        var message = ObjectWriter(over: nil, owning: [])
        message.write("kind", "text")
        if let addressee = event.addressee {
            message.write("to", addressee.userID)
        } else {
            message.write("group", event.groupID)
        }
        message.write("by", sender)
        message.write("text", sentence)
        message.write("at", event.time)
        return message
    }
}
