/// A person named by an event: who acted, or whom it was about.
///
/// Only `userID` is required; the rest is the profile snapshot the vendor sent along, if any, and
/// values an event gives each member on its own (a mute that differs per person).
public struct GroupMember: Sendable, Hashable {
    /// The vendor's user ID, always as a string.
    public var userID: String
    /// The user's display name.
    public var name: String?
    /// The user's nickname inside this group.
    public var nickname: String?
    /// The user's avatar URL.
    public var avatarURL: String?
    /// The user's role in the group as the notification stated it; for a role change where each
    /// member gets a different role, this member's new role (the common case is `GroupEvent.role`).
    public var role: GroupRole?
    /// This member's own mute, when the members of a `member.muted` event are muted differently (the
    /// common case, one mute for all, is `GroupEvent.mute`).
    public var mute: MuteState?

    /// A member with the given ID and optional profile.
    public init(
        userID: String, name: String? = nil, nickname: String? = nil, avatarURL: String? = nil, role: GroupRole? = nil,
        mute: MuteState? = nil
    ) {
        self.userID = userID
        self.name = name
        self.nickname = nickname
        self.avatarURL = avatarURL
        self.role = role
        self.mute = mute
    }

    /// The name to show for this member: nickname, then name, then ID.
    public var displayName: String {
        if let nickname, !nickname.isEmpty { return nickname }
        if let name, !name.isEmpty { return name }
        return userID
    }
}
