import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing
import ZIMAdapter

/// The ZIM mapping fixes found on review: owners, raw codes, unknown mute modes, untimed mutes, roles
/// without a number, and the pin event.
@Suite struct ZIMReviewFixesTests {
    func decoded(_ flavour: String, _ name: String) throws -> (GroupEvent, [Diagnostic]) {
        let adapter: any ModelFlavourAdapter = flavour == "sdk" ? ZIMSDKAdapter() : ZIMCallbackAdapter()
        let (events, diagnostics) = try FlavourGoldenChecks(adapter: adapter).decode(FixtureCase(vendor: "zim", flavour: flavour, name: name))
        return (try #require(events.first), diagnostics)
    }

    @Test func aCreationCallbacksOwnerIsTheGroupsOwnerNotANewOne() throws {
        var (event, _) = try decoded("callback", "group-create-ms-timestamp")
        #expect(event.owner?.userID == "maria.jose" && event.newOwner == nil)
        event.source.record = nil
        event.owner = GroupMember(userID: "someone_else")
        #expect(ZIMCallbackAdapter().encode([event]).records.first?["owner_account"] == "someone_else")
    }

    @Test func sourceCodesKeepTheRawSpelling() throws {
        let (event, _) = try decoded("callback", "group-join-apply-join-group-event")
        #expect(event.source.codes == ["event": "Apply_join_group", "type": "Apply"])
        #expect(event.kind == .memberJoined, "the mapping normalizes the alias for the lookup")
    }

    @Test func anUnknownGroupMuteModeIsReportedAndKept() throws {
        var (event, diagnostics) = try decoded("sdk", "group-mute-unknown-mode-web")
        #expect(diagnostics.map(\.code) == [.unknownCode])
        #expect(diagnostics.first?.location.path?.description == "$.changeInfo.groupMutedInfo.mode")
        #expect(event.profile?.mute?.scope == .unknown && event.profile?.mute?.rawMode == 7)
        event.profile?.mute?.term = .forever
        let mute = ZIMSDKAdapter().encode([event]).records.first?["changeInfo"]?["groupMutedInfo"]
        #expect(mute?["mode"] == 7, "an edited event keeps the mode, never turned into 3")
        #expect(mute?["expiredTime"] == -1)
        #expect(mute?["roles"]?.arrayValue?.first == 2, "the roles of an unknown mode stay as they came")
    }

    @Test func aTimedMuteWithoutEventTimeIsNeverWrittenAsForever() {
        var muted = GroupEvent(kind: .memberMuted, groupID: "g", members: [GroupMember(userID: "bob")], source: EventSource(flavour: .unified))
        muted.mute = .duration(seconds: 600)
        let encoded = ZIMSDKAdapter().encode([muted])
        #expect(encoded.records.isEmpty)
        #expect(encoded.diagnostics.map(\.code) == [.fieldDropped, .unsupportedEvent])
    }

    @Test func aRoleChangeIsPartialBecauseARoleWithoutNumberIsLeftOut() throws {
        // A role crosses by its level: the kind is full, and an event of a role without a ZIM number partial.
        #expect(ZIMSDKAdapter().table?.capability(for: .memberRoleChanged) == .full)
        var (event, _) = try decoded("sdk", "member-role-admin-web")
        event.source = EventSource(flavour: FlavourID(vendor: "tim", flavour: "web"))
        #expect(ZIMSDKAdapter().capability(for: event).level == .full)
        event.role = GroupRole(level: nil, raw: "Custom")
        #expect(ZIMSDKAdapter().capability(for: event).level == .partial)
        let translation = Translator(source: .flavour(UnifiedAdapter()), target: ZIMSDKAdapter()).translate([event])
        #expect(translation.outcome == .converted)
        #expect(translation.diagnostics.contains { $0.code == .fieldDropped && $0.fields == [JSONPath(keys: "role")] })
    }

    @Test func rolesGivenPerMemberAreWrittenOneTipPerRole() {
        let members = [GroupMember(userID: "bob", role: GroupRole(level: .admin)), GroupMember(userID: "carol", role: GroupRole(level: .member))]
        let event = GroupEvent(kind: .memberRoleChanged, groupID: "g", members: members, time: 1, source: EventSource(flavour: .unified))
        let records = ZIMSDKAdapter().encode([event]).records
        #expect(records.map { $0["changeInfo"]?["memberRole"] } == [2, 3], "each tip's change info carries its members' role")
        #expect(records.map { $0["targetUserList"]?.arrayValue?.map { $0["memberRole"] } } == [[2], [3]], "each user object its own")
    }

    @Test func thePinEventIsKnownToTheTableAndNotAnUnknownCode() throws {
        for name in ["message-pinned-dart-newer", "message-unpinned-dart-newer"] {
            let (event, diagnostics) = try decoded("sdk", name)
            #expect(event.kind == .unrecognized)
            #expect(diagnostics.isEmpty, "so that --strict does not fail on it")
            #expect(ZIMSDKAdapter().table?.rule(matching: event.source.codes)?.name == "MessagePinChanged")
        }
    }
}
