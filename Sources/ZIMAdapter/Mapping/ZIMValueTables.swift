import GroupEventsCore
import GroupEventsJSON

/// ZIM's enum tables from the mapping file, with the conversions the mappings share.
struct ZIMValueTables: Sendable {
    /// `memberRole`: 1 owner, 2 admin, 3 member.
    let roles: ValueTable
    /// `groupDataFlag` bits.
    let dataFlags: ValueTable
    /// `ZIMGroupMuteMode`.
    let muteModes: ValueTable

    /// Role levels by ZIM number, looked up for every user of every record.
    private let levels: [Int64: GroupRole.Level]

    init(_ table: MappingTable) {
        roles = table.values(named: "memberRole")
        dataFlags = table.values(named: "groupDataFlag")
        muteModes = table.values(named: "groupMuteMode")
        var levels: [Int64: GroupRole.Level] = [:]
        for entry in roles.entries.reversed() {
            if let number = entry.value.numberValue?.int64, let level = GroupRole.Level(rawValue: entry.meaning) { levels[number] = level }
        }
        self.levels = levels
    }

    /// A unified role from a ZIM role number; unknown numbers keep only the raw value.
    func role(_ raw: Int64) -> GroupRole {
        GroupRole(level: levels[raw], raw: .integer(raw))
    }

    /// A ZIM role number for a unified role: its raw value when ZIM gives that number the role's level
    /// (or the role has no level), else by level — another vendor's raw number means something else
    /// (TIM's old C SDK writes a member as 1, ZIM's owner).
    /// The level of the role numbered `raw`, when the table knows it (what `role(_:)` gives).
    func level(ofRole raw: Int64) -> GroupRole.Level? {
        levels[raw]
    }

    func roleNumber(_ role: GroupRole) -> Int64? {
        if let raw = role.raw?.numberValue?.int64, role.level == nil || roles.meaning(of: raw) == role.level?.rawValue { return raw }
        return role.level.flatMap { roles.integer(for: $0.rawValue) }
    }

    /// The role ZIM reads back from what it writes for `role`, nil when it writes none (see
    /// `RolesByLevel`, which keeps the answers for roles without a raw value).
    func written(_ role: GroupRole) -> GroupRole? {
        roleNumber(role).map(self.role)
    }

    /// A unified member from a ZIM user object.
    func member(_ user: ZIMUser) -> GroupMember {
        GroupMember(
            userID: user.userID, name: user.userName, nickname: user.memberNickname, avatarURL: user.userAvatarUrl,
            role: user.memberRole.map(role))
    }

    /// A ZIM user object for a unified member.
    func user(_ member: GroupMember) -> ZIMUser {
        ZIMUser(
            userID: member.userID, userName: member.name, userAvatarUrl: member.avatarURL,
            memberRole: member.role.flatMap(roleNumber), memberNickname: member.nickname)
    }

    /// A member mute from `muteExpiredTime`: -1 without end, 0 lifted, otherwise the expiry in ms.
    func muteState(expiry: Int64) -> MuteState {
        switch expiry {
        case -1: .forever
        case 0: .lifted
        default: .until(milliseconds: expiry)
        }
    }
}
