import GroupEventsCore
import GroupEventsJSON
import Testing

/// Roles are ordered levels (member < admin < owner) with each vendor's raw value: ZIM 1 owner, 2
/// admin, 3 member; TIM "Owner" / "Admin" / "Member" on the web, 400 / 300 / 200 in the C API (its
/// old header's 3 / 2 / 1 are read too); NIM has manager ops (7, 8) and no role in its name cards.
/// A role crosses by its level, spelled in the target's own raw value.
@Suite struct RoleSemanticsTests {
    /// An owner (ann) making bo an admin, with ZIM's raw values.
    static let promotion = GroupEvent(
        kind: .memberRoleChanged, groupID: "g1", actor: GroupMember(userID: "ann", role: GroupRole(level: .owner, raw: 1)),
        members: [GroupMember(userID: "bo", role: GroupRole(level: .admin, raw: 2))], role: GroupRole(level: .admin, raw: 2),
        time: 1_700_000_000_000, messageID: "m1", source: EventSource(flavour: FlavourID(vendor: "zim", flavour: "sdk")))

    @Test(arguments: [("zim:sdk", JSONValue.integer(2)), ("tim:web", "Admin"), ("tim:capi", .integer(300))])
    func aRoleIsWrittenInTheTargetsOwnRawValue(_ target: String, _ admin: JSONValue) throws {
        let crossing = try Crossing(Self.promotion, to: target)
        let bo = try #require(crossing.event?.members.first { $0.userID == "bo" }, "\(target): \(crossing.diagnostics)")
        #expect(bo.role == GroupRole(level: .admin, raw: admin), "\(target)")
        #expect(crossing.event?.grantedRole?.level == .admin)
    }

    @Test func anotherVendorsRawValueIsNotTakenAsTheTargets() throws {
        // ZIM's 2 is an admin in TIM's old C numbering only, and ZIM's 3 is TIM's old owner: written by level.
        var event = Self.promotion
        event.members[0].role = GroupRole(level: .member, raw: 3)
        event.role = GroupRole(level: .member, raw: 3)
        let crossing = try Crossing(event, to: "tim:capi")
        #expect(crossing.event?.members.first?.role == GroupRole(level: .member, raw: 200))
        #expect(crossing.event?.actor?.role == GroupRole(level: .owner, raw: 400))
        let web = try Crossing(Self.promotion, to: "tim:web")
        #expect(web.event?.members.first?.role == GroupRole(level: .admin, raw: "Admin"))
    }

    @Test func everyVendorGrantsAdminAndTakesItBack() throws {
        for target in ["zim:sdk", "nim:server", "nim:web", "nim:v2", "tim:web", "tim:v2", "tim:capi", "tim:server", "tim:callback"] {
            for level in [GroupRole.Level.admin, .member] {
                var event = Self.promotion
                event.role = GroupRole(level: level)
                event.members[0].role = nil
                let crossing = try Crossing(event, to: target)
                #expect(crossing.event?.grantedRole?.level == level, "\(target): \(level) \(crossing.diagnostics)")
            }
        }
    }

    @Test func makingSomeoneOwnerIsARoleChangeOnlyZIMHas() throws {
        var event = Self.promotion
        event.role = GroupRole(level: .owner)
        event.members[0].role = nil
        #expect(try Crossing(event, to: "zim:sdk").output?["changeInfo"]?["memberRole"] == 1)
        for target in ["nim:server", "tim:v2"] {
            #expect(try Crossing(event, to: target).translation.outcome == .fallback, "\(target): no op makes an owner but a transfer")
        }
    }
}
