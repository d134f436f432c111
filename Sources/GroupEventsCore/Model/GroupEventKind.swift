/// What happened in a group, named by meaning rather than by any vendor's number.
///
/// The set is open: a kind added by a user's mapping table is carried as its raw name. The names of
/// the predefined kinds are part of the unified JSON contract and never change.
public struct GroupEventKind: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kind's name, as written in unified JSON (`member.kicked`).
    public let rawValue: String

    /// A kind from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A group was created.
    public static let groupCreated = GroupEventKind(rawValue: "group.created")
    /// A group was dismissed by its owner or an administrator.
    public static let groupDismissed = GroupEventKind(rawValue: "group.dismissed")
    /// A group was reclaimed by the service (for example after a period without use).
    public static let groupRecycled = GroupEventKind(rawValue: "group.recycled")
    /// One or more group profile fields changed, including mute-all.
    public static let groupProfileChanged = GroupEventKind(rawValue: "group.profileChanged")
    /// Ownership passed to another member.
    public static let groupOwnerTransferred = GroupEventKind(rawValue: "group.ownerTransferred")
    /// Members joined (see `GroupEvent.joinMethod` for how).
    public static let memberJoined = GroupEventKind(rawValue: "member.joined")
    /// Members left of their own accord.
    public static let memberLeft = GroupEventKind(rawValue: "member.left")
    /// Members were removed by someone else.
    public static let memberKicked = GroupEventKind(rawValue: "member.kicked")
    /// Members' roles changed (see `GroupEvent.role`).
    public static let memberRoleChanged = GroupEventKind(rawValue: "member.roleChanged")
    /// Members were muted or unmuted (see `GroupEvent.mute`).
    public static let memberMuted = GroupEventKind(rawValue: "member.muted")
    /// Someone asked to join.
    public static let requestJoin = GroupEventKind(rawValue: "request.join")
    /// A join request was accepted.
    public static let requestJoinAccepted = GroupEventKind(rawValue: "request.joinAccepted")
    /// A join request was rejected.
    public static let requestJoinRejected = GroupEventKind(rawValue: "request.joinRejected")
    /// Someone was invited and must answer.
    public static let requestInvite = GroupEventKind(rawValue: "request.invite")
    /// An invitation was accepted.
    public static let requestInviteAccepted = GroupEventKind(rawValue: "request.inviteAccepted")
    /// An invitation was rejected.
    public static let requestInviteRejected = GroupEventKind(rawValue: "request.inviteRejected")
    /// An application-defined notice (see `GroupEvent.text`).
    public static let noticeCustom = GroupEventKind(rawValue: "notice.custom")
    /// A notification whose code no table knows; the raw record rides in `GroupEvent.source`.
    public static let unrecognized = GroupEventKind(rawValue: "unrecognized")

    /// Every predefined kind, in the order the README lists them.
    public static let predefined: [GroupEventKind] = [
        .groupCreated, .groupDismissed, .groupRecycled, .groupProfileChanged, .groupOwnerTransferred,
        .memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberMuted,
        .requestJoin, .requestJoinAccepted, .requestJoinRejected,
        .requestInvite, .requestInviteAccepted, .requestInviteRejected,
        .noticeCustom, .unrecognized,
    ]

    /// The kinds that are about particular members, so that an event of one names them in `members`.
    public static let aboutMembers: Set<GroupEventKind> = [.memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberMuted]

    /// Orders kinds by name, for stable reports.
    public static func < (lhs: GroupEventKind, rhs: GroupEventKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kind's name.
    public var description: String { rawValue }
}
