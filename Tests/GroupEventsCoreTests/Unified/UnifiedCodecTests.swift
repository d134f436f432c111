import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// Unified JSON: every field survives writing and reading, errors name their path, and the JSON
/// Schema in `Schema/` lists exactly the keys and kinds the codec knows.
@Suite struct UnifiedCodecTests {
    static let fullEvent = GroupEvent(
        kind: .groupProfileChanged, groupID: "g_team",
        actor: GroupMember(userID: "alice", name: "Alice", nickname: "Al", avatarURL: "https://a/x.png", role: GroupRole(level: .owner, raw: 1)),
        members: [GroupMember(userID: "bob", mute: .forever), GroupMember(userID: "李雷", name: "李雷")],
        joinMethod: .approved, role: GroupRole(level: nil, raw: "Custom"), mute: .duration(seconds: 600),
        profile: GroupProfileChange(
            name: "Weekend crew", notice: "Meet at 8", introduction: "Hikers", avatarURL: "https://a/g.png",
            mute: GroupMuteSetting(scope: .roles([GroupRole(level: .member, raw: 3)]), term: .until(milliseconds: 1_718_003_700_000), rawMode: 3),
            other: [.init(name: "nim.inviteMode", value: "1")]),
        newOwner: GroupMember(userID: "carol"), owner: GroupMember(userID: "dave"), addressee: GroupMember(userID: "erin", name: "Erin"),
        text: "hello", time: 1_718_000_000_000, messageID: "7392815520153600001",
        source: EventSource(
            flavour: FlavourID(vendor: "zim", flavour: "sdk"), codes: ["event": .integer(7), "changeType": .integer(5)],
            record: .object(["messageID": .number(JSONNumber(uncheckedText: "7392815520153600001"))]),
            part: EventSource.Part(index: 1, count: 2)))

    @Test func everyFieldSurvivesWritingAndReading() throws {
        let text = JSONWriter.compactString(.object(UnifiedEncoder.encode(Self.fullEvent)))
        let (event, warnings) = try UnifiedDecoder.decode(try JSONReader().read(text))
        #expect(warnings.isEmpty)
        #expect(event == Self.fullEvent)
        #expect(text.contains("\"messageID\":7392815520153600001"), "the raw record keeps the number's exact text")
    }

    @Test(arguments: [MuteState.lifted, .forever, .muted, .until(milliseconds: 5), .duration(seconds: 60)])
    func everyMuteStateSurvives(_ mute: MuteState) throws {
        var event = Self.fullEvent
        event.mute = mute
        #expect(try UnifiedDecoder.decode(.object(UnifiedEncoder.encode(event))).0 == event)
    }

    @Test func compactBytesCopyTheSourceRecordAsUnifiedOutputDoes() throws {
        // A source record read from text, with an escape in a compact part: the extension text keeps
        // its spelling, as `--to unified` does, and reads back as the same event.
        let record = try JSONIndexedText(bytes: Array(#"{"who":{"name":"\u00e9"},"n":1.50}"#.utf8))
        var event = Self.fullEvent
        event.source.original = SourceRecord(record)
        let bytes = UnifiedEncoder.compactBytes(event)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""record":{"who":{"name":"\u00e9"},"n":1.50}"#))
        var unified = JSONWriter(source: record.source)
        OutputRecord.unified(event).write(into: &unified)
        #expect(bytes == unified.bytes)
        #expect(try UnifiedDecoder.decode(try JSONReader().read(text)).0 == event)
    }

    @Test func keysComeInContractOrder() {
        let keys = UnifiedEncoder.encode(Self.fullEvent).keys
        #expect(keys == UnifiedDecoder.eventKeys)
    }

    @Test func unknownKeysAreReportedNotIgnored() throws {
        let record = try JSONReader().read(
            #"{"kind":"member.left","members":[{"userID":"bob"}],"colour":"red","source":{"vendor":"zim","flavour":"sdk","codes":{}}}"#)
        let (_, warnings) = try UnifiedDecoder.decode(record)
        #expect(warnings.map(\.code) == [.fieldDropped])
        #expect(warnings.first?.location.path?.description == "$.colour")
    }

    @Test func anEventComposedByHandNeedsNoSource() throws {
        let record = try JSONReader().read(#"{"kind":"member.left","groupID":"g1","members":[{"userID":"bob"}]}"#)
        let (event, warnings) = try UnifiedDecoder.decode(record)
        #expect(warnings.isEmpty)
        #expect(event.source == .composed)
        #expect(event.members.map(\.userID) == ["bob"])
        #expect(UnifiedEncoder.encode(event)["source"] == nil, "written back as it came, without a source")
        #expect(JSONWriter.compactString(.object(UnifiedEncoder.encode(event))) == JSONWriter.compactString(record))
    }

    @Test func aMemberEventWithoutMembersIsSuspicious() throws {
        for (text, path) in [(#"{"kind":"member.muted","mute":{"state":"forever"}}"#, "$"), (#"{"kind":"member.kicked","members":[]}"#, "$.members")] {
            let (_, warnings) = try UnifiedDecoder.decode(try JSONReader().read(text))
            #expect(warnings.map(\.code) == [.suspiciousValue], "\(text)")
            #expect(warnings.first?.location.path?.description == path)
            #expect(warnings.first?.severity == .warning)
        }
        let (_, none) = try UnifiedDecoder.decode(try JSONReader().read(#"{"kind":"group.dismissed","members":[]}"#))
        #expect(none.isEmpty, "group events need no members")
    }

    @Test func wrongTypesNameTheirPath() throws {
        let record = try JSONReader().read(#"{"kind":"member.left","members":[{"userID":7}],"source":{"vendor":"zim","flavour":"sdk","codes":{}}}"#)
        #expect {
            try UnifiedDecoder.decode(record)
        } throws: { error in
            (error as? RecordDecodingError)?.path.description == "$.members[0].userID"
        }
    }

    @Test(arguments: [#"{"index":2,"count":2}"#, #"{"index":0,"count":1}"#, #"{"index":-1,"count":3}"#])
    func aPartOutsideItsRecordIsAnError(_ part: String) throws {
        let record = try JSONReader().read(#"{"kind":"member.left","members":[],"source":{"vendor":"zim","flavour":"sdk","codes":{},"part":"# + part + "}}")
        #expect(throws: RecordDecodingError.self) { try UnifiedDecoder.decode(record) }
    }

    @Test func unknownEnumValuesAreErrors() throws {
        let record = try JSONReader().read(
            #"{"kind":"member.joined","joinMethod":"teleported","members":[],"source":{"vendor":"zim","flavour":"sdk","codes":{}}}"#)
        #expect(throws: RecordDecodingError.self) { try UnifiedDecoder.decode(record) }
    }

    @Test func schemaNamesEveryKindAndKey() throws {
        let schema = try #require(try GoldenFile.read("Schema/group-event.schema.json"))
        let properties = try #require(schema["properties"]?.objectValue)
        #expect(properties.keys == UnifiedDecoder.eventKeys)
        let kinds = schema["properties"]?["kind"]?["anyOf"]?.arrayValue?.first?["enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(kinds == GroupEventKind.predefined.map(\.rawValue))
        let joinMethods = schema["properties"]?["joinMethod"]?["enum"]?.arrayValue?.compactMap(\.stringValue)
        #expect(Set(joinMethods ?? []) == Set(JoinMethod.allCases.map(\.rawValue)))
        let memberKeys = schema["$defs"]?["member"]?["properties"]?.objectValue?.keys
        var everyMemberField = Self.fullEvent
        everyMemberField.actor?.mute = .lifted
        #expect(memberKeys == UnifiedEncoder.encode(everyMemberField)["actor"]?.objectValue?.keys)
        let sourceKeys = schema["properties"]?["source"]?["properties"]?.objectValue?.keys
        #expect(sourceKeys == UnifiedEncoder.encode(Self.fullEvent)["source"]?.objectValue?.keys)
    }
}
