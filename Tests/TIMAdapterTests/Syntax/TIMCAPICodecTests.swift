import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:capi` codec: malformed records are errors with their path, an element is told by its keys
/// before its `elem_type`, a fresh C SDK message sorts its keys at every level while a Flutter bare
/// element keeps its own order, numbers keep their text, and the user profiles beside the member
/// infos are never left contradicting them.
@Suite struct TIMCAPICodecTests {
    let adapter = TIMCAPIAdapter()
    let codec = TIMCAPICodec()

    func model(_ name: String) throws -> TIMNotification {
        try codec.read(FieldReader(record: try TIMFixture.record("capi", name)))
    }

    func written(_ model: TIMNotification) -> JSONValue { .object(codec.write(model).object) }

    /// The element of a C SDK message.
    func element(_ message: JSONValue) -> JSONValue? { message["message_elem_array"]?.arrayValue?.first }

    /// Whether every object in `value`, at any depth, has its keys in byte order.
    func keysAreSorted(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object):
            let keys = object.members.map(\.key)
            return zip(keys, keys.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                && object.members.allSatisfy { keysAreSorted($0.value) }
        case .array(let array): return array.entries.allSatisfy { keysAreSorted($0.value) }
        default: return true
        }
    }

    @Test(arguments: [
        (
            "capi-shutup-time-string",
            "$.message_elem_array[0].group_tips_elem_member_change_info_array[1].group_tips_member_change_info_shutupTime"
        ),
        ("capi-report-type-negative", "$.message_elem_array[0].group_report_elem_report_type"),
    ])
    func malformedRecordsAreErrorsWithTheirPath(name: String, path: String) throws {
        try TIMFixture.expectMalformed(name, at: path, by: adapter)
    }

    @Test func anElementIsToldByItsKeysBeforeItsElemType() throws {
        let face = try model("member-joined-face-elem-type")
        #expect(face.element == .tip && face.type == 1, "elem_type 6 (Face) with group_tips_elem_* keys is a tip")
        #expect(element(written(face))?["elem_type"] == 6, "the record's elem_type stays as it came")
        let video = try model("notice-group-created-video-elem-type")
        #expect(video.element == .systemNotice && video.type == 6, "elem_type 9 (Video) with group_report_elem_* keys is a report")
        // Even an elem_type of the other element gives way to the keys.
        var quit = try #require(try TIMFixture.record("capi", "member-quit").objectValue)
        var tips = try #require(element(.object(quit))?.objectValue)
        tips["elem_type"] = 8
        quit["message_elem_array"] = .array([.object(tips)])
        #expect(try codec.read(FieldReader(record: .object(quit))).element == .tip)
        // Without element keys, elem_type 5 is a tip all the same, and one without its type is malformed.
        let bare: JSONValue = .object(["elem_type": 5, "text_elem_content": "?"])
        #expect(throws: RecordDecodingError.self) { try adapter.decode(bare) }
        do {
            _ = try adapter.decode(bare)
        } catch {
            #expect(error.path.description == "$.group_tips_elem_tip_type")
        }
    }

    @Test func anElementWithBothKindsOfKeysOrBesideOthersIsMalformed() throws {
        let both: JSONValue = .object(["elem_type": 5, "group_tips_elem_tip_type": 2, "group_report_elem_report_type": 8])
        #expect(throws: RecordDecodingError.self) { try adapter.decode(both) }
        var shared = try #require(try TIMFixture.record("capi", "member-quit").objectValue)
        let tips = try #require(shared["message_elem_array"]?.arrayValue?.first)
        shared["message_elem_array"] = .array([tips, .object(["elem_type": 0, "text_elem_content": "hi"])])
        do {
            _ = try adapter.decode(.object(shared))
            Issue.record("a tips element beside a text element decoded")
        } catch {
            #expect(error.path.description == "$.message_elem_array")
        }
    }

    @Test func aFreshMessageSortsItsKeysAtEveryLevelAndInventsNothing() throws {
        var tip = codec.template(from: try model("members-muted-different-times"))
        tip.changes = [TIMGroupChange(code: 8, value: true), TIMGroupChange(code: 14, value: .number(JSONNumber(uncheckedText: "6148914691236517205")))]
        let message = written(tip)
        #expect(keysAreSorted(message), "\(message)")
        let tipElement = element(message)
        #expect(tipElement?["elem_type"] == 5)
        #expect(message["message_conv_type"] == 2)
        #expect(message["message_conv_id"] == "@TGS#2HKQ7XZNB")
        #expect(
            tipElement?["group_tips_elem_group_change_info_array"]?.arrayValue?[1]["group_tips_group_change_info_uint64_value"]
                == .number(JSONNumber(uncheckedText: "6148914691236517205")))
        for absent in ["message_sender", "message_client_time", "message_unique_id"] { #expect(message[absent] == nil, "\(absent)") }
        #expect(tipElement?["group_tips_elem_platform"] == nil)
        #expect(tipElement?["group_tips_elem_op_user_info"] == nil, "the user profile copy is not written afresh")

        let report = written(codec.template(from: try model("notice-join-request")))
        #expect(keysAreSorted(report), "\(report)")
        #expect(report["message_conv_id"] == "@TIM#SYSTEM")
        #expect(report["message_conv_type"] == 3)
        #expect(element(report)?["elem_type"] == 8)
    }

    @Test func aFlutterBareElementKeepsItsOrderAndItsShape() throws {
        let record = try TIMFixture.record("capi", "member-invited-flutter-join-type-2")
        var bare = try model("member-invited-flutter-join-type-2")
        #expect(bare.operatorID == "lin.yue", "a bare element names the operator in its member info")
        #expect(bare.userIDs == nil)
        bare.members?[0].nick = "Jisoo"
        bare.userIDs = ["kim.j", "noor"]
        let edited = written(bare)
        #expect(edited.objectValue?.members.map(\.key) == record.objectValue?.members.map(\.key), "no message, no op_user, no user_array")
        let entries = try #require(edited["group_tips_elem_changed_group_memberinfo_array"]?.arrayValue)
        #expect(
            entries.first?.objectValue?.members.map(\.key)
                == record["group_tips_elem_changed_group_memberinfo_array"]?.arrayValue?.first?.objectValue?.members.map(\.key))
        #expect(entries.first?["group_member_info_nick_name"] == "Jisoo")
        #expect(entries.last == .object(["group_member_info_identifier": "noor"]), "a member named nowhere else gets an entry of its ID")
        // Flutter writes a null join type on tips that are no joins; it stays null.
        let quit = try model("member-quit-flutter-join-type-null")
        #expect(quit.joinType == nil)
        #expect(written(quit)["group_tips_elem_join_type"] == .null)
    }

    @Test func userProfileCopiesNeverContradictTheMemberInfos() throws {
        let kick = try model("members-kicked-two")
        #expect(element(written(kick))?["group_tips_elem_op_user_info"]?["user_profile_identifier"] == "lin.yue")
        var otherOperator = kick
        otherOperator.operatorID = "ravi.p"
        otherOperator.operatorProfile = TIMMember(userID: "ravi.p")
        let edited = element(written(otherOperator))
        #expect(edited?["group_tips_elem_op_user_info"] == nil, "the copy described lin.yue; it is left out")
        #expect(edited?["group_tips_elem_changed_user_info_array"]?.arrayValue?.count == 2, "the members' copies are still theirs")
        var fewerMembers = kick
        fewerMembers.userIDs = ["tanaka"]
        fewerMembers.members = fewerMembers.members.map { Array($0.prefix(1)) }
        #expect(element(written(fewerMembers))?["group_tips_elem_changed_user_info_array"] == nil)
    }

    @Test func numbersKeepTheirTextAndTheMuteKeyItsCamelTail() throws {
        let record = try TIMFixture.record("capi", "permission-group-changed")
        var permissions = try model("permission-group-changed")
        #expect(permissions.changes?.map(\.value) == [true, .number(JSONNumber(uncheckedText: "6148914691236517205"))])
        permissions.changes?[0].value = false
        let edited = written(permissions)
        #expect(edited["message_unique_id"] == .number(JSONNumber(uncheckedText: "6975541244357046568")))
        #expect(edited["message_unique_id"] == record["message_unique_id"])
        let mutes = try model("members-muted-different-times")
        #expect(mutes.memberChanges?.map(\.muteTime) == [600, 86400])
        var negative = try #require(try TIMFixture.record("capi", "member-unmuted").objectValue)
        var unmute = try #require(element(.object(negative))?.objectValue)
        unmute["group_tips_elem_member_change_info_array"] = .array([
            .object(["group_tips_member_change_info_identifier": "tanaka", "group_tips_member_change_info_shutupTime": -1])
        ])
        negative["message_elem_array"] = .array([.object(unmute)])
        #expect(throws: RecordDecodingError.self, "shutupTime is unsigned") { try adapter.decode(.object(negative)) }
    }

    @Test func anOldSDKChangeInfoHasOnlyFlagKeyAndValue() throws {
        let old = try model("group-renamed-old-sdk")
        #expect(old.changes?.map(\.value) == ["老队名"])
        #expect(old.groupName == "老队名")
        var renamed = old
        renamed.changes?[0].value = "新队名"
        let change = element(written(renamed))?["group_tips_elem_group_change_info_array"]?.arrayValue?.first
        #expect(
            change == .object(["group_tips_group_change_info_flag": 1, "group_tips_group_change_info_key": "", "group_tips_group_change_info_value": "新队名"]))
    }

    @Test func theFirstHeadersFlagsTenToFourteenAreTodaysOneToFive() throws {
        // Tencent's own sample (the C SDK's new-message callback): flag 10 with only a string value is a rename.
        let sample = try model("published-recv-new-msg-group-renamed")
        #expect(sample.changes?.map(\.code) == [1] && sample.changes?.map(\.value) == ["first group name to other name"])
        let change = element(written(sample))?["group_tips_elem_group_change_info_array"]?.arrayValue?.first
        #expect(change == .object(["group_tips_group_change_info_flag": 10, "group_tips_group_change_info_value": "first group name to other name"]))
        // Each of 10–14 in that form is today's 1–5; outside it, or beside a `key`, 10 stays the receive option.
        func changeInfo(_ object: JSONObject) throws -> TIMGroupChange? {
            var message = try #require(try TIMFixture.record("capi", "published-recv-new-msg-group-renamed").objectValue)
            var tips = try #require(element(.object(message))?.objectValue)
            tips["group_tips_elem_group_change_info_array"] = .array([.object(object)])
            message["message_elem_array"] = .array([.object(tips)])
            return try codec.read(FieldReader(record: .object(message))).changes?.first
        }
        for flag: Int64 in 10...14 {
            let read = try changeInfo(["group_tips_group_change_info_flag": .integer(flag), "group_tips_group_change_info_value": "v"])
            #expect(read?.code == .integer(flag - 9) && read?.value == "v")
        }
        let keyed = try changeInfo(["group_tips_group_change_info_flag": 10, "group_tips_group_change_info_key": "", "group_tips_group_change_info_value": "v"])
        #expect(keyed?.code == 10)
        let typed = try changeInfo(["group_tips_group_change_info_flag": 10, "group_tips_group_change_info_int_value": 2])
        #expect(typed?.code == 10 && typed?.value == 2)
        #expect(try changeInfo(["group_tips_group_change_info_flag": 15, "group_tips_group_change_info_value": "v"])?.code == 15)
        // Today's receive option (flag 10 with all its slots, as the C SDK 7.x writes it) is untouched.
        #expect(try model("receive-option-changed").changes?.map(\.code) == [10])
        // A change made afresh, or another change written over that one, is in today's numbering.
        func writtenFlag(_ changes: [TIMGroupChange]) -> JSONValue? {
            var model = sample
            model.changes = changes
            return element(written(model))?["group_tips_elem_group_change_info_array"]?.arrayValue?.first?["group_tips_group_change_info_flag"]
        }
        #expect(writtenFlag([TIMGroupChange(code: 1, value: "v")]) == 1)
        var notice = try #require(sample.changes?.first)
        notice.code = 3
        #expect(writtenFlag([notice]) == 3)
    }

    @Test func aTextMessageIsNoEventAndIsTheFallbackForm() throws {
        guard case .notAnEvent(let reason) = try adapter.decode(try TIMFixture.record("capi", "text-message")) else {
            Issue.record("a text message decoded as an event")
            return
        }
        #expect(reason.contains("elem_type 0"))
        let (events, _) = try TIMFixture.decode(try TIMFixture.record("capi", "notice-join-request"), with: adapter)
        let text = try #require(adapter.encodeFallback(for: events[0], sentence: "dev_ops asked to join the group")?.value)
        #expect(keysAreSorted(text))
        #expect(text["message_elem_array"] == .array([.object(["elem_type": 0, "text_elem_content": "dev_ops asked to join the group"])]))
        #expect(text["message_sender"] == "administrator", "said by TIM's system sender, not by the applicant")
        #expect(text["message_server_time"] == 1_727_803_799, "seconds")
        let carried = try JSONReader().read(try #require(text["message_cloud_custom_str"]?.stringValue))
        #expect(carried["kind"] == "request.join", "the unified event rides in message_cloud_custom_str")
    }
}
