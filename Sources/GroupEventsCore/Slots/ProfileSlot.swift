import GroupEventsJSON

/// A change of a group's profile (`group.profileChanged`) as ranges of the record's text (see
/// `RecordSlots`): what `GroupProfileChange` holds for the fields the slots carry. A field that is nil
/// did not change; an empty range is a change to the empty text (`JSONStringRange.empty`).
@usableFromInline package struct ProfileSlot: Sendable {
    /// The new group name.
    @usableFromInline package var name: JSONStringRange?
    /// The new notice.
    @usableFromInline package var notice: JSONStringRange?
    /// The new introduction.
    @usableFromInline package var introduction: JSONStringRange?
    /// The new avatar URL.
    @usableFromInline package var avatarURL: JSONStringRange?
    /// The new group-wide mute setting: a writer refuses one whose scope lists roles (an array the
    /// slots do not hold).
    @usableFromInline package var mute: GroupMuteSetting?
    /// The indices in `RecordSlots.vendorFields` of the changed fields with no unified meaning.
    @usableFromInline package var vendorFields: Range<Int> = 0..<0

    /// A change of nothing yet.
    @inlinable package init() {}

    /// Whether nothing changed.
    @inlinable package var isEmpty: Bool { name == nil && notice == nil && introduction == nil && avatarURL == nil && mute == nil && vendorFields.isEmpty }
}
