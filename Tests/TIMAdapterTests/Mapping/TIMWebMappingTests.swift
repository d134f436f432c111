import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:web` table: join types, mute-all as a Boolean (3.x) or the wire's number (2.x), and the
/// add option spelled as the SDK's name.
@Suite struct TIMWebMappingTests {
    let web = TIMWebAdapter()

    func event(_ name: String) throws -> [GroupEvent] {
        try TIMFixture.decode(try TIMFixture.record("web", name), with: web).0
    }

    @Test func aJoinTypeSaysHowMembersJoined() throws {
        #expect(try event("member-joined-apply")[0].joinMethod == .selfJoined)
        #expect(try event("members-invited-two")[0].joinMethod == .invited)
        // The invited notice says it by its type.
        #expect(try event("notice-invited")[0].joinMethod == .invited)
    }

    @Test func aJoinTheWebCannotSayIsWrittenAsTheNearestAndReported() throws {
        var accepted = TIMFixture.fresh(try event("members-invited-two"))
        accepted[0].joinMethod = .invitationAccepted
        let encoded = web.encode(accepted)
        #expect(encoded.records.first?["payload"]?["groupJoinType"] == 2)
        #expect(encoded.diagnostics.contains { $0.code == .approximated && $0.fields == [JSONPath(keys: "joinMethod")] })
        var unstated = accepted
        unstated[0].joinMethod = nil
        #expect(web.encode(unstated).records.first?["payload"]?["groupJoinType"] == nil, "the web can leave it unsaid")
    }

    @Test func muteAllKeepsTheFormItCameIn() throws {
        let raw = try event("group-mute-all-off-raw-2x")
        #expect(raw[0].profile?.mute?.scope == GroupMuteSetting.Scope.none)
        var on = raw
        on[0].profile?.mute = GroupMuteSetting(scope: .all)
        let record = try TIMFixture.record("web", "group-mute-all-off-raw-2x")
        let written = try FlavourGoldenChecks(adapter: web).encodeThroughModel(on, over: record).records.first
        #expect(written?["payload"]?["newGroupProfile"]?["muteAllMembers"] == 1, "2.x's number stays a number")
        #expect(web.encode(TIMFixture.fresh(on)).records.first?["payload"]?["newGroupProfile"]?["muteAllMembers"] == true, "afresh, 3.x's Boolean")
    }

    @Test func theAddOptionIsSpelledTheWebsWay() throws {
        let (events, _) = try TIMFixture.decode(try TIMFixture.record("v2", "add-and-approve-options-changed"), with: TIMV2Adapter())
        let encoded = web.encode(TIMFixture.fresh(events))
        #expect(encoded.records.first?["payload"]?["newGroupProfile"] == .object(["joinOption": "NeedPermission"]))
        #expect(encoded.diagnostics.map(\.code) == [.approximated, .fieldDropped], "1 spelled NeedPermission; no approve option on the web")
    }
}
