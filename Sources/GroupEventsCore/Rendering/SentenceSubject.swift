import GroupEventsJSON

/// An event as `SentenceRenderer` reads it to say it: a `GroupEvent` (`ModelSentenceSubject`), or an
/// event of a record read into slots (`SlotSentenceSubject`), whose names and texts are ranges of the
/// record's text. One renderer says both, so a sentence is the same whichever way its record went.
///
/// What it gives is what the sentence needs of the event: its kind, its people (each written by its
/// display name: nickname, then name, then ID), how they joined, the role granted, the mutes, a
/// notice's words, a profile's changes and, for an event no kind explains, where it came from.
@usableFromInline package protocol SentenceSubject {
    /// A person the event names.
    associatedtype Person
    /// A text of the event's own (a notice's words, a profile's new name).
    associatedtype Text

    /// What happened.
    var kind: GroupEventKind { get }
    /// Who acted, when the event names them.
    var actor: Person? { get }
    /// How many members the event is about.
    var memberCount: Int { get }
    /// The member at `index` (from 0) of those the event is about.
    func member(_ index: Int) -> Person
    /// The new owner (`group.ownerTransferred`), when the event names one.
    var newOwner: Person? { get }
    /// Whom the event was delivered to, when it was delivered to one person.
    var addressee: Person? { get }
    /// How the members joined, when the event says.
    var joinMethod: JoinMethod? { get }
    /// The level of the role the event grants, when it gives one with a level.
    var roleLevel: GroupRole.Level? { get }
    /// The mute of every member (`member.muted`), when they share one.
    var mute: MuteState? { get }
    /// The mute of the member at `index`: their own, or else the event's.
    func mute(ofMember index: Int) -> MuteState?
    /// A notice's own words, or those of a request or an answer.
    var text: Text? { get }

    /// The group's new name, when the event changes it.
    var profileName: Text? { get }
    /// The group's new notice, when the event changes it.
    var profileNotice: Text? { get }
    /// The group's new introduction, when the event changes it.
    var profileIntroduction: Text? { get }
    /// The group's new avatar URL, when the event changes it.
    var profileAvatarURL: Text? { get }
    /// The group's new group-wide mute, when the event changes it.
    var profileMute: GroupMuteSetting? { get }
    /// How many fields with no unified meaning the event changes.
    var profileFieldCount: Int { get }
    /// The changed field with no unified meaning at `index` (from 0), in record order.
    func profileField(_ index: Int) -> GroupProfileChange.Field

    /// The flavour of the record the event came from.
    var sourceFlavour: FlavourID { get }
    /// The codes the record's table knows it by, in order.
    var sourceCodes: JSONObject { get }

    /// Writes `person`'s display name into `out` (`SentenceWriter.verbatim`).
    func writeDisplayName(of person: Person, into out: inout SentenceWriter)
    /// Whether `person`'s display name is not empty.
    func hasDisplayName(_ person: Person) -> Bool
    /// Writes `text` into `out` (`SentenceWriter.verbatim`).
    func write(_ text: Text, into out: inout SentenceWriter)
    /// Whether `text` is empty.
    func isEmpty(_ text: Text) -> Bool
}
