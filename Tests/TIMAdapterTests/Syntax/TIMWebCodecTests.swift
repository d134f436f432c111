import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:web` codec: malformed records are errors with their path, the members' mutes and the
/// custom fields are read apart and written back where they stood, and a message of another type is
/// no event (a text message is also the fallback form).
@Suite struct TIMWebCodecTests {
    let adapter = TIMWebAdapter()

    @Test(arguments: [
        ("web-tip-operation-type-string", "$.payload.operationType"),
        ("web-notice-group-profile-string", "$.payload.groupProfile"),
        ("web-tip-mute-time-string", "$.payload.memberList[1].muteTime"),
    ])
    func malformedRecordsAreErrorsWithTheirPath(name: String, path: String) throws {
        try TIMFixture.expectMalformed(name, at: path, by: adapter)
    }

    @Test func membersMutesAreReadApartAndWrittenBackOnTheirEntries() throws {
        let model = try TIMWebCodec().read(FieldReader(record: try TIMFixture.record("web", "members-muted-different-times")))
        #expect(model.memberChanges?.map(\.userID) == ["tanaka", "noor"])
        #expect(model.memberChanges?.map(\.muteTime) == [600, 86400])
        var edited = model
        edited.memberChanges?[1].muteTime = 0
        let written = JSONValue.object(TIMWebCodec().write(edited).object)
        #expect(written["payload"]?["memberList"]?.arrayValue?[1]["muteTime"] == 0)
        #expect(written["payload"]?["memberList"]?.arrayValue?[1]["nick"] == "نور", "the entry's profile stays beside its mute")
    }

    @Test func customFieldsAreOneChangeEachAndOneArrayAgain() throws {
        let record = try TIMFixture.record("web", "group-custom-changed")
        let model = try TIMWebCodec().read(FieldReader(record: record))
        #expect(model.changes?.map(\.key) == ["trail", "level"])
        var edited = model
        edited.changes?[1].value = "4"
        let written = JSONValue.object(TIMWebCodec().write(edited).object)
        let custom: JSONValue = .array([.object(["key": "trail", "value": "雁荡山"]), .object(["key": "level", "value": "4"])])
        #expect(written["payload"]?["newGroupProfile"]?["groupCustomField"] == custom)
    }

    @Test func theGroupsNameIsGroupNameInATipAndNameInANotice() throws {
        let tip = try TIMWebCodec().read(FieldReader(record: try TIMFixture.record("web", "admin-set")))
        let notice = try TIMWebCodec().read(FieldReader(record: try TIMFixture.record("web", "notice-kicked")))
        #expect(tip.groupName == "周末徒步 🥾")
        #expect(notice.groupName == "周末徒步 🥾")
        #expect(notice.addressee == "tanaka", "a notice's `to` is the user it went to")
    }

    @Test func aTextMessageIsNoEventAndIsTheFallbackForm() throws {
        guard case .notAnEvent(let reason) = try adapter.decode(try TIMFixture.record("web", "text-message")) else {
            Issue.record("a text message decoded as an event")
            return
        }
        #expect(reason.contains("TIMTextElem"))
        let (events, _) = try TIMFixture.decode(try TIMFixture.record("web", "notice-join-request"), with: adapter)
        let translation = Translator(source: .flavour(adapter), target: TIMV2Adapter()).translate(try TIMFixture.record("web", "notice-join-request"))
        #expect(translation.outcome == .fallback)
        let text = try #require(adapter.encodeFallback(for: events[0], sentence: "dev_ops asked to join the group")?.value)
        #expect(text["type"] == "TIMTextElem")
        #expect(text["payload"]?["text"] == "dev_ops asked to join the group")
        #expect(text["time"] == 1_727_610_097, "seconds, as the web writes them")
        #expect(text["from"] == "administrator", "said by TIM's system sender, not by the applicant")
        #expect(text["to"] == "lin.yue" && text["conversationID"] == "C2Clin.yue" && text["conversationType"] == "C2C", "to the admin alone")
        let carried = try JSONReader().read(try #require(text["cloudCustomData"]?.stringValue))
        #expect(carried["kind"] == "request.join", "the unified event rides in cloudCustomData")
    }
}
