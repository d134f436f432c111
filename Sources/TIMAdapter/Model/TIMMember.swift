import GroupEvents
import GroupEventsJSON

/// A person as a TIM record describes one: the web SDK's `operatorInfo` and `memberList` entries, the
/// V2 `opMember` and `memberList` entries (and later the C API's and the wire's member profiles).
/// Keys this type does not model (`friendRemark`, `onlineDevices`…) stay in `original`.
public struct TIMMember: Sendable, Hashable {
    /// The user's ID; nil when the record left it out (a bare V2 `opMember`).
    public var userID: String?
    /// The user's nickname (web `nick`, V2 `nickName`).
    public var nick: String?
    /// The user's avatar URL (web `avatar`, V2 `faceUrl`, or `faceURL` as iOS spells it).
    public var avatar: String?
    /// The user's name card in this group (`nameCard`).
    public var nameCard: String?
    /// The user's role as the record wrote it: `"Owner"`/`"Admin"`/`"Member"` on web, 200/300/400 in
    /// the native SDKs (the `role` value table gives the level).
    public var role: JSONValue?
    /// The object as decoded.
    public var original: ObjectOrigin?
    /// The key the avatar was read from, where a flavour has two spellings for it (V2 `faceURL`).
    var avatarKey: String?
    /// The key the user ID was read from, where a flavour has two spellings for it (a webhook's
    /// `Member_Account` beside `Modified_Account`).
    var userIDKey: String?

    /// A member.
    public init(
        userID: String?, nick: String? = nil, avatar: String? = nil, nameCard: String? = nil, role: JSONValue? = nil,
        original: ObjectOrigin? = nil
    ) {
        self.userID = userID
        self.nick = nick
        self.avatar = avatar
        self.nameCard = nameCard
        self.role = role
        self.original = original
    }

    /// Whether the entry says anything about the person beyond the ID.
    var hasProfile: Bool { nick != nil || avatar != nil || nameCard != nil || role != nil }

    /// The member without the object it was read from (another flavour's spelling).
    var withoutSpelling: TIMMember {
        TIMMember(userID: userID, nick: nick, avatar: avatar, nameCard: nameCard, role: role)
    }
}
