import GroupEvents

/// A user object inside a ZIM tips message (`operatedUser`, `targetUserList[]`, `groupNewOwner`).
///
/// Web sends `{userID, userName, userAvatarUrl, memberRole, memberNickname}`; Flutter maps add
/// `classType`, newer Dart `userExtendedData`, full member infos `memberAvatarUrl` and
/// `muteExpiredTime`. Keys this type does not model stay in `original` and are written back.
public struct ZIMUser: Sendable, Hashable {
    /// `userID`.
    public var userID: String
    /// `userName`.
    public var userName: String?
    /// `userAvatarUrl`.
    public var userAvatarUrl: String?
    /// `memberRole`: 1 owner, 2 admin, 3 member (any integer accepted).
    public var memberRole: Int64?
    /// `memberNickname`.
    public var memberNickname: String?
    /// The object as decoded: the template that keeps unknown keys, order and spelling.
    public var original: ObjectOrigin?

    /// A user.
    public init(
        userID: String, userName: String? = nil, userAvatarUrl: String? = nil, memberRole: Int64? = nil,
        memberNickname: String? = nil, original: ObjectOrigin? = nil
    ) {
        self.userID = userID
        self.userName = userName
        self.userAvatarUrl = userAvatarUrl
        self.memberRole = memberRole
        self.memberNickname = memberNickname
        self.original = original
    }

    /// The keys this type owns; everything else in `original` is carried as it came.
    static let ownedKeys: Set<String> = ["userID", "userName", "userAvatarUrl", "memberRole", "memberNickname"]
}
