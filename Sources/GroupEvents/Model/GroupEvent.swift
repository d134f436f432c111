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
public struct GroupEvent: Sendable, Hashable {
    /// What happened.
    public var kind: GroupEventKind
    /// The group's ID.
    public var groupID: String?
    /// Who did it, when known.
    public var actor: GroupMember?
    /// Whom it was about, in the source's order.
    public var members: [GroupMember]
    /// How members joined, for `member.joined`; nil when the source does not say (a TIM web tip
    /// without a join type tells neither a join of one's own nor an invitation), which is never guessed.
    public var joinMethod: JoinMethod?
    /// The new role, for `member.roleChanged`.
    public var role: GroupRole?
    /// The mute applied to `members`, for `member.muted`, when it is the same for all (a member's own
    /// `mute` takes precedence; see `mute(of:)`).
    public var mute: MuteState?
    /// The profile diff, for `group.profileChanged`.
    public var profile: GroupProfileChange?
    /// The new owner, when ownership moved (also when an owner's leaving handed it on).
    public var newOwner: GroupMember?
    /// The group's owner as the record names it, when ownership did not move.
    public var owner: GroupMember?
    /// Free text: the notice of `notice.custom`, or the message that came with a request or an answer
    /// to one (`request.*`: a TIM applicant's reason).
    public var text: String?
    /// When it happened, in milliseconds since the Unix epoch.
    public var time: Int64?
    /// The vendor's message ID, as a string.
    public var messageID: String?
    /// Where it came from.
    public var source: EventSource

    /// An event; only the kind and source are required.
    public init(
        kind: GroupEventKind, groupID: String? = nil, actor: GroupMember? = nil, members: [GroupMember] = [],
        joinMethod: JoinMethod? = nil, role: GroupRole? = nil, mute: MuteState? = nil,
        profile: GroupProfileChange? = nil, newOwner: GroupMember? = nil, owner: GroupMember? = nil, text: String? = nil,
        time: Int64? = nil, messageID: String? = nil, source: EventSource
    ) {
        self.kind = kind
        self.groupID = groupID
        self.actor = actor
        self.members = members
        self.joinMethod = joinMethod
        self.role = role
        self.mute = mute
        self.profile = profile
        self.newOwner = newOwner
        self.owner = owner
        self.text = text
        self.time = time
        self.messageID = messageID
        self.source = source
    }
}
