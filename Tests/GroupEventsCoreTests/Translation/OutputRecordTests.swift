import GroupEventsCore
import GroupEventsJSON
import Testing

/// An output record written straight from what it holds gives the bytes its value gives, in every
/// layout and whether or not the writer copies from the record's text.
@Suite struct OutputRecordTests {
    /// A unified event whose source record has escapes, a spelled-out number and a part that is not compact.
    static let unified = #"""
        {"kind":"member.muted","groupID":"g\u0031","actor":{"userID":"a","role":{"level":"admin","raw":2}},"members":[{"userID":"b","mute":{"state":"until","until":1700000000000}}],"profile":{"other":[{"name":"x","value":[1.50]}]},"time":17,"messageID":"9","source":{"vendor":"zim","flavour":"sdk","codes":{"event":8},"part":{"index":0,"count":2},"record":{"event":8,"who":{"name":"\u00e9\n"},"list":[1.50, {}],"empty":[]}}}
        """#

    /// The writers every comparison runs with, for a record read from `text`.
    static func writers(for text: JSONIndexedText) -> [JSONWriter] {
        [JSONWriter(source: text.source), JSONWriter(), JSONWriter(style: .pretty(indent: 2), source: text.source)]
    }

    @Test func aUnifiedEventIsWrittenAsItsValue() throws {
        let text = try JSONIndexedText(bytes: Array(Self.unified.utf8))
        guard case .events(let events, _) = try UnifiedAdapter().decode(SourceRecord(text)) else { throw DecodeFailure() }
        let output = OutputRecord.unified(try #require(events.first))
        #expect(output.value == .object(UnifiedEncoder.encode(events[0])))
        #expect(output.value == text.root.value, "the unified record reads back as it was written")
        for var writer in Self.writers(for: text) {
            var expected = writer
            output.write(into: &writer)
            expected.write(output.value)
            #expect(writer.bytes == expected.bytes)
        }
    }

    @Test func anUnchangedRecordIsWrittenAsItsValue() throws {
        let text = try JSONIndexedText(bytes: Array(Self.unified.utf8))
        for record in [SourceRecord(text), SourceRecord(text.root.value)] {
            let output = OutputRecord.unchanged(record)
            #expect(output.value == text.root.value)
            for var writer in Self.writers(for: text) {
                var expected = writer
                output.write(into: &writer)
                expected.write(output.value)
                #expect(writer.bytes == expected.bytes)
            }
        }
        var copying = JSONWriter(source: text.source)
        OutputRecord.unchanged(SourceRecord(text)).write(into: &copying)
        #expect(String(decoding: copying.bytes, as: UTF8.self).contains(#""who":{"name":"\u00e9\n"}"#), "compact parts copied")
    }

    @Test func compactTextIsWrittenAsItsValueAndItsLengthIsKnownBeforehand() throws {
        var object = JSONCompactObject()
        object.append("name", string: "é \"x\"\n")
        var nested = JSONCompactObject()
        nested.append("n", integer: -12)
        object.append("nested", object: nested)
        let output = OutputRecord.compact(object)
        for var writer in [JSONWriter(), JSONWriter(style: .pretty(indent: 2))] {
            var expected = writer
            output.write(into: &writer)
            expected.write(output.value)
            #expect(writer.bytes == expected.bytes)
        }
        var compact = JSONWriter()
        output.write(into: &compact)
        #expect(output.compactByteCount == compact.bytes.count)
        let text = try JSONIndexedText(bytes: Array(Self.unified.utf8))
        #expect(OutputRecord.unchanged(SourceRecord(text)).compactByteCount == nil)
        #expect(OutputRecord(text.root.value).compactByteCount == nil)
    }

    @Test func recordsAreEqualByValue() throws {
        let text = try JSONIndexedText(bytes: Array(Self.unified.utf8))
        #expect(OutputRecord.unchanged(SourceRecord(text)) == OutputRecord(text.root.value))
        #expect(OutputRecord.unchanged(SourceRecord(text)) != OutputRecord(.object([:])))
    }

    private struct DecodeFailure: Error {}
}
