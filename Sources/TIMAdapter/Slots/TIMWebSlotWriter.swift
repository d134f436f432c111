import GroupEventsCore
import GroupEventsJSON

/// Writes `tim:web` group tips from `RecordSlots` straight into their output, as `TIMMapping` and
/// `TIMWebCodec` write a tip afresh for the same events: the same keys in the same order, the same
/// tip types and values (looked up once in the table in use), the same diagnostics.
///
/// It writes one event of another vendor's record about members joining, leaving, being removed,
/// made admins or members again, or muted alike (the seconds left in each `memberList` entry), or a
/// change of the texts of the group's profile (a group-profile tip's `newGroupProfile`), when the
/// table writes its kind as a tip and nothing of it is lost on the way but what it reports the way
/// the mapping does (a time finer than seconds, a join method the tips cannot say, a leaver's actor,
/// a mute's expiry become seconds left). Anything else (a TIM record, whose own keys the general
/// path keeps; a record with data no event carries; a role the tips cannot grant; a mute with no
/// seconds to state or members muted differently; several events or leavers; an owner transfer; a
/// profile change of the group mute or vendor fields, or naming members) is left to the general path.
package struct TIMWebSlotWriter: SlotWriting {
    /// The tip type of each member kind this writer writes, when the table writes it as a tip this
    /// writer can write.
    private struct TipTypes: Sendable {
        let joined: Int64?
        let left: Int64?
        let kicked: Int64?
        let madeAdmin: Int64?
        let madeMember: Int64?
        let muted: Int64?
    }

    /// The tip types.
    private let types: TipTypes
    /// The tip type and `newGroupProfile` key of each text of a group's profile, as the mapping finds
    /// them (the first rule naming the field), when the table writes it as a string.
    private let profileTexts: (name: ProfileText?, introduction: ProfileText?, notice: ProfileText?, avatarURL: ProfileText?)

    /// A text of a group's profile in a group-profile tip: the tip's type and the change's key.
    private struct ProfileText: Sendable {
        let type: Int64
        let key: String
    }
    /// The mapping, which gives a mute's seconds left.
    private let mapping: TIMWebMapping
    /// The `groupJoinType` and the losses the mapping writes for each join method (and for none),
    /// found once through the mapping; nil for a method whose join type is no integer.
    private let joinTypes: [JoinMethod?: (value: Int64?, losses: [Diagnostic])]
    /// The role each level is written as (`"Admin"`), as UTF-8 JSON strings.
    private let roles: (member: [UInt8]?, admin: [UInt8]?, owner: [UInt8]?)
    /// The loss of a leaver's actor, who is not the leaver.
    private let actorLeftOutLoss: Diagnostic
    /// The start and end of the diagnostic for a time finer than seconds, and the field it names.
    private let roundedTime: (head: [UInt8], tail: [UInt8], fields: [JSONPath])

    /// A writer for the tables of `mapping`.
    package init(mapping: TIMWebMapping) {
        self.mapping = mapping
        let tipField = TIMElement.tip.codeField
        // The first tip rule of `kind` (with `role`), as the mapping picks it, when its code is all a
        // number and the kind is written as a tip.
        func type(_ kind: GroupEventKind, role: String? = nil, members: String? = nil) -> (type: Int64, rule: CodeRule)? {
            guard mapping.flavour.capability(for: kind) <= .partial, mapping.elementsByKind[kind]?.first == .tip else { return nil }
            let candidates = mapping.flavour.rules(of: kind).filter { $0.code(tipField) != nil }
            guard let rule = role == nil ? candidates.first : candidates.first(where: { $0[attribute: "role"] == role }),
                rule.codes.members.count == 1, rule[attribute: "members"] == members, rule[attribute: "field"] == nil,
                let number = rule.code(tipField)?.numberValue?.int64
            else { return nil }
            return (number, rule)
        }
        // A join is written with the one rule that leaves its method to the join type.
        let join = type(.memberJoined)
        let joinRules = mapping.flavour.rules(of: .memberJoined).filter { $0.code(tipField) != nil }
        let carried = join.flatMap { joinRules.allSatisfy { $0[attribute: "joinMethod"] == nil } ? $0 : nil }
        types = TipTypes(
            joined: carried?.type, left: type(.memberLeft, members: "operator")?.type, kicked: type(.memberKicked)?.type,
            madeAdmin: type(.memberRoleChanged, role: GroupRole.Level.admin.rawValue)?.type,
            madeMember: type(.memberRoleChanged, role: GroupRole.Level.member.rawValue)?.type, muted: type(.memberMuted)?.type)
        func text(_ field: TIMProfileField) -> ProfileText? {
            let rule = mapping.flavour.rules.first { rule in
                TIMWebMapping.isProfileKind(rule.kind) && rule[attribute: "field"] == field.rawValue && rule.code(tipField) != nil
            }
            guard let rule, rule[attribute: "value"] == "string", let type = rule.code(tipField)?.numberValue?.int64,
                let key = rule.code(TIMWebMapping.changesField)?.stringValue, key != TIMKeyedChangesSpelling.web.customKey
            else { return nil }
            return ProfileText(type: type, key: key)
        }
        profileTexts = (text(.name), text(.introduction), text(.notice), text(.avatarURL))
        var joinTypes: [JoinMethod?: (value: Int64?, losses: [Diagnostic])] = [:]
        if let carried {
            for method in [nil] + JoinMethod.allCases.map(Optional.some) {
                var losses: [Diagnostic] = []
                let value = mapping.joinType(method, form: carried.rule[attribute: "value"], kept: nil, diagnostics: &losses)
                guard value == nil || value?.numberValue?.int64 != nil else { continue }
                joinTypes[method] = (value?.numberValue?.int64, losses)
            }
        }
        self.joinTypes = joinTypes
        func role(_ level: GroupRole.Level) -> [UInt8]? {
            guard case .string(let raw)? = mapping.values.raw(GroupRole(level: level), as: TIMWebMapping.roleType) else { return nil }
            return JSONWriter.compactBytes(.string(raw))
        }
        roles = (role(.member), role(.admin), role(.owner))
        actorLeftOutLoss = TIMWebMapping.actorLeftOutLoss(.memberLeft)
        roundedTime = (Array(mapping.roundedTimeText.utf8), Array(TIMWebMapping.roundedTimeTail.utf8), TIMWebMapping.roundedTimeFields)
    }

    /// Yes: a tip keeps no source record.
    package var reportsUncarriedData: Bool { true }

    /// Writes the one event of `slots` as a tip, with its diagnostics, when it is one this writer
    /// writes; it writes no text message, leaving an event addressed to one person (which a tip would
    /// show the whole group), and `fallback`, to the general path.
    package func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>, fallback: SlotFallback?) -> Bool {
        guard slots.events.count == 1, let source = slots.source, source.vendor != TIMWebMapping.id.vendor, slots.events[0].addressee == nil
        else { return false }
        let event = slots.events[0]
        // Data no event carries the general path reports as left out (this writer keeps no source record).
        guard event.newOwner == nil, !event.recordHoldsUncarriedData else { return false }
        // Every person as the tip writes them: roles of a known level, IDs the output copies as they are.
        for person in slots.people {
            if person.role == nil, person.roleNumber != nil { return false }
            if let role = person.role, roleBytes(role) == nil { return false }
        }
        if let groupID = event.groupID, groupID.hasEscapes { return false }
        let type: Int64
        var joinType: Int64?
        var joinLosses: [Diagnostic] = []
        switch event.kind {
        case .memberJoined:
            guard let joined = types.joined, let written = joinTypes[event.joinMethod] else { return false }
            (type, joinType, joinLosses) = (joined, written.value, written.losses)
        case .memberLeft:
            guard let left = types.left, event.members.count <= 1 else { return false }
            type = left
        case .memberKicked:
            guard let kicked = types.kicked else { return false }
            type = kicked
        case .memberRoleChanged:
            switch event.role {
            case .admin?:
                guard let admin = types.madeAdmin else { return false }
                type = admin
            case .member?:
                guard let member = types.madeMember else { return false }
                type = member
            default: return false
            }
        case .memberMuted:
            guard let muted = types.muted, !event.members.isEmpty else { return false }
            type = muted
        case .groupProfileChanged:
            // The texts of a profile alone, about no member: the tip's type is the first text's.
            guard let profile = event.profile, profile.mute == nil, profile.vendorFields.isEmpty, event.members.isEmpty,
                let written = profileTextType(profile)
            else { return false }
            type = written
        default:
            return false
        }
        // The mapping's diagnostics, in its order: the time, the join, the operator, the mutes.
        if let time = event.time, time % TIMWebMapping.millisecondsPerTimeUnit != 0 { addRoundedTimeLoss(time, to: &slots) }
        for loss in joinLosses { slots.add(loss) }
        let aboutOperator = event.kind == .memberLeft
        let operatorIndex = aboutOperator ? event.members.first ?? event.actor : event.actor
        if aboutOperator, let actor = event.actor, let leaver = operatorIndex, actor != leaver {
            let (actorID, leaverID) = (slots.people[actor].userID, slots.people[leaver].userID)
            // IDs compared as the general path compares them, as text: here as bytes without escapes.
            guard !actorID.hasEscapes, !leaverID.hasEscapes else { return false }
            if !actorID.sameBytes(as: leaverID, in: text) { slots.add(actorLeftOutLoss) }
        }
        var muteTime: Int64?
        if event.kind == .memberMuted {
            guard let seconds = muteSeconds(event, slots: &slots) else { return false }
            muteTime = seconds
        }
        write(event, type: type, joinType: joinType, operatorIndex: operatorIndex, muteTime: muteTime, slots: &slots, text: text)
        return true
    }

    /// The seconds left of the mute all members of `event` share, with its losses added as
    /// `TIMMapping` reports them; nil when there are none to state (members muted differently, which
    /// the slots hold for no reader of another vendor this writer is tested with, or an expiry with no
    /// time to count from), which the general path writes otherwise.
    private func muteSeconds(_ event: EventSlot, slots: inout RecordSlots) -> Int64? {
        // Members named by IDs without escapes, which the member list compares as bytes.
        guard let mute = event.mute, !slots.people[event.members].contains(where: { $0.mute != nil || $0.userID.hasEscapes }) else { return nil }
        let (seconds, losses) = mapping.remainingSeconds(mute, eventTime: event.time, field: Self.muteField)
        guard let seconds else { return nil }
        for loss in losses { slots.add(loss) }
        return seconds
    }

    /// The tip type of a change of `profile`'s texts: the first text's in the order the mapping
    /// writes them (name, introduction, notice, avatar); nil when it changes none, or one the table
    /// does not write as a string.
    private func profileTextType(_ profile: ProfileSlot) -> Int64? {
        var type: Int64?
        func take(_ value: JSONStringRange?, _ written: ProfileText?) -> Bool {
            guard value != nil else { return true }
            guard let written else { return false }
            type = type ?? written.type
            return true
        }
        guard take(profile.name, profileTexts.name), take(profile.introduction, profileTexts.introduction),
            take(profile.notice, profileTexts.notice), take(profile.avatarURL, profileTexts.avatarURL)
        else { return nil }
        return type
    }

    /// Adds the loss of a time finer than seconds, its message written from pieces.
    private func addRoundedTimeLoss(_ time: Int64, to slots: inout RecordSlots) {
        // A loss at the record's root, as `Diagnostic.loss` makes one.
        slots.add(.approximated, .warning, at: .root, fields: roundedTime.fields, head: roundedTime.head, number: time, tail: roundedTime.tail)
    }

    /// Writes the tip, as `TIMWebCodec` writes a message afresh.
    private func write(
        _ event: EventSlot, type: Int64, joinType: Int64?, operatorIndex: Int?, muteTime: Int64?, slots: inout RecordSlots,
        text: UnsafePointer<UInt8>
    ) {
        slots.output.beginObject()
        if let id = event.messageID {
            slots.output.key("ID")
            slots.output.string(id, in: text)
        }
        slots.output.key("type")
        raw(Self.tipType, into: &slots.output)
        slots.output.key("payload")
        slots.output.beginObject()
        slots.output.key("operationType")
        slots.output.integer(type)
        if let operatorIndex {
            slots.output.key("operatorID")
            slots.output.string(slots.people[operatorIndex].userID, in: text)
        }
        let listsMembers = event.kind != .memberLeft && event.kind != .groupProfileChanged
        if listsMembers {
            slots.output.key("userIDList")
            slots.output.beginArray()
            for index in event.members { slots.output.string(slots.people[index].userID, in: text) }
            slots.output.endArray()
        }
        if let joinType {
            slots.output.key("groupJoinType")
            slots.output.integer(joinType)
        }
        if let operatorIndex, Self.hasProfile(slots.people[operatorIndex]) {
            slots.output.key("operatorInfo")
            writeMember(slots.people[operatorIndex], muteTime: nil, into: &slots.output, text: text)
        }
        if listsMembers { writeMemberList(event, muteTime: muteTime, slots: &slots, text: text) }
        if let profile = event.profile {
            slots.output.key("newGroupProfile")
            slots.output.beginObject()
            func write(_ value: JSONStringRange?, _ written: ProfileText?) {
                guard let value, let written else { return }
                slots.output.key(written.key)
                slots.output.string(value, in: text)
            }
            write(profile.name, profileTexts.name)
            write(profile.introduction, profileTexts.introduction)
            write(profile.notice, profileTexts.notice)
            write(profile.avatarURL, profileTexts.avatarURL)
            slots.output.endObject()
        }
        if let groupID = event.groupID {
            slots.output.key("groupProfile")
            slots.output.beginObject()
            slots.output.key("groupID")
            slots.output.string(groupID, in: text)
            slots.output.endObject()
        }
        slots.output.endObject()
        if let groupID = event.groupID {
            // The conversation the SDK files a group's tip under: `GROUP<groupID>` (an ID without escapes).
            slots.output.key("conversationID")
            raw(Self.groupConversationStart, into: &slots.output)
            slots.output.json(groupID.bytes(in: text))
            raw(Self.quote, into: &slots.output)
            slots.output.key("conversationType")
            raw(Self.groupConversationType, into: &slots.output)
            slots.output.key("to")
            slots.output.string(groupID, in: text)
        }
        if let time = event.time {
            slots.output.key("time")
            slots.output.integer(time / TIMWebMapping.millisecondsPerTimeUnit)
        }
        slots.output.endObject()
    }

    /// The `memberList`: an entry for each member with a profile, with the seconds left of a mute
    /// (`muteTime`), then for a mute an entry of its own for each member without one (none for an ID
    /// that has one: the codec finds a member's mute by ID); none when there is no entry.
    private func writeMemberList(_ event: EventSlot, muteTime: Int64?, slots: inout RecordSlots, text: UnsafePointer<UInt8>) {
        let members = event.members
        guard muteTime != nil || slots.people[members].contains(where: Self.hasProfile) else { return }
        slots.output.key("memberList")
        slots.output.beginArray()
        for index in members where Self.hasProfile(slots.people[index]) {
            writeMember(slots.people[index], muteTime: muteTime, into: &slots.output, text: text)
        }
        if muteTime != nil {
            for index in members {
                let id = slots.people[index].userID
                guard !slots.people[members].contains(where: { Self.hasProfile($0) && $0.userID.sameBytes(as: id, in: text) })
                else { continue }
                writeMember(PersonSlot(userID: id), muteTime: muteTime, into: &slots.output, text: text)
            }
        }
        slots.output.endArray()
    }

    /// A member object, as `TIMMemberSpelling.web` writes one afresh.
    private func writeMember(_ person: PersonSlot, muteTime: Int64?, into output: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        output.beginObject()
        output.key("userID")
        output.string(person.userID, in: text)
        if let name = person.name {
            output.key("nick")
            output.string(name, in: text)
        }
        if let avatar = person.avatarURL {
            output.key("avatar")
            output.string(avatar, in: text)
        }
        if let nickname = person.nickname {
            output.key("nameCard")
            output.string(nickname, in: text)
        }
        if let role = person.role, let bytes = roleBytes(role) {
            output.key("role")
            bytes.withUnsafeBufferPointer { output.json($0) }
        }
        if let muteTime {
            output.key("muteTime")
            output.integer(muteTime)
        }
        output.endObject()
    }

    /// The role a level is written as, as a JSON string, when the table has one.
    private func roleBytes(_ level: GroupRole.Level) -> [UInt8]? {
        switch level {
        case .member: roles.member
        case .admin: roles.admin
        case .owner: roles.owner
        }
    }

    /// Whether a person carries anything beyond the ID (`TIMMapping.hasProfile`).
    private static func hasProfile(_ person: PersonSlot) -> Bool {
        person.name != nil || person.nickname != nil || person.avatarURL != nil || person.role != nil
    }

    /// Puts `json`, compact JSON text with no escapes, where the next value stands.
    private func raw(_ json: StaticString, into output: inout JSONOutputBuffer) {
        output.json(UnsafeBufferPointer(start: json.utf8Start, count: json.utf8CodeUnitCount))
    }

    /// Where an event keeps the mute of all its members.
    private static let muteField = JSONPath(keys: "mute")
    /// A tip's message `type`.
    private static let tipType: StaticString = #""TIMGroupTipElem""#
    /// The start of a group conversation's ID.
    private static let groupConversationStart: StaticString = #""GROUP"#
    /// A group conversation's type.
    private static let groupConversationType: StaticString = #""GROUP""#
    /// The end of a string.
    private static let quote: StaticString = #"""#
}
