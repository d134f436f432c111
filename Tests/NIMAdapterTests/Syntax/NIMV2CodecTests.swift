import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import NIMAdapter
import Testing

/// The `nim:v2` codec: malformed records are errors with their path, "unchanged" is never a change,
/// "everyone muted" is 2 or 3 and written 3 afresh, `raw` stays in step with the attachment, and a
/// text message is no event (and is the fallback form).
@Suite struct NIMV2CodecTests {
    static let malformed: [(String, String)] = [
        ("v2-message-server-id-out-of-range", "$.messageServerId"),
        ("v2-target-ids-element-not-string", "$.attachment.targetIds[1]"),
    ]

    func record(_ name: String) throws -> JSONValue {
        try #require(try GoldenFile.read("Fixtures/nim/v2/\(name).json"))
    }

    func decode(_ record: JSONValue) throws -> [GroupEvent] {
        guard case .events(let events, _) = try NIMV2Adapter().decode(record) else {
            Issue.record("not decoded")
            return []
        }
        return events
    }

    /// The record with `attachment` edited.
    func editing(_ name: String, _ edit: (inout JSONObject) -> Void) throws -> JSONValue {
        var record = try #require(try record(name).objectValue)
        var attachment = try #require(record["attachment"]?.objectValue)
        edit(&attachment)
        record["attachment"] = .object(attachment)
        return .object(record)
    }

    @Test(arguments: malformed) func malformedRecordsAreErrorsWithTheirPath(name: String, path: String) throws {
        let record = try #require(try GoldenFile.read("Fixtures/nim/malformed/\(name).json"))
        #expect(NIMV2Adapter().recognizes(try FieldReader(record: record)), "a malformed nim:v2 record is still claimed by nim:v2")
        do {
            _ = try NIMV2Adapter().decode(record)
            Issue.record("decoded")
        } catch {
            #expect(error.path.description == path, "\(error)")
            #expect(error.offset != .unknown, "located in the record: \(error)")
        }
    }

    @Test(arguments: ["team-updated-sentinel-minus-one", "team-updated-sentinel-null", "team-updated-name-flutter"])
    func unchangedSentinelsAreNoChange(name: String) throws {
        let profile = try #require(try decode(try record(name)).first?.profile)
        #expect(profile.mute == nil, "chatBannedMode -1 or null is no mute change")
        #expect(profile.other.isEmpty, "the modes -1 or null are no change: \(profile.other)")
    }

    @Test(arguments: ["team-chat-banned-mode-2", "team-chat-banned-mode-3"]) func twoAndThreeAreEveryone(name: String) throws {
        #expect(try decode(try record(name)).first?.profile?.mute?.scope == .all)
    }

    @Test func everyoneIsWrittenThreeAfresh() throws {
        let translation = Translator(source: .flavour(NIMServerAdapter()), target: NIMV2Adapter())
            .translate(try #require(try GoldenFile.read("Fixtures/nim/server/team-muted-all-tags-100-101.json")))
        let record = try #require(translation.outputs.first)
        #expect(record["attachment"]?["updatedTeamInfo"]?["chatBannedMode"] == 3)
    }

    @Test func anEditedRecordKeepsRawInStepAndItsSentinels() throws {
        let adapter = NIMV2Adapter()
        for name in ["team-updated-name-intro", "team-updated-sentinel-minus-one"] {
            let record = try record(name)
            var events = try decode(record)
            events[0].profile?.name = "新名字"
            let edited = try #require(try FlavourGoldenChecks(adapter: adapter).encodeThroughModel(events, over: record).records.first)
            #expect(edited["attachment"]?["updatedTeamInfo"]?["name"] == "新名字")
            if let raw = edited["attachment"]?["raw"]?.stringValue {
                #expect(try JSONReader().read(raw)["data"]?["tinfo"]?["3"] == "新名字", "raw says what the attachment says")
            }
            if name.hasSuffix("minus-one") {
                #expect(edited["attachment"]?["updatedTeamInfo"]?["joinMode"] == -1, "unchanged stays spelled -1")
            }
        }
    }

    @Test func anAttachmentThatDisagreesWithRawIsMalformed() throws {
        let record = try editing("member-muted") { $0["chatBanned"] = false }
        #expect(throws: RecordDecodingError.self) { try NIMV2Adapter().decode(record) }
    }

    @Test func targetsOnAnOpWithoutTargetsAreMalformed() throws {
        let record = try editing("team-dismissed") { $0["targetIds"] = .array(["kai_w"]) }
        #expect(throws: RecordDecodingError.self) { try NIMV2Adapter().decode(record) }
    }

    @Test func aTextMessageIsNoEvent() throws {
        for name in ["text-message", "super-text-message"] {
            guard case .notAnEvent(let reason) = try NIMV2Adapter().decode(try record(name)) else {
                Issue.record("a text message decoded as an event")
                return
            }
            #expect(reason.contains("type 0"))
        }
    }

    @Test func whatNIMCannotSayBecomesATextMessageCarryingTheEvent() throws {
        let event = GroupEvent(kind: .unrecognized, groupID: "3081726354", time: 1_760_405_613_212, source: .composed)
        let translation = Translator(source: .flavour(UnifiedAdapter()), target: NIMV2Adapter())
            .translate(.object(UnifiedEncoder.encode(event)))
        let record = try #require(translation.outputs.first)
        #expect(record["messageType"] == 0)
        #expect(record["createTime"] == 1_760_405_613_212)
        #expect(record["serverExtension"]?.stringValue?.contains("unrecognized") == true)
        guard case .events(let recovered, _) = try NIMV2Adapter().decode(record) else {
            Issue.record("the text message is not read back as the event it carries")
            return
        }
        #expect(recovered == [event])
    }
}
