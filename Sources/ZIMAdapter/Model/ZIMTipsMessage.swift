import GroupEvents

/// A ZIM tips message (message type 32) as the `sdk` flavour carries it: the fields the mapping
/// reads, with the whole message object kept in `original` for every other field.
public struct ZIMTipsMessage: Sendable, Hashable {
    /// `messageID`, as its exact text (a string on web, an integer on native and Flutter).
    public var messageID: String?
    /// `conversationID`: the group's ID.
    public var conversationID: String?
    /// `timestamp`, Unix milliseconds.
    public var timestamp: Int64?
    /// `event`: 1–8 per the tips event table, 9 pinned (newer), 0 unknown (web); any integer accepted.
    public var event: Int64
    /// `operatedUser`: who acted; nil when absent or `null`.
    public var operatedUser: ZIMUser?
    /// `targetUserList`; nil when the key is absent.
    public var targetUserList: [ZIMUser]?
    /// `changeInfo`; nil when absent or `null`.
    public var changeInfo: ZIMChangeInfo?
    /// The message object as decoded.
    public var original: ObjectOrigin?

    /// A tips message.
    public init(
        messageID: String? = nil, conversationID: String? = nil, timestamp: Int64? = nil, event: Int64,
        operatedUser: ZIMUser? = nil, targetUserList: [ZIMUser]? = nil, changeInfo: ZIMChangeInfo? = nil,
        original: ObjectOrigin? = nil
    ) {
        self.messageID = messageID
        self.conversationID = conversationID
        self.timestamp = timestamp
        self.event = event
        self.operatedUser = operatedUser
        self.targetUserList = targetUserList
        self.changeInfo = changeInfo
        self.original = original
    }

    /// `ZIMMessageType.tips`.
    static let messageType: Int64 = 32

    /// The keys this type owns (`type` and `conversationType` are written only when there is no original to copy them from).
    static let ownedKeys: Set<String> = [
        "messageID", "conversationID", "timestamp", "event", "operatedUser", "targetUserList", "changeInfo",
    ]
}
