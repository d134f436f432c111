import GroupEventsCore

/// The records that reach an app server from NetEase beside team notification copies, told apart by
/// their envelope alone: the `nim:server` flavour's neighbours (see `NIMServerCodec.nonEventReason`).
///
/// - The message-copy address (抄送) receives every copy an app subscribed to, each naming what it
///   copies with `eventType` as a string: `"1"` a conversation message, `"2"` a login, `"3"` a
///   logout, other numbers other events. Only a message copy can hold a team notification.
/// - A message copy's `convType` names the conversation: `TEAM` and `SUPER_TEAM` are teams; `PERSON`
///   is a one-to-one conversation; `CUSTOM_PERSON` and `CUSTOM_TEAM` are system notifications. A
///   team's (`CUSTOM_TEAM` with a `msgType` of `NIMSystemNotice.types`: applications, invitations,
///   custom notices) is the flavour's own; any other is a neighbour.
/// - The third-party callback address receives bodies whose `eventType` is a number (7 a team being
///   created, with flat lowercase keys `tname`, `joinmode`…; 23 members being invited to a super
///   team): NetEase asks the app server before it acts, and the answer may refuse, so such a body
///   reports nothing that has happened (a team about to be created has no team ID yet).
enum NIMCopyChannel {
    /// What `record` is when the channel's envelope says it is no team notification copy, or nil when
    /// it may be one (its `msgType` and `attach` are the flavour's to check). A key of an unexpected
    /// type says nothing here: the record is then read, and its rules decide.
    static func neighbour(_ record: FieldReader) -> String? {
        switch record.kind(of: eventTypeKey) {
        case .number?:
            let eventType = record.peekInteger(eventTypeKey).map(String.init) ?? "?"
            return "a NIM third-party callback (eventType \(eventType)), which asks the app server before the action"
        case .string?:
            guard let eventType = try? record.string(eventTypeKey), eventType != messageCopy else { break }
            return "a NIM \(copyNames[eventType] ?? "copy") (eventType \(eventType))"
        default:
            break
        }
        guard record.kind(of: convTypeKey) == .string, let convType = try? record.string(convTypeKey),
            convType != NIMNotification.team, convType != NIMNotification.superTeam
        else { return nil }
        let type = try? record.string(messageTypeKey)
        // A team system notification (an application, an invitation, a custom notice) is the flavour's.
        if convType == NIMSystemNotice.conversationType, let type, NIMSystemNotice.types.contains(type) { return nil }
        let messageType = type.map { ", msgType \($0)" } ?? ""
        return "a NIM \(conversationNames[convType] ?? "copy of another conversation") (convType \(convType)\(messageType))"
    }

    /// `eventType` of a message copy.
    static let messageCopy = "1"
    /// The key naming what a copy copies.
    static let eventTypeKey = "eventType"
    /// The key naming a message copy's conversation.
    static let convTypeKey = "convType"
    /// The key naming a message copy's message type.
    static let messageTypeKey = "msgType"
    /// What the copies of other `eventType`s NetEase documents are.
    static let copyNames = ["2": "login copy", "3": "logout copy"]
    /// What the message copies of other conversations are.
    static let conversationNames = [
        "PERSON": "one-to-one message copy",
        "CUSTOM_PERSON": "one-to-one system notification copy",
        "CUSTOM_TEAM": "team system notification copy of an unknown type",
    ]
}
