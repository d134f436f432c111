/// How members came to join a group.
public enum JoinMethod: String, Sendable, Hashable, CaseIterable {
    /// Someone else added them.
    case invited
    /// They joined on their own and no approval was needed.
    case free
    /// They applied and an administrator approved.
    case approved
    /// They accepted an invitation.
    case invitationAccepted
    /// They joined on their own; the source does not say whether approval was needed.
    case selfJoined = "self"
}
