import GroupEventsCore

/// One name card of a NIM notification's `uinfos`: an object keyed by tag strings whose values are
/// strings (`"1"` account, `"3"` nickname, `"4"` avatar). Other tags (gender `"6"`, sign, birth…)
/// stay in `original` and are written back.
package struct NIMUserCard: Sendable, CustomReflectable, Hashable {
    /// Tag `"1"`: the account.
    package var account: String {
        get { storage.value.account }
        _modify { yield &storage.value.account }
    }

    /// Tag `"3"`: the nickname.
    package var nick: String? {
        get { storage.value.nick }
        _modify { yield &storage.value.nick }
    }

    /// Tag `"4"`: the avatar URL.
    package var avatar: String? {
        get { storage.value.avatar }
        _modify { yield &storage.value.avatar }
    }

    /// The card as decoded.
    package var original: ObjectOrigin? {
        get { storage.value.original }
        _modify { yield &storage.value.original }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    private var storage: CopyOnWriteBox<Fields>

    /// A name card.
    package init(account: String, nick: String? = nil, avatar: String? = nil, original: ObjectOrigin? = nil) {
        storage = CopyOnWriteBox(Fields(account: account, nick: nick, avatar: avatar, original: original))
    }

    /// The tag of the account.
    static let accountTag = "1"
    /// The tag of the nickname.
    static let nickTag = "3"
    /// The tag of the avatar URL.
    static let avatarTag = "4"

    /// The fields, as a struct's mirror shows them.
    package var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    private struct Fields: Sendable, Hashable {
        var account: String
        var nick: String?
        var avatar: String?
        var original: ObjectOrigin?
    }
}
