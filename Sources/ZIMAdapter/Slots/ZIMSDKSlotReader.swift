import GroupEventsCore
import GroupEventsJSON

/// Reads the `zim:sdk` tips whose events are about members (joined, invited, left, kicked, role
/// changed, muted), a group's creation or dismissal, owner transfers and changes of a group's
/// profile (name, notice, avatar, the fields `groupDataFlag` names, the group's mute setting), and
/// the tips the table names with no kind of the model's or does not name at all (`unrecognized`,
/// the latter with the mapping's warning), straight from the record's index into `RecordSlots`, as
/// `ZIMSDKCodec` and `ZIMSDKMapping` read them.
///
/// It takes a record only when the general path would read it the same way and with no diagnostic
/// but the warning of codes no rule names: a tips message (`type` 32) of a compact record whose `event` and `changeInfo.type` have a
/// rule of those kinds in the table in use (looked up once, through the mapping, so a table of
/// one's own changes this reader too, its value tables included), every key the codec reads of the
/// type it expects (a `null` as if absent, as the codec reads it) and none of them twice. A compact
/// message of another `type` (a text message: most of a history) with no `extendedData` it takes as
/// no group notification, to be passed through (`RecordSlots.passThrough(reason:)`). Anything
/// else (a `groupDataFlag` bit or a group mute mode no table knows, a mute of listed roles, an ID
/// that is no plain integer or string, a time as a string) is left to the general path.
package struct ZIMSDKSlotReader: SlotReading {
    /// What the table's rule for a tips event says, for the events this reader takes.
    private struct TipsRule: Sendable {
        let kind: GroupEventKind
        /// How the members joined, when the rule says.
        let joinMethod: JoinMethod?
        /// What changed, for a change of the group's profile.
        let profileField: ProfileField?
    }

    /// What a profile change's rule says changed (its `field`), as `ZIMSDKMapping` reads it.
    private enum ProfileField: Sendable {
        /// The fields whose bits `changeInfo.groupDataFlag` sets.
        case flagged
        /// The group's mute setting.
        case mute
        /// The name, read from `changeInfo.groupName`.
        case name
        /// The notice, read from `changeInfo.groupNotice`.
        case notice
        /// The avatar's URL, read from `changeInfo.groupAvatarUrl`.
        case avatarURL
        /// Nothing the mapping reads (no `field`, or one it has no field for): an empty change.
        case nothing

        /// The field of the meaning `word` (`name`, `notice`, `avatarURL`), as `ZIMSDKMapping.setField`
        /// knows them; `nothing` for another.
        init(meaning word: String?) {
            switch word {
            case "name": self = .name
            case "notice": self = .notice
            case "avatarURL": self = .avatarURL
            default: self = .nothing
            }
        }
    }

    /// The bits of `groupDataFlag` the value table gives a meaning, by the field each sets.
    private struct DataFlagBits: Sendable {
        /// The bits meaning the name.
        var name: Int64 = 0
        /// The bits meaning the notice.
        var notice: Int64 = 0
        /// The bits meaning the avatar's URL.
        var avatarURL: Int64 = 0
        /// Every bit the table lists, whatever it means.
        var known: Int64 = 0
    }

    /// A group mute setting (`groupMutedInfo`, `groupMuteInfo`) as the codec reads it.
    private struct MuteInfo {
        /// `mode`.
        let mode: Int64
        /// `expiredTime`, 0 when absent.
        let expiredTime: Int64
    }

    /// The parts of a `changeInfo` the events this reader takes use.
    private struct ChangeParts {
        /// `type`.
        let type: Int64
        /// The role granted, under the key of the spelling the codec reads.
        let role: Int64?
        /// `muteExpiredTime`.
        let muteExpiredTime: Int64?
        /// `groupNewOwner`'s object.
        let newOwner: JSONTapeValue?
        /// `groupDataFlag`.
        let dataFlag: Int64?
        /// `groupName`.
        let name: JSONStringRange?
        /// `groupNotice`.
        let notice: JSONStringRange?
        /// `groupAvatarUrl`.
        let avatarURL: JSONStringRange?
        /// The group's mute setting, under the key of the spelling the codec reads.
        let groupMute: MuteInfo?
    }

    /// The rules of the events this reader takes without a `changeInfo`, by event number.
    private let eventRules: [Int64: TipsRule]
    /// Every event number and every event and change type the table has a rule for, whatever its
    /// kind: a tips message of codes outside them is kept as `unrecognized`, with the general path's
    /// warning. Nil when the table's code fields are not `event` and `changeType`, each a number of
    /// its own, or a rule's codes are not integers (a table of one's own), whose lookup this reader
    /// does not repeat.
    private let tableCodes: (events: Set<Int64>, changes: Set<EventAndChange>)?
    /// The rules of the events this reader takes with a `changeInfo`, by event and change type.
    private let changeRules: [EventAndChange: TipsRule]
    /// The value tables, for a role's level.
    private let values: ZIMValueTables
    /// The `groupDataFlag` bits of the value tables.
    private let dataFlags: DataFlagBits
    /// The scope of each group mute mode whose scope lists no roles, as the value tables give it.
    private let muteScopes: [Int64: GroupMuteSetting.Scope]

    /// An event number and a change type.
    private struct EventAndChange: Hashable, Sendable {
        let event: Int64
        let change: Int64
    }

    /// A reader for the tables of `mapping`.
    /// The top-level keys the codec documents (`ZIMSDKCodec.documentedKeys`).
    private let documentedKeys: ObjectKeySet?
    /// The keys of the application's own data (`ZIMSDKCodec.applicationDataKeys`).
    private let applicationDataKeys: ObjectKeySet

    package init(mapping: ZIMSDKMapping) {
        let codec = ZIMSDKCodec()
        documentedKeys = codec.documentedKeys
        applicationDataKeys = ObjectKeySet(codec.applicationDataKeys)
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
        tableCodes = Self.tableCodes(of: mapping.flavour)
        values = mapping.values
        var dataFlags = DataFlagBits()
        for entry in values.dataFlags.entries {
            guard let bit = entry.value.numberValue?.int64 else { continue }
            dataFlags.known |= bit
            switch ProfileField(meaning: entry.meaning) {
            case .name: dataFlags.name |= bit
            case .notice: dataFlags.notice |= bit
            case .avatarURL: dataFlags.avatarURL |= bit
            default: break
            }
        }
        self.dataFlags = dataFlags
        var muteScopes: [Int64: GroupMuteSetting.Scope] = [:]
        for entry in values.muteModes.entries {
            // The meaning the mapping finds for the number (the first entry's that has it).
            guard let mode = entry.value.numberValue?.int64, let meaning = values.muteModes.meaning(of: mode),
                let scope = GroupMuteSetting.Scope(meaning: meaning)
            else { continue }
            muteScopes[mode] = scope
        }
        self.muteScopes = muteScopes
    }

    /// The codes of every rule of `flavour`, when its code fields are `event` and `changeType`, each a
    /// number of its own, and every rule names an integer `event` and perhaps an integer `changeType`.
    private static func tableCodes(of flavour: FlavourTable) -> (events: Set<Int64>, changes: Set<EventAndChange>)? {
        guard flavour.codeFields == [CodeField(name: "event"), CodeField(name: "changeType")] else { return nil }
        var events: Set<Int64> = []
        var changes: Set<EventAndChange> = []
        for rule in flavour.rules {
            guard let event = rule.codes["event"]?.numberValue?.int64 else { return nil }
            switch rule.codes.count {
            case 1:
                events.insert(event)
            case 2:
                guard let change = rule.codes["changeType"]?.numberValue?.int64 else { return nil }
                changes.insert(EventAndChange(event: event, change: change))
            default:
                return nil
            }
        }
        return (events, changes)
    }

    /// What a rule says, when it is one of the kinds this reader takes and says nothing else.
    private static func tipsRule(_ rule: CodeRule) -> TipsRule? {
        let attributes = rule.attributes
        switch rule.kind {
        case .memberJoined:
            guard attributes.count == 1, let word = rule[attribute: "joinMethod"], let method = JoinMethod(rawValue: word) else { return nil }
            return TipsRule(kind: rule.kind, joinMethod: method, profileField: nil)
        case .memberLeft, .memberKicked, .memberRoleChanged, .memberMuted, .groupOwnerTransferred, .groupCreated, .groupDismissed:
            return attributes.isEmpty ? TipsRule(kind: rule.kind, joinMethod: nil, profileField: nil) : nil
        case .groupProfileChanged:
            let word = rule[attribute: "field"]
            guard attributes.count == (word == nil ? 0 : 1) else { return nil }
            let field: ProfileField =
                switch word {
                case "groupDataFlag": .flagged
                case "mute": .mute
                default: ProfileField(meaning: word)
                }
            return TipsRule(kind: rule.kind, joinMethod: nil, profileField: field)
        case .unrecognized:
            // Codes the table names with no kind of the model's (a pinned message): perhaps with a
            // meaning, which only sentences use.
            return attributes.keys.allSatisfy { $0 == "meaning" } ? TipsRule(kind: rule.kind, joinMethod: nil, profileField: nil) : nil
        default:
            return nil
        }
    }

    /// Reads a tips message this reader takes into `slots`, or takes a message of another type as no
    /// group notification.
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
        // Whether a key holds data no event carries (`UncarriedRecordData`).
        var uncarried = false
        // Whether `extendedData` is there and not empty: a fallback text message's event, for one.
        var extended = false
        let checksUncarriedData = slots.checksUncarriedData
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
                if name.holds("extendedData", in: text), value.stringRange?.isEmpty != true { extended = true }
                if checksUncarriedData, !uncarried, holdsUncarriedData(name, value, text: text) { uncarried = true }
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
        if let type, type != ZIMTipsMessage.messageType {
            return extended ? false : passThrough(type: type, record: entry.start..<entry.end, slots: &slots)
        }
        guard type == ZIMTipsMessage.messageType, let eventNumber else { return false }

        var event: EventSlot
        var newOwner: JSONTapeValue?
        if let changeInfo {
            guard let change = readChange(changeInfo, text: text) else { return false }
            newOwner = change.newOwner
            let codes = EventAndChange(event: eventNumber, change: change.type)
            if let rule = changeRules[codes] {
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
                case .groupOwnerTransferred, .unrecognized:
                    break
                case .groupProfileChanged:
                    guard let field = rule.profileField, let profile = profile(field, of: change) else { return false }
                    event.profile = profile
                default:
                    // A join, leave or kick of the table's with a change type: the general path reads it.
                    return false
                }
            } else {
                // Codes of a kind this reader leaves to the general path, or codes no rule names.
                guard let tableCodes, !tableCodes.changes.contains(codes) else { return false }
                event = unrecognized(eventNumber, changeType: change.type, warningInto: &slots)
            }
        } else if let rule = eventRules[eventNumber] {
            event = EventSlot(kind: rule.kind, members: 0..<0)
            event.codes = (EventSlot.Code("event", eventNumber), nil)
            event.joinMethod = rule.joinMethod
            // A change of the table's without a `changeInfo`: the general path reads one of type 0.
            guard rule.profileField == nil, rule.kind != .memberRoleChanged, rule.kind != .memberMuted, rule.kind != .groupOwnerTransferred
            else { return false }
        } else {
            guard let tableCodes, !tableCodes.events.contains(eventNumber) else { return false }
            event = unrecognized(eventNumber, changeType: nil, warningInto: &slots)
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
        event.recordHoldsUncarriedData = uncarried
        slots.source = ZIMSDKMapping.id
        slots.compactRecord = entry.start..<entry.end
        slots.events.append(event)
        return true
    }

    /// An event of codes no rule of the table names, kept as `unrecognized` (its people and times are
    /// read as any event's), with the warning `ZIMSDKMapping` gives for it added to `slots`.
    private func unrecognized(_ eventNumber: Int64, changeType: Int64?, warningInto slots: inout RecordSlots) -> EventSlot {
        var event = EventSlot(kind: .unrecognized, members: 0..<0)
        event.codes = (EventSlot.Code("event", eventNumber), changeType.map { EventSlot.Code("changeType", $0) })
        JSONTextEncoding.withDecimalDigits(of: eventNumber) { eventDigits in
            JSONTextEncoding.withDecimalDigits(of: changeType ?? 0) { changeDigits in
                withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: 5) { pieces in
                    pieces[0] = ZIMSDKMapping.unknownCodesWords.start.utf8Bytes
                    pieces[1] = eventDigits
                    var count = 2
                    if changeType != nil {
                        pieces[2] = ZIMSDKMapping.unknownCodesWords.change.utf8Bytes
                        pieces[3] = changeDigits
                        count = 4
                    }
                    pieces[count] = ZIMSDKMapping.unknownCodesWords.end.utf8Bytes
                    slots.add(.unknownCode, .warning, at: Self.eventPath, message: UnsafeBufferPointer(rebasing: pieces[...count]))
                }
            }
        }
        return event
    }

    /// Takes a message of another type than tips, `type`, compact at `record`, as no group notification,
    /// as `ZIMSDKCodec.nonEventReason` says.
    private func passThrough(type: Int64, record: Range<Int>, slots: inout RecordSlots) -> Bool {
        slots.source = ZIMSDKMapping.id
        slots.compactRecord = record
        let words = ZIMSDKCodec.nonEventWords
        JSONTextEncoding.withDecimalDigits(of: type) { digits in
            withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: 3) { pieces in
                pieces[0] = words.start.utf8Bytes
                pieces[1] = digits
                pieces[2] = words.end.utf8Bytes
                slots.passThrough(reason: UnsafeBufferPointer(pieces))
            }
        }
        return true
    }

    /// Where the codes of a tips message lie, for the warning.
    private static let eventPath = JSONPath.root.appending(key: "event")

    /// Whether the key `name` holds data no event carries, as `UncarriedRecordData` finds it: a key
    /// the codec does not document, or the application's data holding something (not null, `""`, `0`,
    /// `false`, `[]` or `{}`).
    private func holdsUncarriedData(_ name: JSONStringRange, _ value: JSONTapeValue, text: UnsafePointer<UInt8>) -> Bool {
        let key = name.bytes(in: text)
        if let documentedKeys, !documentedKeys.contains(key) { return true }
        guard applicationDataKeys.contains(key) else { return false }
        switch value.kind {
        case .null, .false: return false
        case .string: return value.stringRange.map { !$0.isEmpty } ?? true
        case .number: return value.int64Value != 0
        case .object, .array: return value.count != 0
        default: return true
        }
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

    /// The profile change of `field` that `change` holds, as `ZIMSDKMapping` reads it (a field named
    /// or flagged that is absent or `null` is the empty text); nil for one it reports: a bit of
    /// `groupDataFlag` or a mute mode no table knows, or a mute of listed roles, left to it too.
    private func profile(_ field: ProfileField, of change: ChangeParts) -> ProfileSlot? {
        var profile = ProfileSlot()
        switch field {
        case .flagged:
            let flag = change.dataFlag ?? 0
            guard flag & ~dataFlags.known == 0 else { return nil }
            if flag & dataFlags.name != 0 { profile.name = change.name ?? .empty }
            if flag & dataFlags.notice != 0 { profile.notice = change.notice ?? .empty }
            if flag & dataFlags.avatarURL != 0 { profile.avatarURL = change.avatarURL ?? .empty }
        case .mute:
            guard let mute = change.groupMute else {
                profile.mute = GroupMuteSetting(scope: .none)
                break
            }
            guard let scope = muteScopes[mute.mode] else { return nil }
            let term = mute.expiredTime == 0 ? nil : values.muteState(expiry: mute.expiredTime)
            profile.mute = GroupMuteSetting(scope: scope, term: term, rawMode: mute.mode)
        case .name:
            profile.name = change.name ?? .empty
        case .notice:
            profile.notice = change.notice ?? .empty
        case .avatarURL:
            profile.avatarURL = change.avatarURL ?? .empty
        case .nothing:
            break
        }
        return profile
    }

    /// The parts of a `changeInfo` the events this reader takes use; nil for one the general path
    /// would read otherwise or report (a key of the wrong type, a key twice, a group mute setting
    /// without an integer `mode`).
    ///
    /// Each part is kept in a local of its own until the parts are made (see `readUser`).
    private func readChange(_ object: JSONTapeValue, text: UnsafePointer<UInt8>) -> ChangeParts? {
        var type: Int64?
        var newOwner: JSONTapeValue?
        var role: Int64?
        var memberRole: Int64?
        var muteExpiredTime: Int64?
        var dataFlag: Int64?
        var name: JSONStringRange?
        var notice: JSONStringRange?
        var avatarURL: JSONStringRange?
        var muteInfo: JSONTapeValue?
        var mutedInfo: JSONTapeValue?
        // Each key the codec reads at most once (a bit each); a `null` is as if it were absent.
        var seen: UInt16 = 0
        for (key, value) in object.members {
            guard let keyName = key.stringRange, !keyName.hasEscapes else { return nil }
            let bit: UInt16
            if keyName.holds("type", in: text) {
                bit = 1
            } else if keyName.holds("role", in: text) {
                bit = 2
            } else if keyName.holds("memberRole", in: text) {
                bit = 4
            } else if keyName.holds("muteExpiredTime", in: text) {
                bit = 8
            } else if keyName.holds("groupDataFlag", in: text) {
                bit = 16
            } else if keyName.holds("groupName", in: text) {
                bit = 32
            } else if keyName.holds("groupNotice", in: text) {
                bit = 64
            } else if keyName.holds("groupAvatarUrl", in: text) {
                bit = 128
            } else if keyName.holds("isPinned", in: text) {
                bit = 256
            } else if keyName.holds("groupMuteInfo", in: text) {
                bit = 512
            } else if keyName.holds("groupMutedInfo", in: text) {
                bit = 1024
            } else if keyName.holds("groupNewOwner", in: text) {
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
                if bit == 16 { dataFlag = number }
            case 32, 64, 128:
                guard let string = value.stringRange else { return nil }
                if bit == 32 { name = string }
                if bit == 64 { notice = string }
                if bit == 128 { avatarURL = string }
            case 256:
                guard value.kind == .true || value.kind == .false else { return nil }
            case 512:
                muteInfo = value
            case 1024:
                mutedInfo = value
            default:
                guard value.kind == .object else { return nil }
                newOwner = value
            }
        }
        guard let type else { return nil }
        // The Flutter channel's spelling (a `role` or `groupMuteInfo` key, even null) names the role
        // `role` and the mute setting `groupMuteInfo`, the model's `memberRole` and `groupMutedInfo`;
        // the codec does not read the other spelling's key.
        let channel = seen & (2 | 512) != 0
        var groupMute: MuteInfo?
        if let object = channel ? muteInfo : mutedInfo {
            guard let mute = readMuteInfo(object, text: text) else { return nil }
            groupMute = mute
        }
        return ChangeParts(
            type: type, role: channel ? role : memberRole, muteExpiredTime: muteExpiredTime, newOwner: newOwner, dataFlag: dataFlag,
            name: name, notice: notice, avatarURL: avatarURL, groupMute: groupMute)
    }

    /// A group mute setting's object as the codec reads it, whatever the change's type; nil for one
    /// it reports (no object, no integer `mode`, a key of the wrong type or twice, a role that is no
    /// integer).
    private func readMuteInfo(_ object: JSONTapeValue, text: UnsafePointer<UInt8>) -> MuteInfo? {
        guard object.kind == .object else { return nil }
        var mode: Int64?
        var expiredTime: Int64 = 0
        // Each key the codec reads at most once (a bit each); a `null` is as if it were absent.
        var seen: UInt8 = 0
        for (key, value) in object.members {
            guard let keyName = key.stringRange, !keyName.hasEscapes else { return nil }
            let bit: UInt8
            if keyName.holds("mode", in: text) {
                bit = 1
            } else if keyName.holds("expiredTime", in: text) {
                bit = 2
            } else if keyName.holds("roles", in: text) {
                bit = 4
            } else {
                continue
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
            guard !value.isNull else { continue }
            if bit == 4 {
                // The roles matter only to a mute of listed roles, which is left to the general path.
                guard value.kind == .array else { return nil }
                for element in value.elements where element.int64Value == nil { return nil }
            } else {
                guard let number = value.int64Value else { return nil }
                if bit == 1 { mode = number } else { expiredTime = number }
            }
        }
        guard let mode else { return nil }
        return MuteInfo(mode: mode, expiredTime: expiredTime)
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
