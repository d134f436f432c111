/// One group notification in vendor-neutral form: what happened, in which group, who did it, to
/// whom, and where it came from.
///
/// Fields that a kind does not use stay nil or empty; `GroupEventKind` says which apply:
/// - membership kinds (`member.joined`, `member.left`, `member.kicked`) name the affected people in
///   `members`; `member.joined` also says how in `joinMethod`;
/// - `member.roleChanged` gives the new role in `role`; `member.muted` the mute in `mute`;
/// - `group.profileChanged` carries a partial diff in `profile`;
/// - `group.ownerTransferred` names the new owner in `newOwner` (and in `members`);
/// - `owner` is the group's owner where a record names it beside what happened (a creation or
///   dismissal webhook), and on a transfer the owner it moved from, where the record names one;
/// - `addressee` is the one person a notice was delivered to (a TIM system notice's `to`: the admin
///   a join request goes to, the applicant an answer goes to, the member a removal notice goes to),
///   for any kind; nil for what the whole group sees;
/// - `notice.custom` carries its text in `text`, and a `request.*` the message that came with it;
/// - `unrecognized` keeps only the source.
///
/// An event is a value; its fields live in a `CopyOnWriteBox`, so that copying an event costs one
/// reference count.
public struct GroupEvent: Sendable, CustomReflectable, Hashable {
    /// What happened.
    @inlinable public var kind: GroupEventKind {
        get { storage.value.kind }
        _modify { yield &storage.value.kind }
    }

    /// The group's ID.
    @inlinable public var groupID: String? {
        get { storage.value.groupID }
        _modify { yield &storage.value.groupID }
    }

    /// Who did it, when known.
    @inlinable public var actor: GroupMember? {
        get { storage.value.actor }
        _modify { yield &storage.value.actor }
    }

    /// Whom it was about, in the source's order.
    @inlinable public var members: [GroupMember] {
        get { storage.value.members }
        _modify { yield &storage.value.members }
    }

    /// How members joined, for `member.joined`; nil when the source does not say (a TIM web tip
    /// without a join type tells neither a join of one's own nor an invitation), which is never guessed.
    @inlinable public var joinMethod: JoinMethod? {
        get { storage.value.joinMethod }
        _modify { yield &storage.value.joinMethod }
    }

    /// The new role, for `member.roleChanged`.
    @inlinable public var role: GroupRole? {
        get { storage.value.role }
        _modify { yield &storage.value.role }
    }

    /// The mute applied to `members`, for `member.muted`, when it is the same for all (a member's own
    /// `mute` takes precedence; see `mute(of:)`).
    @inlinable public var mute: MuteState? {
        get { storage.value.mute }
        _modify { yield &storage.value.mute }
    }

    /// The profile diff, for `group.profileChanged`.
    @inlinable public var profile: GroupProfileChange? {
        get { storage.value.profile }
        _modify { yield &storage.value.profile }
    }

    /// The new owner, when ownership moved (also when an owner's leaving handed it on).
    @inlinable public var newOwner: GroupMember? {
        get { storage.value.newOwner }
        _modify { yield &storage.value.newOwner }
    }

    /// The group's owner as the record names it beside what happened; on a transfer, the owner it
    /// moved from, where the record names one (TIM's owner-change webhook).
    @inlinable public var owner: GroupMember? {
        get { storage.value.owner }
        _modify { yield &storage.value.owner }
    }

    /// The one person the notice was delivered to, when it was delivered to one person rather than
    /// shown to the group (a TIM system notice's `to`); an empty user ID where the record does not
    /// say who (a TIM C-API report of a request, in its receiver's system conversation). A record written for it,
    /// or its fallback text message, goes to that person alone, never into the group's conversation:
    /// with no one named, a fallback is left out.
    @inlinable public var addressee: GroupMember? {
        get { storage.value.addressee }
        _modify { yield &storage.value.addressee }
    }

    /// Free text: the notice of `notice.custom`, or the message that came with a request or an answer
    /// to one (`request.*`: a TIM applicant's reason).
    @inlinable public var text: String? {
        get { storage.value.text }
        _modify { yield &storage.value.text }
    }

    /// When it happened, in milliseconds since the Unix epoch.
    @inlinable public var time: Int64? {
        get { storage.value.time }
        _modify { yield &storage.value.time }
    }

    /// The vendor's message ID, as a string.
    @inlinable public var messageID: String? {
        get { storage.value.messageID }
        _modify { yield &storage.value.messageID }
    }

    /// Where it came from.
    @inlinable public var source: EventSource {
        get { storage.value.source }
        _modify { yield &storage.value.source }
    }

    /// The fields, shared between copies until one of them changes.
    @usableFromInline var storage: CopyOnWriteBox<Fields>

    /// An event; only the kind and source are required.
    public init(
        kind: GroupEventKind, groupID: String? = nil, actor: GroupMember? = nil, members: [GroupMember] = [],
        joinMethod: JoinMethod? = nil, role: GroupRole? = nil, mute: MuteState? = nil,
        profile: GroupProfileChange? = nil, newOwner: GroupMember? = nil, owner: GroupMember? = nil, addressee: GroupMember? = nil,
        text: String? = nil, time: Int64? = nil, messageID: String? = nil, source: EventSource
    ) {
        storage = CopyOnWriteBox(
            Fields(
                kind: kind,
                groupID: groupID,
                actor: actor,
                members: members,
                joinMethod: joinMethod,
                role: role,
                mute: mute,
                profile: profile,
                newOwner: newOwner,
                owner: owner,
                addressee: addressee,
                text: text,
                time: time,
                messageID: messageID,
                source: source))
    }

    /// The fields, as a struct's mirror shows them.
    public var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields of an event.
    @usableFromInline struct Fields: Sendable, Hashable {
        @usableFromInline var kind: GroupEventKind
        @usableFromInline var groupID: String?
        @usableFromInline var actor: GroupMember?
        @usableFromInline var members: [GroupMember]
        @usableFromInline var joinMethod: JoinMethod?
        @usableFromInline var role: GroupRole?
        @usableFromInline var mute: MuteState?
        @usableFromInline var profile: GroupProfileChange?
        @usableFromInline var newOwner: GroupMember?
        @usableFromInline var owner: GroupMember?
        @usableFromInline var addressee: GroupMember?
        @usableFromInline var text: String?
        @usableFromInline var time: Int64?
        @usableFromInline var messageID: String?
        @usableFromInline var source: EventSource
    }
}
