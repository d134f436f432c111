/// How the `nim:web` flavour (the Web SDK V1 message object) spells what the wire says with numbers:
/// the operation as an `attach.type` name, the team tags as `attach.team` keys with typed values,
/// the name-card tags as `users` keys. The codec and the `web` table both read these names.
enum NIMWebSpelling {
    /// How a team key's value is written.
    enum TeamValue {
        /// A string, as on the wire.
        case text
        /// A JSON integer for the wire's string of digits.
        case number
        /// A Boolean for the wire's "1" / "0".
        case flag
        /// A name for each wire value; a value without one is written as it is.
        case names([String: String])
    }

    /// The `attach.type` name of each wire op.
    static let typeNames: [Int64: String] = [
        0: "addTeamMembers", 1: "removeTeamMembers", 2: "leaveTeam", 3: "updateTeam", 4: "dismissTeam",
        5: "passTeamApply", 6: "transferTeam", 7: "addTeamManagers", 8: "removeTeamManagers", 9: "acceptTeamInvite",
        10: "updateTeamMute", 401: "addSuperTeamMembers", 402: "removeSuperTeamMembers", 403: "leaveSuperTeam",
        404: "updateSuperTeam", 405: "dismissSuperTeam", 406: "transferSuperTeam", 407: "addSuperTeamManagers",
        408: "removeSuperTeamManagers", 409: "updateSuperTeamMembersMute", 410: "passSuperTeamApply",
        411: "acceptSuperTeamInvite",
    ]

    /// The wire op of an `attach.type` name.
    static let ops: [String: Int64] = Dictionary(uniqueKeysWithValues: typeNames.map { ($1, $0) })

    /// The permission modes of tags 22–24: 0 managers, 1 everyone.
    private static let modes = TeamValue.names(["0": "manager", "1": "all"])

    /// Each `tinfo` tag the SDK names: its `team` key and how its value is written.
    static let teamKeys: [(tag: String, key: String, value: TeamValue)] = [
        ("1", "teamId", .text), ("3", "name", .text), ("4", "type", .names(["0": "normal", "1": "advanced"])),
        ("5", "owner", .text), ("6", "level", .number), ("8", "valid", .flag), ("9", "memberNum", .number),
        ("10", "memberUpdateTime", .number), ("11", "createTime", .number), ("12", "updateTime", .number),
        ("14", "intro", .text), ("15", "announcement", .text),
        ("16", "joinMode", .names(["0": "noVerify", "1": "needVerify", "2": "rejectAll"])),
        ("18", "custom", .text), ("19", "serverCustom", .text), ("20", "avatar", .text),
        ("21", "beInviteMode", .names(["0": "needVerify", "1": "noVerify"])),
        ("22", "inviteMode", modes), ("23", "updateTeamMode", modes), ("24", "updateCustomMode", modes),
        ("100", "mute", .flag), ("101", "muteType", .names(["0": "none", "1": "normal", "3": "all"])),
    ]

    /// The `team` key of a tag, or nil.
    static func teamKey(ofTag tag: String) -> String? {
        teamKeys.first { $0.tag == tag }?.key
    }

    /// The tag of a `team` key, or nil.
    static func tag(ofTeamKey key: String) -> String? {
        teamKeys.first { $0.key == key }?.tag
    }

    /// The `team` key the SDK sets to the message time on an update, which is then no tag of the wire.
    static let updateTimeKey = "updateTime"
}
