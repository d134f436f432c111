import GroupEventsCore
import Testing

/// The roles a flavour reads back for roles of a level alone, worked out once.
@Suite struct RolesByLevelTests {
    /// A flavour that writes an owner nowhere and every other level as a role of its own.
    func written(_ role: GroupRole) -> GroupRole? {
        guard role.level != .owner else { return nil }
        return GroupRole(level: role.level == nil ? .member : .admin, raw: .string(role.level?.rawValue ?? "none"))
    }

    @Test func theTableGivesWhatTheFlavourSaysForEveryLevel() {
        let table = RolesByLevel(written)
        for level in GroupRole.Level.allCases + [nil] {
            let role = GroupRole(level: level)
            let answer = table.written(role) { _ in
                Issue.record("a role of a level alone is answered from the table")
                return nil
            }
            #expect(answer == written(role), "\(level?.rawValue ?? "no level")")
        }
    }

    @Test func aRawValueIsAskedAbout() {
        let role = GroupRole(level: .admin, raw: 2)
        #expect(RolesByLevel(written).written(role, otherwise: written) == written(role))
        #expect(RolesByLevel(written).written(role) { _ in GroupRole(level: .owner) } == GroupRole(level: .owner))
    }
}
