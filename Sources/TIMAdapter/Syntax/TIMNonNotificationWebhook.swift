/// Tencent's group webhooks (`Group.CallbackAfter…`) that report something other than a group
/// notification: no TIM client receives a group tip or system notice for what they report, and the
/// unified model has no kind for it. A `tim:callback` record of one of these commands passes through
/// as no event, with the reason below. (`Group.CallbackAfterSendMsg` is told apart by the message it
/// carries, `MsgBody`, as every message webhook is.)
enum TIMNonNotificationWebhook: String, CaseIterable, Sendable {
    /// The group reached its member limit: a state, not a change anyone made.
    case groupFull = "Group.CallbackAfterGroupFull"
    /// Messages were recalled (`MsgSeqList`).
    case messagesRecalled = "Group.CallbackAfterRecallMsg"
    /// Group attributes were set, modified, cleared or deleted (`OptionType`, `GroupAttr`).
    case attributesChanged = "Group.CallbackAfterGroupAttrChanged"
    /// Members read messages (`GroupMsgReceiptList`).
    case readReceipt = "Group.CallbackAfterReadReceipt"
    /// A message's extensions were set or cleared (`MsgSeq`, `ExtensionList`).
    case messageExtension = "Group.CallbackAfterGroupMsgExtension"

    /// Why a record of the command is no group notification, for the report.
    var reason: String {
        let what =
            switch self {
            case .groupFull: "a group reaching its member limit"
            case .messagesRecalled: "recalled messages"
            case .attributesChanged: "group attributes (no TIM tip or notice and no unified field holds them)"
            case .readReceipt: "read receipts"
            case .messageExtension: "a message's extensions"
            }
        return "a TIM webhook about \(what) (\(rawValue)), not a group notification"
    }
}
