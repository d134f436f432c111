/// A group-wide mute setting: who is muted and for how long.
public struct GroupMuteSetting: Sendable, Hashable {
    /// Who the group-wide mute covers.
    public enum Scope: Sendable, Hashable {
        /// Nobody: group-wide mute is off.
        case none
        /// Ordinary members (administrators and the owner may still speak).
        case members
        /// Everyone.
        case all
        /// Members holding one of these roles.
        case roles([GroupRole])
        /// A mode no table knows; `rawMode` keeps the vendor's value.
        case unknown
    }

    /// Who is muted.
    public var scope: Scope
    /// For how long; nil when the source says nothing about the term.
    public var term: MuteState?
    /// The vendor's raw mode value, kept as it came.
    public var rawMode: Int64?

    /// A mute setting.
    public init(scope: Scope, term: MuteState? = nil, rawMode: Int64? = nil) {
        self.scope = scope
        self.term = term
        self.rawMode = rawMode
    }
}

extension GroupMuteSetting.Scope {
    /// The scope a value table's meaning names without a list of roles (`none`, `members`, `all`);
    /// nil for any other word (`roles` needs the roles, which the word does not give).
    @usableFromInline package init?(meaning: String) {
        switch meaning {
        case "none": self = .none
        case "members": self = .members
        case "all": self = .all
        default: return nil
        }
    }
}
