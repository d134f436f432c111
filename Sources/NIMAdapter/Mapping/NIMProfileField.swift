/// What a NIM update tag changes, as the `field` attribute of a NIM update rule names it.
///
/// Four are unified profile fields, two together make the group mute, and the rest travel as
/// vendor fields (`GroupProfileChange.other`) under these names, with the wire's string value.
import GroupEventsCore

enum NIMProfileField: String, CaseIterable, Sendable {
    /// Tag 3.
    case name
    /// Tag 14.
    case introduction
    /// Tag 15, the announcement.
    case notice
    /// Tag 20.
    case avatarURL
    /// Tag 100: the whole team muted or not, a flag.
    case muteAll
    /// Tag 101: who is muted (none, normal members, everyone).
    case muteType
    /// Tag 6.
    case memberLimit
    /// Tag 16.
    case joinMode
    /// Tag 18, the client-writable team extension.
    case custom
    /// Tag 19, the server-only team extension.
    case serverCustom
    /// Tag 21.
    case beInviteMode
    /// Tag 22.
    case inviteMode
    /// Tag 23.
    case updateTeamMode
    /// Tag 24.
    case updateCustomMode

    /// Whether the field is one of the two mute-all tags.
    var isMute: Bool { self == .muteAll || self == .muteType }

    /// The name the unified event gives a field that travels as a vendor field (`nim.inviteMode`): the
    /// prefix and the raw value, spelled out as a static string, which the slots hold.
    var unifiedName: StaticString {
        switch self {
        case .name: "nim.name"
        case .introduction: "nim.introduction"
        case .notice: "nim.notice"
        case .avatarURL: "nim.avatarURL"
        case .muteAll: "nim.muteAll"
        case .muteType: "nim.muteType"
        case .memberLimit: "nim.memberLimit"
        case .joinMode: "nim.joinMode"
        case .custom: "nim.custom"
        case .serverCustom: "nim.serverCustom"
        case .beInviteMode: "nim.beInviteMode"
        case .inviteMode: "nim.inviteMode"
        case .updateTeamMode: "nim.updateTeamMode"
        case .updateCustomMode: "nim.updateCustomMode"
        }
    }

    /// The prefix of every NIM vendor field's unified name.
    static let unifiedPrefix = "nim."

    /// How a sentence names the field and its coded values (the wire's tag values), or nil for the
    /// fields the unified profile holds itself.
    var label: ProfileFieldLabel? {
        let managers = ProfileFieldLabel.Words("owner and admins only", "仅群主和管理员")
        let everyone = ProfileFieldLabel.Words("every member", "所有成员")
        let managersOrAll = ["0": managers, "1": everyone]
        switch self {
        case .name, .introduction, .notice, .avatarURL, .muteAll, .muteType: return nil
        case .memberLimit: return ProfileFieldLabel("the member limit", "成员上限")
        case .joinMode:
            return ProfileFieldLabel(
                "the join mode", "申请入群方式",
                values: [
                    "0": .init("open to anyone", "自由加入"), "1": .init("approval needed", "需要审批"),
                    "2": .init("closed to requests", "禁止"),
                ])
        case .custom: return ProfileFieldLabel("the team extension", "群扩展字段")
        case .serverCustom: return ProfileFieldLabel("the server extension", "群服务端扩展字段")
        case .beInviteMode:
            return ProfileFieldLabel(
                "the invitee consent", "被邀请人同意方式",
                values: [
                    "0": .init("required", "需要被邀请人同意"), "1": .init("not required", "无需被邀请人同意"),
                ])
        case .inviteMode: return ProfileFieldLabel("who may invite", "邀请权限", values: managersOrAll)
        case .updateTeamMode: return ProfileFieldLabel("who may edit the team profile", "群资料修改权限", values: managersOrAll)
        case .updateCustomMode: return ProfileFieldLabel("who may edit the team extension", "群扩展字段修改权限", values: managersOrAll)
        }
    }
}
