import GroupEventsCore
import GroupEventsJSON

/// Reads the `nim:server` message copies of team and super-team notifications about members
/// (invited, kicked, left, application approved, invitation accepted, managers added and removed,
/// muted), owner transfers, dismissals and updates of the team's profile (`NIMUpdateTagReader`), and
/// those of ops the table does not name (`unrecognized`, with the mapping's warning), straight from
/// the record's index into `RecordSlots`, as `NIMServerCodec` and `NIMServerMapping` read them.
///
/// `attach` comes as an object or as a string holding the wire object (`"{\"data\":…,\"id\":3}"`).
/// For a string, the reader joins the record and the string's text unescaped into one text
/// (`RecordSlots.joinEmbeddedDocument`: the record's bytes, then the document's) and reads the
/// document from the tape the slots keep, so that every range the slots hold lies in that one text,
/// the document's offset by the record's length.
///
/// It takes a record only when the general path would read it the same way and with no diagnostic
/// but the warning of an op the table does not name: a compact message copy (`convType` `TEAM` or
/// `SUPER_TEAM`, `eventType` absent or `"1"`, `msgType` `NOTIFICATION`, no `ext`) from a
/// `fromAccount` to a team named by a string `to`, whose op (read as the super-team op the table's
/// `teamOp` names, for a super-team copy carrying a team op) has a rule of those kinds in the table
/// in use, reads update tags the table knows, or has no rule at all (looked up once, through the
/// mapping, so a table of one's own changes this reader too), every key the codec reads of the type
/// it expects and none of them `null`, twice or spelled with escapes, and accounts without escapes.
/// A name card of anyone the events do not name gets the general path's warning
/// (`reportUnnamedCards`), but in a copy of an op the table does not name, whose cards the general
/// path does not look at. Anything else (an op of a rule of another kind, an unknown update tag, a
/// `mute` as a string, a time that is no plain digits, a numeric message ID, a bare attach, a system
/// notice) is left to the general path.
package struct NIMServerSlotReader: SlotReading {
    /// What the table's rule for an op says, for the ops this reader takes.
    private struct OpRule: Sendable {
        let kind: GroupEventKind
        /// How the members joined, when the rule says.
        let joinMethod: JoinMethod?
        /// The role granted, when the rule says.
        let role: GroupRole.Level?
    }

    /// The rules of the ops this reader takes, by the op the table knows: a score of pairs looked
    /// through, which costs less than hashing the op.
    private let rules: [(op: Int64, rule: OpRule)]
    /// The super-team op a super-team copy carrying a team op is read as (`NIMTableOps.superTeam`),
    /// looked through likewise.
    private let superTeamOps: [(op: Int64, superTeamOp: Int64)]
    /// The reader of the update tags of the ops that read them (3 and 404).
    private let updateTags: NIMUpdateTagReader
    /// Every op a rule of the table names, whatever its kind or other codes, looked through: a copy of
    /// an op outside them is kept as `unrecognized`, with the general path's warning. Nil when a rule
    /// names an op that is no 64-bit integer (a table of one's own), whose lookup this reader does not
    /// repeat.
    private let tableOps: [Int64]?
    /// The words of the warning for an op the table does not name, before and after the op
    /// (`NIMMapping.unknownOpWords`).
    private let unknownOpWords: (start: [UInt8], end: [UInt8])

    /// A reader for the tables of `mapping`: for each op a rule of the kinds it takes names, the rule
    /// the general path finds for the op (`NIMMapping.decode`), when it is of those kinds.
    package init(mapping: NIMServerMapping) {
        var rules: [Int64: OpRule] = [:]
        for candidate in mapping.flavour.rules where Self.takes(candidate.kind) {
            guard let op = NIMServerMapping.op(ofCode: candidate.code(NIMServerMapping.opField)), rules[op] == nil, !mapping.ops.tagged.contains(op),
                let rule = mapping.flavour.rules(matching: [NIMServerMapping.opField: NIMServerMapping.opCode(op)]).rules.first, Self.takes(rule.kind)
            else { continue }
            rules[op] = OpRule(
                kind: rule.kind, joinMethod: rule[attribute: "joinMethod"].flatMap(JoinMethod.init(rawValue:)),
                role: rule[attribute: "role"].flatMap(GroupRole.Level.init(rawValue:)))
        }
        self.rules = rules.sorted { $0.key < $1.key }.map { (op: $0.key, rule: $0.value) }
        superTeamOps = mapping.ops.superTeam.sorted { $0.key < $1.key }.map { (op: $0.key, superTeamOp: $0.value) }
        updateTags = NIMUpdateTagReader(mapping: mapping)
        tableOps = Self.tableOps(of: mapping.flavour)
        let words = NIMServerMapping.unknownOpWords
        unknownOpWords = (Array(words.start.utf8), Array(words.end.utf8))
    }

    /// The ops the rules of `flavour` name, in order; nil when one names an op that is no 64-bit integer.
    private static func tableOps(of flavour: FlavourTable) -> [Int64]? {
        var ops: Set<Int64> = []
        for rule in flavour.rules {
            guard let code = rule.code(NIMServerMapping.opField) else { continue }
            guard let op = NIMServerMapping.op(ofCode: code) else { return nil }
            ops.insert(op)
        }
        return ops.sorted()
    }

    /// The envelope of a message copy: what the events take from it.
    private struct Envelope {
        /// Whether `convType` is `SUPER_TEAM`.
        let isSuperTeam: Bool
        /// `fromAccount`: the operator.
        let fromAccount: JSONStringRange
        /// `to`: the team.
        let to: JSONStringRange
        /// `msgTimestamp`.
        let time: Int64?
        /// `msgidServer`.
        let messageID: JSONStringRange?
    }

    /// The parts of the wire `data` the events use; ranges in the text the slots' ranges lie in.
    private struct DataParts {
        /// `id`.
        let id: JSONStringRange?
        /// `ids`' array.
        let ids: JSONTapeValue?
        /// `tinfo`, an object whose every value is a string.
        let tinfo: JSONTapeValue?
        /// `mute`.
        let mute: Int64?
        /// `leave`.
        let leave: Bool?
        /// How far on the ranges of `ids`' elements lie in the slots' text.
        let shift: Int
    }

    /// Reads a message copy this reader takes into `slots`.
    package func readSlots(_ record: JSONTapeValue, into slots: inout RecordSlots) -> Bool {
        let entry = record.tapeEntry
        guard entry.kind == .object, entry.isCompact else { return false }
        let text = record.textStart
        var attach: JSONTapeValue?
        var isSuperTeam = false
        var fromAccount: JSONStringRange?
        var to: JSONStringRange?
        var time: Int64?
        var messageID: JSONStringRange?
        var isNotification = false
        // Each key the codec reads at most once (a bit each), none of them null.
        var seen: UInt16 = 0
        for (key, value) in record.members {
            guard let name = key.stringRange, !name.hasEscapes else { return false }
            let bit: UInt16
            if name.holds("attach", in: text) {
                bit = 1
            } else if name.holds("convType", in: text) {
                bit = 2
            } else if name.holds("eventType", in: text) {
                bit = 4
            } else if name.holds("fromAccount", in: text) {
                bit = 8
            } else if name.holds("msgTimestamp", in: text) {
                bit = 16
            } else if name.holds("msgType", in: text) {
                bit = 32
            } else if name.holds("msgidServer", in: text) {
                bit = 64
            } else if name.holds("to", in: text) {
                bit = 128
            } else if name.holds("ext", in: text) {
                // The copy's extension data, which a text message of the flavour's fallback holds.
                return false
            } else {
                continue
            }
            guard seen & bit == 0, !value.isNull else { return false }
            seen |= bit
            switch bit {
            case 1:
                guard value.kind == .object || value.kind == .string else { return false }
                attach = value
            case 2:
                guard let string = value.stringRange else { return false }
                if string.holds("SUPER_TEAM", in: text) {
                    isSuperTeam = true
                } else if !string.holds("TEAM", in: text) {
                    return false
                }
            case 4:
                guard let string = value.stringRange, string.holds("1", in: text) else { return false }
            case 8:
                guard let string = value.stringRange, !string.hasEscapes else { return false }
                fromAccount = string
            case 16:
                guard let number = Self.integer(value, in: text) else { return false }
                time = number
            case 32:
                guard let string = value.stringRange, string.holds("NOTIFICATION", in: text) else { return false }
                isNotification = true
            case 64:
                guard let string = value.stringRange else { return false }
                messageID = string
            default:
                guard let string = value.stringRange else { return false }
                to = string
            }
        }
        guard isNotification, seen & 2 != 0, let attach, let fromAccount, let to else { return false }
        let envelope = Envelope(isSuperTeam: isSuperTeam, fromAccount: fromAccount, to: to, time: time, messageID: messageID)
        slots.source = NIMServerMapping.id
        slots.compactRecord = entry.start..<entry.end
        guard let embedded = attach.stringRange else {
            return readAttach(attach, shift: 0, text: text, envelope: envelope, slots: &slots)
        }
        guard slots.joinEmbeddedDocument(of: record, string: embedded) else { return false }
        // A copy of the tape (its storage shared, not copied) lets the reading fill the slots.
        let tape = slots.embeddedTape
        let joined = slots.joinedText.baseAddress
        return tape.withRoot(in: slots.embeddedDocument(after: record)) { document in
            readAttach(document, shift: entry.end, text: joined, envelope: envelope, slots: &slots)
        }
    }

    /// The rule of an update of the team's profile, whose tags the reader has read.
    private static let updateRule = OpRule(kind: .groupProfileChanged, joinMethod: nil, role: nil)
    /// What the reader takes an op no rule names for: an event of no kind of the model's.
    private static let unknownOpRule = OpRule(kind: .unrecognized, joinMethod: nil, role: nil)

    /// Whether the reader takes events of `kind`.
    private static func takes(_ kind: GroupEventKind) -> Bool {
        switch kind {
        case .memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberMuted, .groupOwnerTransferred, .groupDismissed: true
        default: false
        }
    }

    /// An integer as `FieldReader.int64OrString` reads it: a number in 64-bit range, or a string of
    /// plain digits (nil for a sign, escapes or anything else the general path reads or reports).
    private static func integer(_ value: JSONTapeValue, in text: UnsafePointer<UInt8>) -> Int64? {
        guard let string = value.stringRange else { return value.int64Value }
        return integer(digits: string, in: text)
    }

    /// The integer the string `string` of `text` holds as plain digits, in 64-bit range; nil for an
    /// empty string, a sign, escapes or anything else.
    static func integer(digits string: JSONStringRange, in text: UnsafePointer<UInt8>) -> Int64? {
        guard !string.hasEscapes, !string.isEmpty else { return nil }
        var number: Int64 = 0
        for digit in string.bytes(in: text) {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            let (shifted, overflowed) = number.multipliedReportingOverflow(by: 10)
            let (sum, carried) = shifted.addingReportingOverflow(Int64(digit &- UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            number = sum
        }
        return number
    }

    /// Reads the wire attach object `attach` (`{"data": {...}, "id": N}`) and the events it says into
    /// `slots`; its ranges lie `shift` bytes on in `text`, the text of the slots' ranges.
    private func readAttach(_ attach: JSONTapeValue, shift: Int, text: UnsafePointer<UInt8>, envelope: Envelope, slots: inout RecordSlots) -> Bool {
        guard attach.kind == .object else { return false }
        let own = attach.textStart
        var op: Int64?
        var data: JSONTapeValue?
        var seen: UInt8 = 0
        for (key, value) in attach.members {
            guard let name = key.stringRange, !name.hasEscapes else { return false }
            let bit: UInt8
            if name.holds("id", in: own) {
                bit = 1
            } else if name.holds("data", in: own) {
                bit = 2
            } else {
                continue
            }
            guard seen & bit == 0, !value.isNull else { return false }
            seen |= bit
            if bit == 1 {
                guard let number = value.int64Value else { return false }
                op = number
            } else {
                guard value.kind == .object else { return false }
                data = value
            }
        }
        guard let op, let data, let parts = readData(data, shift: shift, slots: &slots) else { return false }
        let superTeamOp = envelope.isSuperTeam ? superTeamOps.first(where: { $0.op == op })?.superTeamOp : nil
        let tableOp = superTeamOp ?? op
        var event = EventSlot(kind: .groupProfileChanged, members: 0..<0)
        // An update of the team's profile: its tags say what changed (the profile), and are codes too.
        let isUpdate = updateTags.readsTags(of: tableOp)
        let rule: OpRule
        if isUpdate {
            guard let tinfo = parts.tinfo, updateTags.read(tinfo, op: tableOp, shift: shift, into: &event, slots: &slots) else { return false }
            rule = Self.updateRule
        } else if let found = rules.first(where: { $0.op == tableOp })?.rule {
            rule = found
            event.kind = rule.kind
        } else {
            // An op of a rule of a kind this reader does not take is the general path's.
            guard let tableOps, !tableOps.contains(tableOp) else { return false }
            rule = Self.unknownOpRule
            event.kind = rule.kind
            addUnknownOpWarning(op, embedded: shift > 0, to: &slots)
        }
        event.codes = (EventSlot.Code("op", op), nil)
        event.groupID = envelope.to
        event.time = envelope.time
        event.messageID = envelope.messageID
        let sender = slots.people.count
        slots.people.append(person(envelope.fromAccount, slots: slots, text: text))
        event.actor = sender
        var departure: EventSlot?
        // An update's event is whole (its kinds compared as strings only for the others).
        switch isUpdate ? nil : rule.kind {
        case .memberJoined?:
            event.joinMethod = rule.joinMethod
            switch rule.joinMethod {
            case .approved?:
                // Op 5/410: `data.id` is the applicant; the applicant being the sender, a free join.
                guard appendTargets(parts, to: &event, slots: &slots, text: text) else { return false }
                if let id = parts.id, id.sameBytes(as: envelope.fromAccount, in: text) { event.joinMethod = .free }
            case .invitationAccepted?:
                // Op 9/411: `data.id` is the inviter, the actor; the joiner is the sender.
                event.members = sender..<sender + 1
                if let id = parts.id {
                    event.actor = slots.people.count
                    slots.people.append(person(id, slots: slots, text: text))
                } else {
                    event.actor = nil
                }
            default:
                guard appendTargets(parts, to: &event, slots: &slots, text: text) else { return false }
            }
        case .memberLeft?:
            event.members = sender..<sender + 1
        case .memberKicked?, .memberRoleChanged?, .memberMuted?:
            guard appendTargets(parts, to: &event, slots: &slots, text: text) else { return false }
            event.role = rule.role
            if rule.kind == .memberMuted { event.mute = parts.mute.map { $0 == 0 ? .lifted : .muted } }
        case .groupOwnerTransferred?:
            // Op 6/406: `data.id` is the new owner; with `leave`, the old one (the sender) left too.
            if let id = parts.id {
                event.newOwner = slots.people.count
                event.members = slots.people.count..<slots.people.count + 1
                slots.people.append(person(id, slots: slots, text: text))
            }
            if parts.leave == true {
                var left = EventSlot(kind: .memberLeft, members: slots.people.count..<slots.people.count + 1)
                slots.people.append(slots.people[sender])
                left.actor = sender
                (left.groupID, left.time, left.messageID, left.codes) = (event.groupID, event.time, event.messageID, event.codes)
                departure = left
            }
        default:
            break
        }
        // The general path keeps an op it does not know as it is, looking at none of its cards.
        if rule.kind != .unrecognized { reportUnnamedCards(in: &slots, text: text, embedded: shift > 0) }
        slots.events.append(event)
        if let departure { slots.events.append(departure) }
        return true
    }

    /// Adds the warning `NIMMapping` gives for an op (`op`, as written) the table does not name, where
    /// the op lies: in the embedded document of an `attach` string, or in the object.
    private func addUnknownOpWarning(_ op: Int64, embedded: Bool, to slots: inout RecordSlots) {
        slots.add(
            .unknownCode, .warning, at: embedded ? Self.embeddedOpPath : Self.opPath, head: unknownOpWords.start, number: op,
            tail: unknownOpWords.end)
    }

    /// Adds the warning `NIMMapping` gives for each account of a name card (`slots.profiles`) the
    /// events name nowhere (the card is left out), once per account, in the cards' order.
    private func reportUnnamedCards(in slots: inout RecordSlots, text: UnsafePointer<UInt8>, embedded: Bool) {
        for index in slots.profiles.indices {
            guard let account = slots.profiles[index].userID, !account.isEmpty,
                !slots.people.contains(where: { $0.userID.sameBytes(as: account, in: text) }),
                !slots.profiles[..<index].contains(where: { $0.userID?.sameBytes(as: account, in: text) == true })
            else { continue }
            withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: 3) { pieces in
                pieces[0] = Self.unnamedCardText.start.utf8Bytes
                pieces[1] = account.bytes(in: text)
                pieces[2] = Self.unnamedCardText.end.utf8Bytes
                slots.add(
                    .suspiciousValue, .warning, at: embedded ? Self.embeddedCardsPath : Self.cardsPath, message: UnsafeBufferPointer(pieces))
            }
        }
    }

    /// The text of the unnamed card's warning before and after the account, as `NIMMapping` words it
    /// for a copy that names its sender.
    private static let unnamedCardText: (start: StaticString, end: StaticString) = (
        "a name card names \"", "\", whom the notification names neither as its operator nor as a target; the card is left out"
    )
    /// Where the op lies: in an `attach` object, and in the document of an `attach` string.
    private static let opPath = JSONPath(keys: "attach", "id")
    private static let embeddedOpPath = JSONPath(keys: "attach").appendingEmbeddedDocument().appending(key: "id")
    /// Where the name cards lie: in an `attach` object, and in the document of an `attach` string.
    private static let cardsPath = JSONPath(keys: "attach", "data", "uinfos")
    private static let embeddedCardsPath = JSONPath(keys: "attach").appendingEmbeddedDocument().appending(key: "data").appending(key: "uinfos")

    /// Appends the people `ids` names (or `id`, when there is no `ids`) as `event`'s members; false
    /// for an account with escapes.
    private func appendTargets(_ parts: DataParts, to event: inout EventSlot, slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        let first = slots.people.count
        if let ids = parts.ids {
            for element in ids.elements {
                guard let account = element.stringRange, !account.hasEscapes else { return false }
                slots.people.append(person(account.shifted(by: parts.shift), slots: slots, text: text))
            }
        } else if let id = parts.id {
            slots.people.append(person(id, slots: slots, text: text))
        }
        event.members = first..<slots.people.count
        return true
    }

    /// The person `account` names, with the name and avatar of the first name card (`slots.profiles`)
    /// of that account, as `NIMMapping.member` makes one.
    private func person(_ account: JSONStringRange, slots: borrowing RecordSlots, text: UnsafePointer<UInt8>) -> PersonSlot {
        for card in slots.profiles where card.userID.map({ $0.sameBytes(as: account, in: text) }) == true {
            return PersonSlot(userID: account, name: card.person.name, avatarURL: card.person.avatarURL)
        }
        return PersonSlot(userID: account)
    }

    /// The parts of a `data` object the events use, its name cards kept in `slots.profiles`; nil for one
    /// the general path would read otherwise or report (a key of the wrong type, `null` or twice, a
    /// `tinfo` value that is no string, a card without an account or with escapes in it).
    private func readData(_ data: JSONTapeValue, shift: Int, slots: inout RecordSlots) -> DataParts? {
        let own = data.textStart
        var id: JSONStringRange?
        var ids: JSONTapeValue?
        var tinfo: JSONTapeValue?
        var mute: Int64?
        var leave: Bool?
        var seen: UInt8 = 0
        for (key, value) in data.members {
            guard let name = key.stringRange, !name.hasEscapes else { return nil }
            let bit: UInt8
            if name.holds("id", in: own) {
                bit = 1
            } else if name.holds("ids", in: own) {
                bit = 2
            } else if name.holds("tinfo", in: own) {
                bit = 4
            } else if name.holds("uinfos", in: own) {
                bit = 8
            } else if name.holds("mute", in: own) {
                bit = 16
            } else if name.holds("attach", in: own) {
                bit = 32
            } else if name.holds("leave", in: own) {
                bit = 64
            } else {
                continue
            }
            guard seen & bit == 0, !value.isNull else { return nil }
            seen |= bit
            switch bit {
            case 1:
                guard let string = value.stringRange, !string.hasEscapes else { return nil }
                id = string.shifted(by: shift)
            case 2:
                guard value.kind == .array else { return nil }
                ids = value
            case 4:
                // Every tag's value a string.
                guard value.kind == .object else { return nil }
                for (_, tag) in value.members where tag.kind != .string { return nil }
                tinfo = value
            case 8:
                guard value.kind == .array else { return nil }
                for card in value.elements {
                    guard let read = readCard(card, shift: shift) else { return nil }
                    slots.profiles.append((userID: read.userID, person: read, muteTime: nil))
                }
            case 16:
                guard let number = value.int64Value else { return nil }
                mute = number
            case 32:
                guard value.kind == .string else { return nil }
            default:
                guard let flag = value.boolValue else { return nil }
                leave = flag
            }
        }
        return DataParts(id: id, ids: ids, tinfo: tinfo, mute: mute, leave: leave, shift: shift)
    }

    /// A name card (`uinfos` entry: tag `"1"` the account, `"3"` the nickname, `"4"` the avatar) as
    /// the person it describes, its ranges moved `shift` bytes on; nil for one the general path would
    /// read otherwise or report.
    private func readCard(_ card: JSONTapeValue, shift: Int) -> PersonSlot? {
        guard card.kind == .object else { return nil }
        let own = card.textStart
        var account: JSONStringRange?
        var nick: JSONStringRange?
        var avatar: JSONStringRange?
        var seen: UInt8 = 0
        for (key, value) in card.members {
            guard let name = key.stringRange, !name.hasEscapes else { return nil }
            let bit: UInt8
            if name.holds("1", in: own) {
                bit = 1
            } else if name.holds("3", in: own) {
                bit = 2
            } else if name.holds("4", in: own) {
                bit = 4
            } else {
                continue
            }
            guard seen & bit == 0, let string = value.stringRange else { return nil }
            seen |= bit
            switch bit {
            case 1:
                guard !string.hasEscapes else { return nil }
                account = string.shifted(by: shift)
            case 2: nick = string.shifted(by: shift)
            default: avatar = string.shifted(by: shift)
            }
        }
        guard let account else { return nil }
        return PersonSlot(userID: account, name: nick, avatarURL: avatar)
    }
}
