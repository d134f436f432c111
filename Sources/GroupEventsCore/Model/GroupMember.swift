/// A person named by an event: who acted, or whom it was about.
///
/// Only `userID` is required; the rest is the profile snapshot the vendor sent along, if any, and
/// values an event gives each member on its own (a mute that differs per person).
public struct GroupMember: Sendable, CustomReflectable, Hashable {
    /// The vendor's user ID, always as a string.
    @inlinable public var userID: String {
        get { storage.value.userID }
        _modify { yield &storage.value.userID }
    }

    /// The user's display name.
    @inlinable public var name: String? {
        get { storage.value.name }
        _modify { yield &storage.value.name }
    }

    /// The user's nickname inside this group.
    @inlinable public var nickname: String? {
        get { storage.value.nickname }
        _modify { yield &storage.value.nickname }
    }

    /// The user's avatar URL.
    @inlinable public var avatarURL: String? {
        get { storage.value.avatarURL }
        _modify { yield &storage.value.avatarURL }
    }

    /// The user's role in the group as the notification stated it; for a role change where each
    /// member gets a different role, this member's new role (the common case is `GroupEvent.role`).
    @inlinable public var role: GroupRole? {
        get { storage.value.role }
        _modify { yield &storage.value.role }
    }

    /// This member's own mute, when the members of a `member.muted` event are muted differently (the
    /// common case, one mute for all, is `GroupEvent.mute`).
    @inlinable public var mute: MuteState? {
        get { storage.value.mute }
        _modify { yield &storage.value.mute }
    }

    /// The fields, in a box copies share (`CopyOnWriteBox`): a copy is one reference count.
    @usableFromInline var storage: CopyOnWriteBox<Fields>

    /// A member with the given ID and optional profile.
    public init(
        userID: String, name: String? = nil, nickname: String? = nil, avatarURL: String? = nil, role: GroupRole? = nil,
        mute: MuteState? = nil
    ) {
        storage = CopyOnWriteBox(
            Fields(userID: userID, name: name, nickname: nickname, avatarURL: avatarURL, role: role, mute: mute))
    }

    /// The name to show for this member: nickname, then name, then ID.
    public var displayName: String {
        if let nickname, !nickname.isEmpty { return nickname }
        if let name, !name.isEmpty { return name }
        return userID
    }

    /// The fields, as a struct's mirror shows them.
    public var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields.
    @usableFromInline struct Fields: Sendable, Hashable {
        @usableFromInline var userID: String
        @usableFromInline var name: String?
        @usableFromInline var nickname: String?
        @usableFromInline var avatarURL: String?
        @usableFromInline var role: GroupRole?
        @usableFromInline var mute: MuteState?
    }
}
