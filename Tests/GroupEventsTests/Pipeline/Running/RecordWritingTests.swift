import GroupEventsCore
import GroupEventsJSON
import Testing

@testable import GroupEvents

/// Records written into their chunk's output buffer: one after another, each its own slice once the
/// chunk is done, and the next chunk in a buffer of its own.
@Suite struct RecordWritingTests {
    /// The outputs' texts.
    private func texts(_ outputs: OutputBytes) -> [String] {
        outputs.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theRecordsOfAChunkWriteIntoOneBuffer() throws {
        let scratch = RecordScratch()
        let text = try JSONIndexedText(bytes: Array(#"{"a":{"b":1.50}}"#.utf8))
        let writing = RecordWriting(style: .compact, source: text.source, recordByteCount: 16, scratch: scratch, recordNumber: 1)
        var first = writing.bytes([OutputRecord(text.root.value)])
        var second = writing.bytes([OutputRecord(.array([])), OutputRecord(.string("x"))])
        var none = writing.bytes([])
        let chunk = scratch.finishChunk().bytes
        #expect(String(decoding: chunk, as: UTF8.self) == #"{"a":{"b":1.50}}[]"x""#, "copied from the source, one after another")
        first.settle(in: chunk)
        second.settle(in: chunk)
        none.settle(in: chunk)
        #expect(texts(first) == [#"{"a":{"b":1.50}}"#] && texts(second) == ["[]", "\"x\""] && none.isEmpty)
        var next = writing.bytes([OutputRecord(.bool(true))])
        let nextChunk = scratch.finishChunk().bytes
        next.settle(in: nextChunk)
        #expect(String(decoding: nextChunk, as: UTF8.self) == "true", "the next chunk starts a buffer of its own")
        #expect(texts(next) == ["true"] && texts(first) == [#"{"a":{"b":1.50}}"#])
    }

    @Test func prettyRecordsAreWrittenInTheirStyle() throws {
        let scratch = RecordScratch()
        let source = try JSONIndexedText(bytes: Array("0".utf8)).source
        let writing = RecordWriting(style: .pretty(indent: 2), source: source, recordByteCount: 0, scratch: scratch, recordNumber: 1)
        var outputs = writing.bytes([OutputRecord(.array([.integer(1)])), OutputRecord(.object([:]))])
        outputs.settle(in: scratch.finishChunk().bytes)
        #expect(texts(outputs) == ["[\n  1\n]", "{}"])
    }
}
