import GroupEventsJSON

/// Writes unified events from `RecordSlots` straight into their output, as `UnifiedEncoder` writes
/// the same events: the same keys (the field tree's, `UnifiedFieldTree.Key`) in the same order, only
/// fields with a value, the source record copied as it lies in the input.
///
/// It writes one event whose slots hold everything the unified event has: the source's codes (a
/// reader that does not keep them, such as `TIMWebSlotReader`, is left to the general path), the
/// number of every person's role (a role's `raw`; the role an event grants may have its level
/// alone, as NIM's do), a mute for all its members (none of their own), a profile change whose
/// vendor fields are strings of the record (NIM's update tags; TIM's, whose values the slots do not
/// hold, are the general path's) and whose group mute lists no roles, and a compact source record.
enum UnifiedSlotWriter {
    /// Writes the one event of `slots`, whose ranges lie in `text`, and says whether it did.
    static func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        guard slots.events.count == 1, let source = slots.source, let record = slots.compactRecord else { return false }
        let event = slots.events[0]
        guard let firstCode = event.codes.first else { return false }
        for person in slots.people where person.role != nil && person.roleNumber == nil || person.mute != nil { return false }
        if let profile = event.profile {
            // Vendor fields whose values the slots do not hold, and a mute's list of roles, are the general path's.
            for index in profile.vendorFields where slots.vendorFields[index].value == nil || slots.vendorFields[index].key != nil { return false }
            if case .roles = profile.mute?.scope { return false }
        }

        slots.output.beginObject()
        slots.output.key(.kind)
        slots.output.string(event.kind.rawValue)
        if let groupID = event.groupID {
            slots.output.key(.groupID)
            slots.output.string(groupID, in: text)
        }
        if let actor = event.actor {
            slots.output.key(.actor)
            write(slots.people[actor], into: &slots.output, text: text)
        }
        slots.output.key(.members)
        slots.output.beginArray()
        for index in event.members { write(slots.people[index], into: &slots.output, text: text) }
        slots.output.endArray()
        if let joinMethod = event.joinMethod {
            slots.output.key(.joinMethod)
            slots.output.string(joinMethod.rawValue)
        }
        if event.role != nil || event.roleNumber != nil {
            slots.output.key(.role)
            writeRole(level: event.role, number: event.roleNumber, into: &slots.output)
        }
        if let mute = event.mute {
            slots.output.key(.mute)
            write(mute, into: &slots.output)
        }
        if let profile = event.profile {
            slots.output.key(.profile)
            write(profile, vendorFields: slots.vendorFields, into: &slots.output, text: text)
        }
        if let newOwner = event.newOwner {
            slots.output.key(.newOwner)
            write(slots.people[newOwner], into: &slots.output, text: text)
        }
        if let time = event.time {
            slots.output.key(.time)
            slots.output.integer(time)
        }
        if let messageID = event.messageID {
            slots.output.key(.messageID)
            slots.output.string(messageID, in: text)
        }
        slots.output.key(.source)
        slots.output.beginObject()
        slots.output.key(.vendor)
        slots.output.string(source.vendor)
        slots.output.key(.flavour)
        slots.output.string(source.flavour)
        slots.output.key(.codes)
        slots.output.beginObject()
        slots.output.key(firstCode.key)
        slots.output.integer(firstCode.value)
        if let second = event.codes.second {
            slots.output.key(second.key)
            slots.output.integer(second.value)
        }
        if let strings = event.stringCodes {
            slots.output.key(strings.key)
            slots.output.beginArray()
            for index in strings.strings { slots.output.string(slots.codeStrings[index], in: text) }
            slots.output.endArray()
        }
        slots.output.endObject()
        slots.output.key(.record)
        slots.output.json(UnsafeBufferPointer(start: text + record.lowerBound, count: record.count))
        slots.output.endObject()
        slots.output.endObject()
        return true
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
        if let number = person.roleNumber {
            out.key(.role)
            writeRole(level: person.role, number: number, into: &out)
        }
        out.endObject()
    }

    /// A role, as `GroupRole`'s unified object: its level, its number, or both.
    private static func writeRole(level: GroupRole.Level?, number: Int64?, into out: inout JSONOutputBuffer) {
        out.beginObject()
        if let level {
            out.key(.level)
            out.string(level.rawValue)
        }
        if let number {
            out.key(.raw)
            out.integer(number)
        }
        out.endObject()
    }

    /// A profile change, as `GroupProfileChange`'s unified object (a mute's scope lists no roles, each
    /// vendor field of `vendorFields` it names has a value and no key).
    private static func write(
        _ profile: ProfileSlot, vendorFields: borrowing [VendorFieldSlot], into out: inout JSONOutputBuffer, text: UnsafePointer<UInt8>
    ) {
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
            for index in profile.vendorFields {
                let field = vendorFields[index]
                out.beginObject()
                out.key(.name)
                out.string(field.name)
                if let value = field.value {
                    out.key(.value)
                    out.string(value, in: text)
                }
                out.endObject()
            }
            out.endArray()
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
