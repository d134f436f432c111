import GroupEventsCore

/// A ZIM tips message (message type 32) as the `sdk` flavour carries it: the fields the mapping
/// reads, with the whole message object kept in `original` for every other field.
package struct ZIMTipsMessage: Sendable, CustomReflectable, Hashable {
    /// `messageID`, as its exact text (a string on web, an integer on native and Flutter).
    package var messageID: String? {
        get { storage.value.messageID }
        _modify { yield &storage.value.messageID }
    }

    /// `conversationID`: the group's ID.
    package var conversationID: String? {
        get { storage.value.conversationID }
        _modify { yield &storage.value.conversationID }
    }

    /// `timestamp`, Unix milliseconds.
    package var timestamp: Int64? {
        get { storage.value.timestamp }
        _modify { yield &storage.value.timestamp }
    }

    /// `event`: 1–8 per the tips event table, 9 pinned (newer), 0 unknown (web); any integer accepted.
    package var event: Int64 {
        get { storage.value.event }
        _modify { yield &storage.value.event }
    }

    /// `operatedUser`: who acted; nil when absent or `null`.
    package var operatedUser: ZIMUser? {
        get { storage.value.operatedUser }
        _modify { yield &storage.value.operatedUser }
    }

    /// `targetUserList`; nil when the key is absent.
    package var targetUserList: [ZIMUser]? {
        get { storage.value.targetUserList }
        _modify { yield &storage.value.targetUserList }
    }

    /// `changeInfo`; nil when absent or `null`.
    package var changeInfo: ZIMChangeInfo? {
        get { storage.value.changeInfo }
        _modify { yield &storage.value.changeInfo }
    }

    /// The message object as decoded.
    package var original: ObjectOrigin? {
        get { storage.value.original }
        _modify { yield &storage.value.original }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    private var storage: CopyOnWriteBox<Fields>

    /// A tips message.
    package init(
        messageID: String? = nil, conversationID: String? = nil, timestamp: Int64? = nil, event: Int64,
        operatedUser: ZIMUser? = nil, targetUserList: [ZIMUser]? = nil, changeInfo: ZIMChangeInfo? = nil,
        original: ObjectOrigin? = nil
    ) {
        storage = CopyOnWriteBox(
            Fields(
                messageID: messageID, conversationID: conversationID, timestamp: timestamp, event: event, operatedUser: operatedUser,
                targetUserList: targetUserList, changeInfo: changeInfo, original: original))
    }

    /// `ZIMMessageType.tips`.
    static let messageType: Int64 = 32

    /// The keys this type owns (`type` and `conversationType` are written only when there is no original to copy them from).
    static let ownedKeys: Set<String> = [
        "messageID", "conversationID", "timestamp", "event", "operatedUser", "targetUserList", "changeInfo",
    ]

    /// The fields, as a struct's mirror shows them.
    package var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var messageID: String?
        var conversationID: String?
        var timestamp: Int64?
        var event: Int64
        var operatedUser: ZIMUser?
        var targetUserList: [ZIMUser]?
        var changeInfo: ZIMChangeInfo?
        var original: ObjectOrigin?
    }
}
