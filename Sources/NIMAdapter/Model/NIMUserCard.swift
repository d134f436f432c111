import GroupEvents

/// One name card of a NIM notification's `uinfos`: an object keyed by tag strings whose values are
/// strings (`"1"` account, `"3"` nickname, `"4"` avatar). Other tags (gender `"6"`, sign, birth…)
/// stay in `original` and are written back.
public struct NIMUserCard: Sendable, Hashable {
    /// Tag `"1"`: the account.
    public var account: String
    /// Tag `"3"`: the nickname.
    public var nick: String?
    /// Tag `"4"`: the avatar URL.
    public var avatar: String?
    /// The card as decoded.
    public var original: ObjectOrigin?

    /// A name card.
    public init(account: String, nick: String? = nil, avatar: String? = nil, original: ObjectOrigin? = nil) {
        self.account = account
        self.nick = nick
        self.avatar = avatar
        self.original = original
    }

    /// The tag of the account.
    static let accountTag = "1"
    /// The tag of the nickname.
    static let nickTag = "3"
    /// The tag of the avatar URL.
    static let avatarTag = "4"
}
