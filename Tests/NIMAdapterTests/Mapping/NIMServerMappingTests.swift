import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// The `nim:server` mapping beyond the goldens: unknown codes warn where they are, the three joins
/// and an owner's transfer-and-leave come back as themselves from unified events alone, and
/// super-team copies carrying team op ids keep them.
@Suite struct NIMServerMappingTests {
    let adapter = NIMServerAdapter()

    func decode(_ name: String) throws -> ([GroupEvent], [Diagnostic]) {
        try FlavourGoldenChecks(adapter: adapter).decode(FixtureCase(vendor: "nim", flavour: "server", name: name))
    }

    /// The events written afresh (no source record) and read back.
    func roundTrip(_ events: [GroupEvent]) throws -> (JSONValue, [GroupEvent]) {
        let fresh = events.map { event in
            var event = event
            event.source = .composed
            return event
        }
        let encoded = try FlavourGoldenChecks(adapter: adapter).encodeThroughModel(fresh, over: nil)
        let record = try #require(encoded.records.first)
        #expect(encoded.records.count == 1)
        guard case .events(let again, _) = try adapter.decode(record) else { throw FixtureError.missing("events") }
        return (record, again)
    }

    func attach(_ record: JSONValue) throws -> JSONValue {
        try JSONReader().read(try #require(record["attach"]?.stringValue))
    }

    @Test func unknownOpsAndTagsAreUnknownCodesWhereTheyStand() throws {
        let (op, opDiagnostics) = try decode("unknown-op-11")
        #expect(op.map(\.kind) == [.unrecognized])
        #expect(opDiagnostics.map { "\($0.code) \($0.location.path?.description ?? "")" } == ["unknown-code $.attach~.id"])
        let (tag, tagDiagnostics) = try decode("team-updated-unknown-tag-250")
        #expect(tag.first?.profile?.name == "Hikers ⛰")
        #expect(tagDiagnostics.map { "\($0.code) \($0.location.path?.description ?? "")" } == ["unknown-code $.attach~.data.tinfo"])
        let (bare, bareDiagnostics) = try decode("bare-attach-unknown-op-101")
        #expect(bare.map(\.kind) == [.unrecognized])
        #expect(bareDiagnostics.first?.location.path?.description == "$.id")
    }

    @Test(arguments: [
        ("apply-passed", 5, "nadia.k", "kai_w"), ("apply-passed-free-join", 5, "zhou_x", "zhou_x"), ("invite-accepted", 9, "lin.yue", "femi.a"),
    ])
    func joinsComeBackAsThemselvesWithWhoIsWho(name: String, op: Int64, dataID: String, sender: String) throws {
        let (events, _) = try decode(name)
        let (record, again) = try roundTrip(events)
        #expect(again.first?.joinMethod == events.first?.joinMethod)
        #expect(try attach(record)["id"]?.numberValue?.int64 == op)
        #expect(try attach(record)["data"]?["id"]?.stringValue == dataID)
        #expect(record["fromAccount"]?.stringValue == sender)
    }

    @Test func anInvitationComesBackAsAnInvitation() throws {
        let (events, _) = try decode("members-invited-two")
        let (record, again) = try roundTrip(events)
        #expect(again.first?.joinMethod == .invited)
        #expect(try attach(record)["data"]?["ids"] == .array(["omer.s", "pablo.r"]))
    }

    @Test func aTransferAndTheOldOwnersDepartureAreOneRecordWithLeave() throws {
        let (events, _) = try decode("owner-transferred-and-left")
        #expect(events.map(\.kind) == [.groupOwnerTransferred, .memberLeft])
        let (record, again) = try roundTrip(events)
        #expect(try attach(record)["data"]?["leave"] == true)
        #expect(again.map(\.kind) == [.groupOwnerTransferred, .memberLeft])
        let (alone, _) = try roundTrip([events[0]])
        #expect(try attach(alone)["data"]?["leave"] == nil, "a transfer alone says nothing of leaving")
    }

    @Test func aSuperTeamCopyWithATeamOpIdKeepsItWhenEdited() throws {
        let (events, _) = try decode("super-member-muted-team-op-id")
        var edited = events
        edited[0].mute = .lifted
        let record = try #require(try FlavourGoldenChecks(adapter: adapter).encodeThroughModel(edited, over: events[0].source.record).records.first)
        #expect(try attach(record)["id"] == 10)
        #expect(try attach(record)["data"]?["mute"] == 0)
    }

    @Test func aFreshMuteIsTag101WhichSaysWhomItCovers() throws {
        // Tag 100 alone is the older team mute of regular members: a mute of everyone is never written so.
        let all = GroupEvent(
            kind: .groupProfileChanged, groupID: "1", profile: GroupProfileChange(mute: GroupMuteSetting(scope: .all)), source: .composed)
        let (allRecord, allAgain) = try roundTrip([all])
        #expect(try attach(allRecord)["data"]?["tinfo"] == .object(["1": "1", "101": "3"]))
        #expect(allAgain.first?.profile?.mute?.scope == .all)
        var members = all
        members.profile?.mute = GroupMuteSetting(scope: .members)
        let (membersRecord, again) = try roundTrip([members])
        #expect(try attach(membersRecord)["data"]?["tinfo"] == .object(["1": "1", "101": "1"]))
        #expect(again.first?.profile?.mute?.scope == .members)
    }

    @Test func tag100AloneIsAMuteOfRegularMembers() throws {
        let (events, diagnostics) = try decode("team-muted-all-tag-100")
        #expect(events.first?.profile?.mute == GroupMuteSetting(scope: .members))
        #expect(diagnostics.isEmpty)
    }

    @Test func aMembersMuteOverARecordWithBothMuteTagsKeepsTheFlagOn() throws {
        let tinfo: JSONObject = ["1": "3081726354", "100": "1", "101": "1"]
        let record: JSONValue = .object([
            "attach": .string(JSONWriter.compactString(.object(["data": .object(["tinfo": .object(tinfo)]), "id": 3]))),
            "convType": "TEAM", "fromAccount": "kai_w", "msgType": "NOTIFICATION", "to": "3081726354",
        ])
        guard case .events(let events, _) = try adapter.decode(record) else { throw FixtureError.missing("events") }
        #expect(events.first?.profile?.mute?.scope == .members)
        let written = try #require(try FlavourGoldenChecks(adapter: adapter).encodeThroughModel(events, over: record).records.first)
        #expect(try attach(written)["data"]?["tinfo"] == .object(tinfo), "tag 100 stays on beside tag 101")
    }

    @Test func whatNIMCannotHoldFallsBackInsteadOfFailing() {
        let owner = GroupEvent(kind: .memberRoleChanged, members: [GroupMember(userID: "a")], role: GroupRole(level: .owner), source: .composed)
        #expect(adapter.capability(for: owner).level == .fallback)
        var manager = owner
        manager.role = GroupRole(level: .admin)
        #expect(adapter.capability(for: manager).level == .partial)
        let other = GroupProfileChange(other: [GroupProfileChange.Field(name: "tim.faceURL", value: "x")])
        let unwritable = GroupEvent(kind: .groupProfileChanged, profile: other, source: .composed)
        #expect(adapter.capability(for: unwritable).level == .fallback)
        let joinMode = GroupProfileChange(other: [GroupProfileChange.Field(name: "nim.joinMode", value: "1")])
        #expect(adapter.capability(for: GroupEvent(kind: .groupProfileChanged, profile: joinMode, source: .composed)).level == .partial)
    }

    @Test func teamSystemNotificationsAreRequestsWithTheirPostscript() throws {
        let (apply, applyDiagnostics) = try decode("system-join-request")
        #expect(apply.map(\.kind) == [.requestJoin] && applyDiagnostics.isEmpty)
        #expect(apply.first?.actor?.userID == "omer.s" && apply.first?.members.map(\.userID) == ["omer.s"])
        #expect(apply.first?.groupID == "3081726354" && apply.first?.text == "我是 Omer，周六能一起去吗？🥾")
        let invite = try decode("system-invite-two").0
        #expect(invite.map(\.kind) == [.requestInvite] && invite.first?.members.map(\.userID) == ["pablo.r", "aiko.t"])
        let refused = try decode("system-invite-rejected").0
        #expect(refused.map(\.kind) == [.requestInviteRejected] && refused.first?.members.map(\.userID) == ["aiko.t"])
        #expect(refused.first?.text == nil, "an empty postscript says nothing")
        let rejected = try decode("system-join-request-rejected").0
        #expect(rejected.map(\.kind) == [.requestJoinRejected] && rejected.first?.members == [] && rejected.first?.text == "人满了，下次吧")
        let custom = try decode("system-super-custom-notice").0
        #expect(custom.map(\.kind) == [.noticeCustom] && custom.first?.text == "今晚 8 点直播 📺")
        #expect(try decode("system-super-invite-tmembers-array").0.first?.members.map(\.userID) == ["dmitri", "omer.s"])
    }

    @Test func aTeamSystemNotificationIsWrittenAfreshAsOne() throws {
        var invite = GroupEvent(kind: .requestInvite, groupID: "3081726354", actor: GroupMember(userID: "kai_w"), source: .composed)
        invite.members = [GroupMember(userID: "pablo.r"), GroupMember(userID: "aiko.t")]
        invite.text = "来吧"
        let (record, again) = try roundTrip([invite])
        #expect(record["convType"] == "CUSTOM_TEAM" && record["msgType"] == "TEAM_INVITE" && record["tMembers"] == "[pablo.r, aiko.t]")
        #expect(record["body"] == "来吧" && record["fromAccount"] == "kai_w" && record["attach"] == nil)
        #expect(again.first?.members.map(\.userID) == ["pablo.r", "aiko.t"])
        var custom = GroupEvent(kind: .noticeCustom, groupID: "3081726354", actor: GroupMember(userID: "lin.yue"), source: .composed)
        custom.text = "集合"
        let (notice, _) = try roundTrip([custom])
        #expect(notice["msgType"] == "CUSTOM_TEAM_MSG" && notice["attach"] == "集合" && notice["body"] == nil)
    }
}
