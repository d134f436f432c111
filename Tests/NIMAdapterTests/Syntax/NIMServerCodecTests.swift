import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// The `nim:server` codec: malformed records are errors located inside the `attach` string, a text
/// message is no event (and is the fallback form), and an edited `attach` string is written compactly.
@Suite struct NIMServerCodecTests {
    static let malformed: [(String, String)] = [
        ("server-attach-ids-not-array", "$.attach~.data.ids"),
        ("server-attach-op-id-not-integer", "$.attach~.id"),
        ("server-attach-string-not-object", "$.attach~"),
        ("server-attach-string-truncated", "$.attach~"),
        ("server-attach-tinfo-not-object", "$.attach~.data.tinfo"),
        ("server-attach-tinfo-tag-null", "$.attach~.data.tinfo[\"14\"]"),
        ("server-bare-attach-data-not-object", "$.data"),
        ("server-msgid-out-of-range", "$.msgidServer"),
    ]

    @Test(arguments: malformed) func malformedRecordsAreErrorsWithTheirPath(name: String, path: String) throws {
        let record = try #require(try GoldenFile.read("Fixtures/nim/malformed/\(name).json"))
        #expect(NIMServerAdapter().recognizes(try FieldReader(record: record)), "a malformed nim:server record is still claimed by nim:server")
        #expect(throws: RecordDecodingError.self) { try NIMServerAdapter().decode(record) }
        do {
            _ = try NIMServerAdapter().decode(record)
        } catch {
            #expect(error.path.description == path, "\(error)")
            #expect(error.offset != .unknown, "located in the record: \(error)")
        }
    }

    @Test func aTeamSystemNotificationIsReadWithoutAnAttach() throws {
        let record = try #require(try GoldenFile.read("Fixtures/nim/server/system-join-request.json"))
        var model = try NIMServerCodec().read(FieldReader(record: record))
        let notice = try #require(model.systemNotice)
        #expect(notice.type == "TEAM_APPLY" && notice.body == "我是 Omer，周六能一起去吗？🥾")
        #expect(notice.members == ["lin.yue", "kai_w"], "the owner and managers it is addressed to, kept")
        #expect(NIMSystemNotice.accounts(in: "[]") == [] && NIMSystemNotice.accounts(in: "[a,b ,  c]") == ["a", "b", "c"])
        #expect(NIMSystemNotice.accounts(in: "a, b") == nil && NIMSystemNotice.accounts(in: .array([1])) == nil)
        #expect(JSONValue.object(NIMServerCodec().write(model).object) == record, "written back as it came")
        model.systemNotice?.members = ["lin.yue"]
        #expect(JSONValue.object(NIMServerCodec().write(model).object)["tMembers"] == "[lin.yue]")
    }

    @Test func aTextMessageIsNoEvent() throws {
        let record = try #require(try GoldenFile.read("Fixtures/nim/server/text-message.json"))
        guard case .notAnEvent(let reason) = try NIMServerAdapter().decode(record) else {
            Issue.record("a text message decoded as an event")
            return
        }
        #expect(reason.contains("TEXT"))
    }

    @Test func anEditedAttachStringIsWrittenCompactlyAndAnUnchangedOneAsItCame() throws {
        let adapter = NIMServerAdapter()
        let checks = FlavourGoldenChecks(adapter: adapter)
        let record = try #require(try GoldenFile.read("Fixtures/nim/server/team-updated-name-escaped-unicode.json"))
        guard case .events(let events, _) = try adapter.decode(record) else {
            Issue.record("not decoded")
            return
        }
        let unchanged = try checks.encodeThroughModel(events, over: record)
        #expect(unchanged.records.first?["attach"] == record["attach"], "the \\u escapes come back as they were")

        let cleared = try #require(try GoldenFile.read("Fixtures/nim/server/team-updated-intro-cleared.json"))
        guard case .events(var events, _) = try adapter.decode(cleared) else {
            Issue.record("not decoded")
            return
        }
        events[0].profile?.name = "新名字"
        let edited = try #require(try checks.encodeThroughModel(events, over: cleared).records.first)
        let text = try #require(edited["attach"]?.stringValue)
        let inner = try JSONReader().read(text)
        #expect(text == JSONWriter.compactString(inner), "written compactly: \(text)")
        #expect(inner["data"]?["tinfo"]?["3"] == "新名字")
        #expect(inner["data"]?["tinfo"]?["14"] == "", "the other tags stay")
        #expect(edited["fromNick"] == cleared["fromNick"], "the envelope is kept")
    }

    @Test func whatNIMCannotSayBecomesATextMessageCopyCarryingTheEvent() throws {
        let event = GroupEvent(kind: .unrecognized, groupID: "3081726354", time: 1_760_405_613_212, source: .composed)
        let translation = Translator(source: .flavour(UnifiedAdapter()), target: NIMServerAdapter())
            .translate(.object(UnifiedEncoder.encode(event)))
        let record = try #require(translation.outputs.first)
        #expect(record["msgType"] == "TEXT")
        #expect(record["msgTimestamp"] == "1760405613212", "envelope numbers are strings")
        #expect(record["ext"]?.stringValue?.contains("unrecognized") == true)
        guard case .events(let recovered, _) = try NIMServerAdapter().decode(record) else {
            Issue.record("the text message is not read back as the event it carries")
            return
        }
        #expect(recovered == [event])
    }
}
