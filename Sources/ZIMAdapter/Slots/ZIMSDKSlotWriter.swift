import GroupEventsCore
import GroupEventsJSON

/// Writes `zim:sdk` tips messages from `RecordSlots` straight into their output, as `ZIMSDKMapping`
/// and `ZIMSDKCodec` write a message afresh for the same events: the same keys in the same order, the
/// same numbers (looked up once in the table in use), the same diagnostics.
///
/// It writes one event of another vendor's record about members joining, leaving, being removed,
/// given a role or muted alike, when the table gives each a tips event and nothing of it is lost on
/// the way but what it reports the way the mapping does (a message ID that is no 64-bit integer, a
/// join that does not say how, a mute's duration become an expiry); anything else (several events, a
/// free join the tips cannot say, a role with no ZIM number, a duration with no time to count from)
/// is left to the general path.
package struct ZIMSDKSlotWriter: SlotWriting {
    /// The tips `event` (and `changeInfo.type`, for a role change and a mute) of each kind this writer
    /// writes.
    private struct EventCodes: Sendable {
        let joined: Int64
        let invited: Int64
        let left: Int64
        let kicked: Int64
        let roleChanged: (event: Int64, changeType: Int64)
        let muted: (event: Int64, changeType: Int64)
    }

    /// The mapping whose tables the codes come from, and which reports a join's method.
    private let mapping: ZIMSDKMapping
    /// The event codes, when the table writes every kind this writer writes as tips.
    private let codes: EventCodes?
    /// ZIM's role numbers of a member, an administrator and the owner, when it has them.
    private let roleNumbers: (member: Int64?, admin: Int64?, owner: Int64?)

    /// A writer for the tables of `mapping`.
    package init(mapping: ZIMSDKMapping) {
        self.mapping = mapping
        let flavour = mapping.flavour
        func event(_ rule: CodeRule?) -> Int64? { rule?.code("event")?.numberValue?.int64 }
        let kinds: [GroupEventKind] = [.memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberMuted]
        if kinds.allSatisfy({ flavour.capability(for: $0) <= .partial }),
            let joined = event(flavour.rule(for: .memberJoined, where: ["joinMethod": JoinMethod.selfJoined.rawValue])),
            let invited = event(flavour.rule(for: .memberJoined, where: ["joinMethod": JoinMethod.invited.rawValue])),
            let left = event(flavour.rule(for: .memberLeft)), let kicked = event(flavour.rule(for: .memberKicked)),
            let roleRule = flavour.rule(for: .memberRoleChanged), let roleEvent = event(roleRule),
            let changeType = roleRule.code("changeType")?.numberValue?.int64,
            let muteRule = flavour.rule(for: .memberMuted), let muteEvent = event(muteRule),
            let muteChangeType = muteRule.code("changeType")?.numberValue?.int64
        {
            codes = EventCodes(
                joined: joined, invited: invited, left: left, kicked: kicked, roleChanged: (roleEvent, changeType),
                muted: (muteEvent, muteChangeType))
        } else {
            codes = nil
        }
        func number(_ level: GroupRole.Level) -> Int64? { mapping.values.roleNumber(GroupRole(level: level)) }
        roleNumbers = (number(.member), number(.admin), number(.owner))
    }

    /// Writes the one event of `slots` as a tips message.
    package func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        guard let codes, slots.events.count == 1, let source = slots.source, source.vendor != ZIMSDKMapping.id.vendor else { return false }
        let event = slots.events[0]
        // A new owner is a change's part these tips do not write.
        guard event.newOwner == nil else { return false }
        // Every role must have a ZIM number: a role the tips cannot say is a loss of the general path's.
        if let actor = event.actor, let role = slots.people[actor].role, roleNumber(role) == nil { return false }
        for index in event.members { if let role = slots.people[index].role, roleNumber(role) == nil { return false } }

        if let id = event.messageID {
            guard !id.hasEscapes else { return false }
            MessageIDForm.int64.withChangeOfFormMessage(ofUTF8: id.bytes(in: text), from: source.vendor, writer: ZIMSDKMapping.id) {
                slots.addLoss(.approximated, fields: MessageIDForm.changeOfFormFields, message: $0)
            }
        }
        // The mapping's own losses, made as the general path makes them (a join's method, a mute's
        // expiry: few records), then kept with the others.
        var losses: [Diagnostic] = []
        let eventCode: Int64
        // The tips' `changeInfo`: its type and the one value a role change or a mute gives.
        var change: (type: Int64, key: StaticString, value: Int64)?
        switch event.kind {
        case .memberJoined:
            guard event.joinMethod != .free else { return false }
            eventCode = mapping.joinMethod(event.joinMethod, diagnostics: &losses) == .invited ? codes.invited : codes.joined
        case .memberLeft:
            eventCode = codes.left
        case .memberKicked:
            eventCode = codes.kicked
        case .memberRoleChanged:
            guard let role = event.role, let number = roleNumber(role) else { return false }
            eventCode = codes.roleChanged.event
            change = (codes.roleChanged.changeType, "memberRole", number)
        case .memberMuted:
            // A duration with no event time to count from is a text message of the general path's.
            guard let mute = event.mute else { return false }
            if case .duration = mute, event.time == nil { return false }
            guard let expiry = mapping.expiry(mute, time: event.time, field: Self.muteField, diagnostics: &losses)
            else { return false }
            eventCode = codes.muted.event
            change = (codes.muted.changeType, "muteExpiredTime", expiry)
        default:
            return false
        }
        for loss in losses { slots.add(loss) }

        slots.output.beginObject()
        slots.output.key("type")
        slots.output.integer(ZIMTipsMessage.messageType)
        if let id = event.messageID {
            slots.output.key("messageID")
            slots.output.string(id, in: text)
        }
        if let groupID = event.groupID {
            slots.output.key("conversationID")
            slots.output.string(groupID, in: text)
            slots.output.key("conversationType")
            slots.output.integer(ZIMSDKCodec.groupConversationType)
        }
        if let time = event.time {
            slots.output.key("timestamp")
            slots.output.integer(time)
        }
        slots.output.key("event")
        slots.output.integer(eventCode)
        if let actor = event.actor {
            slots.output.key("operatedUser")
            writeUser(slots.people[actor], into: &slots.output, text: text)
        }
        slots.output.key("targetUserList")
        slots.output.beginArray()
        for index in event.members { writeUser(slots.people[index], into: &slots.output, text: text) }
        slots.output.endArray()
        if let change {
            slots.output.key("changeInfo")
            slots.output.beginObject()
            slots.output.key("type")
            slots.output.integer(change.type)
            slots.output.key(change.key)
            slots.output.integer(change.value)
            slots.output.endObject()
        }
        slots.output.endObject()
        return true
    }

    /// Where an event keeps the mute of all its members.
    private static let muteField = JSONPath(keys: "mute")

    /// ZIM's role number for `level`, when it has one.
    private func roleNumber(_ level: GroupRole.Level) -> Int64? {
        switch level {
        case .member: roleNumbers.member
        case .admin: roleNumbers.admin
        case .owner: roleNumbers.owner
        }
    }

    /// A user object, as `ZIMSDKCodec` writes one afresh.
    private func writeUser(_ person: PersonSlot, into output: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        output.beginObject()
        output.key("userID")
        output.string(person.userID, in: text)
        if let name = person.name {
            output.key("userName")
            output.string(name, in: text)
        }
        if let avatar = person.avatarURL {
            output.key("userAvatarUrl")
            output.string(avatar, in: text)
        }
        if let role = person.role, let number = roleNumber(role) {
            output.key("memberRole")
            output.integer(number)
        }
        if let nickname = person.nickname {
            output.key("memberNickname")
            output.string(nickname, in: text)
        }
        output.endObject()
    }
}
