import GroupEventsCore
import GroupEventsJSON

/// Reads the `tim:web` tips whose events are about members (joined, left, kicked, role changed, muted)
/// or change the group's profile, the system notices delivered to a user the record names, and the
/// tips and notices of a type with no kind (`unrecognized`, with the mapping's warning for a type the
/// table does not know) straight from the record's index into `RecordSlots`, as `TIMWebCodec` and
/// `TIMMapping` read them.
///
/// It takes a record only when the general path would read it the same way and with no diagnostic
/// but the warning of an unknown type: a tip or notice whose type has a rule of the kinds it takes in
/// the table in use, or none (looked up once, through the mapping, so a table of one's own changes
/// this reader too), every key the codec reads of the
/// type it expects, user IDs of plain ASCII (the general path compares them as `String`s, these as
/// bytes), roles the table knows, every profile naming someone the event names, and for a profile
/// tip changes this reader takes (`readChanges`). A compact message of another type (a text message,
/// a custom one: most of a history), of one `type` without escapes and no extension data, it takes as
/// no group notification, to be passed through (`RecordSlots.passThrough(reason:)`). Anything else
/// (a notice to no one named, an owner's change, a `null`, an escape in an ID, a profile of someone
/// else) is left to the general path, which reads it or says what is wrong with it.
package struct TIMWebSlotReader: SlotReading {
    /// What the table's rule for a tip type says, for the types this reader takes.
    struct TipRule: Sendable {
        let kind: GroupEventKind
        /// Whether the event is about its operator (a quit) rather than the tip's user list.
        let aboutOperator: Bool
        /// The role a role change grants.
        let role: GroupRole.Level?
        /// How the members joined, when the rule says.
        let joinMethod: JoinMethod?
    }

    /// What the table's rule for a system notice type says, for the types this reader takes.
    struct NoticeRule: Sendable {
        let kind: GroupEventKind
        /// Whom the event is about: its operator (a join request, a quit, an answer to an
        /// invitation), the user it was delivered to (a removal, a join accepted…), or no one.
        let members: NoticeMembers
        /// The role a role change grants.
        let role: GroupRole.Level?
        /// How the members joined, when the rule says.
        let joinMethod: JoinMethod?
    }

    /// Whom a system notice's event is about (the rule's `members`).
    enum NoticeMembers: Sendable {
        case noOne
        case theOperator
        case recipient
    }

    /// The rules of the tip types this reader takes, by type number.
    private let tipRules: [Int64: TipRule]
    /// The tip types the table has a rule for, by number, each with whether the rule is of a code it
    /// knows without a kind (`unrecognized` on purpose: a topic tip, an AVChatRoom ban), which this
    /// reader takes as such; a type not here is unknown, an `unrecognized` event with the general
    /// path's warning.
    private let knownTipTypes: [Int64: Bool]
    /// The system notice types the table has a rule for, by number, with the rule when this reader
    /// takes its notices (nil: a rule it leaves to the general path); a type not here is unknown, an
    /// `unrecognized` event with the general path's warning.
    private let noticeRules: [Int64: NoticeRule?]
    /// The warning of a type the table does not know, by element: where it points, and its words
    /// before and after the number (`TIMMapping.typeText`, `TIMMapping.notInTableText`).
    private let unknownTypeWarnings: [TIMElement: (path: JSONPath, start: [UInt8], end: [UInt8])]
    /// The level of each string role the table knows (`"Owner"`…), as UTF-8.
    private let roleLevels: [(raw: [UInt8], level: GroupRole.Level)]
    /// The join types the table knows, with the join method each means (nil: it does not say).
    private let joinMethods: [Int64: JoinMethod?]
    /// The group-profile tip type (`newGroupProfile`) and the fields of its changes this reader
    /// takes, by key, when the table has such a type.
    private let profileTip: (type: Int64, fields: [(key: [UInt8], field: TIMProfileField)])?
    /// The group mute scope of each Boolean mute-all value, when the table gives it one.
    private let muteAllScopes: (true: GroupMuteSetting.Scope?, false: GroupMuteSetting.Scope?)

    /// A reader for the tables of `mapping`.
    package init(mapping: TIMWebMapping) {
        var rules: [Int64: TipRule] = [:]
        var known: [Int64: Bool] = [:]
        let tipField = TIMElement.tip.codeField
        for rule in mapping.flavour.rules {
            guard let type = rule.code(tipField)?.numberValue?.int64, known[type] == nil else { continue }
            let match = mapping.flavour.rules(matching: [tipField: .integer(type)])
            // A type whose code no rule names exactly (one whose rules read changes, alone) is unknown.
            guard let first = match.rules.first else { continue }
            known[type] = match.unexplained.isEmpty && first.kind == .unrecognized
            guard match.unexplained.isEmpty, !mapping.readsChanges(.tip, code: .integer(type)), let taken = Self.tipRule(first) else { continue }
            rules[type] = taken
        }
        tipRules = rules
        knownTipTypes = known
        var notices: [Int64: NoticeRule?] = [:]
        let noticeField = TIMElement.systemNotice.codeField
        for rule in mapping.flavour.rules {
            guard let type = rule.code(noticeField)?.numberValue?.int64, notices[type] == nil else { continue }
            let match = mapping.flavour.rules(matching: [noticeField: .integer(type)])
            // A type whose code no rule names exactly is as unknown to the general path as one no rule names.
            guard let first = match.rules.first else { continue }
            notices[type] = match.unexplained.isEmpty ? Self.noticeRule(first) : nil
        }
        noticeRules = notices
        var warnings: [TIMElement: (path: JSONPath, start: [UInt8], end: [UInt8])] = [:]
        for element in TIMElement.allCases {
            let words = (Array(TIMWebMapping.numberedTypeText(element).utf8), Array(TIMWebMapping.notInTableText.utf8))
            warnings[element] = (TIMWebMapping.path(.type, of: element), words.0, words.1)
        }
        unknownTypeWarnings = warnings
        roleLevels = mapping.values.roles.entries.compactMap { entry in
            guard case .string(let raw) = entry.value, let level = GroupRole.Level(rawValue: entry.meaning) else { return nil }
            return (Array(raw.utf8), level)
        }
        var joinMethods: [Int64: JoinMethod?] = [:]
        for entry in mapping.values.joinTypes.entries {
            guard let number = entry.value.numberValue?.int64, joinMethods[number] == nil else { continue }
            joinMethods[number] = JoinMethod(rawValue: entry.meaning)
        }
        self.joinMethods = joinMethods
        profileTip = Self.profileTip(in: mapping.flavour)
        func scope(_ value: Bool) -> GroupMuteSetting.Scope? {
            switch mapping.values.muteAll.meaning(of: .bool(value)) {
            case "all": .all
            case "none": GroupMuteSetting.Scope.none
            default: nil
            }
        }
        muteAllScopes = (scope(true), scope(false))
    }

    /// The one tip type whose rules read the changes of `newGroupProfile`, with the field each
    /// change's key is of (the first rule naming it, as `TIMMapping.field(of:in:)` finds it), for the
    /// fields this reader takes: the four texts, mute-all, custom fields, the join option and the owner.
    private static func profileTip(in flavour: FlavourTable) -> (type: Int64, fields: [(key: [UInt8], field: TIMProfileField)])? {
        let tipField = TIMElement.tip.codeField
        let types = Set(flavour.rules.compactMap { rule in rule.code(TIMWebMapping.changesField) != nil ? rule.code(tipField) : nil })
        guard types.count == 1, let type = types.first?.numberValue?.int64 else { return nil }
        var fields: [(key: [UInt8], field: TIMProfileField)] = []
        var named: Set<String> = []
        for rule in flavour.rules where rule.code(tipField)?.numberValue?.int64 == type {
            guard let key = rule.code(TIMWebMapping.changesField)?.stringValue, named.insert(key).inserted else { continue }
            guard let word = rule[attribute: "field"], let field = TIMProfileField(rawValue: word),
                field == .owner
                    ? rule.kind == .groupOwnerTransferred
                    : rule.kind == .groupProfileChanged && [.name, .introduction, .notice, .avatarURL, .muteAll, .custom, .addOption].contains(field)
            else { continue }
            fields.append((Array(key.utf8), field))
        }
        return (type, fields)
    }

    /// What a rule says, when it is one of the kinds this reader takes and says nothing else.
    private static func tipRule(_ rule: CodeRule) -> TipRule? {
        guard rule[attribute: "field"] == nil else { return nil }
        let members = rule[attribute: "members"]
        guard members == nil || members == "operator" else { return nil }
        let joinWord = rule[attribute: "joinMethod"]
        let roleWord = rule[attribute: "role"]
        let joinMethod = joinWord.flatMap(JoinMethod.init(rawValue:))
        let role = roleWord.flatMap(GroupRole.Level.init(rawValue:))
        // A word this reader does not know leaves the tip to the general path.
        guard (joinWord == nil) == (joinMethod == nil), (roleWord == nil) == (role == nil) else { return nil }
        switch rule.kind {
        case .memberJoined, .memberLeft, .memberKicked:
            guard role == nil else { return nil }
        case .memberRoleChanged:
            guard role != nil, joinMethod == nil else { return nil }
        case .memberMuted:
            guard role == nil, joinMethod == nil else { return nil }
        default:
            return nil
        }
        return TipRule(kind: rule.kind, aboutOperator: members == "operator", role: role, joinMethod: joinMethod)
    }

    /// The kinds of the system notices this reader takes.
    private static let noticeKinds: Set<GroupEventKind> = [
        .requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected, .memberKicked,
        .memberJoined, .memberLeft, .memberRoleChanged, .groupCreated, .groupDismissed, .groupRecycled, .noticeCustom, .unrecognized,
    ]

    /// What a system notice's rule says, when its kind is one this reader takes and it says nothing
    /// else: a request or an answer to one, a removal, an invitation, a quit, a role change, a
    /// group created, dismissed or recycled, a custom notice, or a known code with no kind.
    private static func noticeRule(_ rule: CodeRule) -> NoticeRule? {
        guard rule[attribute: "field"] == nil else { return nil }
        let members: NoticeMembers
        switch rule[attribute: "members"] {
        case nil: members = .noOne
        case "operator"?: members = .theOperator
        case "recipient"?: members = .recipient
        default: return nil
        }
        let joinWord = rule[attribute: "joinMethod"]
        let roleWord = rule[attribute: "role"]
        let joinMethod = joinWord.flatMap(JoinMethod.init(rawValue:))
        let role = roleWord.flatMap(GroupRole.Level.init(rawValue:))
        // A word this reader does not know leaves the notice to the general path.
        guard (joinWord == nil) == (joinMethod == nil), (roleWord == nil) == (role == nil) else { return nil }
        guard noticeKinds.contains(rule.kind), rule.kind == .memberJoined || joinMethod == nil, rule.kind == .memberRoleChanged || role == nil
        else { return nil }
        return NoticeRule(kind: rule.kind, members: members, role: role, joinMethod: joinMethod)
    }

    /// Reads a tip or notice this reader takes into `slots`, or takes a message of another type as no
    /// group notification.
    package func readSlots(_ record: JSONTapeValue, into slots: inout RecordSlots) -> Bool {
        let entry = record.tapeEntry
        guard entry.kind == .object else { return false }
        let text = record.textStart
        var type: JSONStringRange?
        var payload: JSONTapeValue?
        var payloads = 0
        var messageID: JSONStringRange?
        var addressee: JSONStringRange?
        var time: Int64?
        var types = 0
        for (key, value) in record.members {
            guard let name = key.stringRange, !name.hasEscapes else { return false }
            if name.holds("type", in: text) {
                type = value.stringRange
                types += 1
            } else if name.holds("payload", in: text) {
                // The credentials of the first payload are left out of a carried record, the last read: one only.
                payload = value
                payloads += 1
            } else if name.holds("ID", in: text) {
                guard let id = value.stringRange else { return false }
                messageID = id
            } else if name.holds("to", in: text) {
                guard let to = value.stringRange else { return false }
                addressee = to
            } else if name.holds("time", in: text) {
                // Seconds whose milliseconds an Int64 holds with room to spare; anything else goes the general way.
                guard let seconds = value.int64Value, seconds >= 0, seconds < 1_000_000_000_000_000 else { return false }
                time = seconds &* TIMWebFlavour.millisecondsPerTimeUnit
            } else if name.holds("cloudCustomData", in: text) {
                // The application's data, which no event carries: the general path reports it unless it is empty.
                guard let data = value.stringRange, data.isEmpty else { return false }
            }
        }
        guard let type, types == 1 else { return false }
        slots.source = TIMWebMapping.id
        slots.compactRecord = entry.isCompact ? entry.start..<entry.end : nil
        let isTip = type.holds("TIMGroupTipElem", in: text)
        guard isTip || type.holds("TIMGroupSystemNoticeElem", in: text) else { return passThrough(type: type, text: text, slots: &slots) }
        guard let payload, payloads == 1, payload.kind == .object else { return false }
        let read =
            isTip
            ? readTip(payload, text: text, addressee: addressee, slots: &slots) : readNotice(payload, text: text, addressee: addressee, slots: &slots)
        guard let event = read else { return false }
        slots.events.append(event)
        for index in slots.events.indices {
            slots.events[index].time = time
            slots.events[index].messageID = messageID
        }
        return true
    }

    /// Takes a compact message of another type than a tip's or a notice's, `type` (without escapes),
    /// as no group notification, as `TIMWebCodec.nonEventReason` says.
    private func passThrough(type: JSONStringRange, text: UnsafePointer<UInt8>, slots: inout RecordSlots) -> Bool {
        guard slots.compactRecord != nil, !type.hasEscapes else { return false }
        let words = TIMWebCodec.nonEventWords
        withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: 3) { pieces in
            pieces[0] = words.start.utf8Bytes
            pieces[1] = type.bytes(in: text)
            pieces[2] = words.end.utf8Bytes
            slots.passThrough(reason: UnsafeBufferPointer(pieces))
        }
        return true
    }

    /// The event of a tip's `payload`, its people appended to `slots`; of a group-profile tip's two
    /// events (a change and a transfer), the second, the first appended to `slots` here.
    private func readTip(_ payload: JSONTapeValue, text: UnsafePointer<UInt8>, addressee: JSONStringRange?, slots: inout RecordSlots) -> EventSlot? {
        var tipType: Int64?
        var operatorID: JSONStringRange?
        var userIDs: JSONTapeValue?
        var operatorInfo: JSONTapeValue?
        var memberList: JSONTapeValue?
        var groupID: JSONStringRange?
        var joinType: Int64?
        var changes: JSONTapeValue?
        var credentials = 0
        for (key, value) in payload.members {
            guard let name = key.stringRange, !name.hasEscapes else { return nil }
            if name.holds("operationType", in: text) {
                guard let number = value.int64Value else { return nil }
                tipType = number
            } else if name.holds("operatorID", in: text) {
                guard let id = value.stringRange, !id.isEmpty, id.isPlainASCII(in: text) else { return nil }
                operatorID = id
            } else if name.holds("userIDList", in: text) {
                guard value.kind == .array else { return nil }
                userIDs = value
            } else if name.holds("operatorInfo", in: text) {
                guard value.kind == .object else { return nil }
                operatorInfo = value
            } else if name.holds("memberList", in: text) {
                guard value.kind == .array else { return nil }
                memberList = value
            } else if name.holds("groupJoinType", in: text) {
                guard let number = value.int64Value else { return nil }
                joinType = number
            } else if name.holds("memberNum", in: text) {
                guard value.int64Value != nil else { return nil }
            } else if name.holds("groupProfile", in: text) {
                guard let group = readGroupProfile(value, of: .tip, text: text) else { return nil }
                groupID = group.id
            } else if name.holds("newGroupProfile", in: text) {
                guard value.kind == .object else { return nil }
                changes = value
            } else if name.holds(TIMWebCodec.credentialKey, in: text) {
                // No part of a tip, but a credential all the same when it holds something (not `""` or `null`).
                guard credentials == 0 else { return nil }
                credentials += 1
                if !value.isNull, value.stringRange?.isEmpty != true { slots.addCredential(path: 0, key: key, value: value) }
            }
        }
        guard let tipType, let operatorID else { return nil }
        // The actor: the operator, with the operator's profile when it names them or no one.
        var actor = PersonSlot(userID: operatorID)
        var operatorProfile: (userID: JSONStringRange?, person: PersonSlot, muteTime: Int64?)?
        if let operatorInfo {
            guard let profile = readProfile(operatorInfo, text: text), profile.muteTime == nil else { return nil }
            if let named = profile.userID, !named.sameBytes(as: operatorID, in: text) { return nil }
            actor = person(operatorID, profile: profile.person)
            operatorProfile = profile
        }
        slots.profiles.removeAll(keepingCapacity: true)
        if let memberList {
            for entry in memberList.elements {
                // A mute of no one named is an error of the general path's.
                guard entry.kind == .object, let profile = readProfile(entry, text: text), profile.muteTime == nil || profile.userID != nil
                else { return nil }
                slots.profiles.append(profile)
            }
        }
        if let changes {
            // A group-profile tip: a change of the profile, about no member, and an owner transfer, in
            // the order their changes first appear (`TIMMapping.profileEvents`).
            let firstCode = slots.codeStrings.count
            guard tipType == profileTip?.type, let read = readChanges(changes, text: text, slots: &slots) else { return nil }
            if let userIDs {
                for element in userIDs.elements where element.stringRange == nil { return nil }
            }
            var event = EventSlot(kind: .groupProfileChanged, members: 0..<0)
            event.codes = (EventSlot.Code("tipType", tipType), nil)
            event.stringCodes = EventSlot.StringCodes(TIMWebMapping.changesFieldName, firstCode..<slots.codeStrings.count)
            event.groupID = groupID ?? addressee
            event.actor = slots.people.count
            slots.people.append(actor)
            event.members = slots.people.count..<slots.people.count
            var transfer: EventSlot?
            if let owner = read.owner {
                transfer = event
                transfer?.kind = .groupOwnerTransferred
                transfer?.newOwner = slots.people.count
                transfer?.members = slots.people.count..<slots.people.count + 1
                slots.people.append(member(owner, slots: slots, operatorProfile: operatorProfile, text: text))
            }
            guard !read.profile.isEmpty else { return transfer }
            event.profile = read.profile
            guard let transfer else { return event }
            slots.events.append(read.ownerFirst ? transfer : event)
            return read.ownerFirst ? event : transfer
        }
        guard let rule = tipRules[tipType] else {
            return readUnrecognizedTip(tipType, actor: actor, groupID: groupID ?? addressee, userIDs: userIDs, slots: &slots)
        }
        var event = EventSlot(kind: rule.kind, members: 0..<0)
        event.codes = (EventSlot.Code("tipType", tipType), nil)
        event.groupID = groupID ?? addressee
        event.role = rule.role
        event.actor = slots.people.count
        slots.people.append(actor)
        let first = slots.people.count
        if rule.aboutOperator {
            slots.people.append(actor)
        } else if rule.kind == .memberMuted {
            // A mute tip is about the members whose mutes it gives: one mute for the event when they
            // are all alike, each member's own otherwise (as `GroupEvent.setMutes` gives them).
            guard let muteTime = slots.profiles.first(where: { $0.muteTime != nil })?.muteTime else { return nil }
            let alike = slots.profiles.allSatisfy { $0.muteTime == nil || $0.muteTime == muteTime }
            if alike { event.mute = TIMWebMapping.mute(remaining: muteTime) }
            for index in slots.profiles.indices {
                guard let memberMuteTime = slots.profiles[index].muteTime, let id = slots.profiles[index].userID else { continue }
                var person = member(id, slots: slots, operatorProfile: operatorProfile, text: text)
                if !alike { person.mute = TIMWebMapping.mute(remaining: memberMuteTime) }
                slots.people.append(person)
            }
        } else if let userIDs {
            for element in userIDs.elements {
                guard let id = element.stringRange, id.isPlainASCII(in: text) else { return nil }
                let person = member(id, slots: slots, operatorProfile: operatorProfile, text: text)
                slots.people.append(person)
            }
        } else {
            for index in slots.profiles.indices {
                guard let id = slots.profiles[index].userID else { continue }
                let person = member(id, slots: slots, operatorProfile: operatorProfile, text: text)
                slots.people.append(person)
            }
        }
        event.members = first..<slots.people.count
        // A profile of someone the event does not name is a warning of the general path's.
        for profile in slots.profiles {
            guard let id = profile.userID, !id.isEmpty else { continue }
            let named = id.sameBytes(as: operatorID, in: text) || slots.people[event.members].contains { $0.userID.sameBytes(as: id, in: text) }
            guard named else { return nil }
        }
        if rule.kind == .memberJoined {
            if let method = rule.joinMethod {
                event.joinMethod = method
            } else if let joinType {
                guard let meaning = joinMethods[joinType] else { return nil }
                event.joinMethod = meaning
            }
        }
        return event
    }

    /// The event of a tip of `type` with no rule this reader takes: of a code the table knows
    /// without a kind, or of one it does not know (with the general path's warning), an
    /// `unrecognized` event of the group and the actor, about no one, as `TIMMapping` reads it (the
    /// IDs and profiles beside are the record's, which no event carries); nil for a type whose rule
    /// this reader leaves to the general path, or a user list of anything but strings.
    private func readUnrecognizedTip(
        _ type: Int64, actor: PersonSlot, groupID: JSONStringRange?, userIDs: JSONTapeValue?, slots: inout RecordSlots
    ) -> EventSlot? {
        let known = knownTipTypes[type]
        guard known != false else { return nil }
        if let userIDs {
            for element in userIDs.elements where element.stringRange == nil { return nil }
        }
        if known == nil { addUnknownTypeWarning(type, of: .tip, to: &slots) }
        var event = EventSlot(kind: .unrecognized, members: 0..<0)
        event.codes = (EventSlot.Code("tipType", type), nil)
        event.groupID = groupID
        event.actor = slots.people.count
        slots.people.append(actor)
        event.members = slots.people.count..<slots.people.count
        return event
    }

    /// The event of a system notice's `payload`, its people appended to `slots`, as `TIMWebCodec` and
    /// `TIMMapping` read it: its codes, the group, the operator as the actor, the user it was
    /// delivered to (`to`, which it must name, without escapes) as its addressee, whom the rule says
    /// it is about, a request's or answer's message, a custom notice's words and a created group's
    /// name; an unknown type as `unrecognized`, with the general path's warning. Nil for a notice the
    /// general path would read otherwise or report: a key of the codec's of another type, a `null`,
    /// a group ID that is a number, a credential twice.
    private func readNotice(_ payload: JSONTapeValue, text: UnsafePointer<UInt8>, addressee: JSONStringRange?, slots: inout RecordSlots) -> EventSlot? {
        guard let addressee, !addressee.isEmpty, !addressee.hasEscapes else { return nil }
        var noticeType: Int64?
        var operatorID: JSONStringRange?
        var handleMessage: JSONStringRange?
        var userDefinedField: JSONStringRange?
        var group: (id: JSONStringRange?, name: JSONStringRange?)?
        var credentials = 0
        for (key, value) in payload.members {
            guard let name = key.stringRange, !name.hasEscapes else { return nil }
            if name.holds("operationType", in: text) {
                guard let number = value.int64Value else { return nil }
                noticeType = number
            } else if name.holds("operatorID", in: text) {
                guard let id = value.stringRange else { return nil }
                operatorID = id
            } else if name.holds("handleMessage", in: text) {
                guard let message = value.stringRange else { return nil }
                handleMessage = message
            } else if name.holds("userDefinedField", in: text) {
                guard let field = value.stringRange else { return nil }
                userDefinedField = field
            } else if name.holds(TIMWebCodec.credentialKey, in: text) {
                guard credentials == 0, let token = value.stringRange else { return nil }
                credentials += 1
                // An empty credential holds no secret, and stays.
                if !token.isEmpty { slots.addCredential(path: 0, key: key, value: value) }
            } else if name.holds("messageKey", in: text) {
                guard value.kind == .string || value.int64Value != nil else { return nil }
            } else if name.holds("groupProfile", in: text) {
                guard let read = readGroupProfile(value, of: .systemNotice, text: text) else { return nil }
                group = read
            }
        }
        guard let noticeType else { return nil }
        // The type's rule: none for a type the table does not know; a rule this reader leaves is the general path's.
        let known: NoticeRule?
        switch noticeRules[noticeType] {
        case .none: known = nil
        case .some(.none): return nil
        case .some(.some(let rule)): known = rule
        }
        var event = EventSlot(kind: .unrecognized, members: 0..<0)
        event.codes = (EventSlot.Code("noticeType", noticeType), nil)
        event.groupID = group?.id
        if let operatorID, !operatorID.isEmpty {
            event.actor = slots.people.count
            slots.people.append(PersonSlot(userID: operatorID))
        }
        let first = slots.people.count
        if let rule = known {
            event.kind = rule.kind
            // A known code with no kind is about no one.
            switch rule.kind == .unrecognized ? .noOne : rule.members {
            case .noOne: break
            case .theOperator: if let actor = event.actor { slots.people.append(slots.people[actor]) }
            case .recipient: slots.people.append(PersonSlot(userID: addressee))
            }
            event.role = rule.role
            event.joinMethod = rule.joinMethod
            switch rule.kind {
            case .requestJoin, .requestJoinAccepted, .requestJoinRejected, .requestInvite, .requestInviteAccepted, .requestInviteRejected:
                // The message that came with a request or an answer to one; an empty one says nothing.
                event.text = handleMessage.flatMap { $0.isEmpty ? nil : $0 }
            case .noticeCustom:
                event.text = userDefinedField
            case .groupCreated:
                // The name the group was created with; an empty one names nothing.
                if let name = group?.name, !name.isEmpty {
                    var profile = ProfileSlot()
                    profile.name = name
                    event.profile = profile
                }
            default:
                break
            }
        } else {
            addUnknownTypeWarning(noticeType, of: .systemNotice, to: &slots)
        }
        event.members = first..<slots.people.count
        event.addressee = slots.people.count
        slots.people.append(PersonSlot(userID: addressee))
        return event
    }

    /// Adds the general path's warning of a `type` of `element`'s the table does not know.
    private func addUnknownTypeWarning(_ type: Int64, of element: TIMElement, to slots: inout RecordSlots) {
        guard let warning = unknownTypeWarnings[element] else { return }
        slots.add(.unknownCode, .warning, at: warning.path, head: warning.start, number: type, tail: warning.end)
    }

    /// The group ID and name of a tip's or a notice's `groupProfile` (each nil when it names none; the
    /// name is a tip's `groupName` and a notice's `name`, as `TIMWebCodec` spells them, and a notice's
    /// `groupType` is read too); nil for a profile the general path would read otherwise or report.
    private func readGroupProfile(
        _ object: JSONTapeValue, of element: TIMElement, text: UnsafePointer<UInt8>
    ) -> (id: JSONStringRange?, name: JSONStringRange?)? {
        guard object.kind == .object else { return nil }
        let isNotice = element == .systemNotice
        var groupID: JSONStringRange?
        var groupName: JSONStringRange?
        for (key, value) in object.members {
            guard let name = key.stringRange, !name.hasEscapes else { return nil }
            if name.holds("groupID", in: text) {
                guard let id = value.stringRange else { return nil }
                groupID = id
            } else if isNotice ? name.holds("name", in: text) : name.holds("groupName", in: text) {
                guard let string = value.stringRange else { return nil }
                groupName = string
            } else if isNotice, name.holds("groupType", in: text) {
                guard value.stringRange != nil else { return nil }
            }
        }
        return (groupID, groupName)
    }

    /// A member the record names by ID, with the profile of its member entry, or else the operator's
    /// when the operator's profile names them.
    private func member(
        _ userID: JSONStringRange, slots: borrowing RecordSlots, operatorProfile: (userID: JSONStringRange?, person: PersonSlot, muteTime: Int64?)?,
        text: UnsafePointer<UInt8>
    ) -> PersonSlot {
        if let entry = slots.profiles.first(where: { $0.userID?.sameBytes(as: userID, in: text) == true }) {
            return person(userID, profile: entry.person)
        }
        if let operatorProfile, operatorProfile.userID?.sameBytes(as: userID, in: text) == true {
            return person(userID, profile: operatorProfile.person)
        }
        return PersonSlot(userID: userID)
    }

    /// `userID` with the fields of `profile`, when there is one.
    private func person(_ userID: JSONStringRange, profile: PersonSlot?) -> PersonSlot {
        var person = profile ?? PersonSlot(userID: userID)
        person.userID = userID
        return person
    }

    /// A member profile (`operatorInfo`, a `memberList` entry): its user ID, when it has one, and the
    /// person it describes; nil for a profile the general path would read otherwise or report.
    ///
    /// Each field is kept in a local of its own until the profile is made: stores into the fields of
    /// a local `PersonSlot` inside the key loop were lost by Swift 6.3's optimizer (release builds
    /// wrote people without their names; `SlotPathTests` runs unoptimized, `Scripts/same-output`
    /// compares release builds).
    private func readProfile(_ object: JSONTapeValue, text: UnsafePointer<UInt8>) -> (userID: JSONStringRange?, person: PersonSlot, muteTime: Int64?)? {
        var userID: JSONStringRange?
        var nick: JSONStringRange?
        var nameCard: JSONStringRange?
        var avatar: JSONStringRange?
        var role: GroupRole.Level?
        var roleText: JSONStringRange?
        var muteTime: Int64?
        for (key, value) in object.members {
            guard let name = key.stringRange, !name.hasEscapes else { return nil }
            if name.holds("userID", in: text) {
                guard let id = value.stringRange, id.isPlainASCII(in: text) else { return nil }
                userID = id
            } else if name.holds("nick", in: text) {
                guard let string = value.stringRange else { return nil }
                nick = string
            } else if name.holds("nameCard", in: text) {
                guard let string = value.stringRange else { return nil }
                nameCard = string
            } else if name.holds("avatar", in: text) {
                guard let string = value.stringRange else { return nil }
                avatar = string
            } else if name.holds("role", in: text) {
                guard let raw = value.stringRange, let level = level(of: raw, in: text) else { return nil }
                role = level
                roleText = raw
            } else if name.holds("muteTime", in: text) {
                guard let seconds = value.int64Value else { return nil }
                muteTime = seconds
            }
        }
        let person = PersonSlot(
            userID: userID ?? JSONStringRange(start: 0, end: 0, hasEscapes: false), name: nick, nickname: nameCard, avatarURL: avatar, role: role,
            roleText: roleText)
        return (userID, person, muteTime)
    }

    /// The change of a group-profile tip's `newGroupProfile`, its vendor fields appended to `slots`,
    /// and the new owner it names, if any, with whether that change came before the others; nil for
    /// one the general path would read otherwise or report: a key the table does not know or knows as
    /// a change this reader does not take, a key twice, a text that is no string, an owner that is
    /// no plain ASCII, a mute-all value the table does not know, a value that is null or absent, a
    /// custom field's key with escapes, no change at all.
    private func readChanges(
        _ object: JSONTapeValue, text: UnsafePointer<UInt8>, slots: inout RecordSlots
    ) -> (profile: ProfileSlot, owner: JSONStringRange?, ownerFirst: Bool)? {
        guard let fields = profileTip?.fields else { return nil }
        var profile = ProfileSlot()
        var owner: JSONStringRange?
        var ownerFirst = false
        let first = slots.vendorFields.count
        // Each key at most once: a bit per key of `fields`.
        var seen: UInt64 = 0
        for (key, value) in object.members {
            guard let name = key.stringRange, !name.hasEscapes, !value.isNull else { return nil }
            let bytes = name.bytes(in: text)
            guard let position = fields.firstIndex(where: { $0.key.elementsEqual(bytes) }), position < 64, seen & (1 << position) == 0
            else { return nil }
            seen |= 1 << position
            slots.codeStrings.append(name)
            let field = fields[position].field
            switch field {
            case .name, .introduction, .notice, .avatarURL:
                guard let string = value.stringRange else { return nil }
                switch field {
                case .name: profile.name = string
                case .introduction: profile.introduction = string
                case .notice: profile.notice = string
                default: profile.avatarURL = string
                }
            case .muteAll:
                let scope: GroupMuteSetting.Scope?
                switch value.kind {
                case .true: scope = muteAllScopes.true
                case .false: scope = muteAllScopes.false
                default: scope = nil
                }
                guard let scope else { return nil }
                profile.mute = GroupMuteSetting(scope: scope)
            case .owner:
                guard let id = value.stringRange, !id.isEmpty, id.isPlainASCII(in: text) else { return nil }
                owner = id
                ownerFirst = profile.isEmpty && slots.vendorFields.count == first
            case .addOption:
                slots.vendorFields.append(VendorFieldSlot(name: "tim.addOption", value: Self.vendorValue(value)))
            case .custom:
                guard value.kind == .array else { return nil }
                for entry in value.elements {
                    guard entry.kind == .object, let custom = customField(of: entry, text: text) else { return nil }
                    slots.vendorFields.append(VendorFieldSlot(name: "tim.custom.", key: custom.key, value: Self.vendorValue(custom.value)))
                }
            default:
                return nil
            }
        }
        profile.vendorFields = first..<slots.vendorFields.count
        guard !profile.isEmpty || owner != nil else { return nil }
        return (profile, owner, ownerFirst)
    }

    /// The key and value of a `groupCustomField` entry (`{key, value}`) whose value is given; nil for
    /// one the general path would read otherwise or report.
    private func customField(of entry: JSONTapeValue, text: UnsafePointer<UInt8>) -> (key: JSONStringRange, value: JSONTapeValue)? {
        var key: JSONStringRange?
        var fieldValue: JSONTapeValue?
        for (name, value) in entry.members {
            guard let name = name.stringRange, !name.hasEscapes else { return nil }
            if name.holds("key", in: text) {
                guard key == nil, let string = value.stringRange, !string.hasEscapes else { return nil }
                key = string
            } else if name.holds("value", in: text) {
                guard fieldValue == nil, !value.isNull else { return nil }
                fieldValue = value
            }
        }
        guard let key, let fieldValue else { return nil }
        return (key, fieldValue)
    }

    /// Where a vendor field's value (not `null`) lies, as the slots hold it.
    private static func vendorValue(_ value: JSONTapeValue) -> VendorFieldSlot.Value {
        let entry = value.tapeEntry
        switch entry.kind {
        case .string: return value.stringRange.map(VendorFieldSlot.Value.string) ?? .container
        case .number, .true, .false: return .scalar(entry.start..<entry.end)
        default: return .container
        }
    }

    /// The level of a string role the table knows.
    private func level(of raw: JSONStringRange, in text: UnsafePointer<UInt8>) -> GroupRole.Level? {
        guard !raw.hasEscapes else { return nil }
        let bytes = raw.bytes(in: text)
        return roleLevels.first { $0.raw.elementsEqual(bytes) }?.level
    }

}
