import GroupEventsJSON

extension GroupEvent {
    /// Gives the members their mutes, one per member in `members` order: the event-level `mute` when
    /// they are all the same (the common case), each member's own `mute` otherwise.
    public mutating func setMutes(_ mutes: [MuteState]) {
        if let first = mutes.first, mutes.allSatisfy({ $0 == first }) {
            mute = first
            for index in members.indices { members[index].mute = nil }
        } else {
            mute = nil
            for (index, state) in zip(members.indices, mutes) { members[index].mute = state }
        }
    }

    /// A member's mute: their own, or else the event's.
    public func mute(of member: GroupMember) -> MuteState? {
        member.mute ?? mute
    }

    /// Where the mute of the first member stands, for a target that writes one mute for all:
    /// `$.members[0].mute` when it is the member's own, else the event's `$.mute`.
    @usableFromInline package var firstMemberMutePath: JSONPath {
        members.first?.mute != nil ? JSONPath(keys: "members").appending(index: 0).appending(key: "mute") : JSONPath(keys: "mute")
    }
}
