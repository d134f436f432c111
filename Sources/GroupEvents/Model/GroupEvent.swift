/// One group notification in vendor-neutral form: what happened, in which group, who did it, to
/// whom, and where it came from.
///
/// Fields that a kind does not use stay nil or empty; `GroupEventKind` says which apply:
/// - membership kinds (`member.joined`, `member.left`, `member.kicked`) name the affected people in
///   `members`; `member.joined` also says how in `joinMethod`;
/// - `member.roleChanged` gives the new role in `role`; `member.muted` the mute in `mute`;
/// - `group.profileChanged` carries a partial diff in `profile`;
/// - `group.ownerTransferred` names the new owner in `newOwner` (and in `members`);
/// - `owner` is the group's owner where a record names it without any change of owner (a creation
///   or dismissal webhook);
/// - `notice.custom` carries its text in `text`, and a `request.*` the message that came with it;
/// - `unrecognized` keeps only the source.
///
/// An event is a value; its fields live in a `CopyOnWriteBox`, so that copying an event costs one
/// reference count.
public struct GroupEvent: Sendable, CustomReflectable, Hashable {
    /// What happened.
    public var kind: GroupEventKind {
        get { storage.value.kind }
        _modify { yield &storage.value.kind }
    }

    /// The group's ID.
    public var groupID: String? {
        get { storage.value.groupID }
        _modify { yield &storage.value.groupID }
    }

    /// Who did it, when known.
    public var actor: GroupMember? {
        get { storage.value.actor }
        _modify { yield &storage.value.actor }
    }

    /// Whom it was about, in the source's order.
    public var members: [GroupMember] {
        get { storage.value.members }
        _modify { yield &storage.value.members }
    }

    /// How members joined, for `member.joined`; nil when the source does not say (a TIM web tip
    /// without a join type tells neither a join of one's own nor an invitation), which is never guessed.
    public var joinMethod: JoinMethod? {
        get { storage.value.joinMethod }
        _modify { yield &storage.value.joinMethod }
    }

    /// The new role, for `member.roleChanged`.
    public var role: GroupRole? {
        get { storage.value.role }
        _modify { yield &storage.value.role }
    }

    /// The mute applied to `members`, for `member.muted`, when it is the same for all (a member's own
    /// `mute` takes precedence; see `mute(of:)`).
    public var mute: MuteState? {
        get { storage.value.mute }
        _modify { yield &storage.value.mute }
    }

    /// The profile diff, for `group.profileChanged`.
    public var profile: GroupProfileChange? {
        get { storage.value.profile }
        _modify { yield &storage.value.profile }
    }

    /// The new owner, when ownership moved (also when an owner's leaving handed it on).
    public var newOwner: GroupMember? {
        get { storage.value.newOwner }
        _modify { yield &storage.value.newOwner }
    }

    /// The group's owner as the record names it, when ownership did not move.
    public var owner: GroupMember? {
        get { storage.value.owner }
        _modify { yield &storage.value.owner }
    }

    /// Free text: the notice of `notice.custom`, or the message that came with a request or an answer
    /// to one (`request.*`: a TIM applicant's reason).
    public var text: String? {
        get { storage.value.text }
        _modify { yield &storage.value.text }
    }

    /// When it happened, in milliseconds since the Unix epoch.
    public var time: Int64? {
        get { storage.value.time }
        _modify { yield &storage.value.time }
    }

    /// The vendor's message ID, as a string.
    public var messageID: String? {
        get { storage.value.messageID }
        _modify { yield &storage.value.messageID }
    }

    /// Where it came from.
    public var source: EventSource {
        get { storage.value.source }
        _modify { yield &storage.value.source }
    }

    /// The fields, shared between copies until one of them changes.
    private var storage: CopyOnWriteBox<Fields>

    /// An event; only the kind and source are required.
    public init(
        kind: GroupEventKind, groupID: String? = nil, actor: GroupMember? = nil, members: [GroupMember] = [],
        joinMethod: JoinMethod? = nil, role: GroupRole? = nil, mute: MuteState? = nil,
        profile: GroupProfileChange? = nil, newOwner: GroupMember? = nil, owner: GroupMember? = nil, text: String? = nil,
        time: Int64? = nil, messageID: String? = nil, source: EventSource
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
                text: text,
                time: time,
                messageID: messageID,
                source: source))
    }

    /// The fields, as a struct's mirror shows them.
    public var customMirror: Mirror { storage.mirror(of: self) }

    /// The stored fields of an event.
    private struct Fields: Sendable, Hashable {
        var kind: GroupEventKind
        var groupID: String?
        var actor: GroupMember?
        var members: [GroupMember]
        var joinMethod: JoinMethod?
        var role: GroupRole?
        var mute: MuteState?
        var profile: GroupProfileChange?
        var newOwner: GroupMember?
        var owner: GroupMember?
        var text: String?
        var time: Int64?
        var messageID: String?
        var source: EventSource
    }
}
