import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// The `nim:web` codec: malformed records are errors with their path, names stand for the wire's
/// numbers, a text message is no event (and is the fallback form), and an edited update keeps what
/// the SDK added to `team`.
@Suite struct NIMWebCodecTests {
    func record(_ name: String) throws -> JSONValue {
        try #require(try GoldenFile.read("Fixtures/nim/web/\(name).json"))
    }

    @Test func aMalformedRecordIsAnErrorWithItsPath() throws {
        let record = try #require(try GoldenFile.read("Fixtures/nim/malformed/web-accounts-not-array.json"))
        #expect(NIMWebAdapter().recognizes(try FieldReader(record: record)), "a malformed nim:web record is still claimed by nim:web")
        do {
            _ = try NIMWebAdapter().decode(record)
            Issue.record("decoded")
        } catch {
            #expect(error.path.description == "$.attach.accounts", "\(error)")
            #expect(error.offset != .unknown, "located in the record: \(error)")
        }
    }

    @Test func aNamedOpWrittenAsItsNumberIsMalformed() throws {
        var record = try #require(try record("member-muted").objectValue)
        var attach = try #require(record["attach"]?.objectValue)
        attach["type"] = 10
        record["attach"] = .object(attach)
        #expect(throws: RecordDecodingError.self) { try NIMWebAdapter().decode(.object(record)) }
    }

    @Test func namesStandForTheWiresNumbers() throws {
        let record = try record("team-updated-modes-and-extensions")
        let translation = Translator(source: .flavour(NIMWebAdapter()), target: NIMServerAdapter()).translate(record)
        let copy = try #require(translation.outputs.first)
        let attach = try JSONReader().read(try #require(copy["attach"]?.stringValue))
        #expect(attach["id"] == 3)
        // beInviteMode noVerify is 1; the three permission modes "all" are 1.
        for tag in ["21", "22", "23", "24"] { #expect(attach["data"]?["tinfo"]?[tag] == "1", "tag \(tag)") }
        #expect(attach["data"]?["tinfo"]?["12"] == nil, "an update's updateTime is the message time, not a tag")
    }

    @Test func anEditedUpdateKeepsTheTeamsOtherKeys() throws {
        let adapter = NIMWebAdapter()
        let record = try record("team-updated-several-fields")
        guard case .events(var events, _) = try adapter.decode(record) else {
            Issue.record("not decoded")
            return
        }
        events[0].profile?.name = "新名字"
        let edited = try #require(try FlavourGoldenChecks(adapter: adapter).encodeThroughModel(events, over: record).records.first)
        #expect(edited["attach"]?["team"]?["name"] == "新名字")
        #expect(edited["attach"]?["team"]?["updateTime"] == record["attach"]?["team"]?["updateTime"])
        #expect(edited["idClient"] == record["idClient"], "the message keys the model does not own stay")
    }

    @Test func aTextMessageIsNoEvent() throws {
        guard case .notAnEvent(let reason) = try NIMWebAdapter().decode(try record("text-message")) else {
            Issue.record("a text message decoded as an event")
            return
        }
        #expect(reason.contains("text"))
    }

    @Test func whatNIMCannotSayBecomesATextMessageCarryingTheEvent() throws {
        let event = GroupEvent(kind: .unrecognized, groupID: "3081726354", time: 1_760_405_613_212, source: .composed)
        let translation = Translator(source: .flavour(UnifiedAdapter()), target: NIMWebAdapter())
            .translate(.object(UnifiedEncoder.encode(event)))
        let record = try #require(translation.outputs.first)
        #expect(record["type"] == "text")
        #expect(record["time"] == 1_760_405_613_212)
        #expect(record["custom"]?.stringValue?.contains("unrecognized") == true)
        guard case .events(let recovered, _) = try NIMWebAdapter().decode(record) else {
            Issue.record("the text message is not read back as the event it carries")
            return
        }
        #expect(recovered == [event])
    }
}
