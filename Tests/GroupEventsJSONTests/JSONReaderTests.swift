import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@Suite struct JSONReaderTests {
    let reader = JSONReader()

    @Test func readsScalars() throws {
        #expect(try reader.read("null") == .null)
        #expect(try reader.read("true") == .bool(true))
        #expect(try reader.read(" false\n") == .bool(false))
        #expect(try reader.read("\"hi\"") == .string("hi"))
        #expect(try reader.read("12") == .integer(12))
    }

    @Test(arguments: ["7392815520153600001", "1.50", "-0", "1E+2", "0e0", "-0.0", "123456789012345678901234567890", "1e999999"])
    func keepsExactNumberText(_ text: String) throws {
        let value = try reader.read(text)
        #expect(value.numberValue?.text == text)
        #expect(JSONWriter.compactString(value) == text)
    }

    @Test func readsNestedStructureInOrder() throws {
        let value = try reader.read(#"{"z":[1,{"y":null}],"a":"b","m":{}}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["z", "a", "m"])
        #expect(object["z"] == .array([.integer(1), .object(["y": .null])]))
        #expect(object["m"] == .object([:]))
    }

    @Test func recordsOffsetsOfEveryValue() throws {
        let text = #"{"a": [10, "x"], "b" : {"c":true}}"#
        let object = try #require(try reader.read(text).objectValue)
        let bytes = Array(text.utf8)
        func index(of fragment: String, from: Int = 0) -> Int {
            let needle = Array(fragment.utf8)
            return (from...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }!
        }
        #expect(object.offset == JSONOffset(0))
        #expect(object.member(named: "a")?.offset == JSONOffset(index(of: "[")))
        let array = try #require(object["a"]?.arrayValue)
        #expect(array.offset == JSONOffset(index(of: "[")))
        #expect(array.entries.map(\.offset) == [JSONOffset(index(of: "10")), JSONOffset(index(of: "\"x\""))])
        let inner = try #require(object["b"]?.objectValue)
        #expect(object.member(named: "b")?.offset == JSONOffset(index(of: "{", from: 1)))
        #expect(inner.offset == JSONOffset(index(of: "{", from: 1)))
        #expect(inner.member(named: "c")?.offset == JSONOffset(index(of: "true")))
    }

    @Test func addsBaseOffsetToValuesAndErrors() throws {
        let value = try reader.read(Array(#"[1, 2]"#.utf8), baseOffset: 1000)
        #expect(value.arrayValue?.offset == JSONOffset(1000))
        #expect(value.arrayValue?.entries.map(\.offset.rawValue) == [1001, 1004])
        #expect(throws: JSONSyntaxError(offset: 1003, reason: .unexpectedByte, message: "expected ',' or ']' after array element, found 'x'")) {
            try reader.read(Array("[1 x]".utf8), baseOffset: 1000)
        }
    }

    @Test func readsSlicesFromTheirFirstByte() throws {
        let bytes = Array(#"xx{"k":[7]}yy"#.utf8)
        let value = try reader.read(bytes[2..<11], baseOffset: 50)
        #expect(value == .object(["k": .array([.integer(7)])]))
        #expect(value.objectValue?.member(named: "k")?.offset == JSONOffset(55))
        #expect(value.objectValue?.offset == JSONOffset(50))
    }

    @Test func readsStringsWithUTF8Offsets() throws {
        let value = try reader.read(#"["é中😀", 1]"#)
        #expect(value.arrayValue?.entries.last?.offset == JSONOffset(14))
        #expect(value.arrayValue?.first == .string("é中😀"))
    }

    @Test func keepsDuplicateKeysAndLooksUpTheLast() throws {
        let object = try #require(try reader.read(#"{"a":1,"b":2,"a":3}"#).objectValue)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object["a"] == .integer(3))
        #expect(JSONWriter.compactString(.object(object)) == #"{"a":1,"b":2,"a":3}"#)
    }

    @Test func decodesEscapes() throws {
        #expect(try reader.read(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{C}\n\r\t"))
        #expect(try reader.read(#""\u0041\u00e9\u4E2D""#) == .string("Aé中"))
        #expect(try reader.read(#""a\u0000b""#) == .string("a\u{0}b"))
        #expect(try reader.read(#""\uFFFF""#) == .string("\u{FFFF}"))
    }

    @Test func combinesSurrogatePairs() throws {
        #expect(try reader.read(#""\uD83D\uDE00""#) == .string("😀"))
        #expect(try reader.read(#""x\uDBFF\uDFFFy""#) == .string("x\u{10FFFF}y"))
    }

    @Test func rejectsLoneSurrogates() {
        #expect(syntaxError(#""\uD800""#)?.reason == .loneSurrogate)
        #expect(syntaxError(#""\uDC00""#)?.reason == .loneSurrogate)
        #expect(syntaxError(#""\uD800\u0041""#)?.reason == .loneSurrogate)
        #expect(syntaxError(#""\uD800x""#)?.offset == 1)
    }

    @Test func pointsAtTheBadUTF8Byte() {
        let error = syntaxError([0x22, 0x61, 0x62, 0xE4, 0xB8, 0x22])
        #expect(error?.reason == .invalidUTF8)
        #expect(error?.offset == 3)
        #expect(syntaxError([0x22, 0x5C, 0x6E, 0x61, 0xC0, 0xAF, 0x22])?.offset == 4)
    }

    /// The scanner reads strings 16 bytes at a time: a bad byte is found in every lane, also in the
    /// chunk where the string ends and after an escape.
    @Test func pointsAtTheBadUTF8ByteInEveryLane() {
        for position in 0..<40 {
            for tail in [[], [0x61], [0x5C, 0x6E]] as [[UInt8]] {
                let bytes = [0x22] + [UInt8](repeating: 0x61, count: position) + [0xFF] + tail + [0x22]
                #expect(syntaxError(bytes)?.offset == 1 + position, "bad byte at \(position), then \(tail)")
                #expect(syntaxError([0x22, 0x5C, 0x6E] + bytes.dropFirst())?.offset == 3 + position, "after an escape")
            }
        }
    }

    @Test func rejectsRawControlCharacters() {
        let error = syntaxError("[\"a\tb\"]")
        #expect(error?.reason == .controlCharacterInString)
        #expect(error?.offset == 3)
    }

    @Test func explainsErrorsInWords() {
        #expect(syntaxError(#"{"a":1 x}"#)?.message == "expected ',' or '}' after object member, found 'x'")
        #expect(syntaxError(#"{"a" 1}"#)?.message == "expected ':' after object key, found '1'")
        #expect(syntaxError("[1,]")?.message == "trailing comma before ']'")
        #expect(syntaxError("01")?.message == "numbers must not have leading zeros")
        #expect(syntaxError("[1")?.message == "expected ',' or ']' after array element, found end of input")
        #expect(syntaxError("[1")?.reason == .unexpectedEnd)
        #expect(syntaxError("[1] 2")?.reason == .trailingContent)
        #expect(syntaxError("[1] 2")?.offset == 4)
        #expect(syntaxError("\u{C}1")?.message == "expected a value, found U+000C")
        #expect(syntaxError([0x5B, 0xFF])?.message == "expected a value, found byte 0xFF")
    }

    @Test func rejectsEmptyInput() {
        #expect(syntaxError("")?.reason == .emptyInput)
        #expect(syntaxError(" \n\t\r ")?.reason == .emptyInput)
    }

    @Test func rejectsByteOrderMarkAndSaysSo() throws {
        let error = try #require(syntaxError([0xEF, 0xBB, 0xBF, 0x7B, 0x7D]))
        #expect(error.reason == .byteOrderMark)
        #expect(error.offset == 0)
        #expect(error.message.contains("byte order mark"))
    }

    @Test func limitsDepthWithoutRecursion() throws {
        let deep = String(repeating: "[", count: 100_000)
        let error = try #require(syntaxError(deep))
        #expect(error.reason == .tooDeep)
        #expect(error.offset == 512)
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(syntaxError(allowed) == nil)
        #expect(syntaxError("[[1]]", reader: JSONReader(maximumDepth: 1))?.reason == .tooDeep)
        #expect(syntaxError("[]", reader: JSONReader(maximumDepth: 0))?.reason == .tooDeep)
        #expect(try JSONReader(maximumDepth: 0).read("7") == .integer(7))
    }

    @Test func readsVeryDeepDocumentsWhenAllowed() throws {
        let depth = 3_000
        let text = String(repeating: #"{"a":["#, count: depth) + "0" + String(repeating: "]}", count: depth)
        var value = try JSONReader(maximumDepth: 2 * depth).read(text)
        for _ in 0..<depth {
            value = try #require(value["a"]?.arrayValue?.first)
        }
        #expect(value == .integer(0))
    }

    @Test func readsStringsLongerThanTheScratchSpace() throws {
        let members = (0..<100).map { #""k\#($0)":[\#($0),"\u00e9\#($0)"]"# }.joined(separator: ",")
        let object = try #require(try reader.read("{\(members)}").objectValue)
        #expect(object.count == 100)
        #expect(object["k99"] == .array([.integer(99), .string("é99")]))
    }

    @Test func agreesWithTheNumberGrammar() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("0123456789.eE+-".utf8)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 1...6, using: &random)).map { _ in random.pick(alphabet) }
            let readable = syntaxError(bytes) == nil
            #expect(readable == JSONNumber.isValid(bytes), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
