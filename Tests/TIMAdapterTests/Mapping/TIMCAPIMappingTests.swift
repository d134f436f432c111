import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:capi` table: tips numbered as the web's with the join type saying how members joined,
/// report types in the C SDK's own renumbering, roles as numbers of two header generations, and
/// reports that do not name the member they are about.
@Suite struct TIMCAPIMappingTests {
    let capi = TIMCAPIAdapter()
    let web = TIMWebAdapter()

    func decoded(_ name: String) throws -> ([GroupEvent], [Diagnostic]) {
        try TIMFixture.decode(try TIMFixture.record("capi", name), with: capi)
    }

    func events(_ name: String) throws -> [GroupEvent] { try decoded(name).0 }

    func translate(_ flavour: String, _ name: String, from source: any FlavourAdapter, to target: any FlavourAdapter) throws -> RecordTranslation {
        Translator(source: .flavour(source), target: target).translate(try TIMFixture.record(flavour, name))
    }

    @Test func tipTypesReadAsTheWebsAndTheJoinTypeSaysHowMembersJoined() throws {
        let kinds = try ["member-joined-join-type-absent", "member-quit", "members-kicked-two", "admin-set", "admin-canceled", "members-muted-different-times"]
            .map { try events($0)[0].kind }
        #expect(kinds == [.memberJoined, .memberLeft, .memberKicked, .memberRoleChanged, .memberRoleChanged, .memberMuted])
        #expect(try events("member-joined-join-type-absent")[0].joinMethod == nil, "the C SDK does not say; nothing is guessed")
        #expect(try events("members-invited-two-join-type-absent")[0].joinMethod == nil, "nor from an operator who is not the member")
        #expect(try events("member-invited-flutter-join-type-2")[0].joinMethod == .invited)
        #expect(try events("member-joined-flutter-join-type-1")[0].joinMethod == .selfJoined)
        // The leaver is the operator; a bare Flutter element's operator is its member info.
        #expect(try events("member-quit-flutter-join-type-null")[0].members.map(\.userID) == ["zoe.k"])
        // An invitation from V2 is tip 1 with join type 2, and back.
        let invite = try translate("v2", "members-invited-two", from: TIMV2Adapter(), to: capi)
        #expect(invite.outputs.first?["message_elem_array"]?.arrayValue?.first?["group_tips_elem_tip_type"] == 1)
        #expect(invite.outputs.first?["message_elem_array"]?.arrayValue?.first?["group_tips_elem_join_type"] == 2)
        let back = try translate("capi", "member-invited-flutter-join-type-2", from: capi, to: TIMV2Adapter())
        #expect(back.outputs.first?["groupTipsElem"]?["type"] == 2)
    }

    @Test func rolesAreNumbersOfEitherHeaderGeneration() throws {
        let kick = try events("members-kicked-two")[0]
        #expect(kick.actor?.role == GroupRole(level: .owner, raw: 400))
        #expect(kick.members.map(\.role?.level) == [.member, .member])
        let old = try events("members-kicked-old-sdk")[0]
        #expect(old.actor?.role == GroupRole(level: .admin, raw: 2), "the old header's 0-3: 2 is an admin")
        #expect(old.members.first?.role == GroupRole(level: .member, raw: 1))
        #expect(try events("group-renamed-old-sdk")[0].actor?.role?.level == .owner, "and 3 the owner")
        // A web role is written as the C number of its level, and a C number as the web's string.
        let fromWeb = try translate("web", "members-invited-two", from: web, to: capi)
        let element = fromWeb.outputs.first?["message_elem_array"]?.arrayValue?.first
        #expect(element?["group_tips_elem_op_group_memberinfo"]?["group_member_info_member_role"] == 400)
        let toWeb = try translate("capi", "members-kicked-old-sdk", from: capi, to: web)
        #expect(toWeb.outputs.first?["payload"]?["operatorInfo"]?["role"] == "Admin")
        // A role of no known level (0, none) is kept as it came, never turned into a string.
        var unknown = kick
        unknown.actor?.role = GroupRole(level: nil, raw: 0)
        unknown.source = .composed
        let written = capi.encode([unknown]).records.first?["message_elem_array"]?.arrayValue?.first
        #expect(written?["group_tips_elem_op_group_memberinfo"]?["group_member_info_member_role"] == 0)
        unknown.actor?.role = GroupRole(level: nil, raw: "Custom")
        let custom = capi.encode([unknown]).records.first?["message_elem_array"]?.arrayValue?.first
        #expect(custom?["group_tips_elem_op_group_memberinfo"]?["group_member_info_member_role"] == nil)
    }

    @Test func reportTypesAreTheCSDKsOwnNumbering() throws {
        let custom = try events("notice-custom-rest")[0]
        #expect(custom.kind == .noticeCustom, "C 16 is the REST custom notice")
        #expect(custom.text == "{\"kind\":\"reminder\",\"text\":\"明早 7:30 出发\"}")
        #expect(try translate("capi", "notice-custom-rest", from: capi, to: web).outputs.first?["payload"]?["operationType"] == 255)
        let fromWeb = try translate("web", "notice-custom-rest", from: web, to: capi)
        #expect(fromWeb.outputs.first?["message_elem_array"]?.arrayValue?.first?["group_report_elem_report_type"] == 16)
        // 20 and 21 are a read receipt and a receive option in C, a remind type and a ban on the web:
        // known either way, never each other.
        for (name, type) in [("notice-message-read", 20), ("notice-receive-option", 21)] {
            let (events, diagnostics) = try decoded(name)
            #expect(events[0].kind == .unrecognized && events[0].source.codes["noticeType"] == .integer(Int64(type)))
            #expect(diagnostics.isEmpty, "a known code is not reported as unknown")
        }
        let rule = capi.table?.rule(matching: ["noticeType": 21])
        #expect(rule?.name.contains("GroupMessageRecvOption") == true)
        #expect(try decoded("notice-unknown-report-type-99").1.map(\.code) == [.unknownCode])
    }

    @Test func tipTypesAboveSevenAreKnownButNeverGuessed() throws {
        for name in [
            "tip-type-8-ambiguous", "topic-info-changed-9", "pinned-message-added-10", "pinned-message-deleted-11", "pinned-message-added-16",
            "pinned-message-deleted-17",
        ] {
            let (events, diagnostics) = try decoded(name)
            #expect(events.map(\.kind) == [.unrecognized], "\(name)")
            #expect(diagnostics.isEmpty, "\(name)")
        }
        #expect(try decoded("unknown-tip-type-42").1.map(\.code) == [.unknownCode])
    }

    @Test func aReportAboutItsRecipientNamesNoOne() throws {
        // The member a removal, an invitation, an admin change or a mute is about is whom the report
        // went to, which it does not say: kept as unrecognized, not as an event about no one.
        for name in ["notice-kicked", "notice-invited", "notice-admin-granted", "notice-admin-revoked", "notice-member-muted"] {
            #expect(try events(name).map(\.kind) == [.unrecognized], "\(name)")
        }
        // Such an event from another flavour, addressed to no one, is written as the tip of its meaning,
        // which names the member; addressed to the member, it is a one-to-one text message instead.
        let addressed = try translate("web", "notice-kicked", from: web, to: capi)
        #expect(addressed.outcome == .fallback)
        #expect(addressed.outputs.first?["message_conv_type"] == 1 && addressed.outputs.first?["message_conv_id"] == "tanaka")
        var (notice, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-kicked"), with: web)
        notice[0].addressee = nil
        let kicked = Translator(source: .flavour(web), target: capi).translate(notice)
        #expect(kicked.outcome == .converted)
        let tip = kicked.outputs.first?["message_elem_array"]?.arrayValue?.first
        #expect(tip?["group_tips_elem_tip_type"] == 3)
        #expect(tip?["group_tips_elem_user_array"] == .array(["tanaka"]))
        #expect(kicked.diagnostics.contains { $0.code == .approximated && $0.message.contains("no group system notice for member.kicked") })
        // A request's answer names its applicant nowhere: a report of it leaves the applicant out, and says so.
        let accepted = try translate("web", "notice-join-request-accepted", from: web, to: capi)
        #expect(accepted.outputs.first?["message_elem_array"]?.arrayValue?.first?["group_report_elem_report_type"] == 2)
        #expect(accepted.diagnostics.contains { $0.code == .fieldDropped && $0.message.contains("does not say whom it was delivered to") })
        #expect(try events("notice-join-request-accepted")[0].members.isEmpty)
        #expect(capi.capability(for: try events("notice-join-request-accepted")[0]).level == .partial)
    }

    @Test func changeFlagsTravelInTheirSlots() throws {
        #expect(try events("receive-option-changed")[0].profile?.other == [GroupProfileChange.Field(name: "tim.receiveOption", value: 2)])
        let options = try events("add-and-approve-options-changed")[0].profile?.other
        #expect(options == [GroupProfileChange.Field(name: "tim.addOption", value: 2), GroupProfileChange.Field(name: "tim.approveOption", value: 1)])
        // The web spells add option 2 (anyone may join) FreeAccess.
        let toWeb = try translate("capi", "add-and-approve-options-changed", from: capi, to: web)
        #expect(toWeb.outputs.first?["payload"]?["newGroupProfile"] == .object(["joinOption": "FreeAccess"]))
        let (notification, warnings) = try decoded("group-info-unknown-flag-0")
        #expect(notification[0].profile?.notice == "公告 📢", "flag 0 is reported; the notification still decodes")
        #expect(warnings.map(\.code) == [.unknownCode])
        let (attribute, reported) = try decoded("group-attribute-changed")
        #expect(attribute.map(\.kind) == [.unrecognized], "flag 7 (group attribute) has no unified field")
        #expect(reported.map(\.code) == [.unknownCode])
        let mask = try events("permission-group-changed")[0].profile?.other.last?.value
        #expect(mask == .number(JSONNumber(uncheckedText: "6148914691236517205")))
    }

    /// A bare element is the element a message would hold, so what is said about it points into it
    /// (`$.group_tips_elem_tip_type`), not into a message it does not have.
    @Test func aBareElementsDiagnosticsPointIntoTheElement() throws {
        var element = try #require(try TIMFixture.record("capi", "members-kicked-bare-element").objectValue)
        element["group_tips_elem_tip_type"] = .integer(99)
        let (_, diagnostics) = try TIMFixture.decode(.object(element), with: capi)
        #expect(diagnostics.map { $0.location.path?.description } == ["$.group_tips_elem_tip_type"], "\(diagnostics)")
        var message = try #require(try TIMFixture.record("capi", "members-kicked-two").objectValue)
        var elements = try #require(message["message_elem_array"]?.arrayValue).map { $0 }
        var first = try #require(elements.first?.objectValue)
        first["group_tips_elem_tip_type"] = .integer(99)
        elements[0] = .object(first)
        message["message_elem_array"] = .array(JSONArray(elements))
        let (_, inMessage) = try TIMFixture.decode(.object(message), with: capi)
        #expect(inMessage.map { $0.location.path?.description } == ["$.message_elem_array[0].group_tips_elem_tip_type"], "\(inMessage)")
    }

    /// A bare element taken out of a C SDK message names its operator in `op_user` and its members in
    /// `user_array`, as the message does; they are read, and written back as they came (neither a
    /// member info invented nor the IDs dropped), while a Flutter element without them keeps naming
    /// people in its member infos alone.
    @Test func aBareElementNamesPeopleByIDWhereItHasThem() throws {
        let kick = try events("members-kicked-bare-element")[0]
        #expect(kick.kind == .memberKicked)
        #expect(kick.actor?.userID == "lin.yue")
        #expect(kick.members.map(\.userID) == ["tanaka", "u_party"])
        var renamed = TIMFixture.fresh([kick])[0]
        renamed.source.record = kick.source.record
        renamed.actor = GroupMember(userID: "ravi.p")
        renamed.members = [GroupMember(userID: "noor")]
        let written = try #require(capi.encode([renamed]).records.first)
        #expect(written["group_tips_elem_op_user"] == "ravi.p")
        #expect(written["group_tips_elem_user_array"] == .array(["noor"]))
        #expect(written["group_tips_elem_op_group_memberinfo"] == nil, "no member info is invented beside the IDs")
        #expect(written["group_tips_elem_changed_group_memberinfo_array"] == nil)
        let flutter = try events("member-quit-flutter-join-type-null")[0]
        var moved = flutter
        moved.actor = GroupMember(userID: "noor")
        moved.members = [GroupMember(userID: "noor")]
        let flutterWritten = try #require(capi.encode([moved]).records.first)
        #expect(flutterWritten["group_tips_elem_op_user"] == nil, "a Flutter element names no one by ID")
        #expect(flutterWritten["group_tips_elem_op_group_memberinfo"]?["group_member_info_identifier"] == "noor")
    }

    /// Where the IDs and the member infos disagree, the IDs decide who acted and whom the tip is about
    /// (the C SDK fills them from the server's operator and list; the infos are profiles looked up
    /// beside them), and each profile of someone else is reported at the element, never dropped unsaid.
    @Test func theIDsDecideAndAProfileOfSomeoneElseIsReported() throws {
        let record = try JSONReader().read(
            """
            {"elem_type":5,"group_tips_elem_tip_type":3,"group_tips_elem_group_id":"@TGS#2HKQ7XZNB",
             "group_tips_elem_op_user":"lin.yue","group_tips_elem_user_array":["tanaka"],
             "group_tips_elem_op_group_memberinfo":{"group_member_info_identifier":"ravi.p"},
             "group_tips_elem_changed_group_memberinfo_array":[{"group_member_info_identifier":"tanaka"},{"group_member_info_identifier":"noor"}]}
            """)
        let (events, diagnostics) = try TIMFixture.decode(record, with: capi)
        #expect(events[0].actor?.userID == "lin.yue")
        #expect(events[0].members.map(\.userID) == ["tanaka"])
        #expect(diagnostics.map(\.code) == [.suspiciousValue, .suspiciousValue])
        #expect(diagnostics.map(\.message).allSatisfy { $0.contains("\"ravi.p\"") || $0.contains("\"noor\"") })
        #expect(diagnostics[0].message.contains("\"ravi.p\"") && diagnostics[1].message.contains("\"noor\""))
    }
}
