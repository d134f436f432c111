import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:v2` codec: malformed records are errors with their path, each change type's value is read
/// from its own slot (a 64-bit mask as its exact text), iOS's `faceURL` stays `faceURL`, and a fresh
/// message has what V2 always writes and nothing the source did not say.
@Suite struct TIMV2CodecTests {
    let adapter = TIMV2Adapter()

    @Test(arguments: [
        ("v2-change-info-type-string", "$.groupTipsElem.groupChangeInfoList[1].type"),
        ("v2-member-count-fraction", "$.groupTipsElem.memberCount"),
    ])
    func malformedRecordsAreErrorsWithTheirPath(name: String, path: String) throws {
        try TIMFixture.expectMalformed(name, at: path, by: adapter)
    }

    @Test func eachChangeTypeIsReadFromItsSlot() throws {
        let permissions = try TIMV2Codec().read(FieldReader(record: try TIMFixture.record("v2", "permission-group-changed")))
        #expect(permissions.changes?.map(\.value) == [true, .number(JSONNumber(uncheckedText: "6148914691236517205"))])
        let options = try TIMV2Codec().read(FieldReader(record: try TIMFixture.record("v2", "add-and-approve-options-changed")))
        #expect(options.changes?.map(\.value) == [1, 0])
        let rename = try TIMV2Codec().read(FieldReader(record: try TIMFixture.record("v2", "group-mute-all-off-and-renamed")))
        #expect(rename.changes?.map(\.value) == ["Team v3", false])
    }

    @Test func aChangeWrittenOwnsItsTypesSlotAndKeepsTheOthersAsTheyCame() throws {
        var model = try TIMV2Codec().read(FieldReader(record: try TIMFixture.record("v2", "permission-group-changed")))
        model.changes = model.changes?.map { change in
            var change = change
            change.value = nil
            return change
        }
        let written = JSONValue.object(TIMV2Codec().write(model).object)
        let infos = written["groupTipsElem"]?["groupChangeInfoList"]?.arrayValue.map(Array.init) ?? []
        // Type 13 keeps its value in `boolValue`, 14 in `uint64Value`: no value leaves that slot out, and only it.
        #expect(
            infos.map { $0.objectValue?.members.map(\.key) ?? [] } == [
                ["type", "value", "key", "intValue"], ["type", "value", "key", "boolValue", "intValue"],
            ])
    }

    @Test func anIOSFaceURLStaysFaceURL() throws {
        let record = try TIMFixture.record("v2", "group-face-changed-ios-faceurl")
        var model = try TIMV2Codec().read(FieldReader(record: record))
        model.operatorProfile?.avatar = "https://img.example.org/u/ravi.p.png"
        let written = JSONValue.object(TIMV2Codec().write(model).object)
        #expect(written["groupTipsElem"]?["opMember"]?["faceURL"] == "https://img.example.org/u/ravi.p.png")
        #expect(written["groupTipsElem"]?["opMember"]?["faceUrl"] == nil)
    }

    @Test func aFreshMessageHasWhatV2AlwaysWritesAndInventsNothing() throws {
        var model = TIMNotification(element: .tip, type: 3)
        model.groupID = "@TGS#2HKQ7XZNB"
        model.operatorID = "zoe.k"
        let written = JSONValue.object(TIMV2Codec().write(model).object)
        #expect(written["elemType"] == 9)
        #expect(written["groupTipsElem"]?["opMember"] == .object(["userID": "zoe.k"]), "V2 names the operator only in opMember")
        for list in ["memberList", "groupChangeInfoList", "memberChangeInfoList"] { #expect(written["groupTipsElem"]?[list] == .array([])) }
        #expect(written["sender"] == nil, "the sender is not written where the source did not say it")
        #expect(written["groupTipsElem"]?["memberCount"] == nil)
    }

    @Test func aMessageOfAnotherElemTypeIsNoEvent() throws {
        for name in ["text-message", "custom-message"] {
            guard case .notAnEvent(let reason) = try adapter.decode(try TIMFixture.record("v2", name)) else {
                Issue.record("\(name) decoded as an event")
                continue
            }
            #expect(reason.contains("elemType"))
        }
    }
}
