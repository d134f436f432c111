import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:v2` table: V2's own tip numbering, JOIN and INVITE for every join, and change types whose
/// values sit in their own slots.
@Suite struct TIMV2MappingTests {
    let v2 = TIMV2Adapter()

    func events(_ name: String) throws -> [GroupEvent] {
        try TIMFixture.decode(try TIMFixture.record("v2", name), with: v2).0
    }

    @Test func tipTypesReadInV2sNumbering() throws {
        let kinds = try ["member-joined", "members-invited-two", "member-quit", "members-kicked-two", "admin-set", "admin-canceled"]
            .map { try events($0)[0].kind }
        #expect(kinds == [.memberJoined, .memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberRoleChanged])
        #expect(try events("member-joined")[0].joinMethod == .selfJoined)
        #expect(try events("members-invited-two")[0].joinMethod == .invited)
        #expect(try events("admin-canceled")[0].role?.level == .member)
    }

    @Test(arguments: [(JoinMethod.approved, Int64(1)), (.free, 1), (.invitationAccepted, 2)])
    func everyOtherJoinIsJoinOrInviteAndReported(method: JoinMethod, type: Int64) throws {
        var joined = TIMFixture.fresh(try events("members-invited-two"))
        joined[0].joinMethod = method
        let encoded = v2.encode(joined)
        #expect(encoded.records.first?["groupTipsElem"]?["type"] == .integer(type))
        #expect(encoded.diagnostics.contains { $0.code == .approximated })
    }

    @Test func changeValuesTravelInTheirSlots() throws {
        let permissions = try events("permission-group-changed")[0].profile?.other
        #expect(permissions?.map(\.name) == ["tim.permissionGroup", "tim.defaultPermissions"])
        #expect(permissions?.last?.value == .number(JSONNumber(uncheckedText: "6148914691236517205")), "the 64-bit mask as its exact text")
        let written = v2.encode(TIMFixture.fresh(try events("permission-group-changed"))).records.first
        let changes = written?["groupTipsElem"]?["groupChangeInfoList"]?.arrayValue
        #expect(changes?.first?["boolValue"] == true)
        #expect(changes?.last?["uint64Value"] == .number(JSONNumber(uncheckedText: "6148914691236517205")))
        let muteAll = try events("group-mute-all-off-and-renamed")[0].profile
        #expect(muteAll?.name == "Team v3")
        #expect(muteAll?.mute?.scope == GroupMuteSetting.Scope.none)
    }
}
