import GroupEventsCore
import GroupEventsJSON

/// What a TIM flavour's mapping knows beyond its table: its name, its unit of time, whether its tips
/// list their members by ID, and where its records keep what a diagnostic points at. A flavour plugs
/// into the shared mapping (`TIMFlavourMapping`) with one of these and its section of `Mappings/tim.json`.
package protocol TIMFlavour: Sendable {
    /// The vendor and flavour (`tim:web`); its table section is named after the flavour.
    static var id: FlavourID { get }
    /// How many milliseconds one unit of the flavour's time is (1000: the flavour writes seconds).
    static var millisecondsPerTimeUnit: Int64 { get }
    /// Whether the flavour's tips list whom they are about by ID (web `userIDList`) beside their
    /// member profiles; where not (V2), everyone a tip is about needs a member entry.
    static var listsMembersByID: Bool { get }
    /// Where the flavour's records of `element` keep a place, for diagnostics.
    static func path(_ place: TIMRecordPlace, of element: TIMElement) -> JSONPath
    /// Whether the flavour's system notices say whom they were delivered to (web `to`); where not (the
    /// C API's report elements), a notice about its recipient names no one.
    static var namesNoticeRecipient: Bool { get }
    /// Whether the flavour's system notices are each delivered to one user (the SDKs' and the wire's),
    /// rather than to the app's server (a webhook): their events have an addressee, named where the
    /// flavour names the recipient (`namesNoticeRecipient`), else unnamed (an empty user ID).
    static var deliversNoticesToOnePerson: Bool { get }
    /// Whether the flavour's tips are messages in the group's conversation, seen by every member (an
    /// SDK's or the wire's), rather than reports to the app's server (a webhook): an event addressed to
    /// one person is never written as such a tip, but falls back to a text message to that person.
    static var tipsAreSeenByTheGroup: Bool { get }
    /// The JSON type the flavour writes roles as (`string`: `"Admin"`; `integer`: 300), as a rule's
    /// `value` attribute names types.
    static var roleType: String { get }
    /// Whether the flavour's records of a group's creation hold the custom fields it was created with
    /// (a webhook's `UserDefinedDataList`), as `tim.custom.<key>` fields of the event's profile.
    static var keepsCreatedGroupCustomFields: Bool { get }
    /// The unified fields (`FieldPlaces` patterns, parsed once) a record of the flavour written for
    /// `event` as `element` has no place for, beyond what every TIM flavour lacks (see `TIMMapping.places(for:)`).
    static func missingFields(in event: GroupEvent, as element: TIMElement) -> FieldPlaces.Patterns
    /// Whether a record of the flavour names one member for events of `kind` where other flavours list
    /// them (a webhook's member-field change): an event naming more is written one record per member.
    static func namesOneMember(for kind: GroupEventKind) -> Bool
}

extension TIMFlavour {
    /// Notices say whom they were delivered to, unless the flavour says otherwise.
    package static var namesNoticeRecipient: Bool { true }
    /// Notices are delivered to one person, unless the flavour says otherwise.
    package static var deliversNoticesToOnePerson: Bool { true }
    /// Tips are seen by the group, unless the flavour says otherwise.
    package static var tipsAreSeenByTheGroup: Bool { true }
    /// Roles are strings (`"Admin"`), unless the flavour says otherwise.
    package static var roleType: String { "string" }
    /// A creation's record holds no custom fields, unless the flavour says otherwise.
    package static var keepsCreatedGroupCustomFields: Bool { false }
    /// Records list their members, unless the flavour says otherwise.
    package static func namesOneMember(for kind: GroupEventKind) -> Bool { false }

    /// What the group tips and system notices of the SDKs and the wire have no place for: the owner a
    /// record names beside what happened; on an owner transfer, the profiles of its members and new
    /// owner (the change holds the new owner's ID); the people a created, dismissed or custom notice
    /// is about, and a created group's profile but its name (`createdProfileGaps`).
    static func tipAndNoticeGaps(in event: GroupEvent) -> FieldPlaces.Patterns {
        switch event.kind {
        case .groupOwnerTransferred: transferGaps
        case .groupCreated: creationGaps + createdProfileGaps
        case .groupDismissed, .noticeCustom: noticeGaps
        default: ownerGap
        }
    }

    /// What a TIM record of a group's creation has no place for in the group's profile: all of it but
    /// its name, which every creation record names (webhook `Name`, notice `groupProfile.name`, wire
    /// `GroupName`, report `group_name`), and its custom fields where the flavour keeps them (its
    /// other vendor fields are then reported one by one, `TIMMapping.places(for:)`).
    static var createdProfileGaps: FieldPlaces.Patterns {
        keepsCreatedGroupCustomFields ? createdProfileFieldGaps : createdProfileFieldGaps + createdProfileOtherGap
    }
}

private let ownerGap = FieldPlaces.Patterns(["owner"])
private let transferGaps = FieldPlaces.Patterns(["owner"] + FieldPlaces.profile(of: "members[]") + FieldPlaces.profile(of: "newOwner"))
private let creationGaps = FieldPlaces.Patterns(["owner", "members[]"])
private let createdProfileFieldGaps = FieldPlaces.Patterns(["profile.notice", "profile.introduction", "profile.avatarURL", "profile.mute"])
private let createdProfileOtherGap = FieldPlaces.Patterns(["profile.other"])
private let noticeGaps = FieldPlaces.Patterns(["owner", "members[]"])
