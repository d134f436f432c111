import GroupEventsJSON
import Testing

/// `JSONTapeValue`: reading an indexed record without building it.
@Suite struct JSONTapeValueTests {
    static let record = Array(
        #"{"id": 7392815520153600001, "n\u0061me": "Zoë \"Z\"", "tags": ["a", true, null, 1.50], "id": "last", "empty": {}, "flag": false}"#.utf8)

    /// Calls `body` with the root of `record` indexed at byte offset 100.
    private func withRecord<R>(_ body: (JSONTapeValue) throws -> R) throws -> R {
        var tape = JSONTape()
        try tape.index(Self.record, baseOffset: 100)
        return try Self.record.withUnsafeBytes { bytes in try tape.withRoot(in: bytes, body) }
    }

    @Test func findsTheLastMemberOfAKeyByItsBytesAndEscapedKeysByTheirText() throws {
        try withRecord { root in
            #expect(root.kind == .object)
            #expect(root["id"]?.stringValue == "last", "a repeated key gives its last member, as JSONObject does")
            #expect(root["name"]?.stringValue == #"Zoë "Z""#)
            #expect(root["missing"] == nil)
            #expect(root["tags"]?["a"] == nil, "an array has no members")
            #expect(root.count == 6)
            #expect(root.members.map { $0.key.stringValue ?? "?" } == ["id", "name", "tags", "id", "empty", "flag"])
        }
    }

    @Test func comparesKeysOfEveryLengthByAllTheirBytes() throws {
        // Keys of 0 to 19 bytes (compared a word, a half word or a byte at a time), each looked up as
        // written and changed in one byte at each place, and a string value looked up as a key.
        let keys: [String] = (0..<20).map { (length: Int) -> String in
            let bytes: [UInt8] = (0..<length).map { (place: Int) -> UInt8 in UInt8(97 + (place * 7 + length) % 26) }
            return String(decoding: bytes, as: UTF8.self)
        }
        let members: [String] = keys.enumerated().map { (index: Int, key: String) -> String in #""\#(key)": \#(index)"# }
        let text = Array(("{" + members.joined(separator: ", ") + #", "v": "abcd"}"#).utf8)
        var tape = JSONTape()
        try tape.index(text)
        text.withUnsafeBytes { bytes in
            tape.withRoot(in: bytes) { root in
                for (index, key) in keys.enumerated() {
                    #expect(root[key]?.int64Value == Int64(index), "\(key)")
                    for place in 0..<key.utf8.count {
                        var changed = Array(key.utf8)
                        changed[place] = UInt8(ascii: "Z")
                        #expect(root[String(decoding: changed, as: UTF8.self)] == nil, "\(key) changed at \(place)")
                    }
                }
                #expect(root["abcd"] == nil && root["v"]?.isString("abcd") == true && root["v"]?.isString("abce") == false)
            }
        }
    }

    @Test func comparesAKeyWithEscapesByItsTextNeverByItsBytes() throws {
        // `"\\"` is one backslash: the two backslashes its text holds (as long as the key) are no match.
        let text = Array(#"{"\\": 1, "a\u0062": 2}"#.utf8)
        var tape = JSONTape()
        try tape.index(text)
        text.withUnsafeBytes { bytes in
            tape.withRoot(in: bytes) { root in
                #expect(root[#"\"#]?.int64Value == 1)
                #expect(root[#"\\"#] == nil, "the escaped text of a key is no key")
                #expect(root["ab"]?.int64Value == 2 && root[#"a\u0062"#] == nil)
            }
        }
    }

    @Test func findsKeysByTheirPrefixesBytes() throws {
        try withRecord { root in
            #expect(root.containsKey(withPrefix: "nam"), "an escaped key, decoded")
            #expect(root.containsKey(withPrefix: "empty") && root.containsKey(withPrefix: ""))
            #expect(!root.containsKey(withPrefix: "las"), "a string value is no key")
            #expect(!root.containsKey(withPrefix: "flags") && root["tags"]?.containsKey(withPrefix: "") == false)
        }
    }

    @Test func keepsNumbersAndStringsAsBytesUntilAsked() throws {
        try withRecord { root in
            let id = try #require(root.members.first { $0.key.isString("id") }?.value)
            #expect(id.numberText.map { Array($0) } == Array("7392815520153600001".utf8))
            #expect(id.numberValue == JSONNumber(text: "7392815520153600001"))
            #expect(id.stringValue == nil)
            let name = try #require(root["name"])
            #expect(name.tapeEntry.hasEscapes)
            #expect(name.isString(#"Zoë "Z""#))
            #expect(!name.isString("Zoë"))
            #expect(root["id"]?.isString("last") == true)
            #expect(root["id"]?.isString("las") == false)
        }
    }

    @Test func walksElementsWithTheirKindsAndOffsets() throws {
        try withRecord { root in
            let tags = try #require(root["tags"])
            #expect(tags.count == 4)
            #expect(tags.elements.map(\.kind) == [.string, .true, .null, .number])
            #expect(tags.elements.map { $0.numberText.map { String(decoding: $0, as: UTF8.self) } } == [nil, nil, nil, "1.50"])
            #expect(tags.elements.first { _ in true }?.boolValue == nil)
            #expect(tags.elements.dropFirst().first { _ in true }?.boolValue == true)
            #expect(root["flag"]?.boolValue == false)
            #expect(tags.offset == JSONOffset(100 + Self.record.firstIndex(of: UInt8(ascii: "["))!))
            #expect(root["empty"]?.count == 0)
            #expect(root["empty"]?.tapeEntry.isCompact == true)
            #expect(root.tapeEntry.isCompact == false, "the record has spaces")
            #expect(root.tapeEntry.next == 17, "the root, 6 keys, 6 values and the 4 elements of tags")
            #expect(tags.tapeEntry.next == 11, "tags is entry 6; its 4 elements follow it, then the second key id")
        }
    }

    @Test func materializesAnyValueAsTheReaderReadsIt() throws {
        let read = try JSONReader().read(Self.record, baseOffset: 100)
        try withRecord { root in
            #expect(root.materialize() == read)
            #expect(root["tags"]?.materialize() == read["tags"])
            #expect(root["tags"]?.materialize().arrayValue?.entries.map(\.offset) == read["tags"]?.arrayValue?.entries.map(\.offset))
        }
    }

    @Test func readsIntegersFromTheirBytesAsJSONNumberDoes() throws {
        var random = RandomJSON(seed: 0x1A7)
        let edges = [
            "0", "-0", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "18446744073709551616", "7392815520153600001", "1.0", "1e3", "-12", "00",
        ]
        for text in edges + (0..<500).map({ _ in random.number().text }) {
            var tape = JSONTape()
            let bytes = Array(text.utf8)
            guard (try? tape.index(bytes)) != nil else {
                #expect(JSONNumber(text: text) == nil, "\(text)")
                continue
            }
            let int64 = bytes.withUnsafeBytes { tape.withRoot(in: $0) { $0.int64Value } }
            #expect(int64 == JSONNumber(text: text)?.int64, "\(text)")
        }
    }

    @Test func givesAStringsUTF8AsTheStringHoldsIt() throws {
        // Written escapes of every kind (one- to four-byte scalars, a surrogate pair, escapes first and
        // last, back to back), raw non-ASCII, no escapes at all; then random strings as the writer escapes them.
        let written = [
            #""""#, #""plain""#, #""Zoë 中 😀""#, #""\"\\\/\b\f\n\r\t""#, #""\u0041\u00e9\u4e2d\ud83d\ude00""#,
            #""\u00e9t\u00e9""#, #""{\"id\":3,\"data\":{\"1\":\"Zo\u00eb\"}}""#, #""a\u0000b\u001Fc""#, #""é\n😀""#,
        ]
        var random = RandomJSON(seed: 0x5717)
        let texts = written + (0..<300).map { _ in JSONWriter.compactString(.string(random.string())) }
        for text in texts {
            var tape = JSONTape()
            let bytes = Array(text.utf8)
            try tape.index(bytes)
            let (string, utf8) = bytes.withUnsafeBytes { tape.withRoot(in: $0) { ($0.stringValue, $0.stringUTF8) } }
            let expected = try #require(try JSONReader().read(bytes).stringValue, "\(text)")
            #expect(string == expected, "\(text)")
            #expect(utf8 == Array(expected.utf8), "\(text)")
        }
        try withRecord { root in
            #expect(root["tags"]?.stringUTF8 == nil, "an array is no string")
            #expect(root["flag"]?.stringUTF8 == nil)
        }
    }
}
