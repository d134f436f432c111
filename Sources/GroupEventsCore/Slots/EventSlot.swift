import GroupEventsJSON

/// One event of a record as fixed fields and ranges of the record's text (see `RecordSlots`): what a
/// `GroupEvent` holds for the kinds the slots carry, without boxes, arrays or `String`s of its own.
/// The people are indices into the slots' `people`.
@usableFromInline package struct EventSlot: Sendable {
    /// What happened.
    @usableFromInline package var kind: GroupEventKind
    /// The group, when the record names it.
    @usableFromInline package var groupID: JSONStringRange?
    /// The index of the one who acted in `RecordSlots.people`, when the record names them.
    @usableFromInline package var actor: Int?
    /// The indices in `RecordSlots.people` of whom the event is about.
    @usableFromInline package var members: Range<Int>
    /// When, in milliseconds since 1970.
    @usableFromInline package var time: Int64?
    /// The message's ID, when the record has one.
    @usableFromInline package var messageID: JSONStringRange?
    /// How the members joined (`member.joined`), when the record says.
    @usableFromInline package var joinMethod: JoinMethod?
    /// The role granted (`member.roleChanged`), when the table knows its level.
    @usableFromInline package var role: GroupRole.Level?
    /// The number of the role granted, for a vendor that numbers roles (ZIM).
    @usableFromInline package var roleNumber: Int64?
    /// The index in `RecordSlots.people` of the new owner (`group.ownerTransferred`, or an event whose
    /// record names one anyway).
    @usableFromInline package var newOwner: Int?
    /// The mute of every member (`member.muted`): the slots hold one for all.
    @usableFromInline package var mute: MuteState?
    /// The change of the group's profile (`group.profileChanged`).
    @usableFromInline package var profile: ProfileSlot?
    /// The index in `RecordSlots.people` of whom the event was delivered to, when it was delivered
    /// to one person (a TIM system notice's `to`).
    @usableFromInline package var addressee: Int?
    /// A notice's own words, or those of a request or an answer to one.
    @usableFromInline package var text: JSONStringRange?
    /// Whether the record the event was read from holds data no event carries (the application's own
    /// data, a key its flavour does not document), which a writer that keeps no source record reports
    /// as left out: such a writer leaves the event to the general path. Told only when the slots ask
    /// (`RecordSlots.checksUncarriedData`).
    @usableFromInline package var recordHoldsUncarriedData = false
    /// What the writer made of the event: written in the target flavour, or as a text message
    /// (`fallback`).
    @usableFromInline package var outcome = RecordTranslation.Outcome.converted
    /// The source record's codes (`EventSource.codes`), in order, for a writer that keeps them
    /// (unified): at most two numbers, each under its key.
    @usableFromInline package var codes: (first: Code?, second: Code?) = (nil, nil)
    /// A code of the source record that is a set of strings (NIM's update tags, `"tags": ["3", "101"]`;
    /// the keys a TIM group-profile tip changes, each once, `"changes": ["groupName"]`), written after
    /// the numbers, for a writer that keeps codes and for a sentence.
    @usableFromInline package var stringCodes: StringCodes?

    /// A number of the source record's codes, under its key (`"event": 8`).
    @usableFromInline package struct Code: Sendable {
        /// The key.
        @usableFromInline package let key: StaticString
        /// The number.
        @usableFromInline package let value: Int64

        /// The code `value` under `key`.
        @inlinable package init(_ key: StaticString, _ value: Int64) {
            self.key = key
            self.value = value
        }
    }

    /// A code of the source record whose value is a set of strings, under its key.
    @usableFromInline package struct StringCodes: Sendable {
        /// The key.
        @usableFromInline package let key: StaticString
        /// The indices in `RecordSlots.codeStrings` of the strings, in record order.
        @usableFromInline package let strings: Range<Int>

        /// The strings `strings` under `key`.
        @inlinable package init(_ key: StaticString, _ strings: Range<Int>) {
            self.key = key
            self.strings = strings
        }
    }

    /// An event of `kind` about the people `members`.
    @inlinable package init(kind: GroupEventKind, members: Range<Int>) {
        self.kind = kind
        self.members = members
    }
}
