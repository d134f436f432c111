import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:callback` codec: malformed bodies are errors with their path, a body names its type by
/// its command (the REST body by the API's name, without writing one), `EventTime` and the member's
/// key keep the spelling they came in, each command keeps only its own keys, and a message webhook
/// is no event.
@Suite struct TIMCallbackCodecTests {
    let adapter = TIMCallbackAdapter()

    func read(_ name: String) throws -> TIMNotification {
        try TIMCallbackCodec().read(FieldReader(record: try TIMFixture.record("callback", name)))
    }

    func written(_ model: TIMNotification) -> JSONValue { .object(TIMCallbackCodec().write(model).object) }

    @Test(arguments: [
        ("callback-new-member-list-strings", "$.NewMemberList[0]"),
        ("callback-event-time-bool", "$.EventTime"),
    ])
    func malformedRecordsAreErrorsWithTheirPath(name: String, path: String) throws {
        try TIMFixture.expectMalformed(name, at: path, by: adapter)
    }

    @Test func aBodyWithNeitherACommandNorContentIsMalformedAtTheCommand() throws {
        var body = try #require(try TIMFixture.record("callback", "member-exit-quit").objectValue)
        body["CallbackCommand"] = nil
        do {
            _ = try adapter.decode(.object(body))
            Issue.record("decoded")
        } catch {
            #expect(error.path == JSONPath(keys: "CallbackCommand"))
        }
    }

    @Test func aBodyNamesItsTypeAndTheRESTBodyWritesNoCommand() throws {
        let exit = try read("member-exit-kicked-two")
        #expect(exit.typeName == "Group.CallbackAfterMemberExit" && exit.type == 0)
        #expect(exit.subcodes == ["exitType": "Kicked"])
        #expect(exit.element == .tip)
        #expect(try read("member-field-changed-admin-modified-account").subcodes == ["role": "Admin"])
        #expect(try read("group-destroyed").element == .systemNotice, "TIM tells clients of a dismissal by a system notice only")
        let rest = try read("rest-system-notification-to-members")
        #expect(rest.typeName == "send_group_system_notification" && rest.element == .systemNotice)
        #expect(rest.members?.map(\.userID) == ["noor", "kim.j"])
        #expect(rest.userDefinedField == "🎉 Trip photos are up")
        var fresh = TIMNotification(element: .systemNotice, type: 0)
        fresh.typeName = rest.typeName
        fresh.groupID = rest.groupID
        fresh.userDefinedField = "hi"
        fresh.time = 1_727_950_000_000
        #expect(written(fresh) == .object(["GroupId": "@TGS#2HKQ7XZNB", "Content": "hi"]), "no command, no time: the REST body has neither")
    }

    @Test func eventTimeKeepsItsSpellingAndAFreshOneIsANumber() throws {
        var asString = try read("member-exit-quit")
        asString.time = 1_727_950_200_999
        #expect(written(asString)["EventTime"] == "1727950200999")
        var asNumber = try read("member-exit-kicked-numeric-time")
        asNumber.time = 1_727_950_400_999
        #expect(written(asNumber)["EventTime"] == 1_727_950_400_999)
        var fresh = TIMNotification(element: .tip, type: 0)
        fresh.typeName = "Group.CallbackAfterMemberExit"
        fresh.time = 1_727_950_400_999
        #expect(written(fresh)["EventTime"] == 1_727_950_400_999)
    }

    @Test func theMembersKeyKeepsItsSpellingAndAFreshOneIsModifiedAccount() throws {
        var member = try read("member-field-changed-member-member-account")
        member.members?[0].nameCard = "队长"
        let keys = written(member).objectValue?.keys
        #expect(keys == ["CallbackCommand", "GroupId", "Type", "Operator_Account", "Member_Account", "Role", "NameCard", "EventTime"])
        var fresh = TIMNotification(element: .tip, type: 0)
        fresh.typeName = "Group.CallbackAfterMemberFieldChanged"
        fresh.members = [TIMMember(userID: "ravi.p")]
        fresh.subcodes = ["role": "Admin"]
        #expect(written(fresh) == .object(["CallbackCommand": "Group.CallbackAfterMemberFieldChanged", "Modified_Account": "ravi.p", "Role": "Admin"]))
    }

    @Test func eachCommandKeepsOnlyItsOwnKeys() throws {
        // `Name` is a change of a group-info webhook and the name of a destroyed group; neither leaks into the other.
        var destroyed = try read("group-destroyed")
        destroyed.groupName = "新名字"
        #expect(written(destroyed)["Name"] == "新名字")
        var renamed = try read("group-info-changed-notification")
        renamed.groupName = "新名字"
        renamed.ownerID = "lin.yue"
        #expect(written(renamed) == (try TIMFixture.record("callback", "group-info-changed-notification")), "no Name, no Owner_Account")
        // A destroyed group's webhook has no operator: an operator from another flavour is not written.
        destroyed.operatorID = "lin.yue"
        #expect(written(destroyed)["Operator_Account"] == nil)
        // A command the codec has no body for (a topic webhook) keeps its other keys as they came.
        var topic = try read("published-after-create-topic")
        #expect(topic.members == nil && topic.ownerID == nil && topic.groupName == nil)
        topic.operatorID = "kim.j"
        #expect(written(topic)["Owner_Account"] == "leckie")
        #expect(written(topic)["Name"] == "MyFirstTopic")
        #expect(written(topic)["Operator_Account"] == "kim.j")
    }

    @Test func aCreatedGroupNamesItsCreatorOwnerAndFirstMembers() throws {
        let created = try read("published-after-create-group")
        #expect(created.element == .systemNotice)
        #expect(created.operatorID == "group_root" && created.ownerID == "leckie" && created.groupName == "MyFirstGroup")
        #expect(created.members?.map(\.userID) == ["bob", "peter"])
        // Written afresh, the keys come in the order of Tencent's sample.
        var fresh = TIMNotification(element: .systemNotice, type: 0)
        fresh.typeName = "Group.CallbackAfterCreateGroup"
        fresh.groupID = "@TGS#2J4SZEAEL"
        fresh.operatorID = "group_root"
        fresh.ownerID = "leckie"
        fresh.groupType = "Public"
        fresh.time = 1_670_574_414_123
        let keys = written(fresh).objectValue?.keys
        #expect(keys == ["CallbackCommand", "GroupId", "Operator_Account", "Owner_Account", "Type", "EventTime"])
    }

    @Test func anOwnerChangeNamesTheNewOwnerAsItsMemberAndTheFormerAsItsOwner() throws {
        var changed = try read("published-after-change-group-owner")
        #expect(changed.element == .tip)
        #expect(changed.operatorID == "admin" && changed.ownerID == "user1" && changed.members?.map(\.userID) == ["user2"])
        changed.members = [TIMMember(userID: "user3")]
        changed.ownerID = "user2"
        #expect(written(changed)["NewOwner_Account"] == "user3")
        #expect(written(changed)["OldOwner_Account"] == "user2")
    }

    @Test func groupWebhooksOfNoNotificationAreNoEvents() throws {
        for name in [
            "published-after-group-full", "published-after-recall-msg", "published-after-group-attr-changed",
            "published-after-read-receipt", "published-after-group-msg-extension",
        ] {
            let record = try TIMFixture.record("callback", name)
            guard case .notAnEvent(let reason) = try adapter.decode(record) else {
                Issue.record("\(name) decoded as an event")
                continue
            }
            #expect(reason.contains(try #require(record["CallbackCommand"]?.stringValue)), "\(name)")
        }
    }

    @Test func aMessageWebhookIsNoEvent() throws {
        guard case .notAnEvent(let reason) = try adapter.decode(try TIMFixture.record("callback", "after-send-msg-text")) else {
            Issue.record("decoded as an event")
            return
        }
        #expect(reason.contains("Group.CallbackAfterSendMsg"))
    }

    @Test func theRESTBodyIsRecognizedByItsKeysAlone() throws {
        #expect(adapter.recognizes(FieldReader(["GroupId": "@TGS#2HKQ7XZNB", "Content": "hi"])))
        #expect(!adapter.recognizes(FieldReader(["GroupId": "@TGS#2HKQ7XZNB"])))
        #expect(!adapter.recognizes(FieldReader(["Content": "hi"])))
    }
}
