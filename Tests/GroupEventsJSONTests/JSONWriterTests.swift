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

    @Test func escapesRunsOfCharactersOfEveryKindAnyLengthApart() {
        // Escapes come many to a chunk and more than the room asked for at once holds (a JSON
        // document carried as a string): each is the one a character-by-character escaper writes.
        func escaped(_ string: String) -> String {
            string.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\"": #"\""#
                case "\\": #"\\"#
                case "\u{8}": #"\b"#
                case "\u{C}": #"\f"#
                case "\n": #"\n"#
                case "\r": #"\r"#
                case "\t": #"\t"#
                case _ where scalar.value < 0x20: "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                default: String(scalar)
                }
            }.joined()
        }
        let pieces = ["\"", "\\", "\u{0}", "\u{8}", "\u{C}", "\n", "\r", "\t", "\u{1B}", "\u{1F}", "a", "é", "😀", "abcdefghijklmnopq"]
        var generator = 0x9E37_79B9_7F4A_7C15 as UInt64
        for length in [0, 1, 15, 16, 17, 31, 33, 100, 400] {
            for _ in 0..<20 {
                var string = ""
                for _ in 0..<length {
                    generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    string += pieces[Int(generator >> 33) % pieces.count]
                }
                #expect(JSONWriter.compactString(.string(string)) == "\"" + escaped(string) + "\"", "\(string.debugDescription)")
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
