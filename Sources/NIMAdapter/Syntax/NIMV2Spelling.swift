/// How the `nim:v2` flavour (the V2 SDK message) spells what the wire says with tags: the
/// `updatedTeamInfo` key of each team tag an update may change, and how its value is written. The
/// codec and the `v2` table both read these names.
enum NIMV2Spelling {
    /// Each tag's `updatedTeamInfo` key and whether its value is a JSON integer (else a string).
    static let teamKeys: [(tag: String, key: String, integer: Bool)] = [
        ("3", "name", false), ("6", "memberLimit", true), ("14", "intro", false), ("15", "announcement", false),
        ("20", "avatar", false), ("18", "serverExtension", false), ("19", "customerExtension", false),
        ("16", "joinMode", true), ("21", "agreeMode", true), ("22", "inviteMode", true), ("23", "updateInfoMode", true),
        ("24", "updateExtensionMode", true), (chatBannedModeTag, "chatBannedMode", true),
    ]

    /// The `updatedTeamInfo` key of a tag, or nil.
    static func key(ofTag tag: String) -> String? {
        keysByTag[tag]
    }

    /// The tag of an `updatedTeamInfo` key, or nil.
    static func tag(ofKey key: String) -> String? {
        tagsByKey[key]
    }

    private static let keysByTag = Dictionary(uniqueKeysWithValues: teamKeys.map { ($0.tag, $0.key) })
    private static let tagsByKey = Dictionary(uniqueKeysWithValues: teamKeys.map { ($0.key, $0.tag) })

    /// Tag 101, the team mute type, whose `chatBannedMode` spells "everyone" 2 in older SDKs.
    static let chatBannedModeTag = "101"
    /// "Everyone muted" as the wire (and current SDKs) write it.
    static let everyone: Int64 = 3
    /// "Everyone muted" as older SDKs write it: read as `everyone`, kept when written back.
    static let olderEveryone: Int64 = 2
    /// The enum value meaning "unchanged" (iOS); `null` and an absent key mean it too.
    static let unchanged: Int64 = -1
    /// `conversationType` ↔ the model's `convType`.
    static let conversationTypes: [Int64: String] = [2: NIMNotification.team, 3: NIMNotification.superTeam]
    /// The ops that name one target (the wire's `id`); the others name theirs with `ids`.
    static let singleTargetOps: Set<Int64> = [5, 6, 9, 10, 406, 410, 411]
    /// The ops that name no target: leave, update and dismiss, of a team or a super team.
    static let targetlessOps: Set<Int64> = [2, 3, 4, 403, 404, 405]
}
