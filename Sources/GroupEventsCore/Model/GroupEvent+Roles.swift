extension GroupEvent {
    /// The role a role change gives: the event's, or else its first member's (a source that states
    /// the role per member). Flavours that write one role for the whole change write this one.
    public var grantedRole: GroupRole? {
        role ?? members.first?.role
    }

    /// Whether the role change makes someone an administrator or a member again: the only role
    /// changes vendors without an owner role change (NIM, TIM) can say.
    @usableFromInline package var grantsAdminOrMember: Bool {
        let level = grantedRole?.level
        return level == .admin || level == .member
    }
}
