/// The IDs an ID map had no entry for, each time one was met, in the order met: kept as they were.
public struct UnmappedIDs: Sendable, Hashable {
    /// User IDs without an entry, one element per occurrence.
    public private(set) var users: [String] = []
    /// Group IDs without an entry, one element per occurrence.
    public private(set) var groups: [String] = []

    /// None.
    public init() {}

    /// The occurrences of `kind`.
    public subscript(kind: IDMap.Kind) -> [String] {
        kind == .user ? users : groups
    }

    /// Whether every ID had an entry.
    public var isEmpty: Bool { users.isEmpty && groups.isEmpty }

    /// Notes one occurrence of an ID without an entry.
    public mutating func append(_ id: String, kind: IDMap.Kind) {
        switch kind {
        case .user: users.append(id)
        case .group: groups.append(id)
        }
    }

    /// Adds the occurrences of `other` after these.
    public mutating func append(contentsOf other: UnmappedIDs) {
        users += other.users
        groups += other.groups
    }

    /// An `unmapped-id` diagnostic naming each ID once, or nil when there is none.
    public var diagnostic: Diagnostic? {
        let named = IDMap.Kind.allCases.compactMap { kind -> String? in
            var seen: Set<String> = []
            let distinct = self[kind].filter { seen.insert($0).inserted }
            guard !distinct.isEmpty else { return nil }
            return "\(kind.rawValue)\(distinct.count == 1 ? "" : "s") " + distinct.map { "'\($0)'" }.joined(separator: ", ")
        }
        guard !named.isEmpty else { return nil }
        return Diagnostic(
            code: .unmappedID, severity: .info, path: .root,
            message: "the ID map has no entry for \(named.joined(separator: " and ")); kept as they are")
    }
}
