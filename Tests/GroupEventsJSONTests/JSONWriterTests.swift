import GroupEventsJSON
import Testing

@Suite struct JSONWriterTests {
    @Test func writesCompactly() {
        let value: JSONValue = .object(["a": .array([.integer(1), .null, .bool(true), .bool(false)]), "b": .object([:]), "c": .array([])])
        #expect(JSONWriter.compactString(value) == #"{"a":[1,null,true,false],"b":{},"c":[]}"#)
    }

    @Test func writesNumbersAsTheirText() throws {
        for text in ["7392815520153600001", "1.50", "-0", "1E+2", "123456789012345678901234567890"] {
            #expect(JSONWriter.compactString(.number(try #require(JSONNumber(text: text)))) == text)
        }
    }

    @Test func escapesOnlyWhatJSONRequires() {
        let string = "q\" b\\ s/ \u{8}\u{C}\n\r\t \u{0}\u{1F}\u{7F} é中😀 \u{2028}\u{2029}"
        #expect(
            JSONWriter.compactString(.string(string))
                == #""q\" b\\ s/ \b\f\n\r\t \u0000\u001f"# + "\u{7F} é中😀 \u{2028}\u{2029}\""
        )
        #expect(JSONWriter.compactString(.string("\u{1}\u{A}\u{1B}")) == #""\u0001\n\u001b""#)
    }

    @Test func escapesInLongStrings() throws {
        let string = String(repeating: "abcdefgh", count: 20) + "\"" + String(repeating: "é", count: 20) + "\n"
        let written = JSONWriter.compactString(.string(string))
        #expect(written.hasSuffix(#"\""# + String(repeating: "é", count: 20) + #"\n""#))
        #expect(try JSONReader().read(written) == .string(string))
    }

    @Test func escapesACharacterInEveryLaneOfAChunk() throws {
        // Sixteen bytes are looked at together: a character to escape in any lane, in a later chunk or
        // in the bytes after the last whole chunk, is escaped and nothing else changes.
        let escapes: [(Character, String)] = [("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{1}", #"\u0001"#), ("\u{1F}", #"\u001f"#)]
        for (character, escape) in escapes {
            for before in 0..<40 {
                for after in [0, 1, 15, 16, 17] {
                    let head = String(repeating: "a", count: before)
                    let tail = String(repeating: "é", count: after)
                    let string = head + String(character) + tail + String(character)
                    #expect(JSONWriter.compactString(.string(string)) == "\"" + head + escape + tail + escape + "\"", "\(before) + \(after)")
                }
            }
        }
    }

    @Test func writesPrettily() {
        let value: JSONValue = .object(["a": .array([.integer(1), .string("x")]), "b": .object([:]), "c": .array([]), "d": .object(["e": .null])])
        let expected = """
            {
              "a": [
                1,
                "x"
              ],
              "b": {},
              "c": [],
              "d": {
                "e": null
              }
            }
            """
        #expect(JSONWriter.prettyString(value) == expected)
        #expect(JSONWriter.prettyString(.array([.integer(1)]), indent: 4) == "[\n    1\n]")
        #expect(JSONWriter.prettyString(.string("a\nb")) == #""a\nb""#)
    }

    @Test func keepsDuplicateKeys() {
        var object = JSONObject()
        object.append("k", .integer(1))
        object.append("k", .integer(2))
        #expect(JSONWriter.compactString(.object(object)) == #"{"k":1,"k":2}"#)
    }

    @Test func appendsRawFramingAndResets() {
        var writer = JSONWriter()
        writer.writeRaw("[".utf8)
        writer.write(.integer(1))
        writer.writeRaw(",\n".utf8)
        writer.write(.string("two"))
        writer.writeRaw("]\n".utf8)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "[1,\n\"two\"]\n")
        writer.reset()
        #expect(writer.bytes.isEmpty)
        writer.write(.null)
        #expect(writer.bytes == Array("null".utf8))
        writer.reset(keepingCapacity: false)
        #expect(writer.bytes.isEmpty)
    }

    @Test func writesEmptyStringsAndKeys() {
        #expect(JSONWriter.compactString(.object(["": .string("")])) == #"{"":""}"#)
    }
}
