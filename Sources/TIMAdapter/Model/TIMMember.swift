import GroupEventsCore
import GroupEventsJSON

/// A person as a TIM record describes one: the web SDK's `operatorInfo` and `memberList` entries, the
/// V2 `opMember` and `memberList` entries (and later the C API's and the wire's member profiles).
/// Keys this type does not model (`friendRemark`, `onlineDevices`…) stay in `original`.
package struct TIMMember: Sendable, CustomReflectable, Hashable {
    /// The user's ID; nil when the record left it out (a bare V2 `opMember`).
    package var userID: String? {
        get { storage.value.userID }
        _modify { yield &storage.value.userID }
    }

    /// The user's nickname (web `nick`, V2 `nickName`).
    package var nick: String? {
        get { storage.value.nick }
        _modify { yield &storage.value.nick }
    }

    /// The user's avatar URL (web `avatar`, V2 `faceUrl`, or `faceURL` as iOS spells it).
    package var avatar: String? {
        get { storage.value.avatar }
        _modify { yield &storage.value.avatar }
    }

    /// The user's name card in this group (`nameCard`).
    package var nameCard: String? {
        get { storage.value.nameCard }
        _modify { yield &storage.value.nameCard }
    }

    /// The user's role as the record wrote it: `"Owner"`/`"Admin"`/`"Member"` on web, 200/300/400 in
    /// the native SDKs (the `role` value table gives the level).
    package var role: JSONValue? {
        get { storage.value.role }
        _modify { yield &storage.value.role }
    }

    /// The object as decoded.
    package var original: ObjectOrigin? {
        get { storage.value.original }
        _modify { yield &storage.value.original }
    }

    /// The key the avatar was read from, where a flavour has two spellings for it (V2 `faceURL`).
    var avatarKey: String? {
        get { storage.value.avatarKey }
        _modify { yield &storage.value.avatarKey }
    }

    /// The key the user ID was read from, where a flavour has two spellings for it (a webhook's
    /// `Member_Account` beside `Modified_Account`).
    var userIDKey: String? {
        get { storage.value.userIDKey }
        _modify { yield &storage.value.userIDKey }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    private var storage: CopyOnWriteBox<Fields>

    /// A member.
    package init(
        userID: String?, nick: String? = nil, avatar: String? = nil, nameCard: String? = nil, role: JSONValue? = nil,
        original: ObjectOrigin? = nil
    ) {
        storage = CopyOnWriteBox(
            Fields(userID: userID, nick: nick, avatar: avatar, nameCard: nameCard, role: role, original: original))
    }

    /// Whether the entry says anything about the person beyond the ID.
    var hasProfile: Bool { nick != nil || avatar != nil || nameCard != nil || role != nil }

    /// The member without the object it was read from (another flavour's spelling).
    var withoutSpelling: TIMMember {
        TIMMember(userID: userID, nick: nick, avatar: avatar, nameCard: nameCard, role: role)
    }

    /// The fields, as a struct's mirror shows them.
    package var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var userID: String?
        var nick: String?
        var avatar: String?
        var nameCard: String?
        var role: JSONValue?
        var original: ObjectOrigin?
        var avatarKey: String?
        var userIDKey: String?
    }
}
