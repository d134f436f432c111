import GroupEventsJSON
import Testing

/// Compact output copies containers that are still as they were read from compact text.
@Suite struct JSONWriterSourceCopyTests {
    let text = #"{"id":7392815520153600001,"name":"Zo\u00eb","tags":["a","b"],"nested":{"x":1.50}}"#

    func write(_ value: JSONValue, source: [UInt8], offset: Int = 0) -> String {
        var writer = JSONWriter(source: source, sourceOffset: offset)
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func anUnchangedRecordIsCopiedWithItsOwnEscapes() throws {
        let bytes = Array(text.utf8)
        let value = try JSONReader().read(bytes)
        #expect(write(value, source: bytes) == text, "the escape \\u00eb is kept, not rewritten as ë")
        #expect(JSONWriter.compactString(value) != text, "without the source the writer spells ë itself")
    }

    @Test func aChangedContainerIsWrittenAgainButItsUnchangedChildrenAreCopied() throws {
        let bytes = Array(text.utf8)
        var object = try #require(try JSONReader().read(bytes).objectValue)
        object["name"] = "Zoë K"
        let written = write(.object(object), source: bytes)
        #expect(written == #"{"id":7392815520153600001,"name":"Zoë K","tags":["a","b"],"nested":{"x":1.50}}"#)
        #expect(try JSONReader().read(written) == .object(object))
    }

    @Test func textWithWhitespaceIsNeverCopied() throws {
        let spaced = #"{"a": [1, 2], "b": {"c" : true}}"#
        let bytes = Array(spaced.utf8)
        let value = try JSONReader().read(bytes)
        #expect(write(value, source: bytes) == #"{"a":[1,2],"b":{"c":true}}"#)
    }

    @Test func partsOfALargerInputAreCopiedByAbsoluteOffset() throws {
        let line = Array(#"{"k":{"x":[1,2]}}"#.utf8)
        let value = try JSONReader().read(line, baseOffset: 1000)
        let inner = try #require(value["k"])
        #expect(write(inner, source: line, offset: 1000) == #"{"x":[1,2]}"#)
        #expect(write(inner, source: Array(#"{"zz":1}"#.utf8), offset: 0) == #"{"x":[1,2]}"#, "a source that does not hold the value is not used")
    }

    @Test func prettyOutputNeverCopies() throws {
        let bytes = Array(#"{"a":[1]}"#.utf8)
        var writer = JSONWriter(style: .pretty(indent: 2), source: bytes)
        writer.write(try JSONReader().read(bytes))
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "{\n  \"a\": [\n    1\n  ]\n}")
    }

    @Test(arguments: 0..<200) func copiedOutputAlwaysReadsBackEqual(seed: Int) throws {
        var random = RandomJSON(seed: UInt64(seed))
        let value = random.value(depth: 4)
        let bytes = JSONWriter.compactBytes(value)
        let read = try JSONReader().read(bytes)
        let copied = write(read, source: bytes)
        #expect(Array(copied.utf8) == bytes)
        #expect(try JSONReader().read(copied) == value)
    }
}
