import GroupEventsCore
import GroupEventsJSON

/// Writes `tim:web` group tips from `RecordSlots` straight into their output, as `TIMMapping` and
/// `TIMWebCodec` write a tip afresh for the same events: the same keys in the same order, the same
/// tip types and values (looked up once in the table in use), the same diagnostics.
///
/// It writes one event of another vendor's record about members joining, leaving, being removed,
/// made admins or members again, or muted alike (the seconds left in each `memberList` entry), a
/// change of the texts of the group's profile or of its mute-all (a group-profile tip's
/// `newGroupProfile`), or an owner transfer (the new owner's ID in `newGroupProfile`), when the
/// table writes its kind as a tip, or a dismissal, when the table writes it as a system notice; and
/// an owner transfer followed by the old owner's departure (NIM's `leave`) as two tips. It does so
/// when nothing of the event is lost on the way but what it reports the way the mapping and the
/// translator do (a time finer than seconds, a join method the tips cannot say, a leaver's actor, a
/// mute's expiry become seconds left, a mute of regular members become everyone's, vendor fields no
/// group change holds, the profiles a transfer's tip or a dismissal's notice has no place for, the
/// message ID two tips share). Anything else (a TIM record, whose own keys the general path keeps;
/// a record with data no event carries; a role the tips cannot grant; a mute with no seconds to
/// state or members muted differently; other pairs of events, or more; several leavers; a transfer
/// naming members beside the new owner; a profile change of a group mute with a term or of listed
/// roles, of more than 16 vendor fields, or naming members) is left to the general path. Another
/// vendor's vendor fields (`nim.joinMode`) are never TIM's own, which a group change could hold.
///
/// An event of a kind the table gives no better level than `fallback` (`unrecognized`), and a
/// profile change of nothing the table has a group change for (vendor fields alone), it writes as the
/// text message the general path writes (`TIMWebCodec.textMessage(for:sentence:sender:)`), as
/// `SlotFallback` prepares it.
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
    /// The tip type and `newGroupProfile` key of mute-all, as the mapping finds them (the first rule
    /// naming the field), and its values for everyone muted and for no one as compact JSON, when the
    /// table has them.
    private let muteAll: (change: ProfileText, all: [UInt8], none: [UInt8])?
    /// The loss of a mute of regular members, written as everyone's.
    private let membersMuteLoss: Diagnostic
    /// Where the loss of each vendor field points (`profile.other[i]`), for a change of up to 16.
    private let vendorFieldPlaces: [[JSONPath]]
    /// The loss the general path reports beside those of the vendor fields (`FieldPlaces`): that the
    /// tip has no place for `profile.other`.
    private let vendorFieldsLeftOut: Diagnostic
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
    /// Who says a text message when `--fallback-sender` names no one (`FlavourCodec.systemSender`).
    private let systemSender: String?
    /// Whether the table has a group change for each field a slot's profile change names.
    private let groupChanges: (name: Bool, introduction: Bool, notice: Bool, avatarURL: Bool, muteAll: Bool)
    /// Why a profile change naming no field the table has a group change for is a text message.
    private let noGroupChange = Array(TIMWebMapping.noGroupChangeReason.utf8)
    /// The tip type and `newGroupProfile` key of an owner transfer, as the mapping finds them (the
    /// first rule naming the owner), when the table writes it as a tip's string change.
    private let ownerTransfer: ProfileText?
    /// The notice type of a dismissal, when the table writes it as a system notice.
    private let dismissalType: Int64?
    /// The loss of the profiles an owner transfer's tip has no place for, by the profile its new owner
    /// has (`ProfileBits`; nil where nothing is lost): of a transfer naming no member, of one whose
    /// member is the new owner, and of that one as the first of two events. Nil when the places name
    /// more than profiles.
    private let transferLosses: (namingNoMember: [Diagnostic?], namingTheOwner: [Diagnostic?], firstOfTwo: [Diagnostic?])?
    /// The loss of the operator's profile a dismissal's notice has no place for, by the profile the
    /// operator has (`ProfileBits`); nil where nothing is lost. Nil when the places name more than
    /// profiles.
    private let dismissalLosses: [Diagnostic?]?

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
        // The first rule of a field, as `TIMMapping.changes` finds it, with the change it writes.
        func change(_ field: TIMProfileField) -> (rule: CodeRule, change: ProfileText)? {
            let rule = mapping.flavour.rules.first { rule in
                TIMWebMapping.isProfileKind(rule.kind) && rule[attribute: "field"] == field.rawValue && rule.code(tipField) != nil
            }
            guard let rule, let type = rule.code(tipField)?.numberValue?.int64, let key = rule.code(TIMWebMapping.changesField)?.stringValue,
                key != TIMKeyedChangesSpelling.web.customKey
            else { return nil }
            return (rule, ProfileText(type: type, key: key))
        }
        func text(_ field: TIMProfileField) -> ProfileText? {
            change(field).flatMap { $0.rule[attribute: "value"] == "string" ? $0.change : nil }
        }
        profileTexts = (text(.name), text(.introduction), text(.notice), text(.avatarURL))
        // Mute-all's values for everyone and no one, in the rule's form (a record written afresh has none of its own).
        func muteValue(_ meaning: String, _ rule: CodeRule) -> [UInt8]? {
            TIMValueTables.value(meaning: meaning, as: rule[attribute: "value"], in: mapping.values.muteAll).map(JSONWriter.compactBytes)
        }
        if let (rule, written) = change(.muteAll), let all = muteValue("all", rule), let none = muteValue("none", rule) {
            muteAll = (written, all, none)
        } else {
            muteAll = nil
        }
        membersMuteLoss = TIMWebMapping.membersMuteLoss
        vendorFieldPlaces = (0..<16).map { [JSONPath(keys: "profile", "other").appending(index: $0)] }
        // Another vendor's fields are no TIM group change's: the tip has no place for them (`TIMMapping.places(for:)`).
        vendorFieldsLeftOut = FieldPlaces.loss(of: [JSONPath(keys: "profile", "other")], writer: TIMWebMapping.id)
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
        systemSender = TIMWebCodec().systemSender
        groupChanges = (
            mapping.hasGroupChange(.name), mapping.hasGroupChange(.introduction), mapping.hasGroupChange(.notice),
            mapping.hasGroupChange(.avatarURL), mapping.hasGroupChange(.muteAll)
        )
        // An owner transfer is the changes of a group-profile tip; its rule, the first profile rule of
        // its type, as `TIMMapping` finds it, names no member of its own.
        let transferTip = change(.owner).flatMap { transfer -> ProfileText? in
            let rule = mapping.flavour.rules.first { TIMWebMapping.isProfileKind($0.kind) && $0.code(tipField)?.numberValue?.int64 == transfer.change.type }
            guard transfer.rule.kind == .groupOwnerTransferred, transfer.rule[attribute: "value"] == "string", rule?[attribute: "members"] == nil,
                rule?.codes.members.count == 2
            else { return nil }
            return transfer.change
        }
        let transferLevel = mapping.flavour.capability(for: .groupOwnerTransferred)
        ownerTransfer = transferLevel <= .partial && mapping.elementsByKind[.groupOwnerTransferred]?.first == .tip ? transferTip : nil
        let noticeField = TIMElement.systemNotice.codeField
        let dismissal = mapping.flavour.rules(of: .groupDismissed).first { $0.code(noticeField) != nil }
        if mapping.flavour.capability(for: .groupDismissed) <= .partial, mapping.elementsByKind[.groupDismissed]?.first == .systemNotice,
            let dismissal, dismissal.codes.members.count == 1, dismissal[attribute: "members"] == nil
        {
            dismissalType = dismissal.code(noticeField)?.numberValue?.int64
        } else {
            dismissalType = nil
        }
        // The losses the general path reports (`FieldPlaces.losses`), found once through the mapping's
        // places for an event whose people have every part of a profile, and kept for each profile.
        func losses(of event: GroupEvent, part: (index: Int, count: Int)? = nil) -> [Diagnostic?]? {
            ProfileBits.losses(of: mapping.places(for: event).unplaced(in: event), writer: TIMWebMapping.id, part: part)
        }
        let someone = GroupMember(userID: "operator")
        let owner = ProfileBits.full.member(userID: "owner")
        func transfer(listing members: [GroupMember]) -> GroupEvent {
            GroupEvent(kind: .groupOwnerTransferred, groupID: "group", actor: someone, members: members, newOwner: owner, source: .composed)
        }
        if let alone = losses(of: transfer(listing: [])), let listing = losses(of: transfer(listing: [owner])),
            let first = losses(of: transfer(listing: [owner]), part: (0, 2))
        {
            transferLosses = (alone, listing, first)
        } else {
            transferLosses = nil
        }
        dismissalLosses = losses(of: GroupEvent(kind: .groupDismissed, groupID: "group", actor: ProfileBits.full.member(userID: "operator"), source: .composed))
    }

    /// Which parts of a profile a person has beside the ID, as the bits of a number below 16: the
    /// name, the nickname, the avatar and the role, in the order the unified event has them.
    private struct ProfileBits {
        /// The bits.
        let value: Int

        /// The profile of `person`.
        init(of person: PersonSlot) {
            value =
                (person.name != nil ? 1 : 0) | (person.nickname != nil ? 2 : 0) | (person.avatarURL != nil ? 4 : 0) | (person.role != nil ? 8 : 0)
        }

        private init(value: Int) {
            self.value = value
        }

        /// Every part.
        static let full = ProfileBits(value: 15)
        /// The key of each part in the unified event, by bit.
        private static let keys = ["name", "nickname", "avatarURL", "role"]

        /// A member named `userID` with this profile.
        func member(userID: String) -> GroupMember {
            GroupMember(
                userID: userID, name: value & 1 != 0 ? "name" : nil, nickname: value & 2 != 0 ? "nickname" : nil,
                avatarURL: value & 4 != 0 ? "avatar" : nil, role: value & 8 != 0 ? GroupRole(level: .member) : nil)
        }

        /// The loss (`FieldPlaces.loss(of:writer:part:)`) of the fields of `unplaced` a person of each
        /// profile fills, by profile, for `unplaced` the fields left out of an event whose people have
        /// every part: each its own path, one part of someone's profile. Nil where a field is no part of
        /// a profile, which this does not know how to report.
        static func losses(of unplaced: [JSONPath], writer: FlavourID, part: (index: Int, count: Int)?) -> [Diagnostic?]? {
            let bits = unplaced.map { path -> Int? in
                guard case .key(let key)? = path.components.last, let bit = keys.firstIndex(of: key) else { return nil }
                return 1 << bit
            }
            guard !bits.contains(nil) else { return nil }
            let texts = unplaced.map(\.description)
            return (0..<16).map { value in
                let kept = unplaced.indices.filter { bits[$0]! & value != 0 }
                guard !kept.isEmpty else { return nil }
                return FieldPlaces.loss(of: kept.map { unplaced[$0] }, texts: kept.map { texts[$0] }, writer: writer, part: part)
            }
        }
    }

    /// Yes: a tip keeps no source record.
    package var reportsUncarriedData: Bool { true }

    /// Writes the one event of `slots` as a tip, a system notice or a text message, with its
    /// diagnostics, when it is one this writer writes, or an owner transfer and its old owner's
    /// departure (`writeTransferAndDeparture`); it leaves an event addressed to one person (which a
    /// tip would show the whole group) to the general path.
    package func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>, fallback: SlotFallback?) -> Bool {
        guard let source = slots.source, source.vendor != TIMWebMapping.id.vendor else { return false }
        if slots.events.count == 2 { return writeTransferAndDeparture(&slots, text: text) }
        guard slots.events.count == 1, takes(slots.events[0]) else { return false }
        let event = slots.events[0]
        switch form(of: event) {
        case .own:
            guard event.kind != .groupDismissed else { return writeDismissal(event, slots: &slots, text: text) }
            var placeLoss: Diagnostic?
            guard writeTip(event, placeLoss: &placeLoss, slots: &slots, text: text) else { return false }
            if let placeLoss { slots.add(placeLoss) }
            return true
        case .text(let reason):
            guard let fallback, fallback.prepare(eventAt: 0, because: reason, slots: &slots, text: text) else { return false }
            writeTextMessage(event, sender: fallback.sender ?? systemSender, slots: &slots, text: text)
            return true
        case .generalPath:
            return false
        }
    }

    /// Whether this writer may write `event`: addressed to no one, naming a new owner only as an owner
    /// transfer, read from a record holding nothing no event carries (which the general path reports
    /// as left out: this writer keeps no source record), about a group whose ID the output copies as
    /// it is (a conversation's ID is `GROUP` and the group's).
    private func takes(_ event: EventSlot) -> Bool {
        event.addressee == nil && (event.newOwner == nil || event.kind == .groupOwnerTransferred) && !event.recordHoldsUncarriedData
            && event.groupID?.hasEscapes != true
    }

    /// Writes the two events of `slots` when they are an owner transfer and the departure of the old
    /// owner (NIM's `leave`), as the translator writes them: two tips sharing the message's ID (one
    /// without escapes), the diagnostics of each, then the transfer's loss of profiles, then that of
    /// the shared ID.
    private func writeTransferAndDeparture(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        let (transfer, departure) = (slots.events[0], slots.events[1])
        guard transfer.kind == .groupOwnerTransferred, departure.kind == .memberLeft, takes(transfer), takes(departure),
            case .own = form(of: transfer), case .own = form(of: departure), Self.sameMessageID(of: transfer, departure, in: text)
        else { return false }
        var placeLoss: Diagnostic?
        var departureLoss: Diagnostic?
        guard writeTip(transfer, firstOfTwo: true, placeLoss: &placeLoss, slots: &slots, text: text) else { return false }
        slots.outputEnds.append(slots.output.count)
        guard writeTip(departure, placeLoss: &departureLoss, slots: &slots, text: text), departureLoss == nil else { return false }
        if let placeLoss { slots.add(placeLoss) }
        if let id = transfer.messageID { slots.addSharedMessageIDLoss(target: Self.name, events: 2, records: 2, id: id.bytes(in: text)) }
        return true
    }

    /// Whether `first` and `second` have the same message ID, without escapes, or none.
    private static func sameMessageID(of first: EventSlot, _ second: EventSlot, in text: UnsafePointer<UInt8>) -> Bool {
        guard let id = first.messageID, let other = second.messageID else { return first.messageID == nil && second.messageID == nil }
        return !id.hasEscapes && !other.hasEscapes && id.sameBytes(as: other, in: text)
    }

    /// How the translator writes `event`, as `TIMMapping.capability(for:)` says: the level the table
    /// gives its kind, a profile change naming no field the table has a group change for lowered to a
    /// text message (`TIMMapping.canWrite(_:)`). Whether a tip can say the rest, the tip's writing
    /// says (its type is nil here where the table does not write the kind as a tip).
    private func form(of event: EventSlot) -> SlotEventForm {
        let form = SlotEventForm(level: mapping.flavour.capability(for: event.kind))
        guard case .own = form, event.kind == .groupProfileChanged, !(event.profile.map(namesAGroupChange) ?? false) else { return form }
        return .text(.stated(noGroupChange))
    }

    /// Whether `profile` names a field the table has a group change for: a text, or a mute mute-all
    /// can say. Another vendor's vendor fields are never TIM's own.
    private func namesAGroupChange(_ profile: ProfileSlot) -> Bool {
        (profile.name != nil && groupChanges.name) || (profile.introduction != nil && groupChanges.introduction)
            || (profile.notice != nil && groupChanges.notice) || (profile.avatarURL != nil && groupChanges.avatarURL)
            || (profile.mute.map { $0.scope.isSaidByMuteAll } == true && groupChanges.muteAll)
    }

    /// Writes `event` as a tip, with its diagnostics, when it is one this writer writes as the mapping
    /// would; the loss of what the tip has no place for (an owner transfer's profiles), which the
    /// translator reports after every event's diagnostics, it leaves in `placeLoss`. `firstOfTwo`: the
    /// event is the first of two (an owner transfer's, `writeTransferAndDeparture`).
    private func writeTip(
        _ event: EventSlot, firstOfTwo: Bool = false, placeLoss: inout Diagnostic?, slots: inout RecordSlots, text: UnsafePointer<UInt8>
    ) -> Bool {
        // Every person as the tip writes them: roles of a known level, IDs the output copies as they are.
        for person in slots.people {
            if person.role == nil, person.roleNumber != nil { return false }
            if let role = person.role, roleBytes(role) == nil { return false }
        }
        let type: Int64
        var joinType: Int64?
        var joinLosses: [Diagnostic] = []
        // What the kind says of the tip, told once (a kind is compared as a string).
        var (aboutOperator, listsMembers, isMute) = (false, true, false)
        switch event.kind {
        case .memberJoined:
            guard let joined = types.joined, let written = joinTypes[event.joinMethod] else { return false }
            (type, joinType, joinLosses) = (joined, written.value, written.losses)
        case .memberLeft:
            guard let left = types.left, event.members.count <= 1 else { return false }
            type = left
            (aboutOperator, listsMembers) = (true, false)
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
            isMute = true
        case .groupProfileChanged:
            // A profile about no member: the tip's type is the first change's, a text's or mute-all's.
            guard let profile = event.profile, event.members.isEmpty, let written = profileType(profile) else { return false }
            type = written
            listsMembers = false
        case .groupOwnerTransferred:
            // The new owner's ID as the tip's one change, of a transfer naming no member but the new owner.
            guard let transfer = ownerTransfer, let owner = event.newOwner, let losses = transferLosses(of: event, firstOfTwo: firstOfTwo, slots: slots)
            else { return false }
            type = transfer.type
            listsMembers = false
            placeLoss = losses[ProfileBits(of: slots.people[owner]).value]
        default:
            return false
        }
        // The mapping's diagnostics, in its order: the time, the join, the operator, the mutes.
        if let time = event.time, time % TIMWebMapping.millisecondsPerTimeUnit != 0 { addRoundedTimeLoss(time, to: &slots) }
        for loss in joinLosses { slots.add(loss) }
        let operatorIndex = aboutOperator ? event.members.first ?? event.actor : event.actor
        if aboutOperator, let actor = event.actor, let leaver = operatorIndex, actor != leaver {
            let (actorID, leaverID) = (slots.people[actor].userID, slots.people[leaver].userID)
            // IDs compared as the general path compares them, as text: here as bytes without escapes.
            guard !actorID.hasEscapes, !leaverID.hasEscapes else { return false }
            if !actorID.sameBytes(as: leaverID, in: text) { slots.add(actorLeftOutLoss) }
        }
        if let profile = event.profile { addProfileLosses(profile, slots: &slots, text: text) }
        var muteTime: Int64?
        if isMute {
            guard let seconds = muteSeconds(event, slots: &slots) else { return false }
            muteTime = seconds
        }
        write(
            event, type: type, joinType: joinType, operatorIndex: operatorIndex, listsMembers: listsMembers, muteTime: muteTime, slots: &slots,
            text: text)
        return true
    }

    /// The losses by the new owner's profile (`transferLosses`) of the tip of the owner transfer
    /// `event`, when the transfer is one this writer writes: to a new owner with no mute, the only
    /// member named if any (the new owner, for the first of two events), and nothing but who, where
    /// and when beside.
    private func transferLosses(of event: EventSlot, firstOfTwo: Bool, slots: borrowing RecordSlots) -> [Diagnostic?]? {
        guard let transferLosses, let owner = event.newOwner, Self.saysNoMore(event), slots.people[owner].mute == nil else { return nil }
        switch (event.members.isEmpty, event.members == owner..<owner + 1) {
        case (true, _) where !firstOfTwo: return transferLosses.namingNoMember
        case (_, true): return firstOfTwo ? transferLosses.firstOfTwo : transferLosses.namingTheOwner
        default: return nil
        }
    }

    /// Writes the dismissal `event` as a system notice, as `TIMMapping` and `TIMWebCodec` write one
    /// afresh, with its diagnostics, when it names no member and nothing but who, where and when.
    private func writeDismissal(_ event: EventSlot, slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        guard let type = dismissalType, let dismissalLosses, event.members.isEmpty, Self.saysNoMore(event) else { return false }
        if let actor = event.actor, slots.people[actor].mute != nil || (slots.people[actor].role == nil && slots.people[actor].roleNumber != nil) {
            return false
        }
        if let time = event.time, time % TIMWebMapping.millisecondsPerTimeUnit != 0 { addRoundedTimeLoss(time, to: &slots) }
        if let actor = event.actor, let loss = dismissalLosses[ProfileBits(of: slots.people[actor]).value] { slots.add(loss) }
        beginMessage(of: event, type: Self.noticeType, into: &slots.output, text: text)
        slots.output.key("operationType")
        slots.output.integer(type)
        if let actor = event.actor {
            slots.output.key("operatorID")
            slots.output.string(slots.people[actor].userID, in: text)
        }
        writeGroupProfile(of: event, into: &slots.output, text: text)
        slots.output.endObject()
        slots.output.key("conversationID")
        raw(Self.systemConversation, into: &slots.output)
        slots.output.key("conversationType")
        raw(Self.systemConversation, into: &slots.output)
        writeTime(of: event, into: &slots.output)
        slots.output.endObject()
        return true
    }

    /// Whether `event` says nothing an owner transfer's or a dismissal's record would leave out beside
    /// the people it names: no join method, role, mute, profile change or text.
    private static func saysNoMore(_ event: EventSlot) -> Bool {
        event.joinMethod == nil && event.role == nil && event.roleNumber == nil && event.mute == nil && event.profile == nil && event.text == nil
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

    /// The tip type of a change of `profile`: its first change's in the order the mapping writes them
    /// (name, introduction, notice, avatar, mute-all); nil when it changes none of them, or one the
    /// table does not write as the mapping would here, or with more vendor fields than
    /// `vendorFieldPlaces` has places for.
    private func profileType(_ profile: ProfileSlot) -> Int64? {
        var type: Int64?
        func take(_ changed: Bool, _ written: ProfileText?) -> Bool {
            guard changed else { return true }
            guard let written else { return false }
            type = type ?? written.type
            return true
        }
        guard take(profile.name != nil, profileTexts.name), take(profile.introduction != nil, profileTexts.introduction),
            take(profile.notice != nil, profileTexts.notice), take(profile.avatarURL != nil, profileTexts.avatarURL),
            take(profile.mute != nil, muteAll?.change)
        else { return nil }
        if let mute = profile.mute {
            // Everyone, no one or regular members, until further notice: a term or listed roles are the general path's.
            guard mute.term == nil, mute.scope == .all || mute.scope == .none || mute.scope == .members else { return nil }
        }
        guard profile.vendorFields.count <= vendorFieldPlaces.count else { return nil }
        return type
    }

    /// Adds the losses the mapping reports for `profile` in its order (a mute of regular members,
    /// then each vendor field), then the general path's for the vendor fields' place.
    private func addProfileLosses(_ profile: ProfileSlot, slots: inout RecordSlots, text: UnsafePointer<UInt8>) {
        if profile.mute?.scope == .members { slots.add(membersMuteLoss) }
        for (position, index) in profile.vendorFields.enumerated() {
            slots.addLoss(
                of: slots.vendorFields[index], between: TIMWebMapping.vendorFieldLossText, fields: vendorFieldPlaces[position], text: text)
        }
        if !profile.vendorFields.isEmpty { slots.add(vendorFieldsLeftOut) }
    }

    /// Adds the loss of a time finer than seconds, its message written from pieces.
    private func addRoundedTimeLoss(_ time: Int64, to slots: inout RecordSlots) {
        // A loss at the record's root, as `Diagnostic.loss` makes one.
        slots.add(.approximated, .warning, at: .root, fields: roundedTime.fields, head: roundedTime.head, number: time, tail: roundedTime.tail)
    }

    /// Writes the tip, as `TIMWebCodec` writes a message afresh: its `userIDList` and `memberList`
    /// when it `listsMembers` (not a departure's, whose operator is the leaver, nor a profile's).
    private func write(
        _ event: EventSlot, type: Int64, joinType: Int64?, operatorIndex: Int?, listsMembers: Bool, muteTime: Int64?, slots: inout RecordSlots,
        text: UnsafePointer<UInt8>
    ) {
        beginMessage(of: event, type: Self.tipType, into: &slots.output, text: text)
        slots.output.key("operationType")
        slots.output.integer(type)
        if let operatorIndex {
            slots.output.key("operatorID")
            slots.output.string(slots.people[operatorIndex].userID, in: text)
        }
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
        // The group changes: a profile's texts and mute-all, or an owner transfer's new owner (only a
        // transfer names one here).
        if event.profile != nil || event.newOwner != nil {
            slots.output.key("newGroupProfile")
            slots.output.beginObject()
            func write(_ value: JSONStringRange?, _ written: ProfileText?) {
                guard let value, let written else { return }
                slots.output.key(written.key)
                slots.output.string(value, in: text)
            }
            if let profile = event.profile {
                write(profile.name, profileTexts.name)
                write(profile.introduction, profileTexts.introduction)
                write(profile.notice, profileTexts.notice)
                write(profile.avatarURL, profileTexts.avatarURL)
                if let mute = profile.mute, let muteAll {
                    slots.output.key(muteAll.change.key)
                    let value = mute.scope == GroupMuteSetting.Scope.none ? muteAll.none : muteAll.all
                    value.withUnsafeBufferPointer { slots.output.json($0) }
                }
            }
            if let owner = event.newOwner { write(slots.people[owner].userID, ownerTransfer) }
            slots.output.endObject()
        }
        writeGroupProfile(of: event, into: &slots.output, text: text)
        slots.output.endObject()
        if event.groupID != nil { writeGroupConversation(of: event, into: &slots.output, text: text) }
        writeTime(of: event, into: &slots.output)
        slots.output.endObject()
    }

    /// Writes `event` as a web text message (`TIMWebCodec.textMessage(for:sentence:sender:)`) to its
    /// group, said by `sender`: the sentence and the unified event `SlotFallback` prepared in `slots`.
    private func writeTextMessage(_ event: EventSlot, sender: String?, slots: inout RecordSlots, text: UnsafePointer<UInt8>) {
        beginMessage(of: event, type: Self.textType, into: &slots.output, text: text)
        slots.output.key("text")
        slots.sentence.withBytes { slots.output.string(utf8: $0) }
        slots.output.endObject()
        writeGroupConversation(of: event, into: &slots.output, text: text)
        if let sender {
            slots.output.key("from")
            slots.output.string(sender)
        }
        writeTime(of: event, into: &slots.output)
        slots.output.key("cloudCustomData")
        slots.carried.withBytes { slots.output.string(utf8: $0) }
        slots.output.endObject()
    }

    /// Begins a web message of `event` of `type` (a JSON string): its ID, its type, and its `payload`,
    /// left open.
    private func beginMessage(of event: EventSlot, type: StaticString, into output: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        output.beginObject()
        if let id = event.messageID {
            output.key("ID")
            output.string(id, in: text)
        }
        output.key("type")
        raw(type, into: &output)
        output.key("payload")
        output.beginObject()
    }

    /// Writes the conversation the SDK files a message to `event`'s group under: its ID, `GROUP` and
    /// the group's (an ID without escapes), its type and its `to`, the group; the type alone for an
    /// event of no group.
    private func writeGroupConversation(of event: EventSlot, into output: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        if let groupID = event.groupID {
            output.key("conversationID")
            raw(Self.groupConversationStart, into: &output)
            output.json(groupID.bytes(in: text))
            raw(Self.quote, into: &output)
        }
        output.key("conversationType")
        raw(Self.groupConversationType, into: &output)
        if let groupID = event.groupID {
            output.key("to")
            output.string(groupID, in: text)
        }
    }

    /// Writes the `groupProfile` of `event`'s group, its ID, when it has one.
    private func writeGroupProfile(of event: EventSlot, into output: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        guard let groupID = event.groupID else { return }
        output.key("groupProfile")
        output.beginObject()
        output.key("groupID")
        output.string(groupID, in: text)
        output.endObject()
    }

    /// Writes `event`'s time in seconds, when it has one.
    private func writeTime(of event: EventSlot, into output: inout JSONOutputBuffer) {
        if let time = event.time {
            output.key("time")
            output.integer(time / TIMWebMapping.millisecondsPerTimeUnit)
        }
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
        output.json(json.utf8Bytes)
    }

    /// Where an event keeps the mute of all its members.
    private static let muteField = JSONPath(keys: "mute")
    /// A tip's message `type`.
    private static let tipType: StaticString = #""TIMGroupTipElem""#
    /// The flavour's name, as UTF-8.
    private static let name = Array(TIMWebMapping.id.description.utf8)
    /// A system notice's message `type`.
    private static let noticeType: StaticString = #""TIMGroupSystemNoticeElem""#
    /// The system conversation's ID and type.
    private static let systemConversation: StaticString = #""@TIM#SYSTEM""#
    /// A text message's `type`.
    private static let textType: StaticString = #""TIMTextElem""#
    /// The start of a group conversation's ID.
    private static let groupConversationStart: StaticString = #""GROUP"#
    /// A group conversation's type.
    private static let groupConversationType: StaticString = #""GROUP""#
    /// The end of a string.
    private static let quote: StaticString = #"""#
}
