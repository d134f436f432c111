import GroupEventsCore
import GroupEventsJSON
import Testing

/// A vendor writes another vendor's roles by level only: their raw values mean something else there.
@Suite struct ForeignRolesTests {
    static let zim = EventSource(flavour: FlavourID(vendor: "zim", flavour: "sdk"))

    static func promotion(_ source: EventSource) -> GroupEvent {
        GroupEvent(
            kind: .memberRoleChanged, actor: GroupMember(userID: "ann", role: GroupRole(level: .owner, raw: 1)),
            members: [GroupMember(userID: "bo", role: GroupRole(level: nil, raw: 7))], role: GroupRole(level: .admin, raw: 2),
            newOwner: GroupMember(userID: "cy", role: GroupRole(level: .owner, raw: 1)),
            owner: GroupMember(userID: "di", role: GroupRole(level: .member, raw: 3)),
            source: source)
    }

    @Test func anotherVendorsRawValuesGoAndTheLevelsStay() {
        let spelled = Self.promotion(Self.zim).rolesSpelled(for: "tim")
        #expect(spelled.role == GroupRole(level: .admin))
        #expect(spelled.actor?.role == GroupRole(level: .owner))
        #expect(spelled.members.first?.role == GroupRole(level: nil), "no level: a role known to be there, nothing more")
        #expect(spelled.newOwner?.role == GroupRole(level: .owner) && spelled.owner?.role == GroupRole(level: .member))
    }

    @Test func theVendorsOwnAndComposedEventsKeepTheirRawValues() {
        #expect(Self.promotion(Self.zim).rolesSpelled(for: "zim") == Self.promotion(Self.zim))
        #expect(Self.promotion(.composed).rolesSpelled(for: "tim") == Self.promotion(.composed), "a composed event's raw values are its author's")
    }

    @Test func aRawValueAnywhereIsSpelledByItsLevel() {
        // Each place alone: an event is spelled anew whenever any one of its roles has a raw value.
        let raw = GroupRole(level: .admin, raw: 2)
        let person = GroupMember(userID: "ann", role: raw)
        let events = [
            GroupEvent(kind: .memberRoleChanged, role: raw, source: Self.zim),
            GroupEvent(kind: .memberRoleChanged, actor: person, source: Self.zim),
            GroupEvent(kind: .memberRoleChanged, members: [GroupMember(userID: "bo"), person], source: Self.zim),
            GroupEvent(kind: .groupOwnerTransferred, newOwner: person, source: Self.zim),
            GroupEvent(kind: .groupDismissed, owner: person, source: Self.zim),
        ]
        for event in events {
            let spelled = event.rolesSpelled(for: "tim")
            let roles = [spelled.role, spelled.actor?.role, spelled.newOwner?.role, spelled.owner?.role] + spelled.members.map(\.role)
            #expect(roles.compactMap { $0 } == [GroupRole(level: .admin)], "\(event.kind)")
        }
    }
}
