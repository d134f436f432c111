/// What a flavour reads back from what it writes for a role of each level alone (`GroupRole(level:)`,
/// no raw value), worked out once per mapping: `FieldPlaces.without(rolesIn:spelledFor:as:)` asks
/// about such a role for every event of another vendor, whose raw roles go.
@usableFromInline package struct RolesByLevel: Sendable {
    /// The answers, by `slot(of:)`.
    private var roles: [GroupRole?]

    /// The answers of `written` (the role the flavour reads back, nil when it writes none) for every
    /// level and for no level.
    @usableFromInline package init(_ written: (GroupRole) -> GroupRole?) {
        let levels: [GroupRole.Level?] = GroupRole.Level.allCases + [nil]
        roles = Array(repeating: nil, count: levels.count)
        for level in levels { roles[Self.slot(of: level)] = written(GroupRole(level: level)) }
    }

    /// What the flavour reads back for `role`: from the table for a role without a raw value, else
    /// what `written` says.
    @usableFromInline package func written(_ role: GroupRole, otherwise written: (GroupRole) -> GroupRole?) -> GroupRole? {
        role.raw == nil ? roles[Self.slot(of: role.level)] : written(role)
    }

    /// A level's place in the table, no level last.
    private static func slot(of level: GroupRole.Level?) -> Int {
        switch level {
        case .member?: 0
        case .admin?: 1
        case .owner?: 2
        case nil: 3
        }
    }
}
