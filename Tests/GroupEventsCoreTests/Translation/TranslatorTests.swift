import GroupEventsCore
import GroupEventsJSON
import Testing

/// What the translator does with each capability level, with records that are not events, and with
/// malformed records, using small stand-in adapters.
@Suite struct TranslatorTests {
    /// A flavour whose records are `{"op": kind}` objects; `{"text": …}` records are not events.
    struct StubAdapter: FlavourAdapter {
        let id: FlavourID
        let table: FlavourTable?
        let hasTextForm: Bool
        /// Like a webhook that carries a rename but not a mute-all: the same kind, two levels.
        let refusesMuteAll: Bool
        /// A kind the encoder cannot write after all: it says so with an error, yet writes a record of
        /// another event in its place (as a record of several events written for an edited first one).
        let failsToWrite: GroupEventKind?

        init(
            _ name: String, capabilities: [GroupEventKind: Capability] = [:], hasTextForm: Bool = true, refusesMuteAll: Bool = false,
            failsToWrite: GroupEventKind? = nil
        ) {
            id = FlavourID(vendor: "stub", flavour: name)
            table = FlavourTable(name: name, summary: "", codeFields: [], rules: [], capabilities: capabilities)
            self.hasTextForm = hasTextForm
            self.refusesMuteAll = refusesMuteAll
            self.failsToWrite = failsToWrite
        }

        func capability(for event: GroupEvent) -> EventCapability {
            if refusesMuteAll, event.profile?.mute != nil { return EventCapability(.fallback, reason: "no mute-all here") }
            return EventCapability(table?.capability(for: event.kind) ?? .full)
        }

        func recognizes(_ record: FieldReader) -> Bool { record.contains("op") }

        func decode(_ record: SourceRecord) throws(RecordDecodingError) -> DecodedRecord {
            let reader = try record.reader()
            if reader.contains("text") { return .notAnEvent(reason: "a text message") }
            var event = GroupEvent(kind: GroupEventKind(rawValue: try reader.requiredString("op")), source: EventSource(flavour: id))
            event.source.original = record
            if reader.contains("muteAll") { event.profile = GroupProfileChange(mute: GroupMuteSetting(scope: .all)) }
            if let name = try reader.string("name") { event.profile = GroupProfileChange(name: name) }
            return .events([event], [])
        }

        func encode(_ events: [GroupEvent]) -> EncodedRecords {
            let failures = events.filter { $0.kind == failsToWrite }.map { event in
                Diagnostic(code: .unsupportedEvent, severity: .error, path: .root, message: "cannot write \(event.kind)")
            }
            let records: [JSONValue] = events.map { .object(["op": .string($0.kind == failsToWrite ? "another.event" : $0.kind.rawValue)]) }
            return EncodedRecords(records: records, diagnostics: failures)
        }

        func encodeFallback(for event: GroupEvent, sentence: String, sender: String?) -> OutputRecord? {
            hasTextForm ? OutputRecord(.object(["text": .string(sentence)])) : nil
        }
    }

    let source = StubAdapter("a")
    let record: JSONValue = .object(["op": "member.left"])

    func translate(_ capability: Capability, fallback: FallbackPolicy = .text, hasTextForm: Bool = true) -> RecordTranslation {
        let target = StubAdapter("b", capabilities: [.memberLeft: capability], hasTextForm: hasTextForm)
        return Translator(source: .flavour(source), target: target, fallback: fallback).translate(record)
    }

    @Test func fullAndPartialAreEncoded() {
        #expect(translate(.full).outcome == .converted)
        #expect(translate(.partial).outputs == [.object(["op": "member.left"])])
    }

    @Test func anEventTheEncoderCannotWriteFailsAndNothingTakesItsPlace() {
        let target = StubAdapter("b", capabilities: [.memberLeft: .full, .memberKicked: .full], failsToWrite: .memberKicked)
        let translator = Translator(source: .flavour(source), target: target)
        let alone = translator.translate([GroupEvent(kind: .memberKicked, source: .composed)])
        #expect(alone.outcome == .failed && alone.eventOutcomes == [.failed])
        #expect(alone.outputs.isEmpty, "nothing written in its place")
        #expect(alone.diagnostics.map(\.message) == ["cannot write member.kicked"])
        let both = translator.translate([GroupEvent(kind: .memberLeft, source: .composed), GroupEvent(kind: .memberKicked, source: .composed)])
        #expect(both.eventOutcomes == [.converted, .failed])
        #expect(both.outcome == .failed)
        #expect(both.outputs == [.object(["op": "member.left"])], "the other event is written, alone")
        #expect(both.diagnostics.filter { $0.severity == .error }.count == 1)
    }

    @Test func fallbackWritesTheSentenceOrDrops() {
        let text = translate(.fallback)
        #expect(text.outcome == .fallback)
        #expect(text.outputs == [.object(["text": "Someone left the group"])])
        #expect(text.diagnostics.map(\.code) == [.unsupportedEvent])
        #expect(translate(.fallback, fallback: .drop).outcome == .dropped)
        #expect(translate(.fallback, hasTextForm: false).outcome == .dropped)
        #expect(translate(.dropped).diagnostics.first?.severity == .warning)
    }

    @Test func capabilityIsPerEventNotOnlyPerKind() {
        let target = StubAdapter("b", capabilities: [.groupProfileChanged: .full], refusesMuteAll: true)
        let translator = Translator(source: .flavour(source), target: target)
        let rename = translator.translate(.object(["op": "group.profileChanged", "name": "Team"]))
        #expect(rename.outcome == .converted)
        let muteAll = translator.translate(.object(["op": "group.profileChanged", "muteAll": true]))
        #expect(muteAll.outcome == .fallback)
        #expect(muteAll.diagnostics.map(\.code) == [.unsupportedEvent])
        #expect(muteAll.diagnostics.first?.message.contains("no mute-all here") == true)
        #expect(muteAll.diagnostics.allSatisfy { $0.severity < .error }, "a fallback, not a failed record")
    }

    @Test func rejectedFails() {
        let result = translate(.rejected)
        #expect(result.outcome == .failed)
        #expect(result.diagnostics.first?.severity == .error)
    }

    @Test func theSameFlavourIsAlwaysFull() {
        let translator = Translator(source: .flavour(source), target: StubAdapter("a", capabilities: [.memberLeft: .rejected]))
        #expect(translator.translate(record).outcome == .converted)
    }

    @Test func recordsThatAreNotEventsPassThroughOrAreLeftOut() {
        let text: JSONValue = .object(["op": "x", "text": "hi"])
        let passing = Translator(source: .flavour(source), target: StubAdapter("b")).translate(text)
        #expect(passing.outcome == .passedThrough)
        #expect(passing.outputs == [text])
        #expect(passing.diagnostics.first?.severity == .info)
        let leaving = Translator(source: .flavour(source), target: StubAdapter("b"), eventsOnly: true).translate(text)
        #expect(leaving.outcome == .dropped)
        #expect(leaving.outputs.isEmpty)
    }

    @Test func detectionPicksTheFirstAdapterThatRecognizes() {
        let translator = Translator(source: .detect([StubAdapter("a")]), target: UnifiedAdapter())
        #expect(translator.translate(record).events.first?.source.flavour.flavour == "a")
        #expect(translator.translate(.object(["other": 1])).outcome == .passedThrough)
    }

    @Test func noEventsTranslateToNothing() {
        let translation = Translator(source: .flavour(source), target: UnifiedAdapter()).translate([GroupEvent]())
        #expect(translation.outputs.isEmpty && translation.outcome == .dropped)
    }

    @Test func malformedRecordsFailWithTheirPath() {
        let result = Translator(source: .flavour(source), target: UnifiedAdapter()).translate(.object(["op": .integer(5)]))
        #expect(result.outcome == .failed)
        #expect(result.diagnostics.first?.code == .malformedRecord)
        #expect(result.diagnostics.first?.location.path?.description == "$.op")
    }

    /// A record the named flavour refuses is said to look like the other flavours that recognize it;
    /// one the named flavour recognizes itself is simply broken.
    @Test func aRefusedRecordNamesTheFlavoursItLooksLike() throws {
        func message(_ source: SourceSelection, _ record: JSONValue) -> String? {
            Translator(source: source, target: UnifiedAdapter()).translate(record).diagnostics.first { $0.code == .malformedRecord }?.message
        }
        let unified = UnifiedAdapter()
        // A stand-in record whose kind is no string: unified JSON refuses it, and has not its marks.
        let record: JSONValue = .object(["op": "member.left", "kind": 5])
        let plain = try #require(message(.flavour(unified), record))
        #expect(!plain.contains("looks like"), "no lookalikes given, no hint")
        #expect(
            message(.flavour(unified, lookalikes: [unified, StubAdapter("a")]), record)
                == plain + "; it looks like stub:a: use --from auto or --from stub:a")
        #expect(
            message(.flavour(unified, lookalikes: [StubAdapter("a"), StubAdapter("b")]), record)
                == plain + "; it has the marks of stub:a and stub:b: name one with --from")
        let broken: JSONValue = .object(["op": .integer(5)])
        #expect(
            message(.flavour(source, lookalikes: [StubAdapter("b")]), broken) == message(.flavour(source), broken), "it has its own flavour's marks")
    }
}
