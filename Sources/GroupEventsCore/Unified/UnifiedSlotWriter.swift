import GroupEventsJSON

/// Writes unified events from `RecordSlots` straight into their output, as `UnifiedEncoder` writes
/// the same events: the same keys (the field tree's, `UnifiedFieldTree.Key`) in the same order, only
/// fields with a value, the source record copied as it lies in the input.
///
/// It writes an event whose slots hold everything the unified event has: the source's codes (a
/// reader that does not keep them is left to the general path), the raw value of every person's role
/// (a role's `raw`: ZIM's number, TIM's name; the role an event grants may have its level alone, as
/// NIM's do), a mute for all its members (none of their own), a profile change whose vendor fields'
/// values it holds (no object or array) and whose group mute lists no roles, and a compact source
/// record. As `--to unified` writes it, a record of one event; as the unified event a text message
/// carries (`writeCarried`), an event of a record of any number, its source record without its
/// credentials.
enum UnifiedSlotWriter {
    /// Writes the one event of `slots`, whose ranges lie in `text`, and says whether it did.
    static func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        guard slots.events.count == 1, writes(slots.events[0], slots: slots, leavingOutCredentials: false, text: text) else { return false }
        write(
            eventAt: 0, of: slots.events, people: slots.people, vendorFields: slots.vendorFields, codeStrings: slots.codeStrings,
            source: slots.source!, record: slots.compactRecord!, leavingOut: [], into: &slots.output, text: text)
        return true
    }

    /// Writes the event at `index` of `slots` into `slots.carried`, its source record without the
    /// credentials `slots.credentials` names, as the event a text message carries
    /// (`CredentialFields.removed(from:)`, then `UnifiedEncoder.compactBytes(_:)`), and says whether it did.
    static func writeCarried(eventAt index: Int, of slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        guard writes(slots.events[index], slots: slots, leavingOutCredentials: !slots.credentials.isEmpty, text: text) else { return false }
        slots.carried.removeAll()
        write(
            eventAt: index, of: slots.events, people: slots.people, vendorFields: slots.vendorFields, codeStrings: slots.codeStrings,
            source: slots.source!, record: slots.compactRecord!, leavingOut: slots.credentials, into: &slots.carried, text: text)
        return true
    }

    /// Whether `event` of `slots` has everything its unified event holds in its slots. A record some
    /// of whose credentials are left out (`leavingOutCredentials`) is written afresh by the general
    /// path, its strings escaped as `JSONWriter` escapes them: the copy of its text is that only
    /// when it holds no escape (no backslash).
    private static func writes(_ event: EventSlot, slots: borrowing RecordSlots, leavingOutCredentials: Bool, text: UnsafePointer<UInt8>) -> Bool {
        guard slots.source != nil, let record = slots.compactRecord, event.codes.first != nil else { return false }
        for person in slots.people where person.role != nil && person.roleNumber == nil && person.roleText == nil || person.mute != nil {
            return false
        }
        if let profile = event.profile {
            // A vendor field whose value the slots do not hold, and a mute's list of roles, are the general path's.
            for index in profile.vendorFields {
                switch slots.vendorFields[index].value {
                case .string?, .scalar?: continue
                case .container?, nil: return false
                }
            }
            if case .roles = profile.mute?.scope { return false }
        }
        return !leavingOutCredentials || !UnsafeBufferPointer(start: text + record.lowerBound, count: record.count).contains(UInt8(ascii: "\\"))
    }

    /// Writes the event at `index` of `events` (a record's, found whole by `writes`), whose people,
    /// vendor fields and code strings are the slots' lists, read in the record `text`, into `out`: with
    /// the source flavour `source` and the compact record at `record` of `text`, but for the members
    /// `credentials` names. The slots' lists are passed one by one, each read where it lies in the
    /// slots while their output buffer is written (a copy of each would retain and release it).
    private static func write(
        eventAt index: Int, of events: [EventSlot], people: [PersonSlot], vendorFields: [VendorFieldSlot], codeStrings: [JSONStringRange],
        source: FlavourID, record: Range<Int>, leavingOut credentials: [CredentialSlot], into out: inout JSONOutputBuffer,
        text: UnsafePointer<UInt8>
    ) {
        let event = events[index]
        out.beginObject()
        out.key(.kind)
        out.string(event.kind.rawValue)
        if let groupID = event.groupID {
            out.key(.groupID)
            out.string(groupID, in: text)
        }
        if let actor = event.actor {
            out.key(.actor)
            write(people[actor], into: &out, text: text)
        }
        out.key(.members)
        out.beginArray()
        for member in event.members { write(people[member], into: &out, text: text) }
        out.endArray()
        if let joinMethod = event.joinMethod {
            out.key(.joinMethod)
            out.string(joinMethod.rawValue)
        }
        if event.role != nil || event.roleNumber != nil {
            out.key(.role)
            writeRole(level: event.role, number: event.roleNumber, name: nil, into: &out, text: text)
        }
        if let mute = event.mute {
            out.key(.mute)
            write(mute, into: &out)
        }
        if let profile = event.profile {
            out.key(.profile)
            write(profile, vendorFields: vendorFields, into: &out, text: text)
        }
        if let newOwner = event.newOwner {
            out.key(.newOwner)
            write(people[newOwner], into: &out, text: text)
        }
        if let addressee = event.addressee {
            out.key(.addressee)
            write(people[addressee], into: &out, text: text)
        }
        if let words = event.text {
            out.key(.text)
            out.string(words, in: text)
        }
        if let time = event.time {
            out.key(.time)
            out.integer(time)
        }
        if let messageID = event.messageID {
            out.key(.messageID)
            out.string(messageID, in: text)
        }
        out.key(.source)
        out.beginObject()
        out.key(.vendor)
        out.string(source.vendor)
        out.key(.flavour)
        out.string(source.flavour)
        out.key(.codes)
        out.beginObject()
        if let first = event.codes.first {
            out.key(first.key)
            out.integer(first.value)
        }
        if let second = event.codes.second {
            out.key(second.key)
            out.integer(second.value)
        }
        if let strings = event.stringCodes {
            out.key(strings.key)
            out.beginArray()
            for code in codeStrings[strings.strings] { out.string(code, in: text) }
            out.endArray()
        }
        out.endObject()
        if events.count > 1 {
            out.key(.part)
            out.beginObject()
            out.key(.index)
            out.integer(Int64(index))
            out.key(.count)
            out.integer(Int64(events.count))
            out.endObject()
        }
        out.key(.record)
        guard !credentials.isEmpty else {
            out.json(UnsafeBufferPointer(start: text + record.lowerBound, count: record.count))
            out.endObject()
            out.endObject()
            return
        }
        // The record's text, but for the credentials' members.
        var copied = record.lowerBound
        for credential in credentials.sorted(by: { $0.text.lowerBound < $1.text.lowerBound }) {
            let piece = UnsafeBufferPointer(start: text + copied, count: credential.text.lowerBound - copied)
            if copied == record.lowerBound { out.json(piece) } else { out.json(continuing: piece) }
            copied = credential.text.upperBound
        }
        let rest = UnsafeBufferPointer(start: text + copied, count: record.upperBound - copied)
        if copied == record.lowerBound { out.json(rest) } else { out.json(continuing: rest) }
        out.endObject()
        out.endObject()
    }

    /// A person, as `GroupMember`'s unified object.
    private static func write(_ person: PersonSlot, into out: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        out.beginObject()
        out.key(.userID)
        out.string(person.userID, in: text)
        if let name = person.name {
            out.key(.name)
            out.string(name, in: text)
        }
        if let nickname = person.nickname {
            out.key(.nickname)
            out.string(nickname, in: text)
        }
        if let avatarURL = person.avatarURL {
            out.key(.avatarURL)
            out.string(avatarURL, in: text)
        }
        if person.roleNumber != nil || person.roleText != nil {
            out.key(.role)
            writeRole(level: person.role, number: person.roleNumber, name: person.roleText, into: &out, text: text)
        }
        out.endObject()
    }

    /// A role, as `GroupRole`'s unified object: its level, its raw value (a number, or else a name), or both.
    private static func writeRole(
        level: GroupRole.Level?, number: Int64?, name: JSONStringRange?, into out: inout JSONOutputBuffer, text: UnsafePointer<UInt8>
    ) {
        out.beginObject()
        if let level {
            out.key(.level)
            out.string(level.rawValue)
        }
        if let number {
            out.key(.raw)
            out.integer(number)
        } else if let name {
            out.key(.raw)
            out.string(name, in: text)
        }
        out.endObject()
    }

    /// A profile change, as `GroupProfileChange`'s unified object (a mute's scope lists no roles), its
    /// fields with no unified meaning those of `vendorFields` it names (each with its value).
    private static func write(_ profile: ProfileSlot, vendorFields: [VendorFieldSlot], into out: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        out.beginObject()
        if let name = profile.name {
            out.key(.name)
            out.string(name, in: text)
        }
        if let notice = profile.notice {
            out.key(.notice)
            out.string(notice, in: text)
        }
        if let introduction = profile.introduction {
            out.key(.introduction)
            out.string(introduction, in: text)
        }
        if let avatarURL = profile.avatarURL {
            out.key(.avatarURL)
            out.string(avatarURL, in: text)
        }
        if let mute = profile.mute {
            out.key(.mute)
            write(mute, into: &out)
        }
        if !profile.vendorFields.isEmpty {
            out.key(.other)
            out.beginArray()
            for index in profile.vendorFields { write(vendorFields[index], into: &out, text: text) }
            out.endArray()
        }
        out.endObject()
    }

    /// A field with no unified meaning, as `GroupProfileChange.Field`'s unified object: its name (the
    /// start of it and a key without escapes, joined and written as a string) and its value as the
    /// record wrote it (a string, a number, `true` or `false`).
    private static func write(_ field: VendorFieldSlot, into out: inout JSONOutputBuffer, text: UnsafePointer<UInt8>) {
        out.beginObject()
        out.key(.name)
        let key = field.key.map { $0.bytes(in: text) } ?? UnsafeBufferPointer(start: nil, count: 0)
        let start = field.name.utf8CodeUnitCount
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: start + key.count) { name in
            _ = name.initialize(from: field.name.utf8Bytes)
            _ = UnsafeMutableBufferPointer(rebasing: name[start...]).initialize(from: key)
            out.string(utf8: UnsafeBufferPointer(name))
        }
        out.key(.value)
        switch field.value {
        case .string(let value)?: out.string(value, in: text)
        case .scalar(let value)?: out.json(UnsafeBufferPointer(start: text + value.lowerBound, count: value.count))
        case .container?, nil: break
        }
        out.endObject()
    }

    /// A group mute setting whose scope lists no roles, as `GroupMuteSetting`'s unified object.
    private static func write(_ mute: GroupMuteSetting, into out: inout JSONOutputBuffer) {
        out.beginObject()
        out.key(.scope)
        switch mute.scope {
        case .none: out.string("none")
        case .members: out.string("members")
        case .all: out.string("all")
        case .roles: out.string("roles")
        case .unknown: out.string("unknown")
        }
        if let term = mute.term {
            out.key(.term)
            write(term, into: &out)
        }
        if let rawMode = mute.rawMode {
            out.key(.rawMode)
            out.integer(rawMode)
        }
        out.endObject()
    }

    /// A mute, as `MuteState`'s unified object.
    private static func write(_ mute: MuteState, into out: inout JSONOutputBuffer) {
        out.beginObject()
        out.key(.state)
        switch mute {
        case .lifted: out.string("lifted")
        case .forever: out.string("forever")
        case .muted: out.string("muted")
        case .until(let milliseconds):
            out.string("until")
            out.key(.until)
            out.integer(milliseconds)
        case .duration(let seconds):
            out.string("duration")
            out.key(.seconds)
            out.integer(seconds)
        }
        out.endObject()
    }
}

extension JSONOutputBuffer {
    /// Names the next member with a key of the unified field tree.
    fileprivate mutating func key(_ key: UnifiedFieldTree.Key) {
        self.key(key.spelling)
    }
}
