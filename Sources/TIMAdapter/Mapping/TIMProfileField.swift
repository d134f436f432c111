/// What a change of a TIM group-profile tip changes, as the `field` attribute of a TIM rule names it.
///
/// Four are unified profile fields, `muteAll` is the group mute and `owner` an owner transfer; the
/// rest travel as vendor fields (`GroupProfileChange.other`) named `tim.<field>`, custom fields as
/// `tim.custom.<key>`, each with the value as the record wrote it.
import GroupEventsCore

enum TIMProfileField: String, CaseIterable, Sendable {
    /// The group's name.
    case name
    /// The group's introduction.
    case introduction
    /// The group's notification board (TIM's "notification" is the unified notice).
    case notice
    /// The group's face (avatar) URL.
    case avatarURL
    /// The new owner's ID: an owner transfer.
    case owner
    /// Every member muted, or no longer.
    case muteAll
    /// One custom field (key and value).
    case custom
    /// Who may ask to join (V2 GROUP_ADD_OPT, web `joinOption`).
    case addOption
    /// Who approves invitations (V2 GROUP_APPROVE_OPT).
    case approveOption
    /// The message receive option.
    case receiveOption
    /// A community topic's custom data.
    case topicCustomData
    /// Whether permission groups are on.
    case permissionGroup
    /// The default permissions mask (an unsigned 64-bit integer).
    case defaultPermissions
    /// A community topic's add option.
    case topicAddOption
    /// A community topic's approve option.
    case topicApproveOption
    /// A community topic's member limit.
    case topicMemberLimit

    /// The prefix of the vendor fields TIM changes become (`tim.addOption`).
    static let vendorPrefix = "tim."
    /// The prefix of a custom field's vendor field name (`tim.custom.trail`).
    static let customPrefix = vendorPrefix + custom.rawValue + "."

    /// The unified vendor field name of a change of this field (for a custom one, of its key).
    func vendorFieldName(key: String?) -> String {
        self == .custom ? Self.customPrefix + (key ?? "") : Self.vendorPrefix + rawValue
    }

    /// The field and custom key a unified vendor field name stands for, or nil for another vendor's.
    static func parse(vendorField name: String) -> (field: TIMProfileField, key: String?)? {
        if name.hasPrefix(customPrefix) { return (.custom, String(name.dropFirst(customPrefix.count))) }
        guard name.hasPrefix(vendorPrefix), let field = TIMProfileField(rawValue: String(name.dropFirst(vendorPrefix.count))) else { return nil }
        return field == .custom ? nil : (field, nil)
    }

    /// How a sentence names the field and its coded values (as either spelling writes them: V2 and
    /// C numbers, web option names), or nil for the fields the unified event holds itself. A custom
    /// field's label is registered under `customPrefix` and names its key.
    var label: ProfileFieldLabel? {
        let options: [String: ProfileFieldLabel.Words] = [
            "0": .init("closed", "禁止"), "DisableApply": .init("closed", "禁止"),
            "1": .init("approval needed", "需要审批"), "NeedPermission": .init("approval needed", "需要审批"),
            "2": .init("open to anyone", "自由加入"), "FreeAccess": .init("open to anyone", "自由加入"),
        ]
        switch self {
        case .name, .introduction, .notice, .avatarURL, .owner, .muteAll: return nil
        case .custom: return ProfileFieldLabel("the custom field", "自定义字段")
        case .addOption: return ProfileFieldLabel("the join option", "申请入群方式", values: options)
        case .approveOption: return ProfileFieldLabel("the invitation option", "邀请入群方式", values: options)
        case .receiveOption:
            return ProfileFieldLabel(
                "the message receive option", "消息接收选项",
                values: [
                    "0": .init("receive and notify", "接收并提醒"), "1": .init("do not receive", "不接收"),
                    "2": .init("receive without notifications", "接收但不提醒"),
                ])
        case .topicCustomData: return ProfileFieldLabel("the topic's custom data", "话题自定义数据")
        case .permissionGroup:
            return ProfileFieldLabel("permission groups", "权限组", values: ["true": .init("on", "开启"), "false": .init("off", "关闭")])
        case .defaultPermissions: return ProfileFieldLabel("the default permissions", "默认权限")
        case .topicAddOption: return ProfileFieldLabel("the topic's join option", "话题申请加入方式", values: options)
        case .topicApproveOption: return ProfileFieldLabel("the topic's invitation option", "话题邀请方式", values: options)
        case .topicMemberLimit: return ProfileFieldLabel("the topic's member limit", "话题成员上限")
        }
    }
}
