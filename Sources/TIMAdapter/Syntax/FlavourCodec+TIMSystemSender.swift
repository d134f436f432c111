import GroupEventsCore

extension FlavourCodec where Model == TIMNotification {
    /// `administrator`: TIM has no system account that can send a text message (`@TIM#SYSTEM`, the
    /// sender of tips and system notices, sends nothing else), so a fallback text message is said by
    /// the app's administrator, the account an app's server speaks as in Tencent's REST API, which
    /// Tencent's console creates under this name and its documentation uses throughout.
    package var systemSender: String? { "administrator" }
}
