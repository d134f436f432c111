import GroupEventsCore
import GroupEventsJSON

/// Reads the `zim:sdk` tips whose events are about members (joined, invited, left, kicked, role
/// changed, muted) and owner transfers straight from the record's index into `RecordSlots`, as
/// `ZIMSDKCodec` and `ZIMSDKMapping` read them.
///
/// It takes a record only when the general path would read it without a diagnostic and the same
/// way: a tips message (`type` 32) of a compact record whose `event` and `changeInfo.type` have a
/// rule of those kinds in the table in use (looked up once, through the mapping, so a table of
/// one's own changes this reader too), every key the codec reads of the type it expects (a `null` as
/// if absent, as the codec reads it) and none of them twice. Anything else (a profile change, a group
/// mute setting, a group's creation or dismissal, an ID that is no plain integer or string, a time as
/// a string) is left to the general path.
package struct ZIMSDKSlotReader: SlotReading {
    /// What the table's rule for a tips event says, for the events this reader takes.
    private struct TipsRule: Sendable {
        let kind: GroupEventKind
        /// How the members joined, when the rule says.
        let joinMethod: JoinMethod?
    }

    /// The rules of the events this reader takes without a `changeInfo`, by event number.
    private let eventRules: [Int64: TipsRule]
    /// The rules of the events this reader takes with a `changeInfo`, by event and change type.
    private let changeRules: [EventAndChange: TipsRule]
    /// The value tables, for a role's level.
    private let values: ZIMValueTables

    /// An event number and a change type.
    private struct EventAndChange: Hashable, Sendable {
        let event: Int64
        let change: Int64
    }

    /// A reader for the tables of `mapping`.
    package init(mapping: ZIMSDKMapping) {
        var eventRules: [Int64: TipsRule] = [:]
        var changeRules: [EventAndChange: TipsRule] = [:]
        for rule in mapping.flavour.rules {
            let codes = rule.codes
            guard let event = codes["event"]?.numberValue?.int64, let taken = Self.tipsRule(rule),
                // The rule the general path finds for these codes is this one.
                mapping.flavour.rule(matching: codes).map({ $0 == rule }) == true
            else { continue }
            if codes.count == 1 {
                eventRules[event] = eventRules[event] ?? taken
            } else if codes.count == 2, let change = codes["changeType"]?.numberValue?.int64 {
                changeRules[EventAndChange(event: event, change: change)] = changeRules[EventAndChange(event: event, change: change)] ?? taken
            }
        }
        self.eventRules = eventRules
        self.changeRules = changeRules
        values = mapping.values
    }

    /// What a rule says, when it is one of the kinds this reader takes and says nothing else.
    private static func tipsRule(_ rule: CodeRule) -> TipsRule? {
        let attributes = rule.attributes
        switch rule.kind {
        case .memberJoined:
            guard attributes.count == 1, let word = rule[attribute: "joinMethod"], let method = JoinMethod(rawValue: word) else { return nil }
            return TipsRule(kind: rule.kind, joinMethod: method)
        case .memberLeft, .memberKicked, .memberRoleChanged, .memberMuted, .groupOwnerTransferred:
            return attributes.isEmpty ? TipsRule(kind: rule.kind, joinMethod: nil) : nil
        default:
            return nil
        }
    }

    /// Reads a tips message this reader takes into `slots`.
    package func readSlots(_ record: JSONTapeValue, into slots: inout RecordSlots) -> Bool {
        let entry = record.tapeEntry
        guard entry.kind == .object, entry.isCompact else { return false }
        let text = record.textStart
        var type: Int64?
        var messageID: JSONStringRange?
        var groupID: JSONStringRange?
        var time: Int64?
        var eventNumber: Int64?
        var operatedUser: JSONTapeValue?
        var targets: JSONTapeValue?
        var changeInfo: JSONTapeValue?
        // Each key the codec reads at most once (a bit each); a `null` is as if it were absent.
        var seen: UInt8 = 0
        for (key, value) in record.members {
            guard let name = key.stringRange, !name.hasEscapes else { return false }
            let bit: UInt8
            if name.holds("type", in: text) {
                bit = 1
            } else if name.holds("messageID", in: text) {
                bit = 2
            } else if name.holds("conversationID", in: text) {
                bit = 4
            } else if name.holds("timestamp", in: text) {
                bit = 8
            } else if name.holds("event", in: text) {
                bit = 16
            } else if name.holds("operatedUser", in: text) {
                bit = 32
            } else if name.holds("targetUserList", in: text) {
                bit = 64
            } else if name.holds("changeInfo", in: text) {
                bit = 128
            } else {
                continue
            }
            guard seen & bit == 0 else { return false }
            seen |= bit
            guard !value.isNull else { continue }
            switch bit {
            case 1:
                guard let number = value.int64Value else { return false }
                type = number
            case 2:
                guard let id = Self.identifier(value) else { return false }
                messageID = id
            case 4:
                guard let id = value.stringRange else { return false }
                groupID = id
            case 8:
                guard let number = value.int64Value else { return false }
                time = number
            case 16:
                guard let number = value.int64Value else { return false }
                eventNumber = number
            case 32:
                guard value.kind == .object else { return false }
                operatedUser = value
            case 64:
                guard value.kind == .array else { return false }
                targets = value
            default:
                guard value.kind == .object else { return false }
                changeInfo = value
            }
        }
        guard type == ZIMTipsMessage.messageType, let eventNumber else { return false }

        var event: EventSlot
        var newOwner: JSONTapeValue?
        if let changeInfo {
            guard let change = readChange(changeInfo, text: text),
                let rule = changeRules[EventAndChange(event: eventNumber, change: change.type)]
            else { return false }
            newOwner = change.newOwner
            event = EventSlot(kind: rule.kind, members: 0..<0)
            event.codes = (EventSlot.Code("event", eventNumber), EventSlot.Code("changeType", change.type))
            switch rule.kind {
            case .memberRoleChanged:
                if let number = change.role {
                    event.role = values.level(ofRole: number)
                    event.roleNumber = number
                }
            case .memberMuted:
                event.mute = change.muteExpiredTime.map(values.muteState(expiry:))
            case .groupOwnerTransferred:
                break
            default:
                // A join, leave or kick of the table's with a change type: the general path reads it.
                return false
            }
        } else {
            guard let rule = eventRules[eventNumber] else { return false }
            event = EventSlot(kind: rule.kind, members: 0..<0)
            event.codes = (EventSlot.Code("event", eventNumber), nil)
            event.joinMethod = rule.joinMethod
            guard rule.kind != .memberRoleChanged, rule.kind != .memberMuted, rule.kind != .groupOwnerTransferred else { return false }
        }

        if let operatedUser {
            guard let actor = readUser(operatedUser, text: text) else { return false }
            event.actor = slots.people.count
            slots.people.append(actor)
        }
        let first = slots.people.count
        if let targets {
            for element in targets.elements {
                guard element.kind == .object, let person = readUser(element, text: text) else { return false }
                slots.people.append(person)
            }
        }
        // A join or a leave of no one listed is the actor's.
        if slots.people.count == first, event.kind == .memberJoined || event.kind == .memberLeft, let actor = event.actor {
            slots.people.append(slots.people[actor])
        }
        event.members = first..<slots.people.count
        // The new owner the change names, whatever the event; for a transfer that names none, its
        // first member.
        if let newOwner {
            guard let owner = readUser(newOwner, text: text) else { return false }
            event.newOwner = slots.people.count
            slots.people.append(owner)
        } else if event.kind == .groupOwnerTransferred, !event.members.isEmpty {
            event.newOwner = event.members.lowerBound
        }
        event.groupID = groupID
        event.time = time
        event.messageID = messageID
        slots.source = ZIMSDKMapping.id
        slots.compactRecord = entry.start..<entry.end
        slots.events.append(event)
        return true
    }

    /// A `messageID` as the codec reads it (`FieldReader.identifier`): a string as it is, or a number's
    /// digits; nil for a number that is not plain digits (a sign, a fraction or an exponent), which the
    /// general path reads or reports.
    private static func identifier(_ value: JSONTapeValue) -> JSONStringRange? {
        if let string = value.stringRange { return string }
        guard let digits = value.numberText, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let entry = value.tapeEntry
        return JSONStringRange(start: entry.start, end: entry.end, hasEscapes: false)
    }

    /// The parts of a `changeInfo` the events this reader takes use: its type, the role granted, the
    /// mute's expiry and the new owner's object; nil for one the general path would read otherwise or
    /// report (a group's mute setting, a key of the wrong type, a key twice).
    private func readChange(
        _ object: JSONTapeValue, text: UnsafePointer<UInt8>
    ) -> (type: Int64, role: Int64?, muteExpiredTime: Int64?, newOwner: JSONTapeValue?)? {
        var type: Int64?
        var newOwner: JSONTapeValue?
        var role: Int64?
        var memberRole: Int64?
        var muteExpiredTime: Int64?
        // Each key the codec reads at most once (a bit each); a `null` is as if it were absent.
        var seen: UInt16 = 0
        for (key, value) in object.members {
            guard let name = key.stringRange, !name.hasEscapes else { return nil }
            let bit: UInt16
            if name.holds("type", in: text) {
                bit = 1
            } else if name.holds("role", in: text) {
                bit = 2
            } else if name.holds("memberRole", in: text) {
                bit = 4
            } else if name.holds("muteExpiredTime", in: text) {
                bit = 8
            } else if name.holds("groupDataFlag", in: text) {
                bit = 16
            } else if name.holds("groupName", in: text) {
                bit = 32
            } else if name.holds("groupNotice", in: text) {
                bit = 64
            } else if name.holds("groupAvatarUrl", in: text) {
                bit = 128
            } else if name.holds("isPinned", in: text) {
                bit = 256
            } else if name.holds("groupMuteInfo", in: text) {
                bit = 512
            } else if name.holds("groupMutedInfo", in: text) {
                bit = 1024
            } else if name.holds("groupNewOwner", in: text) {
                bit = 2048
            } else {
                continue
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
            guard !value.isNull else { continue }
            switch bit {
            case 1, 2, 4, 8, 16:
                guard let number = value.int64Value else { return nil }
                if bit == 1 { type = number }
                if bit == 2 { role = number }
                if bit == 4 { memberRole = number }
                if bit == 8 { muteExpiredTime = number }
            case 32, 64, 128:
                guard value.stringRange != nil else { return nil }
            case 256:
                guard value.kind == .true || value.kind == .false else { return nil }
            case 2048:
                guard value.kind == .object else { return nil }
                newOwner = value
            default:
                // A group's mute setting: a profile change's.
                return nil
            }
        }
        guard let type else { return nil }
        // The Flutter channel's spelling (a `role` or `groupMuteInfo` key, even null) names the role
        // `role`, the model's `memberRole`.
        return (type, seen & (2 | 512) != 0 ? role : memberRole, muteExpiredTime, newOwner)
    }

    /// A user object (`operatedUser`, a `targetUserList` entry) as the person it describes; nil for
    /// one the general path would read otherwise or report.
    ///
    /// Each field is kept in a local of its own until the person is made (see `TIMWebSlotReader`:
    /// Swift 6.3's optimizer lost stores into a local `PersonSlot`'s fields inside such a loop).
    private func readUser(_ object: JSONTapeValue, text: UnsafePointer<UInt8>) -> PersonSlot? {
        var userID: JSONStringRange?
        var userName: JSONStringRange?
        var avatarURL: JSONStringRange?
        var nickname: JSONStringRange?
        var roleNumber: Int64?
        // Each key the codec reads at most once (a bit each); a `null` is as if it were absent.
        var seen: UInt8 = 0
        for (key, value) in object.members {
            guard let name = key.stringRange, !name.hasEscapes else { return nil }
            let bit: UInt8
            if name.holds("userID", in: text) {
                bit = 1
            } else if name.holds("userName", in: text) {
                bit = 2
            } else if name.holds("userAvatarUrl", in: text) {
                bit = 4
            } else if name.holds("memberNickname", in: text) {
                bit = 8
            } else if name.holds("memberRole", in: text) {
                bit = 16
            } else {
                continue
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
            guard !value.isNull else { continue }
            if bit == 16 {
                guard let number = value.int64Value else { return nil }
                roleNumber = number
            } else {
                guard let string = value.stringRange else { return nil }
                switch bit {
                case 1: userID = string
                case 2: userName = string
                case 4: avatarURL = string
                default: nickname = string
                }
            }
        }
        guard let userID else { return nil }
        return PersonSlot(
            userID: userID, name: userName, nickname: nickname, avatarURL: avatarURL, role: roleNumber.flatMap(values.level(ofRole:)),
            roleNumber: roleNumber)
    }
}
