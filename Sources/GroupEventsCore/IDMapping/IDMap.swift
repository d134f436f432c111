/// Old → new user and group IDs, for a migration that renames accounts and groups (`--id-map`).
///
/// Applied to an event, the map replaces every ID the event names (`applied(to:unmapped:)`); an ID
/// without an entry is kept as it is and counted. A map is read from a JSON or CSV file with
/// `init(bytes:file:)`.
public struct IDMap: Sendable, Hashable {
    /// What an ID names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A user (an account): actors, members, owners.
        case user
        /// A group (a team).
        case group
    }

    /// New user IDs by old user ID.
    public var users: [String: String]
    /// New group IDs by old group ID.
    public var groups: [String: String]

    /// A map with the given entries.
    public init(users: [String: String] = [:], groups: [String: String] = [:]) {
        self.users = users
        self.groups = groups
    }

    /// The entries for IDs of `kind`; changed in place (`map[.user][old] = new` adds one entry
    /// without copying the others, so a map of n entries is built in time proportional to n).
    public subscript(kind: Kind) -> [String: String] {
        get { kind == .user ? users : groups }
        _modify {
            switch kind {
            case .user: yield &users
            case .group: yield &groups
            }
        }
    }

    /// The new ID for the `kind` ID `id`, or nil when the map has no entry for it.
    public func newID(for id: String, kind: Kind) -> String? {
        self[kind][id]
    }
}
