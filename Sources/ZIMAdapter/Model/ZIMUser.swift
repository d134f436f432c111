import GroupEventsCore

/// A user object inside a ZIM tips message (`operatedUser`, `targetUserList[]`, `groupNewOwner`).
///
/// Web sends `{userID, userName, userAvatarUrl, memberRole, memberNickname}`; Flutter maps add
/// `classType`, newer Dart `userExtendedData`, full member infos `memberAvatarUrl` and
/// `muteExpiredTime`. Keys this type does not model stay in `original` and are written back.
package struct ZIMUser: Sendable, CustomReflectable, Hashable {
    /// `userID`.
    package var userID: String {
        get { storage.value.userID }
        _modify { yield &storage.value.userID }
    }

    /// `userName`.
    package var userName: String? {
        get { storage.value.userName }
        _modify { yield &storage.value.userName }
    }

    /// `userAvatarUrl`.
    package var userAvatarUrl: String? {
        get { storage.value.userAvatarUrl }
        _modify { yield &storage.value.userAvatarUrl }
    }

    /// `memberRole`: 1 owner, 2 admin, 3 member (any integer accepted).
    package var memberRole: Int64? {
        get { storage.value.memberRole }
        _modify { yield &storage.value.memberRole }
    }

    /// `memberNickname`.
    package var memberNickname: String? {
        get { storage.value.memberNickname }
        _modify { yield &storage.value.memberNickname }
    }

    /// The object as decoded: the template that keeps unknown keys, order and spelling.
    package var original: ObjectOrigin? {
        get { storage.value.original }
        _modify { yield &storage.value.original }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    private var storage: CopyOnWriteBox<Fields>

    /// A user.
    package init(
        userID: String, userName: String? = nil, userAvatarUrl: String? = nil, memberRole: Int64? = nil,
        memberNickname: String? = nil, original: ObjectOrigin? = nil
    ) {
        storage = CopyOnWriteBox(
            Fields(userID: userID, userName: userName, userAvatarUrl: userAvatarUrl, memberRole: memberRole, memberNickname: memberNickname, original: original)
        )
    }

    /// The keys this type owns; everything else in `original` is carried as it came.
    static let ownedKeys: Set<String> = ["userID", "userName", "userAvatarUrl", "memberRole", "memberNickname"]

    /// The fields, as a struct's mirror shows them.
    package var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var userID: String
        var userName: String?
        var userAvatarUrl: String?
        var memberRole: Int64?
        var memberNickname: String?
        var original: ObjectOrigin?
    }
}
