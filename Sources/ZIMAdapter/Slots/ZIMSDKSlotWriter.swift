import GroupEventsCore
import GroupEventsJSON

/// Writes `zim:sdk` tips messages from `RecordSlots` straight into their output, as `ZIMSDKMapping`
/// and `ZIMSDKCodec` write a message afresh for the same events: the same keys in the same order, the
/// same numbers (looked up once in the table in use), the same diagnostics.
///
/// It writes the events of another vendor's record about members joining, leaving, being removed,
/// given a role or muted (members muted differently one message per mute), a change of the group's
/// profile and an owner transfer, each as its own message, when the table gives each a tips event and nothing of it is lost on the way but
/// what it reports the way the mapping does (a message ID that is no 64-bit integer or that several
/// messages share, a join that does not say how, a mute's duration become an expiry, a profile's
/// introduction or vendor fields); anything else (a free join the tips cannot say, a role with no
/// ZIM number, a duration with no time to count from) is left to the general path. An event the
/// table or the tips cannot express (a kind the table gives `fallback`, an event addressed to one
/// person, a change of nothing tips can say) it writes as the text message the general path writes,
/// as `SlotFallback` prepares it.
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
    /// The codes of a profile change, when the table writes each of its forms as tips.
    private let profileCodes: ProfileCodes?
    /// The tips `event` and `changeInfo.type` of an owner transfer and the owner's role number (which
    /// the change gives), when the table writes transfers as tips.
    private let transferCodes: (event: Int64, changeType: Int64, ownerRole: Int64?)?
    /// Where a loss of a member's own mute points, for the first 16 members: `members[i].mute`.
    private let memberMuteFields = (0..<16).map { [ZIMSDKSlotWriter.memberMuteField(at: $0)] }
    /// Why a profile change of no field tips have is a text message (`ZIMSDKMapping.noPlaceForTheChange`).
    private let noPlaceForTheChange = Array(ZIMSDKMapping.noPlaceForTheChange.description.utf8)

    /// The tips `event` and `changeInfo.type` of each form of a profile change (one text, several,
    /// the group mute) and the `groupDataFlag` bit of each text.
    private struct ProfileCodes: Sendable {
        let name: (event: Int64, changeType: Int64)
        let notice: (event: Int64, changeType: Int64)
        let avatarURL: (event: Int64, changeType: Int64)
        let texts: (event: Int64, changeType: Int64)
        let mute: (event: Int64, changeType: Int64)
        let bits: (name: Int64, notice: Int64, avatarURL: Int64)
    }

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
        profileCodes = Self.profileCodes(mapping)
        if flavour.capability(for: .groupOwnerTransferred) <= .partial, let rule = flavour.rule(for: .groupOwnerTransferred),
            let event = event(rule), let changeType = rule.code("changeType")?.numberValue?.int64
        {
            transferCodes = (event, changeType, mapping.values.roles.integer(for: GroupRole.Level.owner.rawValue))
        } else {
            transferCodes = nil
        }
    }

    /// The codes of a profile change in the tables of `mapping`, as `ZIMSDKMapping` looks them up.
    private static func profileCodes(_ mapping: ZIMSDKMapping) -> ProfileCodes? {
        let flavour = mapping.flavour
        func codes(_ field: String) -> (event: Int64, changeType: Int64)? {
            guard let rule = flavour.rule(for: .groupProfileChanged, where: ["field": field]),
                let event = rule.code("event")?.numberValue?.int64, let changeType = rule.code("changeType")?.numberValue?.int64
            else { return nil }
            return (event, changeType)
        }
        let values = mapping.values
        func bit(_ field: String) -> Int64 { values.dataFlags.integer(for: field) ?? 0 }
        guard flavour.capability(for: .groupProfileChanged) <= .partial, let name = codes("name"), let notice = codes("notice"),
            let avatarURL = codes("avatarURL"), let texts = codes("groupDataFlag"), let mute = codes("mute")
        else { return nil }
        return ProfileCodes(
            name: name, notice: notice, avatarURL: avatarURL, texts: texts, mute: mute,
            bits: (bit("name"), bit("notice"), bit("avatarURL")))
    }

    /// No: the general path reports no such data for the records it takes (TIM web tips, NIM server copies).
    package var reportsUncarriedData: Bool { false }

    /// Writes the events of `slots` as the translator does: the one event the tips cannot express (if
    /// any) as a text message where it stands, with its warning first, and the others, each as a tips
    /// message (or several), where the first of them stands; then the loss of the message ID the tips
    /// messages share when they are more than one.
    package func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>, fallback: SlotFallback?) -> Bool {
        guard !slots.events.isEmpty, let source = slots.source, source.vendor != ZIMSDKMapping.id.vendor else { return false }
        // Every role must have a ZIM number: a role the tips cannot say is a loss of the general path's.
        for person in slots.people { if let role = person.role, roleNumber(role) == nil { return false } }
        var textMessage: Int?
        var firstTips: Int?
        for index in slots.events.indices {
            switch form(ofEventAt: index, in: slots) {
            case .own:
                if firstTips == nil { firstTips = index }
            case .text(let reason):
                guard textMessage == nil, let fallback, fallback.prepare(eventAt: index, because: reason, slots: &slots, text: text) else { return false }
                textMessage = index
            case .generalPath:
                return false
            }
        }
        var records = 0
        var tipsRecords = 0
        for index in slots.events.indices where index == firstTips || index == textMessage {
            if index == textMessage, let fallback {
                if records > 0 { slots.outputEnds.append(slots.output.count) }
                writeTextMessage(slots.events[index], sender: fallback.sender, slots: &slots, text: text)
                records += 1
                continue
            }
            for tips in index..<slots.events.count where tips != textMessage {
                if records > 0 { slots.outputEnds.append(slots.output.count) }
                let before = slots.outputEnds.count
                guard write(slots.events[tips], from: source, slots: &slots, text: text) else { return false }
                let written = slots.outputEnds.count - before + 1
                records += written
                tipsRecords += written
            }
        }
        // Several messages for one: each has its ID (one without escapes), which the general path reports.
        if tipsRecords > 1, let id = slots.events[firstTips!].messageID {
            let events = slots.events.count - (textMessage == nil ? 0 : 1)
            slots.addSharedMessageIDLoss(target: Self.name, events: events, records: tipsRecords, id: id.bytes(in: text))
        }
        return true
    }

    /// How the translator writes the event at `index` of `slots`, as `ZIMSDKMapping.capability(for:)`
    /// says: the level the table gives its kind, lowered to `fallback` for an event addressed to one
    /// person and for a profile change of no field tips have; its own form is tips
    /// (`write(_:from:slots:text:)`). Whether the tips can say the rest, the writing says. The event
    /// is read where it lies, field by field: a copy of it costs more than the fields read.
    private func form(ofEventAt index: Int, in slots: borrowing RecordSlots) -> SlotEventForm {
        let kind = slots.events[index].kind
        let form = SlotEventForm(level: mapping.flavour.capability(for: kind))
        guard case .own = form else { return form }
        if let addressee = slots.events[index].addressee {
            // A text message to no one named is left out, which the general path reports.
            let userID = slots.people[addressee].userID
            return userID.isEmpty || userID.hasEscapes ? .generalPath : .text(.addressed(userID))
        }
        if kind == .groupProfileChanged, slots.events[index].profile?.name == nil, slots.events[index].profile?.notice == nil,
            slots.events[index].profile?.avatarURL == nil, slots.events[index].profile?.mute == nil
        {
            return .text(.stated(noPlaceForTheChange))
        }
        return .own
    }

    /// Writes `event` as a ZIM text message (`ZIMSDKCodec.textMessage(for:sentence:sender:)`): said by
    /// `sender` (none by default), to its addressee alone when it has one, else to its group, the
    /// sentence and the unified event `SlotFallback` prepared in `slots`.
    private func writeTextMessage(_ event: EventSlot, sender: String?, slots: inout RecordSlots, text: UnsafePointer<UInt8>) {
        let conversation =
            event.addressee.map { (id: slots.people[$0].userID, type: ZIMSDKCodec.peerConversationType) }
            ?? event.groupID.map { (id: $0, type: ZIMSDKCodec.groupConversationType) }
        beginMessage(ZIMSDKCodec.textMessageType, of: event, sender: sender, conversation: conversation, into: &slots.output, text: text)
        slots.output.key("message")
        slots.sentence.withBytes { slots.output.string(utf8: $0) }
        slots.output.key("extendedData")
        slots.carried.withBytes { slots.output.string(utf8: $0) }
        slots.output.endObject()
    }

    /// Writes `event` as one tips message or several (members muted differently), with its
    /// diagnostics, and says whether it did.
    private func write(_ event: EventSlot, from source: FlavourID, slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        guard let codes else { return false }
        // A new owner is written by a transfer alone, when it is one of the members.
        if let newOwner = event.newOwner, event.kind != .groupOwnerTransferred || !event.members.contains(newOwner) { return false }
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
        // The tips' `changeInfo`.
        var change: Change?
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
            change = .value(type: codes.roleChanged.changeType, key: "memberRole", number)
        case .memberMuted:
            guard let mute = event.mute else { return writeMutesApart(event, codes: codes.muted, slots: &slots, text: text) }
            // A duration with no event time to count from is a text message of the general path's.
            if case .duration = mute, event.time == nil { return false }
            guard let expiry = expiry(of: mute, time: event.time, fields: Self.muteFields, slots: &slots) else { return false }
            eventCode = codes.muted.event
            change = .value(type: codes.muted.changeType, key: "muteExpiredTime", expiry)
        case .groupProfileChanged:
            guard let profile = event.profile, let written = profileChange(profile, slots: &slots, text: text) else { return false }
            (eventCode, change) = (written.event, written.change)
        case .groupOwnerTransferred:
            guard let transfer = transferCodes, event.newOwner != nil else { return false }
            eventCode = transfer.event
            change = transfer.ownerRole.map { .value(type: transfer.changeType, key: "memberRole", $0) } ?? .type(transfer.changeType)
        default:
            return false
        }
        for loss in losses { slots.add(loss) }
        writeMessage(event, eventCode: eventCode, change: change, membersMuted: nil, slots: &slots, text: text)
        return true
    }

    /// Writes a mute of members muted differently as one tips message per mute, members muted alike
    /// together, in the order each mute first appears (`RecordSplit.perMute`), with the losses the
    /// general path reports for each message; false for one it leaves to the general path (a member
    /// without a mute, a duration with no time to count from).
    private func writeMutesApart(
        _ event: EventSlot, codes: (event: Int64, changeType: Int64), slots: inout RecordSlots, text: UnsafePointer<UInt8>
    ) -> Bool {
        let members = event.members
        for index in members {
            guard let mute = slots.people[index].mute else { return false }
            if case .duration = mute, event.time == nil { return false }
        }
        var records = 0
        for index in members {
            guard let mute = slots.people[index].mute else { return false }
            // Each mute once, with the first member muted so.
            guard !slots.people[members.lowerBound..<index].contains(where: { $0.mute == mute }) else { continue }
            // The mute is its members' own: a loss names each of them.
            var fields: [JSONPath]
            if index - members.lowerBound < memberMuteFields.count, !slots.people[index + 1..<members.upperBound].contains(where: { $0.mute == mute }) {
                fields = memberMuteFields[index - members.lowerBound]
            } else {
                fields = []
                for member in index..<members.upperBound where slots.people[member].mute == mute {
                    let position = member - members.lowerBound
                    fields.append(position < memberMuteFields.count ? memberMuteFields[position][0] : Self.memberMuteField(at: position))
                }
            }
            guard let expiry = expiry(of: mute, time: event.time, fields: fields, slots: &slots) else { return false }
            if records > 0 { slots.outputEnds.append(slots.output.count) }
            records += 1
            writeMessage(
                event, eventCode: codes.event, change: .value(type: codes.changeType, key: "muteExpiredTime", expiry), membersMuted: mute,
                slots: &slots, text: text)
        }
        return true
    }

    /// Writes one tips message of `event`, about its members (those `membersMuted` when it is given).
    private func writeMessage(
        _ event: EventSlot, eventCode: Int64, change: Change?, membersMuted: MuteState?, slots: inout RecordSlots, text: UnsafePointer<UInt8>
    ) {
        let conversation = event.groupID.map { (id: $0, type: ZIMSDKCodec.groupConversationType) }
        beginMessage(ZIMTipsMessage.messageType, of: event, sender: nil, conversation: conversation, into: &slots.output, text: text)
        slots.output.key("event")
        slots.output.integer(eventCode)
        if let actor = event.actor {
            slots.output.key("operatedUser")
            writeUser(slots.people[actor], into: &slots.output, text: text)
        }
        slots.output.key("targetUserList")
        slots.output.beginArray()
        for index in event.members where membersMuted == nil || slots.people[index].mute == membersMuted {
            writeUser(slots.people[index], into: &slots.output, text: text)
        }
        slots.output.endArray()
        if let change {
            slots.output.key("changeInfo")
            write(change, into: &slots.output, text: text)
        }
        slots.output.endObject()
    }

    /// Opens a message of `type` written afresh for `event` and writes the keys every such message
    /// begins with, as `ZIMSDKCodec` writes them: its ID, its sender, its conversation (the ID and its
    /// type) and its time, each when it has one.
    private func beginMessage(
        _ type: Int64, of event: EventSlot, sender: String?, conversation: (id: JSONStringRange, type: Int64)?, into output: inout JSONOutputBuffer,
        text: UnsafePointer<UInt8>
    ) {
        output.beginObject()
        output.key("type")
        output.integer(type)
        if let id = event.messageID {
            output.key("messageID")
            output.string(id, in: text)
        }
        if let sender {
            output.key("senderUserID")
            output.string(sender)
        }
        if let conversation {
            output.key("conversationID")
            output.string(conversation.id, in: text)
            output.key("conversationType")
            output.integer(conversation.type)
        }
        if let time = event.time {
            output.key("timestamp")
            output.integer(time)
        }
    }

    /// A tips message's `changeInfo`, as this writer writes it.
    private enum Change {
        /// Its type alone.
        case type(Int64)
        /// A role change's, a mute's or a transfer's: its type and the one value it gives.
        case value(type: Int64, key: StaticString, Int64)
        /// A change of the profile's texts: its type, the flag of the texts for several, the texts.
        case texts(type: Int64, dataFlag: Int64?, ProfileSlot)
        /// A change of the group mute: its type, the mute's mode and expiry, and the role number of the
        /// members it mutes, for a mute of regular members.
        case groupMute(type: Int64, mode: Int64, expiredTime: Int64, role: Int64?)
    }

    /// The tips event and `changeInfo` of a profile change from another vendor, as
    /// `ZIMSDKMapping.profileChange` makes them, with its losses added to `slots`; nil for one this
    /// writer leaves to the general path (a mute of roles or of a mode no table knows, a mute's term).
    private func profileChange(_ profile: ProfileSlot, slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> (event: Int64, change: Change)? {
        guard let codes = profileCodes else { return nil }
        var mode: Int64?
        if let mute = profile.mute {
            // Everyone, no one or regular members until further notice, in the mode the mapping writes
            // (another vendor's raw mode while it means the same in ZIM's table).
            guard mute.term == nil, mute.scope == .all || mute.scope == .none || mute.scope == .members else { return nil }
            mode = mapping.muteMode(mute) ?? 0
        }
        // A change of nothing tips can say is a text message (`form(of:people:)`): a text or a mute is here.
        let texts = (profile.name != nil ? 1 : 0) + (profile.notice != nil ? 1 : 0) + (profile.avatarURL != nil ? 1 : 0)
        if profile.introduction != nil { slots.add(ZIMSDKMapping.introductionLoss) }
        for index in profile.vendorFields {
            slots.addLoss(of: slots.vendorFields[index], between: ZIMSDKMapping.vendorFieldLossText, fields: ZIMSDKMapping.vendorFieldsPlace, text: text)
        }
        if texts == 0, let mode {
            // Everyone muted with no term is written as without end (reported); no one muted, with no expiry.
            let everyone = profile.mute?.scope != GroupMuteSetting.Scope.none
            if everyone { slots.add(ZIMSDKMapping.muteWithoutTermLoss) }
            let role = profile.mute?.scope == .members ? roleNumbers.member : nil
            return (codes.mute.event, .groupMute(type: codes.mute.changeType, mode: mode, expiredTime: everyone ? -1 : 0, role: role))
        }
        if mode != nil { slots.add(ZIMSDKMapping.muteBesideTextsLoss) }
        if texts == 1 {
            let one = profile.name != nil ? codes.name : profile.notice != nil ? codes.notice : codes.avatarURL
            return (one.event, .texts(type: one.changeType, dataFlag: nil, profile))
        }
        var flag: Int64 = 0
        if profile.name != nil { flag |= codes.bits.name }
        if profile.notice != nil { flag |= codes.bits.notice }
        if profile.avatarURL != nil { flag |= codes.bits.avatarURL }
        return (codes.texts.event, .texts(type: codes.texts.changeType, dataFlag: flag, profile))
    }

    /// A `changeInfo` object, as `ZIMSDKCodec` writes one afresh.
    private func write(_ change: Change, into output: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        output.beginObject()
        switch change {
        case .type(let type):
            output.key("type")
            output.integer(type)
        case .value(let type, let key, let value):
            output.key("type")
            output.integer(type)
            output.key(key)
            output.integer(value)
        case .texts(let type, let dataFlag, let profile):
            output.key("type")
            output.integer(type)
            if let dataFlag {
                output.key("groupDataFlag")
                output.integer(dataFlag)
            }
            if let name = profile.name {
                output.key("groupName")
                output.string(name, in: text)
            }
            if let notice = profile.notice {
                output.key("groupNotice")
                output.string(notice, in: text)
            }
            if let avatarURL = profile.avatarURL {
                output.key("groupAvatarUrl")
                output.string(avatarURL, in: text)
            }
        case .groupMute(let type, let mode, let expiredTime, let role):
            output.key("type")
            output.integer(type)
            output.key("groupMutedInfo")
            output.beginObject()
            output.key("mode")
            output.integer(mode)
            output.key("expiredTime")
            output.integer(expiredTime)
            output.key("roles")
            output.beginArray()
            if let role { output.integer(role) }
            output.endArray()
            output.endObject()
        }
        output.endObject()
    }

    /// The target's name, as a loss begins with it.
    private static let name = Array(ZIMSDKMapping.id.description.utf8)

    /// Where an event keeps the mute of all its members, as a loss names it.
    private static let muteFields = [JSONPath(keys: "mute")]

    /// Where an event keeps the mute of its member at `index`.
    private static func memberMuteField(at index: Int) -> JSONPath {
        JSONPath(keys: "members").appending(index: index).appending(key: "mute")
    }

    /// The expiry ZIM tips write for `mute` (`ZIMSDKMapping.expiry(_:time:field:diagnostics:)`), with
    /// the loss the mapping reports added to `slots`, naming `fields` (the places of the mute); nil
    /// for a duration with no event time to count from. The loss of a duration counted from the event
    /// time, which nearly every mute of another vendor's has, is written with no string made.
    private func expiry(of mute: MuteState, time: Int64?, fields: [JSONPath], slots: inout RecordSlots) -> Int64? {
        guard case .duration(let seconds) = mute, let expiry = mute.expiry(eventTime: time), expiry != .max, expiry != .min else {
            var losses: [Diagnostic] = []
            let expiry = mapping.expiry(mute, time: time, field: Self.muteFields[0], diagnostics: &losses)
            for var loss in losses {
                loss.fields = fields
                slots.add(loss)
            }
            return expiry
        }
        let words = MuteConversion.durationAsExpiryWords
        JSONTextEncoding.withDecimalDigits(of: seconds) { secondsDigits in
            JSONTextEncoding.withDecimalDigits(of: expiry) { expiryDigits in
                withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: 6) { pieces in
                    pieces[0] = words.start.utf8Bytes
                    pieces[1] = secondsDigits
                    pieces[2] = words.middle.utf8Bytes
                    pieces[3] = expiryDigits
                    pieces[4] = words.unit.utf8Bytes
                    pieces[5] = words.end.utf8Bytes
                    slots.addLoss(.approximated, fields: fields, message: UnsafeBufferPointer(pieces))
                }
            }
        }
        return expiry
    }

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
