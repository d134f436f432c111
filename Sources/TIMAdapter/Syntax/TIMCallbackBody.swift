/// The bodies the `callback` flavour reads, each by the name its records give their type: a
/// webhook's `CallbackCommand`, or for the request body of the REST API that sends a group system
/// notification, that API's name (the body itself names none). What each holds beside the keys every
/// webhook has is what Tencent's documentation samples show; a command not listed here keeps only
/// those common keys in the model, and everything else as it came.
enum TIMCallbackBody: String, CaseIterable, Sendable {
    /// `GroupId`, `Type`, `JoinType` (`Apply` or `Invited`, absent in one documentation sample),
    /// `Operator_Account`, `NewMemberList` of `{Member_Account}`.
    case memberJoined = "Group.CallbackAfterNewMemberJoin"
    /// `GroupId`, `Type`, `ExitType` (`Quit` or `Kicked`), `Operator_Account`, `ExitMemberList` of
    /// `{Member_Account}`, `EventTime`.
    case memberExited = "Group.CallbackAfterMemberExit"
    /// `GroupId`, `Type`, `Operator_Account`, and only the changed fields among `Name`,
    /// `Introduction`, `Notification` and `FaceUrl` (no other change triggers it).
    case groupInfoChanged = "Group.CallbackAfterGroupInfoChanged"
    /// `GroupId`, `Type`, `Operator_Account`, the member as `Modified_Account` (cloud.tencent.com) or
    /// `Member_Account` (tencentcloud.com/zh), `Role` after the change, `NameCard`, `EventTime`.
    case memberFieldChanged = "Group.CallbackAfterMemberFieldChanged"
    /// `GroupId`, `Type`, `Owner_Account`, `Name`, `MemberList` of `{Member_Account}` (none for a
    /// Community), `EventTime`; no operator.
    case groupDestroyed = "Group.CallbackAfterGroupDestroyed"
    /// `GroupId`, `Operator_Account` (who created it), `Owner_Account`, `Type`, `Name`, `MemberList`
    /// of `{Member_Account}` (the first members), `UserDefinedDataList`, `EventTime`.
    case groupCreated = "Group.CallbackAfterCreateGroup"
    /// `GroupId`, `Type`, `Operator_Account` (who handed the group on: its owner, or an app admin by
    /// REST), `OldOwner_Account`, `NewOwner_Account`, `EventTime`.
    case ownerChanged = "Group.CallbackAfterChangeGroupOwner"
    /// The REST request body: `GroupId`, optional `ToMembers_Account` (the recipients), `Content`.
    case systemNotification = "send_group_system_notification"

    /// The keys of every webhook body the model holds.
    static let webhookKeys: Set<String> = [commandKey, "GroupId", "Type", operatorKey, "EventTime"]
    /// The key naming a webhook's command.
    static let commandKey = "CallbackCommand"
    /// The key of a webhook's operator.
    static let operatorKey = "Operator_Account"
    /// The key of the owner a creation or dismissal names (the owner after it), beside what happened.
    static let ownerKey = "Owner_Account"
    /// The keys of an owner change's former and new owner.
    static let ownerChangeKeys = (former: "OldOwner_Account", new: "NewOwner_Account")
    /// The key of a member list entry's user ID.
    static let memberKey = "Member_Account"
    /// The keys of a member list's entry the model holds.
    static let memberEntryKeys: Set<String> = [memberKey]
    /// The keys of the member of a member field change: the first is written afresh.
    static let subjectKeys = ["Modified_Account", "Member_Account"]
    /// The group fields whose change a group-info webhook reports, each under its own key.
    static let changeKeys: Set<String> = ["Name", "Introduction", "Notification", "FaceUrl"]

    /// The body of a record's type name, or nil for a command this flavour does not know.
    init?(typeName: String?) {
        guard let typeName, let body = Self(rawValue: typeName) else { return nil }
        self = body
    }

    /// The TIM element whose meaning the body reports, as TIM's clients receive it: a creation and a
    /// dismissal only as system notices (TIM has no tip for them), a REST notification as a custom
    /// system notice, and every other webhook as what a group tip reports (an owner change as the
    /// group-info tip that announces it; a command not listed here too).
    static func element(of body: TIMCallbackBody?) -> TIMElement {
        body == .groupDestroyed || body == .groupCreated || body == .systemNotification ? .systemNotice : .tip
    }

    /// The key of the body's list of `{Member_Account}` objects, if it has one.
    var memberListKey: String? {
        switch self {
        case .memberJoined: "NewMemberList"
        case .memberExited: "ExitMemberList"
        case .groupDestroyed, .groupCreated: "MemberList"
        case .groupInfoChanged, .memberFieldChanged, .ownerChanged, .systemNotification: nil
        }
    }

    /// The key holding the word that tells the command's records apart, and the code field of the
    /// `callback` table that holds it.
    var subcode: (key: String, field: String)? {
        switch self {
        case .memberExited: ("ExitType", "exitType")
        case .memberFieldChanged: ("Role", "role")
        case .memberJoined, .groupInfoChanged, .groupDestroyed, .groupCreated, .ownerChanged, .systemNotification: nil
        }
    }

    /// Whether the body names an operator: every webhook but a destroyed group's, which names its
    /// owner instead; the REST body names no one.
    var namesOperator: Bool { self != .groupDestroyed && self != .systemNotification }

    /// The keys of a body the model holds (`body` nil: a webhook of a command not listed here).
    static func ownedKeys(of body: TIMCallbackBody?) -> Set<String> {
        body.flatMap { ownedKeysByBody[$0] } ?? webhookKeys
    }

    /// The keys each body holds, worked out once: every record written asks for its body's.
    private static let ownedKeysByBody = Dictionary(uniqueKeysWithValues: allCases.map { ($0, keys(of: $0)) })

    /// The keys of `body` the model holds.
    private static func keys(of body: TIMCallbackBody) -> Set<String> {
        var keys: Set<String> = body == .systemNotification ? ["GroupId"] : webhookKeys
        if !body.namesOperator { keys.remove(operatorKey) }
        if let list = body.memberListKey { keys.insert(list) }
        if let subcode = body.subcode { keys.insert(subcode.key) }
        switch body {
        case .memberJoined: keys.insert("JoinType")
        case .groupInfoChanged: keys.formUnion(changeKeys)
        case .memberFieldChanged: keys.formUnion(subjectKeys + ["NameCard"])
        case .groupDestroyed: keys.formUnion([ownerKey, "Name"])
        case .groupCreated: keys.formUnion([ownerKey, "Name", TIMKeyedChangesSpelling.createdGroup.customKey])
        case .ownerChanged: keys.formUnion([ownerChangeKeys.former, ownerChangeKeys.new])
        case .systemNotification: keys.formUnion(["ToMembers_Account", "Content"])
        case .memberExited: break
        }
        return keys
    }
}
