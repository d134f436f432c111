import GroupEventsJSON

/// An event of a record read into slots, as `SentenceRenderer` reads it (`SentenceSubject`): its
/// people and texts are ranges of the record's text, written into the sentence unescaped, with no
/// string made.
struct SlotSentenceSubject: SentenceSubject {
    /// The event.
    let event: EventSlot
    /// The people the slots' events name.
    let people: [PersonSlot]
    /// The fields with no unified meaning the slots' profile changes change.
    let vendorFields: [VendorFieldSlot]
    /// The strings of the events' codes that are sets of strings (`EventSlot.stringCodes`).
    let codeStrings: [JSONStringRange]
    /// The flavour the record was read in.
    let sourceFlavour: FlavourID
    /// The text the ranges lie in.
    let recordText: UnsafePointer<UInt8>

    /// The event's.
    var kind: GroupEventKind { event.kind }
    /// The event's.
    var actor: PersonSlot? { event.actor.map { people[$0] } }
    /// The event's.
    var memberCount: Int { event.members.count }
    /// The event's.
    func member(_ index: Int) -> PersonSlot { people[event.members.lowerBound + index] }
    /// The event's.
    var newOwner: PersonSlot? { event.newOwner.map { people[$0] } }
    /// The event's.
    var addressee: PersonSlot? { event.addressee.map { people[$0] } }
    /// The event's.
    var joinMethod: JoinMethod? { event.joinMethod }
    /// The event's.
    var roleLevel: GroupRole.Level? { event.role }
    /// The event's.
    var mute: MuteState? { event.mute }
    /// The member's own, or else the event's.
    func mute(ofMember index: Int) -> MuteState? { member(index).mute ?? event.mute }
    /// The event's.
    var text: JSONStringRange? { event.text }
    /// The profile's.
    var profileName: JSONStringRange? { event.profile?.name }
    /// The profile's.
    var profileNotice: JSONStringRange? { event.profile?.notice }
    /// The profile's.
    var profileIntroduction: JSONStringRange? { event.profile?.introduction }
    /// The profile's.
    var profileAvatarURL: JSONStringRange? { event.profile?.avatarURL }
    /// The profile's.
    var profileMute: GroupMuteSetting? { event.profile?.mute }
    /// The profile's.
    var profileFieldCount: Int { event.profile?.vendorFields.count ?? 0 }
    /// The profile's, its name and value made from the record's text (a value the slots do not hold
    /// is null: a writer that says the sentence leaves such a change to the general path first).
    func profileField(_ index: Int) -> GroupProfileChange.Field {
        let field = vendorFields[event.profile!.vendorFields.lowerBound + index]
        return GroupProfileChange.Field(name: field.fullName(in: recordText), value: field.jsonValue(in: recordText) ?? .null)
    }
    /// The event's codes, each under its key, then its changes'.
    var sourceCodes: JSONObject {
        var codes = JSONObject()
        if let first = event.codes.first { codes.append(first.key.description, .integer(first.value)) }
        if let second = event.codes.second { codes.append(second.key.description, .integer(second.value)) }
        if let strings = event.stringCodes {
            codes.append(strings.key.description, .array(JSONArray(codeStrings[strings.strings].map { .string($0.string(in: recordText)) })))
        }
        return codes
    }

    /// Writes the person's nickname, else name, else ID (`GroupMember.displayName`).
    func writeDisplayName(of person: PersonSlot, into out: inout SentenceWriter) {
        out.verbatim(displayName(of: person), in: recordText)
    }

    /// Whether the person's display name is not empty.
    func hasDisplayName(_ person: PersonSlot) -> Bool {
        !displayName(of: person).isEmpty
    }

    /// The person's nickname, else name, else ID, each only when not empty.
    private func displayName(of person: PersonSlot) -> JSONStringRange {
        if let nickname = person.nickname, !nickname.isEmpty { return nickname }
        if let name = person.name, !name.isEmpty { return name }
        return person.userID
    }

    /// Writes the text.
    func write(_ text: JSONStringRange, into out: inout SentenceWriter) {
        out.verbatim(text, in: recordText)
    }

    /// Whether the text is empty.
    func isEmpty(_ text: JSONStringRange) -> Bool {
        text.isEmpty
    }
}
