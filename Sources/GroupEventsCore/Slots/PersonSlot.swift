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
    /// The role's level, when the record gives a role (a role of no known level is not held here).
    @usableFromInline package var role: GroupRole.Level?

    /// A person named by `userID`, with what else the record gives.
    @inlinable package init(
        userID: JSONStringRange, name: JSONStringRange? = nil, nickname: JSONStringRange? = nil, avatarURL: JSONStringRange? = nil,
        role: GroupRole.Level? = nil
    ) {
        self.userID = userID
        self.name = name
        self.nickname = nickname
        self.avatarURL = avatarURL
        self.role = role
    }
}
