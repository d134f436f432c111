/// Which of TIM's two kinds of group notification a record is: the same meaning (a member removed)
/// can come as either, and a translation among TIM flavours keeps the kind it came as.
package enum TIMElement: String, Sendable, Hashable, CaseIterable {
    /// A group tip: stored in the group's history and seen by every member.
    case tip
    /// A group system notice: delivered to one user in the system conversation, not roamed.
    case systemNotice

    /// The element's name, for messages.
    package var name: String {
        switch self {
        case .tip: "group tip"
        case .systemNotice: "group system notice"
        }
    }

    /// The code field of a flavour table that holds this element's type number (`tipType`,
    /// `noticeType`): every TIM flavour's table names its codes so, whatever its keys are called.
    package var codeField: String {
        switch self {
        case .tip: "tipType"
        case .systemNotice: "noticeType"
        }
    }
}
