/// What happened in a group, named by meaning rather than by any vendor's number.
///
/// The set is open: a kind added by a user's mapping table is carried as its raw name. The names of
/// the predefined kinds are part of the unified JSON contract and never change.
public struct GroupEventKind: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kind's name, as written in unified JSON (`member.kicked`).
    public let rawValue: String
    /// The kind's place in `predefined`, or `Self.open` for a kind a mapping table adds: two
    /// predefined kinds compare by it, not by their names (the run and the slot readers compare kinds
    /// for every record, and names that differ compare a byte at a time).
    private let number: UInt8

    /// The `number` of a kind that is not predefined.
    private static let open = UInt8.max

    /// A kind from its name: a predefined kind's name gives that kind itself, whose name is the
    /// literal it was declared with (copying it counts no references, as a name read from a table
    /// or a record would).
    public init(rawValue: String) {
        if let number = Self.numbers[rawValue] {
            self = Self.predefined[Int(number)]
        } else {
            self.rawValue = rawValue
            number = Self.open
        }
    }

    /// A predefined kind: `name` is its name and `number` its place in `predefined`.
    private init(_ name: String, _ number: UInt8) {
        rawValue = name
        self.number = number
    }

    /// The kind's place in `predefined`, nil for a kind a mapping table adds: for a table of
    /// something per predefined kind, looked up without hashing a name.
    @usableFromInline package var predefinedIndex: Int? { number == Self.open ? nil : Int(number) }

    /// Whether two kinds are the same: by number when both are predefined, else by name.
    public static func == (lhs: GroupEventKind, rhs: GroupEventKind) -> Bool {
        if lhs.number != Self.open || rhs.number != Self.open { return lhs.number == rhs.number }
        return lhs.rawValue == rhs.rawValue
    }

    /// Hashes the name (equal kinds have equal names).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// A group was created.
    public static let groupCreated = GroupEventKind("group.created", 0)
    /// A group was dismissed by its owner or an administrator.
    public static let groupDismissed = GroupEventKind("group.dismissed", 1)
    /// A group was reclaimed by the service (for example after a period without use).
    public static let groupRecycled = GroupEventKind("group.recycled", 2)
    /// One or more group profile fields changed, including mute-all.
    public static let groupProfileChanged = GroupEventKind("group.profileChanged", 3)
    /// Ownership passed to another member.
    public static let groupOwnerTransferred = GroupEventKind("group.ownerTransferred", 4)
    /// Members joined (see `GroupEvent.joinMethod` for how).
    public static let memberJoined = GroupEventKind("member.joined", 5)
    /// Members left of their own accord.
    public static let memberLeft = GroupEventKind("member.left", 6)
    /// Members were removed by someone else.
    public static let memberKicked = GroupEventKind("member.kicked", 7)
    /// Members' roles changed (see `GroupEvent.role`).
    public static let memberRoleChanged = GroupEventKind("member.roleChanged", 8)
    /// Members were muted or unmuted (see `GroupEvent.mute`).
    public static let memberMuted = GroupEventKind("member.muted", 9)
    /// Someone asked to join.
    public static let requestJoin = GroupEventKind("request.join", 10)
    /// A join request was accepted.
    public static let requestJoinAccepted = GroupEventKind("request.joinAccepted", 11)
    /// A join request was rejected.
    public static let requestJoinRejected = GroupEventKind("request.joinRejected", 12)
    /// Someone was invited and must answer.
    public static let requestInvite = GroupEventKind("request.invite", 13)
    /// An invitation was accepted.
    public static let requestInviteAccepted = GroupEventKind("request.inviteAccepted", 14)
    /// An invitation was rejected.
    public static let requestInviteRejected = GroupEventKind("request.inviteRejected", 15)
    /// An application-defined notice (see `GroupEvent.text`).
    public static let noticeCustom = GroupEventKind("notice.custom", 16)
    /// A notification whose code no table knows; the raw record rides in `GroupEvent.source`.
    public static let unrecognized = GroupEventKind("unrecognized", 17)

    /// Every predefined kind, in the order the README lists them.
    public static let predefined: [GroupEventKind] = [
        .groupCreated, .groupDismissed, .groupRecycled, .groupProfileChanged, .groupOwnerTransferred,
        .memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberMuted,
        .requestJoin, .requestJoinAccepted, .requestJoinRejected,
        .requestInvite, .requestInviteAccepted, .requestInviteRejected,
        .noticeCustom, .unrecognized,
    ]

    /// The number of each predefined kind, by name.
    private static let numbers: [String: UInt8] = Dictionary(
        uniqueKeysWithValues: predefined.map { ($0.rawValue, $0.number) })

    /// The kinds that are about particular members, so that an event of one names them in `members`.
    public static let aboutMembers: Set<GroupEventKind> = [.memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberMuted]

    /// Orders kinds by name, for stable reports.
    public static func < (lhs: GroupEventKind, rhs: GroupEventKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kind's name.
    public var description: String { rawValue }
}
