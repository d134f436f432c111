import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import TIMAdapter
import Testing

/// The `tim:server` codec: malformed records are errors with their path, a 19-digit `MsgKey` keeps
/// its exact text, the tip stays where it stood among a message's elements (or is the body itself,
/// as the legacy push has it, or the record is the element alone), and a fresh record says nothing
/// the source did not.
@Suite struct TIMServerCodecTests {
    let adapter = TIMServerAdapter()

    func read(_ record: JSONValue) throws -> TIMNotification {
        try TIMServerCodec().read(FieldReader(record: record))
    }

    func write(_ model: TIMNotification) -> JSONValue {
        .object(TIMServerCodec().write(model).object)
    }

    /// The record `server/<name>` with its `MsgBody` replaced.
    func record(_ name: String, body: JSONValue) throws -> JSONValue {
        var record = try #require(try TIMFixture.record("server", name).objectValue)
        record["MsgBody"] = body
        return .object(record)
    }

    @Test(arguments: [
        ("server-member-info-object", "$.MsgBody[0].MsgContent.MsgMemberInfo"),
        ("server-op-type-string", "$.MsgBody[0].MsgContent.OpType"),
        ("server-element-alone-op-type-string", "$.MsgContent.OpType"),
    ])
    func malformedRecordsAreErrorsWithTheirPath(name: String, path: String) throws {
        try TIMFixture.expectMalformed(name, at: path, by: adapter)
    }

    @Test func aBodyOfNeitherElementsNorANoticeIsAnErrorAtTheBody() throws {
        let string = try record("admin-set", body: "TIMGroupTipElem")
        do {
            _ = try adapter.decode(string)
            Issue.record("decoded")
        } catch {
            #expect(error.path.description == "$.MsgBody")
        }
        let tip = try #require(try TIMFixture.record("server", "admin-set")["MsgBody"]?.arrayValue?.first?.objectValue)
        var bare = tip
        bare["MsgContent"] = nil
        let unwrapped = try record("admin-set", body: .array([.object(bare)]))
        do {
            _ = try adapter.decode(unwrapped)
            Issue.record("decoded")
        } catch {
            #expect(error.path.description == "$.MsgBody[0].MsgContent")
        }
    }

    @Test func aNineteenDigitMsgKeyKeepsItsExactText() throws {
        for (name, key) in [("notice-join-request", "7302648813020578823"), ("notice-invite-request", "7302648813020579001")] {
            let record = try TIMFixture.record("server", name)
            let model = try read(record)
            #expect(model.messageKey == .number(JSONNumber(uncheckedText: key)))
            #expect(write(model)["MsgBody"]?["MsgKey"] == .number(JSONNumber(uncheckedText: key)))
            #expect(JSONWriter.compactString(write(model)).contains(key))
        }
    }

    @Test func aNoticeEntryNamesWhomItWentToBesideTheGroup() throws {
        let model = try read(try TIMFixture.record("server", "notice-kicked"))
        #expect(model.element == .systemNotice)
        #expect(model.type == 4)
        #expect(model.groupID == "@TGS#2HKQ7XZNB")
        #expect(model.addressee == "tanaka", "GroupInfo.To_Account")
        #expect(model.groupName == "周末徒步 🥾")
        let custom = try read(try TIMFixture.record("server", "notice-custom-rest"))
        #expect(custom.userDefinedField == "{\"kind\":\"reminder\",\"text\":\"明早 7:30 出发\"}", "the body's own UserDefinedField")
    }

    @Test func theTipStaysWhereItStoodAmongTheMessagesElements() throws {
        let tip = try #require(try TIMFixture.record("server", "admin-set")["MsgBody"]?.arrayValue?.first)
        let text: JSONValue = .object(["MsgType": "TIMTextElem", "MsgContent": .object(["Text": "👏"])])
        let record = try record("admin-set", body: .array([text, tip]))
        var model = try read(record)
        #expect(model.type == 4)
        #expect(write(model) == record)
        model.operatorID = "ravi.p"
        let elements = try #require(write(model)["MsgBody"]?.arrayValue.map(Array.init))
        #expect(elements.count == 2)
        #expect(elements[0] == text, "the other element as it came")
        #expect(elements[1]["MsgContent"]?["Operator_Account"] == "ravi.p")
    }

    @Test func aTipElementAloneReadsAsInItsMessageAndIsWrittenAlone() throws {
        let message = try TIMFixture.record("server", "members-kicked-two")
        let element = try #require(message["MsgBody"]?.arrayValue?.first)
        #expect(element == (try TIMFixture.record("server", "tip-element-alone-members-kicked")))
        var alone = try read(element)
        var inMessage = try read(message)
        #expect(alone.groupID == nil && alone.time == nil && alone.groupName == nil, "no message around it")
        inMessage.groupID = nil
        inMessage.time = nil
        inMessage.groupName = nil
        #expect(alone.type == inMessage.type && alone.operatorID == inMessage.operatorID && alone.userIDs == inMessage.userIDs)
        #expect(alone.memberCount == inMessage.memberCount)
        #expect(write(alone) == element)
        alone.operatorID = "ravi.p"
        #expect(write(alone)["MsgContent"]?["Operator_Account"] == "ravi.p", "edited, still alone")
        #expect(write(alone)["MsgBody"] == nil)
        alone.groupID = "@TGS#2HKQ7XZNB"
        let wrapped = write(alone)
        #expect(wrapped["ToGroupId"] == "@TGS#2HKQ7XZNB", "a group needs the message around the element")
        #expect(wrapped["MsgBody"]?.arrayValue?.first?["MsgContent"]?["Operator_Account"] == "ravi.p")
        #expect(wrapped["MsgType"] == nil)
        var untyped = try #require(element.objectValue)
        untyped["MsgType"] = .null
        do {
            _ = try adapter.decode(.object(untyped))
            Issue.record("an element alone without its type decoded")
        } catch {
            #expect(error.path.description == "$.MsgType")
        }
    }

    @Test func aPushedTipIsTheBodyItselfAndIsWrittenSo() throws {
        let record = try TIMFixture.record("server", "members-kicked-longpoll-event-4")
        var model = try read(record)
        #expect(model.element == .tip)
        #expect(model.type == 3)
        #expect(model.userIDs == ["dev_ops"])
        model.memberCount = 4
        let written = write(model)
        #expect(written["MsgBody"]?["MsgContent"] == nil)
        #expect(written["MsgBody"]?["MemberNum"] == 4)
        #expect(written["Event"] == 4, "the push's own keys stay")
    }

    @Test func aFreshRecordSaysNothingTheSourceDidNot() throws {
        var tip = TIMNotification(element: .tip, type: 2)
        tip.groupID = "@TGS#2HKQ7XZNB"
        tip.operatorID = "zoe.k"
        tip.time = 1_727_900_381
        let expected: JSONValue = .object([
            "ToGroupId": "@TGS#2HKQ7XZNB", "MsgTimeStamp": 1_727_900_381,
            "MsgBody": .array([.object(["MsgType": "TIMGroupTipElem", "MsgContent": .object(["OpType": 2, "Operator_Account": "zoe.k"])])]),
        ])
        #expect(write(tip) == expected, "no sender, sequence, random number or list of the operator")
        var notice = TIMNotification(element: .systemNotice, type: 4)
        notice.groupID = "@TGS#2HKQ7XZNB"
        notice.addressee = "tanaka"
        notice.operatorID = "lin.yue"
        let written = write(notice)
        #expect(written["GroupInfo"] == .object(["To_Account": "tanaka"]))
        #expect(written["MsgBody"] == .object(["ReportType": 4, "Operator_Account": "lin.yue"]))
    }

    @Test func anEmptyProfileListOfAnotherFlavourIsNotWritten() throws {
        var model = TIMNotification(element: .tip, type: 7)
        model.members = []
        model.memberChanges = [TIMMemberChange(userID: "kim.j", muteTime: 3600)]
        let content = write(model)["MsgBody"]?.arrayValue?.first?["MsgContent"]
        #expect(content?["MsgMemberExtraInfo"] == nil)
        #expect(content?["MsgMemberInfo"] == .array([.object(["User_Account": "kim.j", "ShutupTime": 3600])]))
    }

    @Test func aMessageWithoutATipIsNoEventAndATextMessageIsTheFallbackForm() throws {
        guard case .notAnEvent(let reason) = try adapter.decode(try TIMFixture.record("server", "text-message")) else {
            Issue.record("a text message decoded as an event")
            return
        }
        #expect(reason.contains("TIMTextElem"))
        guard case .notAnEvent = try adapter.decode(try record("text-message", body: .array([]))) else {
            Issue.record("a message without elements decoded as an event")
            return
        }
        let (events, _) = try TIMFixture.decode(try TIMFixture.record("server", "notice-join-request"), with: adapter)
        let text = try #require(adapter.encodeFallback(for: events[0], sentence: "dev_ops asked to join the group")?.value)
        #expect(text["MsgBody"]?.arrayValue?.first?["MsgContent"]?["Text"] == "dev_ops asked to join the group")
        #expect(text["MsgTimeStamp"] == 1_727_908_089, "seconds, as the wire writes them")
        #expect(text["From_Account"] == "administrator", "said by TIM's system sender, not by the applicant")
        #expect(text["To_Account"] == "lin.yue" && text["ToGroupId"] == nil, "to the admin the request went to, not to the group")
        let carried = try JSONReader().read(try #require(text["CloudCustomData"]?.stringValue))
        #expect(carried["kind"] == "request.join", "the unified event rides in CloudCustomData")
        guard case .events(let recovered, _) = try adapter.decode(text) else {
            Issue.record("the text message is not read back as the event it carries")
            return
        }
        #expect(recovered == [events[0]])
    }
}
