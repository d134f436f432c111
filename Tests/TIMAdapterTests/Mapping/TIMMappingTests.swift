import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// What every TIM flavour's mapping shares: each flavour reads its numbers with its own table only, a
/// tip and a system notice of the same meaning stay what they were across TIM flavours, and what a
/// TIM record cannot say is reported, never guessed silently.
@Suite struct TIMMappingTests {
    static let adapters = TIMVendor().adapters(table: TIMMappings.defaultTable)
    let web = adapters.first { $0.id.flavour == "web" }!
    let v2 = adapters.first { $0.id.flavour == "v2" }!
    /// A C tip's change infos.
    static let capiChanges = "group_tips_elem_group_change_info_array"
    let server = adapters.first { $0.id.flavour == "server" }!

    func translate(_ flavour: String, _ name: String, to target: any FlavourAdapter) throws -> RecordTranslation {
        let source = try #require(Self.adapters.first { $0.id.flavour == flavour })
        return Translator(source: .flavour(source), target: target).translate(try TIMFixture.record(flavour, name))
    }

    /// A time in seconds is read while its milliseconds fit in an `Int64`; one beyond is malformed, at the value.
    @Test(arguments: [("web", "time"), ("v2", "timestamp"), ("server", "MsgTimeStamp"), ("capi", "message_server_time")])
    func aTimeInSecondsBeyondWhatMillisecondsHoldIsMalformed(flavour: String, key: String) throws {
        let adapter = try #require(Self.adapters.first { $0.id.flavour == flavour })
        var record = try #require(try TIMFixture.record(flavour, "admin-set").objectValue)
        record[key] = .integer(9_223_372_036_854_775)
        let (events, _) = try TIMFixture.decode(.object(record), with: adapter)
        #expect(events.first?.time == 9_223_372_036_854_775_000, "the latest second milliseconds hold")
        for time in [Int64(9_223_372_036_854_776), -9_223_372_036_854_776, .max, .min] {
            record[key] = .integer(time)
            let error = try #require(throws: RecordDecodingError.self) { try adapter.decode(.object(record)) }
            #expect(error.path.description == "$.\(key)")
        }
    }

    @Test func theTwoNumberingFamiliesNeverMix() throws {
        let (quit, _) = try TIMFixture.decode(try TIMFixture.record("v2", "member-quit"), with: v2)
        let (kick, _) = try TIMFixture.decode(try TIMFixture.record("web", "members-kicked-two"), with: web)
        #expect(quit.map(\.kind) == [.memberLeft], "V2 tip 3 is a quit")
        #expect(kick.map(\.kind) == [.memberKicked], "web tip 3 is a kick")
        // Each turns into the other's numbering.
        #expect(try translate("v2", "member-quit", to: web).outputs.first?["payload"]?["operationType"] == 2)
        #expect(try translate("web", "members-kicked-two", to: v2).outputs.first?["groupTipsElem"]?["type"] == 4)
        #expect(try translate("v2", "admin-canceled", to: web).outputs.first?["payload"]?["operationType"] == 5, "V2 6 is web 5")
        #expect(try translate("web", "group-face-changed", to: v2).outputs.first?["groupTipsElem"]?["type"] == 7, "web 6 is V2 7")
    }

    @Test func aNoticeStaysANoticeAndATipATipAmongTIMFlavours() throws {
        let (notice, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-kicked"), with: web)
        let (tip, _) = try TIMFixture.decode(try TIMFixture.record("web", "members-kicked-two"), with: web)
        #expect(notice[0].kind == tip[0].kind)
        // Read back from unified JSON without its record, the event's codes still say which it was.
        let fromNotice = try #require(web.encode(TIMFixture.fresh(notice)).records.first)
        #expect(fromNotice["type"] == "TIMGroupSystemNoticeElem")
        #expect(fromNotice["payload"]?["operationType"] == 4)
        #expect(fromNotice["to"] == "tanaka", "a notice about one member goes to that member")
        let fromTip = try #require(web.encode(TIMFixture.fresh(tip)).records.first)
        #expect(fromTip["type"] == "TIMGroupTipElem")
        #expect(fromTip["payload"]?["operationType"] == 3)
        // Another vendor's kick (no TIM codes) is a tip, the table's first form for the kind.
        var composed = tip[0]
        composed.source = .composed
        #expect(web.encode([composed]).records.first?["type"] == "TIMGroupTipElem")
    }

    @Test func aFlavourWithoutNoticesWritesANoticesMeaningAsATipAndSaysSo() throws {
        var (notice, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-kicked"), with: web)
        // Addressed to no one in particular (see `anAddressedNoticeIsATextMessageToItsAddresseeAlone`).
        notice[0].addressee = nil
        #expect(v2.capability(for: notice[0]).level == .partial)
        let translation = Translator(source: .flavour(web), target: v2).translate(notice)
        #expect(translation.outcome == .converted)
        #expect(translation.outputs.first?["groupTipsElem"]?["type"] == 4)
        #expect(translation.outputs.first?["groupTipsElem"]?["memberList"] == .array([.object(["userID": "tanaka"])]))
        #expect(
            translation.diagnostics.contains {
                $0.code == .approximated
                    && $0.message.contains("has no group system notices; this member.kicked group system notice was written as a group tip")
            })
        // A notice with no tip of its meaning (a join request) is a text message.
        #expect(try translate("web", "notice-join-request", to: v2).outcome == .fallback)
    }

    @Test func anAddressedNoticeIsATextMessageToItsAddresseeAlone() throws {
        let (notice, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-kicked"), with: web)
        #expect(notice[0].addressee?.userID == "tanaka", "the web notice's `to`")
        let capability = v2.capability(for: notice[0])
        #expect(capability.level == .fallback && capability.reason?.contains("addressed to tanaka alone") == true)
        let translation = try translate("web", "notice-kicked", to: v2)
        #expect(translation.outcome == .fallback)
        let message = try #require(translation.outputs.first)
        #expect(message["userID"] == "tanaka" && message["groupID"] == nil, "a one-to-one message, not one in the group")
        #expect(message["sender"] == "administrator")
        // A flavour with notices keeps it a notice, delivered to the same person.
        #expect(try translate("web", "notice-kicked", to: server).outputs.first?["GroupInfo"]?["To_Account"] == "tanaka")
    }

    @Test func aJoinTheSourceDoesNotExplainStaysUnexplained() throws {
        for name in ["member-joined-join-type-absent", "member-joined-join-type-0"] {
            let (events, diagnostics) = try TIMFixture.decode(try TIMFixture.record("web", name), with: web)
            #expect(events.map(\.kind) == [.memberJoined])
            #expect(events[0].joinMethod == nil, "\(name): operator = member is no evidence of how")
            #expect(diagnostics.isEmpty)
        }
        // V2 must say JOIN or INVITE: written as a join of one's own, reported.
        let translation = try translate("web", "member-joined-join-type-absent", to: v2)
        #expect(translation.outputs.first?["groupTipsElem"]?["type"] == 1)
        #expect(translation.diagnostics.contains { $0.code == .approximated && $0.message.contains("must say how members joined") })
        // V2 says it, and web 3.x can too.
        #expect(try translate("v2", "members-invited-two", to: web).outputs.first?["payload"]?["groupJoinType"] == 2)
        #expect(try translate("v2", "member-joined", to: web).outputs.first?["payload"]?["groupJoinType"] == 1)
    }

    @Test func aJoinTypeNoTableKnowsIsReportedAndNotGuessed() throws {
        var record = try #require(try TIMFixture.record("web", "member-joined-apply").objectValue)
        var payload = try #require(record["payload"]?.objectValue)
        payload["groupJoinType"] = 7
        record["payload"] = .object(payload)
        let (events, diagnostics) = try TIMFixture.decode(.object(record), with: web)
        #expect(events[0].joinMethod == nil)
        #expect(diagnostics.map(\.code) == [.unknownCode])
    }

    @Test func theWebSDKsFillingInIsToleratedButNeverInvented() throws {
        let record = try TIMFixture.record("web", "member-quit")
        let (events, _) = try TIMFixture.decode(record, with: web)
        #expect(events[0].members.map(\.userID) == ["zoe.k"], "the leaver is the operator")
        let checks = FlavourGoldenChecks(adapter: TIMWebAdapter())
        let over = try #require(try checks.encodeThroughModel(events, over: record).records.first)
        #expect(over["payload"]?["userIDList"] == .array(["zoe.k"]), "the record's own list stays")
        let fresh = try #require(try checks.encodeThroughModel(TIMFixture.fresh(events), over: nil).records.first)
        #expect(fresh["payload"]?["userIDList"] == nil, "no list of the operator is invented")
        #expect(fresh["from"] == nil && fresh["nick"] == nil, "nor a sender or a copied nickname")
        var edited = events
        edited[0].actor = GroupMember(userID: "kim.j")
        edited[0].members = [GroupMember(userID: "kim.j")]
        let other = try #require(try checks.encodeThroughModel(edited, over: record).records.first)
        #expect(other["payload"]?["userIDList"] == nil, "a list naming the old operator does not follow a new one")
    }

    @Test func aRecordNamingTheSameMembersKeepsItsOwnLists() throws {
        // A mute tip whose user list names one more member than its mutes: the mutes say whom it is about.
        var record = try #require(try TIMFixture.record("web", "member-unmuted").objectValue)
        var payload = try #require(record["payload"]?.objectValue)
        payload["userIDList"] = .array(["tanaka", "kim.j"])
        record["payload"] = .object(payload)
        let (events, _) = try TIMFixture.decode(.object(record), with: web)
        #expect(events[0].members.map(\.userID) == ["tanaka"])
        let back = try FlavourGoldenChecks(adapter: TIMWebAdapter()).encodeThroughModel(events, over: .object(record)).records.first
        #expect(back?["payload"]?["userIDList"] == .array(["tanaka", "kim.j"]), "the record's own list, as it was")
        var edited = events
        edited[0].members.append(GroupMember(userID: "noor", mute: .duration(seconds: 60)))
        let grown = try FlavourGoldenChecks(adapter: TIMWebAdapter()).encodeThroughModel(edited, over: .object(record)).records.first
        #expect(grown?["payload"]?["userIDList"] == .array(["tanaka", "noor"]), "other members: the list the event gives")
    }

    @Test func membersMuteIsWrittenAsTheSecondsItHasLeft() throws {
        let record = try TIMFixture.record("v2", "members-muted-different-times")
        let (events, _) = try TIMFixture.decode(record, with: v2)
        #expect(events[0].members.map { events[0].mute(of: $0) } == [.duration(seconds: 600), .duration(seconds: 86400)])
        let translated = try translate("v2", "members-muted-different-times", to: web).outputs.first
        #expect(translated?["payload"]?["memberList"]?.arrayValue?.map { $0["muteTime"] } == [600, 86400])
        var until = events[0]
        until.members[0].mute = .until(milliseconds: (events[0].time ?? 0) + 30_500)
        #expect(web.capability(for: until).level == .partial)
        let written = web.encode([until])
        #expect(written.records.first?["payload"]?["memberList"]?.arrayValue?.map { $0["muteTime"] } == [31, 86400], "30.5 s left, rounded up")
        #expect(written.diagnostics.map(\.code) == [.approximated])
        #expect(written.diagnostics.first?.fields == [JSONPath(keys: "members").appending(index: 0).appending(key: "mute")])
        until.time = nil
        #expect(web.capability(for: until).level == .fallback, "no event time to count from")
        #expect(v2.capability(for: until).level == .fallback)
        var forever = events[0]
        forever.setMutes([.forever, .forever])
        #expect(web.capability(for: forever).level == .partial)
        let largest = v2.encode([forever]).records.first?["groupTipsElem"]?["memberChangeInfoList"]?.arrayValue?.map { $0["muteTime"] }
        #expect(largest == [4_294_967_295, 4_294_967_295], "without end: TIM's largest duration")
    }

    @Test func theLargestDurationReadsAsAMuteWithoutEnd() throws {
        let unmuted = JSONWriter.compactString(try TIMFixture.record("v2", "member-unmuted"))
        func withMuteTime(_ seconds: Int64) throws -> JSONValue {
            try JSONReader().read(unmuted.replacingOccurrences(of: #""muteTime":0"#, with: "\"muteTime\":\(seconds)"))
        }
        let (events, _) = try TIMFixture.decode(try withMuteTime(4_294_967_295), with: v2)
        #expect(events[0].mute == .forever)
        let again = v2.encode(TIMFixture.fresh(events))
        #expect(again.diagnostics.isEmpty, "TIM's own value, written back: nothing changed form")
        #expect(again.records.first?["groupTipsElem"]?["memberChangeInfoList"]?.arrayValue?.first?["muteTime"] == 4_294_967_295)
        #expect(try TIMFixture.decode(try withMuteTime(4_294_967_294), with: v2).0[0].mute == .duration(seconds: 4_294_967_294))
    }

    @Test func onlyAdminAndMemberRolesHaveATip() throws {
        let (events, _) = try TIMFixture.decode(try TIMFixture.record("web", "admin-set"), with: web)
        var owner = events[0]
        owner.role = GroupRole(level: .owner)
        #expect(web.capability(for: owner).level == .fallback)
        #expect(v2.capability(for: events[0]).level == .partial)
    }

    @Test func aTimeFinerThanASecondIsReported() throws {
        var (events, _) = try TIMFixture.decode(try TIMFixture.record("web", "admin-set"), with: web)
        events = TIMFixture.fresh(events)
        events[0].time = 1_727_601_300_250
        let encoded = web.encode(events)
        #expect(encoded.records.first?["time"] == 1_727_601_300)
        #expect(encoded.diagnostics.contains { $0.code == .approximated && $0.fields == [JSONPath(keys: "time")] })
        // The message is written at once from parts kept; it reads as the sentence it stands for, whatever the digits.
        for time: Int64 in [1_727_601_300_250, 1, -1, -1_500, 9_999, .max, .min] {
            events[0].time = time
            let said = web.encode(events).diagnostics.filter { $0.fields == [JSONPath(keys: "time")] }.map(\.message)
            #expect(said == ["tim:web writes times in units of 1000 ms; \(time) was rounded down"])
        }
        events[0].time = 1_727_601_300_000
        #expect(!web.encode(events).diagnostics.contains { $0.fields == [JSONPath(keys: "time")] }, "a whole second is not rounded")
    }

    @Test func unknownCodesAreReportedAndKnownOnesWithoutAMeaningAreNot() throws {
        let (unknown, warnings) = try TIMFixture.decode(try TIMFixture.record("web", "unknown-tip-type-42"), with: web)
        #expect(unknown.map(\.kind) == [.unrecognized])
        #expect(warnings.map(\.code) == [.unknownCode])
        let (topic, none) = try TIMFixture.decode(try TIMFixture.record("web", "topic-profile-updated-op8"), with: web)
        #expect(topic.map(\.kind) == [.unrecognized])
        #expect(none.isEmpty, "tip 8 is in the table, on purpose without a kind")
        let (renamed, unknownChange) = try TIMFixture.decode(try TIMFixture.record("v2", "group-info-unknown-change-type-7"), with: v2)
        #expect(renamed.first?.profile?.name == "Team v4")
        #expect(unknownChange.map(\.code) == [.unknownCode])
        #expect(unknownChange.first?.location.path == JSONPath(keys: "groupTipsElem", "groupChangeInfoList"))
    }

    @Test func aProfileChangeOfAnotherVendorsFieldsOnlyIsAFallback() throws {
        let event = GroupEvent(
            kind: .groupProfileChanged, groupID: "@TGS#2HKQ7XZNB", actor: GroupMember(userID: "lin.yue"),
            profile: GroupProfileChange(other: [GroupProfileChange.Field(name: "nim.joinMode", value: "1")]), source: .composed)
        #expect(web.capability(for: event).level == .fallback)
        #expect(v2.capability(for: event).level == .fallback)
        // Mute-all says everyone or no one: not a mute of roles with no level, nor another vendor's unknown mode.
        for scope in [GroupMuteSetting.Scope.roles([GroupRole(level: nil, raw: 9)]), .unknown] {
            var mute = event
            mute.profile = GroupProfileChange(mute: GroupMuteSetting(scope: scope, rawMode: 9))
            #expect(web.capability(for: mute).level == .fallback, "\(scope)")
        }
        var roles = event
        roles.profile = GroupProfileChange(mute: GroupMuteSetting(scope: .roles([GroupRole(level: .member)]), rawMode: 9))
        #expect(web.capability(for: roles).level == .partial, "a mute of regular members' role: mute-all, approximated")
    }

    @Test func customFieldsTravelByKey() throws {
        let translation = try translate("v2", "group-custom-changed", to: web)
        #expect(translation.diagnostics.isEmpty)
        #expect(translation.outputs.first?["payload"]?["newGroupProfile"]?["groupCustomField"]?.arrayValue?.map { $0["key"] } == ["trail", "level"])
        let back = try translate("web", "group-custom-changed", to: v2)
        #expect(back.outputs.first?["groupTipsElem"]?["groupChangeInfoList"]?.arrayValue?.map { $0["type"] } == [6, 6])
    }

    @Test func anOwnerTransferAndARenameShareOneTipAndTwoEvents() throws {
        let (events, _) = try TIMFixture.decode(try TIMFixture.record("web", "group-renamed-owner-transferred"), with: web)
        #expect(events.map(\.kind) == [.groupProfileChanged, .groupOwnerTransferred])
        #expect(events[1].newOwner?.userID == "ravi.p")
        let encoded = v2.encode(TIMFixture.fresh(events))
        #expect(encoded.records.count == 1)
        #expect(encoded.records.first?["groupTipsElem"]?["groupChangeInfoList"]?.arrayValue?.map { $0["type"] } == [1, 5])
    }

    /// A group change that gives no value where its type keeps it (a C change info without its slot,
    /// a web or webhook key that is null), or a name that is no string, is never said as "null": it is
    /// left out of the event with a warning at the value, the rest of the tip still decodes, and a tip
    /// with nothing else is kept whole as unrecognized. (That a record written again over its own keys
    /// keeps the change where it stood is the goldens' re-encoding check.)
    @Test(arguments: [
        ("capi", "receive-option-changed-int-value-absent", "$.message_elem_array[0].\(capiChanges)[0].group_tips_group_change_info_int_value"),
        ("capi", "group-renamed-mute-all-value-null", "$.message_elem_array[0].\(capiChanges)[1].group_tips_group_change_info_bool_value"),
        ("web", "group-introduction-changed-name-null", "$.payload.newGroupProfile.groupName"),
        ("callback", "group-info-changed-notification-null", "$.Notification"),
    ])
    func aChangeWithoutItsValueIsLeftOutAndSaid(flavour: String, name: String, path: String) throws {
        let source = try #require(Self.adapters.first { $0.id.flavour == flavour })
        let record = try TIMFixture.record(flavour, name)
        let (events, diagnostics) = try TIMFixture.decode(record, with: source)
        let warning = try #require(diagnostics.first { $0.code == .malformedRecord })
        #expect(warning.severity == .warning)
        #expect(warning.location.path?.description == path)
        for event in events {
            #expect(event.profile?.other.contains { $0.value == .null } != true)
            #expect(!SentenceRenderer(language: .english).sentence(for: event).contains("null"))
        }
    }
}
