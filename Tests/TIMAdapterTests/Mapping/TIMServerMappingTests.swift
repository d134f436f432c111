import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:server` table: tips in the web's numbering (join and invite sharing 1, so a wire join never
/// says how), notices in the server's (255 custom, 20 and 21 not the C SDK's), profile changes by
/// their `MsgGroupNewInfo` keys, mute-all as the number 1 or 0.
@Suite struct TIMServerMappingTests {
    let server = TIMServerAdapter()
    let web = TIMWebAdapter()

    func decode(_ name: String) throws -> ([GroupEvent], [Diagnostic]) {
        try TIMFixture.decode(try TIMFixture.record("server", name), with: server)
    }

    func translate(_ flavour: String, _ name: String, from source: any FlavourAdapter, to target: any FlavourAdapter) throws -> RecordTranslation {
        Translator(source: .flavour(source), target: target).translate(try TIMFixture.record(flavour, name))
    }

    @Test func tipsReadInTheWebsNumbering() throws {
        let kinds = try ["member-joined", "member-quit", "members-kicked-two", "admin-set", "admin-canceled", "members-muted-different-times"]
            .map { try decode($0).0[0].kind }
        #expect(kinds == [.memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberRoleChanged, .memberMuted])
        #expect(try translate("server", "members-kicked-two", from: server, to: TIMV2Adapter()).outputs.first?["groupTipsElem"]?["type"] == 4)
        #expect(try translate("server", "members-kicked-two", from: server, to: web).outputs.first?["payload"]?["operationType"] == 3)
    }

    @Test func aWireJoinNeverSaysHowAndTheEventDoesNotGuess() throws {
        for name in ["member-joined", "members-invited-two"] {
            let (events, diagnostics) = try decode(name)
            #expect(events[0].joinMethod == nil, "\(name): operator = member, or not, is no evidence of how")
            #expect(diagnostics.isEmpty)
        }
        // A join that says how loses it on the wire, and that is reported.
        let translation = try translate("web", "members-invited-two", from: web, to: server)
        #expect(translation.outputs.first?["MsgBody"]?.arrayValue?.first?["MsgContent"]?["OpType"] == 1)
        #expect(translation.diagnostics.contains { $0.code == .fieldDropped && $0.fields.contains(JSONPath(keys: "joinMethod")) })
    }

    @Test func noticesReadInTheServersNumbering() throws {
        let (custom, _) = try decode("notice-custom-rest")
        #expect(custom[0].kind == .noticeCustom)
        #expect(custom[0].text == "{\"kind\":\"reminder\",\"text\":\"明早 7:30 出发\"}")
        let (kicked, _) = try decode("notice-kicked")
        #expect(kicked[0].kind == .memberKicked)
        #expect(kicked[0].members.map(\.userID) == ["tanaka"], "the user the notice went to")
        for name in ["notice-remind-type-synced", "notice-avchatroom-banned", "notice-read-report-sync"] {
            let (events, diagnostics) = try decode(name)
            #expect(events.map(\.kind) == [.unrecognized])
            #expect(diagnostics.isEmpty, "\(name): known to the table, on purpose without a kind")
        }
        // Across TIM flavours a notice stays a notice, with the user it went to.
        let toWeb = try translate("server", "notice-kicked", from: server, to: web).outputs.first
        #expect(toWeb?["type"] == "TIMGroupSystemNoticeElem")
        #expect(toWeb?["payload"]?["operationType"] == 4)
        #expect(toWeb?["to"] == "tanaka")
        let fromWeb = try translate("web", "notice-custom-rest", from: web, to: server).outputs.first
        #expect(fromWeb?["MsgBody"]?["ReportType"] == 255)
    }

    @Test func unknownCodesAreReportedWhereTheyStand() throws {
        let (tip, tipWarnings) = try decode("unknown-op-type-42")
        #expect(tip.map(\.kind) == [.unrecognized])
        #expect(tipWarnings.map(\.code) == [.unknownCode])
        #expect(tipWarnings.first?.location.path == JSONPath(keys: "MsgBody").appending(index: 0).appending(key: "MsgContent").appending(key: "OpType"))
        let (notice, noticeWarnings) = try decode("notice-unknown-report-type-30")
        #expect(notice.map(\.kind) == [.unrecognized])
        #expect(noticeWarnings.first?.location.path == JSONPath(keys: "MsgBody", "ReportType"))
        let (topic, none) = try decode("topic-profile-updated-op8")
        #expect(topic.map(\.kind) == [.unrecognized])
        #expect(none.isEmpty, "tip 8 is in the table, on purpose without a kind")
    }

    @Test func profileChangesAreMsgGroupNewInfoKeys() throws {
        let (renamed, _) = try decode("group-renamed-owner-transferred")
        #expect(renamed.map(\.kind) == [.groupProfileChanged, .groupOwnerTransferred])
        #expect(renamed[0].profile?.name == "山野小队 ⛰️")
        #expect(renamed[1].newOwner?.userID == "ravi.p")
        let encoded = server.encode(TIMFixture.fresh(renamed))
        #expect(encoded.records.count == 1, "one tip again")
        #expect(
            encoded.records.first?["MsgBody"]?.arrayValue?.first?["MsgContent"]?["MsgGroupNewInfo"]
                == .object(["GroupName": "山野小队 ⛰️", "Owner_Account": "ravi.p"]))
        let (custom, _) = try decode("group-custom-changed")
        #expect(custom[0].profile?.other == [GroupProfileChange.Field(name: "tim.custom.trail", value: "雁荡山")])
        let toWeb = try translate("server", "group-custom-changed", from: server, to: web).outputs.first
        #expect(toWeb?["payload"]?["newGroupProfile"]?["groupCustomField"] == .array([.object(["key": "trail", "value": "雁荡山"])]))
    }

    @Test func muteAllIsTheNumberOneOrZero() throws {
        let (on, _) = try decode("group-mute-all-on")
        #expect(on[0].profile?.mute?.scope == GroupMuteSetting.Scope.all)
        // The web 3.x Boolean becomes the wire's number, and the number a Boolean again.
        let fromWeb = try translate("web", "group-mute-all-on", from: web, to: server).outputs.first
        #expect(fromWeb?["MsgBody"]?.arrayValue?.first?["MsgContent"]?["MsgGroupNewInfo"] == .object(["ShutUpAllMember": 1]))
        let toWeb = try translate("server", "group-mute-all-on", from: server, to: web).outputs.first
        #expect(toWeb?["payload"]?["newGroupProfile"] == .object(["muteAllMembers": true]))
        var off = TIMFixture.fresh(on)
        off[0].profile?.mute = GroupMuteSetting(scope: .none)
        #expect(server.encode(off).records.first?["MsgBody"]?.arrayValue?.first?["MsgContent"]?["MsgGroupNewInfo"] == .object(["ShutUpAllMember": 0]))
    }

    @Test func membersMutesAreTheSecondsTheyHaveLeft() throws {
        let (muted, _) = try decode("members-muted-different-times")
        #expect(muted[0].members.map { muted[0].mute(of: $0) } == [.duration(seconds: 600), .duration(seconds: 86400)])
        let (unmuted, _) = try decode("member-unmuted")
        #expect(unmuted[0].members.map { unmuted[0].mute(of: $0) } == [.lifted])
        var until = muted[0]
        until.members[0].mute = .until(milliseconds: (muted[0].time ?? 0) + 1_200_000)
        #expect(server.capability(for: until).level == .partial, "an expiry becomes the seconds left from the event time")
        let written = server.encode([until]).records.first?["MsgBody"]?.arrayValue?.first?["MsgContent"]?["MsgMemberInfo"]
        #expect(written?.arrayValue?.map { $0["ShutupTime"] } == [1200, 86400])
        until.time = nil
        #expect(server.capability(for: until).level == .fallback, "with no event time there is nothing to count from")
    }
}
