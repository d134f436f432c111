import GroupEventsJSON
import Testing

/// Compact output copies containers that are still as they were read from compact text — from the
/// read they came from, and only from it.
@Suite struct JSONWriterSourceCopyTests {
    let text = #"{"id":7392815520153600001,"name":"Zo\u00eb","tags":["\u0061","b"],"nested":{"x":1.50,"y":"\u00e9"}}"#

    func write(_ value: JSONValue, source: JSONSource?) -> String {
        var writer = JSONWriter(source: source)
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func anUnchangedRecordIsCopiedWithItsOwnEscapes() throws {
        let (value, source) = try JSONReader().readWithSource(Array(text.utf8))
        #expect(write(value, source: source) == text, "escapes such as \\u00eb are kept, not rewritten")
        #expect(write(value, source: nil) != text, "without the source the writer spells ë itself")
    }

    @Test func aChangedContainerIsWrittenAgainButItsUnchangedChildrenAreCopied() throws {
        let (value, source) = try JSONReader().readWithSource(Array(text.utf8))
        var object = try #require(value.objectValue)
        object["name"] = "Zoë K"
        let written = write(.object(object), source: source)
        #expect(written == #"{"id":7392815520153600001,"name":"Zoë K","tags":["\u0061","b"],"nested":{"x":1.50,"y":"\u00e9"}}"#)
        #expect(try JSONReader().read(written) == .object(object))
    }

    @Test func movingAContainerStopsTheCopy() throws {
        let (value, source) = try JSONReader().readWithSource(Array(#"{"a":{"x":"\u0031"},"b":{"y":"\u0032"}}"#.utf8))
        var inner = try #require(value["a"]?.objectValue)
        inner.offset = try #require(value["b"]?.objectValue?.offset)
        #expect(write(.object(inner), source: source) == #"{"x":"1"}"#)
    }

    @Test func anotherReadsBytesAreNeverCopied() throws {
        let (value, _) = try JSONReader().readWithSource(Array(#"{"a":["\u0031",2]}"#.utf8))
        let (_, decoy) = try JSONReader().readWithSource(Array(#"{"b":[3,4]}"#.utf8))
        #expect(write(value, source: decoy) == #"{"a":["1",2]}"#)
    }

    @Test func textWithWhitespaceIsNeverCopied() throws {
        let (value, source) = try JSONReader().readWithSource(Array(#"{"a": ["\u0031", 2], "b": {"c" : true}}"#.utf8))
        #expect(write(value, source: source) == #"{"a":["1",2],"b":{"c":true}}"#)
    }

    @Test func partsOfALargerInputAreCopiedByAbsoluteOffset() throws {
        let (value, source) = try JSONReader().readWithSource(Array(#"{"k":{"x":["\u0031"]}}"#.utf8), baseOffset: 1000)
        #expect(write(try #require(value["k"]), source: source) == #"{"x":["\u0031"]}"#)
    }

    @Test func prettyOutputNeverCopies() throws {
        let (value, source) = try JSONReader().readWithSource(Array(#"{"a":["\u0031"]}"#.utf8))
        var writer = JSONWriter(style: .pretty(indent: 2), source: source)
        writer.write(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "{\n  \"a\": [\n    \"1\"\n  ]\n}")
    }
}
