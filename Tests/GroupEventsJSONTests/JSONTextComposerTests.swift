import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `JSONTextComposer` writes what writing the value gives: a value of an indexed text as the value
/// built from it (copying compact containers only from the writer's own source), and pieces composed
/// one by one as the value `JSONValueComposer` builds of the same pieces.
@Suite struct JSONTextComposerTests {
    /// The layouts and sources every comparison runs in.
    enum Mode: CaseIterable {
        case compactWithTheTextsSource, compactWithAnotherSource, compactWithoutSource, pretty
    }

    @Test(arguments: JSONTapeTests.corpus)
    func anIndexedValueIsWrittenAsTheValueBuiltFromIt(_ testCase: ConformanceCase) throws {
        guard let text = try? JSONIndexedText(bytes: testCase.bytes, baseOffset: 3) else { return }
        for mode in Mode.allCases {
            #expect(written(text.root, mode) == written(text.root.value, text, mode), "\(testCase.testDescription), \(mode)")
        }
    }

    @Test func randomIndexedValuesAreWrittenAsTheirValues() throws {
        var random = RandomJSON(seed: 0xC0DE)
        for round in 0..<1_500 {
            let value = random.value(depth: 4)
            let bytes = round.isMultiple(of: 2) ? JSONWriter.compactBytes(value) : Array(JSONWriter.prettyString(value, indent: 1).utf8)
            let text = try JSONIndexedText(bytes: bytes)
            for mode in Mode.allCases {
                #expect(written(text.root, mode) == written(text.root.value, text, mode), "\(mode): \(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    @Test func onlyTheTextsOwnSourceIsCopiedFrom() throws {
        // The escape and the number's spelling survive only when copied from the text.
        let bytes = Array(#"{"a":{"b":"\u00e9","n":1.50},"c":[1E2]}"#.utf8)
        let text = try JSONIndexedText(bytes: bytes)
        #expect(written(text.root, .compactWithTheTextsSource) == bytes)
        #expect(written(text.root, .compactWithoutSource) == Array(#"{"a":{"b":"é","n":1.50},"c":[1E2]}"#.utf8))
    }

    @Test(arguments: [JSONWriter.Style.compact, .pretty(indent: 2)])
    func composedPiecesAreWrittenAsTheValueBuiltOfThem(_ style: JSONWriter.Style) throws {
        let text = try JSONIndexedText(bytes: Array(#"{"x":[1,{"y":"\n"}],"e":{}}"#.utf8))
        var built = JSONValueComposer()
        compose(text, into: &built)
        var writer = JSONWriter(style: style)
        writer.compose { compose(text, into: &$0) }
        var expected = JSONWriter(style: style)
        expected.write(try #require(built.value))
        #expect(writer.bytes == expected.bytes)
        #expect(built.value?["list"]?.arrayValue?.count == 4)
        #expect(built.value?["empty"] == .object([:]) && built.value?["none"] == .array([]))
    }

    /// Every kind of piece, empty containers and nesting included.
    private func compose<Composer: JSONComposer & ~Copyable>(_ text: JSONIndexedText, into out: inout Composer) {
        out.beginObject()
        out.key("name")
        out.string("Zoë \"z\"")
        out.key("list")
        out.beginArray()
        out.integer(-9_223_372_036_854_775_808)
        out.value(.object(["a": .array([true, .null])]))
        out.value(text.root)
        out.beginArray()
        out.endArray()
        out.endArray()
        out.key("empty")
        out.beginObject()
        out.endObject()
        out.key("none")
        out.beginArray()
        out.endArray()
        out.endObject()
    }

    /// `value` written by a writer in `mode`.
    private func written(_ value: JSONIndexedValue, _ mode: Mode) -> [UInt8] {
        var writer = writer(mode, text: value.text)
        writer.write(value)
        return writer.bytes
    }

    /// `value`, built from `text`, written by a writer in `mode`.
    private func written(_ value: JSONValue, _ text: JSONIndexedText, _ mode: Mode) -> [UInt8] {
        var writer = writer(mode, text: text)
        writer.write(value)
        return writer.bytes
    }

    /// A writer in `mode` for values of `text`.
    private func writer(_ mode: Mode, text: JSONIndexedText) -> JSONWriter {
        switch mode {
        case .compactWithTheTextsSource: JSONWriter(source: text.source)
        case .compactWithAnotherSource: JSONWriter(source: try! JSONIndexedText(bytes: text.bytes).source)
        case .compactWithoutSource: JSONWriter()
        case .pretty: JSONWriter(style: .pretty(indent: 3), source: text.source)
        }
    }
}
