import GroupEventsJSON

/// A person an event names, as ranges of the record's text (see `RecordSlots`): what `GroupMember`
/// holds, without a `String` of its own.
@usableFromInline package struct PersonSlot: Sendable {
    /// The user ID.
    @usableFromInline package var userID: JSONStringRange
    /// The display name, when the record gives one.
    @usableFromInline package var name: JSONStringRange?
    /// The name in the group (name card), when the record gives one.
    @usableFromInline package var nickname: JSONStringRange?
    /// The avatar's URL, when the record gives one.
    @usableFromInline package var avatarURL: JSONStringRange?
    /// The role's level, when the record gives a role the table knows.
    @usableFromInline package var role: GroupRole.Level?
    /// The role's number, for a vendor that numbers roles (ZIM), when the record gives one: with
    /// `role`, what the unified event's `role` holds (`{"level", "raw"}`).
    @usableFromInline package var roleNumber: Int64?
    /// The role as the record names it, for a vendor that names roles (TIM's `"Admin"`), when the
    /// record gives a role the table knows: with `role`, what the unified event's `role` holds.
    @usableFromInline package var roleText: JSONStringRange?
    /// The person's own mute, when the members of a `member.muted` event are muted differently (the
    /// event's `mute` is then nil).
    @usableFromInline package var mute: MuteState?

    /// A person named by `userID`, with what else the record gives.
    @inlinable package init(
        userID: JSONStringRange, name: JSONStringRange? = nil, nickname: JSONStringRange? = nil, avatarURL: JSONStringRange? = nil,
        role: GroupRole.Level? = nil, roleNumber: Int64? = nil, roleText: JSONStringRange? = nil
    ) {
        self.userID = userID
        self.name = name
        self.nickname = nickname
        self.avatarURL = avatarURL
        self.role = role
        self.roleNumber = roleNumber
        self.roleText = roleText
    }
}
