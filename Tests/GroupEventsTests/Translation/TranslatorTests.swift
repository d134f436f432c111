import GroupEvents
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

        init(_ name: String, capabilities: [GroupEventKind: Capability] = [:], hasTextForm: Bool = true) {
            id = FlavourID(vendor: "stub", flavour: name)
            table = FlavourTable(name: name, summary: "", codeFields: [], rules: [], capabilities: capabilities)
            self.hasTextForm = hasTextForm
        }

        func recognizes(_ record: JSONObject) -> Bool { record.contains(key: "op") }

        func decode(_ record: JSONValue) throws(RecordDecodingError) -> DecodedRecord {
            let reader = try FieldReader(record: record)
            if reader.contains("text") { return .notAnEvent(reason: "a text message") }
            return .events([GroupEvent(kind: GroupEventKind(rawValue: try reader.requiredString("op")), source: EventSource(flavour: id, record: record))], [])
        }

        func encode(_ events: [GroupEvent]) -> EncodedRecords {
            EncodedRecords(records: events.map { .object(["op": .string($0.kind.rawValue)]) })
        }

        func encodeFallback(for event: GroupEvent, sentence: String) -> JSONValue? {
            hasTextForm ? .object(["text": .string(sentence)]) : nil
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

    @Test func fallbackWritesTheSentenceOrDrops() {
        let text = translate(.fallback)
        #expect(text.outcome == .fallback)
        #expect(text.outputs == [.object(["text": "Someone left the group"])])
        #expect(text.diagnostics.map(\.code) == [.unsupportedEvent])
        #expect(translate(.fallback, fallback: .drop).outcome == .dropped)
        #expect(translate(.fallback, hasTextForm: false).outcome == .dropped)
        #expect(translate(.dropped).diagnostics.first?.severity == .warning)
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
        #expect(translator.translate(record).events.first?.event.source.flavour.flavour == "a")
        #expect(translator.translate(.object(["other": 1])).outcome == .passedThrough)
    }

    @Test func malformedRecordsFailWithTheirPath() {
        let result = Translator(source: .flavour(source), target: UnifiedAdapter()).translate(.object(["op": .integer(5)]))
        #expect(result.outcome == .failed)
        #expect(result.diagnostics.first?.code == .malformedRecord)
        #expect(result.diagnostics.first?.location.path?.description == "$.op")
    }
}
