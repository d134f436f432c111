/// The words of one language that sentences are made of: a template per sentence, the words for
/// roles, fields and units, and how lists are joined. `SentenceRenderer` picks pieces from a table
/// and never holds words of its own, so a language is one table.
///
/// Slots a template may use: `{actor}` (who did it), `{members}` (whom it was about, joined as a
/// list), `{owner}` (the new owner), `{role}` (a role title), `{time}`, `{length}`, `{text}` (a
/// notice's own words), `{changes}` (the profile changes, joined), `{field}`, `{key}`, `{value}`,
/// `{roles}`, `{mode}`, `{count}`, `{zone}`, `{flavour}` and `{codes}`; each template's documentation
/// names the ones it is given. A `PluralTemplate` is chosen by the number of members (or units).
///
/// A new language starts from a copy of a table whose every template it then replaces
/// (`var table = SentenceTable.english; table.languageTag = "fr"; table.groupCreated = …`).
public struct SentenceTable: Sendable {
    /// The language's BCP 47 tag (`en`, `zh-Hans`): the words a `ProfileFieldLabel` gives under this
    /// tag name vendor fields, and English ones where it gives none.
    public var languageTag: String
    /// Whether a sentence that begins with the table's own words begins with a capital letter (one
    /// that begins with a name from a record is written as the name is).
    public var capitalizesSentences: Bool

    // MARK: Joining

    /// Between the names of a list but the last two (`, `).
    public var listSeparator: String
    /// Between the last two names of a list (` and `).
    public var listFinalSeparator: String
    /// Between the changes of a profile change but the last two.
    public var changeSeparator: String
    /// Between the last two changes of a profile change.
    public var changeFinalSeparator: String
    /// Between the clauses of members muted for different times.
    public var clauseSeparator: String
    /// A person a record does not name, wherever one is needed (`someone`).
    public var someone: String

    // MARK: The group

    /// `{actor}` created the group.
    public var groupCreated: SentenceTemplate
    /// `{actor}` created the group with `{members}`.
    public var groupCreatedWithMembers: PluralTemplate
    /// `{actor}` dismissed the group.
    public var groupDismissed: SentenceTemplate
    /// The group was dismissed, by someone the record does not name.
    public var groupDismissedWithoutActor: SentenceTemplate
    /// The service reclaimed the group.
    public var groupRecycled: SentenceTemplate
    /// `{actor}` made `{owner}` the owner.
    public var ownerTransferred: SentenceTemplate
    /// `{owner}` became the owner (no actor named).
    public var ownerTransferredWithoutActor: SentenceTemplate
    /// `{actor}` handed ownership on (no new owner named).
    public var ownerTransferredWithoutOwner: SentenceTemplate
    /// The owner changed (neither named).
    public var ownerChanged: SentenceTemplate

    // MARK: Members

    /// `{members}` joined.
    public var memberJoined: PluralTemplate
    /// `{actor}` invited `{members}`, who are in.
    public var memberJoinedByInvitation: PluralTemplate
    /// `{actor}` approved `{members}` joining.
    public var memberJoinedByApproval: PluralTemplate
    /// `{members}` accepted an invitation and are in.
    public var memberAcceptedInvitation: PluralTemplate
    /// `{members}` left.
    public var memberLeft: PluralTemplate
    /// `{actor}` removed `{members}`.
    public var memberKicked: PluralTemplate
    /// `{members}` were removed (no actor named).
    public var memberKickedWithoutActor: PluralTemplate
    /// Role titles by level, for `{role}` (`an admin` / `admins`).
    public var roleTitles: [GroupRole.Level: PluralTemplate]
    /// `{actor}` made `{members}` `{role}`.
    public var roleGiven: PluralTemplate
    /// `{members}` became `{role}` (no actor named).
    public var roleGivenWithoutActor: PluralTemplate
    /// `{actor}` changed the role of `{members}` (the role not named).
    public var roleChanged: PluralTemplate
    /// The role of `{members}` changed (neither actor nor role named).
    public var roleChangedWithoutActor: PluralTemplate
    /// `{actor}` muted `{members}`, no term given.
    public var memberMuted: PluralTemplate
    /// `{actor}` muted `{members}` with no end.
    public var memberMutedForever: PluralTemplate
    /// `{actor}` muted `{members}` until `{time}`.
    public var memberMutedUntil: PluralTemplate
    /// `{actor}` muted `{members}` for `{length}`.
    public var memberMutedFor: PluralTemplate
    /// `{actor}` unmuted `{members}`.
    public var memberUnmuted: PluralTemplate

    // MARK: Requests

    /// `{members}` asked to join.
    public var joinRequested: PluralTemplate
    /// `{actor}` accepted the request of `{members}`.
    public var joinRequestAccepted: PluralTemplate
    /// `{actor}` rejected the request of `{members}`.
    public var joinRequestRejected: PluralTemplate
    /// `{actor}` invited `{members}`, who must answer.
    public var invitationSent: PluralTemplate
    /// `{members}` accepted the invitation.
    public var invitationAccepted: PluralTemplate
    /// `{members}` declined the invitation.
    public var invitationDeclined: PluralTemplate

    // MARK: Notices

    /// `{actor}` posted a custom notice, `{text}`.
    public var customNotice: SentenceTemplate
    /// A custom notice, `{text}`, from no one named.
    public var customNoticeWithoutActor: SentenceTemplate

    // MARK: The group's profile

    /// `{actor}` `{changes}`: the changes of one profile change, joined.
    public var profileChanged: SentenceTemplate
    /// A change of the name to `{value}` (`renamed the group to …`).
    public var nameChanged: SentenceTemplate
    /// The group's name, for `{field}`.
    public var nameField: String
    /// The group's notice (announcement), for `{field}`.
    public var noticeField: String
    /// The group's introduction, for `{field}`.
    public var introductionField: String
    /// The group's avatar, for `{field}`.
    public var avatarField: String
    /// A change of `{field}` to `{value}`.
    public var fieldChanged: SentenceTemplate
    /// A change of `{field}` whose value a sentence does not show (an avatar's URL).
    public var fieldReplaced: SentenceTemplate
    /// `{field}` set to nothing (an empty text, or null).
    public var fieldCleared: SentenceTemplate
    /// A vendor field of a family named with its `{key}` (`the custom field "trail"`), for `{field}`.
    public var fieldWithKey: SentenceTemplate
    /// A value with no words of its own, `{text}` quoted.
    public var quotedValue: SentenceTemplate
    /// A change of a vendor field no label names, `{field}` its name.
    public var unlabelledFieldChanged: SentenceTemplate
    /// A profile change that names no field.
    public var profileChangedWithoutFields: SentenceTemplate
    /// Everyone muted (group-wide).
    public var everyoneMuted: SentenceTemplate
    /// Regular members muted (group-wide).
    public var regularMembersMuted: SentenceTemplate
    /// Holders of `{roles}` muted (group-wide).
    public var rolesMuted: SentenceTemplate
    /// The group-wide mute lifted.
    public var groupMuteLifted: SentenceTemplate
    /// A group-wide mute of a mode no table knows, `{mode}`.
    public var unknownGroupMuteMode: SentenceTemplate
    /// A group-wide mute's end, `{time}`, after what it mutes.
    public var groupMuteUntil: SentenceTemplate
    /// A group-wide mute's length, `{length}`, after what it mutes.
    public var groupMuteFor: SentenceTemplate
    /// The holders of a role by level, for `{roles}` (`admins`).
    public var roleHolders: [GroupRole.Level: String]
    /// The holders of a role no level names, its vendor value `{role}`.
    public var rawRoleHolders: SentenceTemplate
    /// The holders of a role a record does not give.
    public var unknownRoleHolders: String

    // MARK: Times

    /// A time in UTC, `{time}` (`2024-06-10 07:15 UTC`).
    public var utcTime: SentenceTemplate
    /// A time in another zone, `{time}` and the zone's IANA name `{zone}`.
    public var zonedTime: SentenceTemplate
    /// `{count}` days.
    public var days: PluralTemplate
    /// `{count}` hours.
    public var hours: PluralTemplate
    /// `{count}` minutes.
    public var minutes: PluralTemplate
    /// `{count}` seconds.
    public var seconds: PluralTemplate
    /// Between the units of a length.
    public var unitSeparator: String

    // MARK: Records without a unified kind

    /// A notification no table knows, from `{flavour}`, its codes `{codes}` (`codeList` or nothing).
    public var unrecognized: SentenceTemplate
    /// A webhook (a `callback` flavour's record) no table knows, from `{flavour}`, its codes `{codes}`.
    public var unrecognizedWebhook: SentenceTemplate
    /// The codes of an unrecognized record, `{codes}`, after its flavour.
    public var codeList: SentenceTemplate
    /// Between the codes of `codeList`.
    public var codeSeparator: String
    /// After the sentence of a notice delivered to one person (`GroupEvent.addressee`): to whom,
    /// `{addressee}` (" (to lin.yue)").
    public var addressedTo: SentenceTemplate
    /// What a notification the mapping tables know but the unified model has no kind for says, by the
    /// meaning its table's rule gives (the rule attribute `meaning`: `member.banned`).
    public var knownNotifications: [String: SentenceTemplate]
}
