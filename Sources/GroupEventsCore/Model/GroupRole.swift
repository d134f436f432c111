import GroupEventsJSON

/// A member's role: an ordered level plus the vendor's own value, kept as it came.
public struct GroupRole: Sendable, Hashable {
    /// The ordered level, or nil when the vendor's value has no known level.
    public var level: Level?
    /// The vendor's raw value (`1`, `"Admin"`), when the role came from a vendor record.
    public var raw: JSONValue?

    /// A role of a level, optionally with the vendor's raw value.
    public init(level: Level?, raw: JSONValue? = nil) {
        self.level = level
        self.raw = raw
    }

    /// Role levels, ordered: `member < admin < owner`.
    public enum Level: String, Sendable, Hashable, Comparable, CaseIterable {
        /// An ordinary member.
        case member
        /// An administrator (manager).
        case admin
        /// The group's owner.
        case owner

        private var rank: Int {
            switch self {
            case .member: 0
            case .admin: 1
            case .owner: 2
            }
        }

        /// Orders levels by authority.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
    }
}
