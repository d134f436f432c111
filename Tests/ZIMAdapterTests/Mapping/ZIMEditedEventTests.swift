import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing
import ZIMAdapter

/// An event edited in unified form and written back to ZIM keeps what the event has no place for.
@Suite struct ZIMEditedEventTests {
    func event(_ name: String) throws -> (GroupEvent, JSONValue) {
        let fixture = FixtureCase(vendor: "zim", flavour: "sdk", name: name)
        let checks = FlavourGoldenChecks(adapter: ZIMSDKAdapter())
        let decoded = try checks.decode(fixture).0
        return (try #require(decoded.first), try checks.record(fixture))
    }

    @Test func anEditedTipsMessageKeepsItsEnvelopeUsersAndSpelling() throws {
        var (event, record) = try event("member-role-admin-flutter-android")
        event.role = GroupRole(level: .member)
        let output = try #require(ZIMSDKAdapter().encode([event]).records.first)
        var expected = try #require(record.objectValue)
        var change = try #require(expected["changeInfo"]?.objectValue)
        change["role"] = 3
        expected["changeInfo"] = .object(change)
        #expect(JSONDiff.differences(expected: .object(expected), actual: output) == [], "only the role changed, still spelled `role`")
    }

    @Test func anEditedMemberListKeepsKnownUsersObjects() throws {
        var (event, record) = try event("members-kicked-two-web")
        event.members.removeLast()
        let output = try #require(ZIMSDKAdapter().encode([event]).records.first)
        #expect(output["targetUserList"]?.arrayValue?.count == 1)
        #expect(output["targetUserList"]?.arrayValue?.first == record["targetUserList"]?.arrayValue?.first)
        #expect(output["orderKey"] == record["orderKey"], "the envelope's fields the model has no place for are kept")
    }

    @Test func anUnchangedEventGivesItsRecordBack() throws {
        let (event, record) = try event("group-mute-custom-flutter-ios")
        #expect(ZIMSDKAdapter().encode([event]).records == [record])
    }
}
