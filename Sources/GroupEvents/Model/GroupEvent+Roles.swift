extension GroupEvent {
    /// The role a role change gives: the event's, or else its first member's (a source that states
    /// the role per member). Flavours that write one role for the whole change write this one.
    public var grantedRole: GroupRole? {
        role ?? members.first?.role
    }
}
