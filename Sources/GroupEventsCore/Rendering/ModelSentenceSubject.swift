import GroupEventsJSON

/// A `GroupEvent` as `SentenceRenderer` reads it (`SentenceSubject`).
struct ModelSentenceSubject: SentenceSubject {
    /// The event.
    let event: GroupEvent
    /// Its members, kept: the renderer reads them one by one.
    private let members: [GroupMember]
    /// Its profile change, kept.
    private let profile: GroupProfileChange?

    /// `event`, to be said.
    init(_ event: GroupEvent) {
        self.event = event
        members = event.members
        profile = event.profile
    }

    /// The event's.
    var kind: GroupEventKind { event.kind }
    /// The event's.
    var actor: GroupMember? { event.actor }
    /// The event's.
    var memberCount: Int { members.count }
    /// The event's.
    func member(_ index: Int) -> GroupMember { members[index] }
    /// The event's.
    var newOwner: GroupMember? { event.newOwner }
    /// The event's.
    var addressee: GroupMember? { event.addressee }
    /// The event's.
    var joinMethod: JoinMethod? { event.joinMethod }
    /// The level of the event's role.
    var roleLevel: GroupRole.Level? { event.role?.level }
    /// The event's.
    var mute: MuteState? { event.mute }
    /// The event's (`GroupEvent.mute(of:)`).
    func mute(ofMember index: Int) -> MuteState? { event.mute(of: members[index]) }
    /// The event's.
    var text: String? { event.text }
    /// The profile's.
    var profileName: String? { profile?.name }
    /// The profile's.
    var profileNotice: String? { profile?.notice }
    /// The profile's.
    var profileIntroduction: String? { profile?.introduction }
    /// The profile's.
    var profileAvatarURL: String? { profile?.avatarURL }
    /// The profile's.
    var profileMute: GroupMuteSetting? { profile?.mute }
    /// The profile's.
    var profileFieldCount: Int { profile?.other.count ?? 0 }
    /// The profile's.
    func profileField(_ index: Int) -> GroupProfileChange.Field { profile!.other[index] }
    /// The event's source's.
    var sourceFlavour: FlavourID { event.source.flavour }
    /// The event's source's.
    var sourceCodes: JSONObject { event.source.codes }

    /// Writes `GroupMember.displayName`.
    func writeDisplayName(of person: GroupMember, into out: inout SentenceWriter) {
        out.verbatim(person.displayName)
    }

    /// Whether `GroupMember.displayName` is not empty.
    func hasDisplayName(_ person: GroupMember) -> Bool {
        !person.displayName.isEmpty
    }

    /// Writes the text.
    func write(_ text: String, into out: inout SentenceWriter) {
        out.verbatim(text)
    }

    /// Whether the text is empty.
    func isEmpty(_ text: String) -> Bool {
        text.isEmpty
    }
}
