import GroupEventsJSON
import Testing

/// `JSONStringRange`: a string kept as the bytes between its quotes in the text it was read from, and
/// `JSONTapeValue.stringRange`/`textStart` that give it.
@Suite struct JSONStringRangeTests {
    /// A record whose strings are plain, empty, not ASCII, or escaped; indexed at byte offset 100.
    static let record = Array(
        #"{"plain": "member", "empty": "", "one": "x", "same": "member", "longer": "members", "shorter": "membe", "accent": "Zoë", "emoji": "😀", "escaped": "m\u0065mber", "quote": "say \"hi\"", "pair": "\ud83d\ude00", "number": 1}"#
            .utf8)

    /// Calls `body` with the string ranges of `record`'s members by key, and the text they count from.
    private func withRanges<R>(_ body: ([String: JSONStringRange], UnsafePointer<UInt8>) throws -> R) throws -> R {
        var tape = JSONTape()
        try tape.index(Self.record, baseOffset: 100)
        return try Self.record.withUnsafeBytes { bytes in
            try tape.withRoot(in: bytes) { root in
                var ranges: [String: JSONStringRange] = [:]
                for member in root.members {
                    if let range = member.value.stringRange { ranges[member.key.stringValue!] = range }
                }
                return try body(ranges, root.textStart)
            }
        }
    }

    @Test func tapeValueGivesTheBytesBetweenTheQuotesCountedFromTheTextStart() throws {
        try withRanges { ranges, text in
            #expect(text == Self.record.withUnsafeBufferPointer { $0.baseAddress! }, "the text starts at the record's first byte")
            let plain = try #require(ranges["plain"])
            let quoted = Array(#""member""#.utf8)
            let quote = try #require(Self.record.indices.first { Array(Self.record[$0..<$0 + quoted.count]) == quoted })
            #expect(Int(plain.start) == quote + 1 && Int(plain.end) == quote + quoted.count - 1, "not moved by the base offset")
            #expect(!plain.hasEscapes && ranges["escaped"]?.hasEscapes == true && ranges["quote"]?.hasEscapes == true)
            #expect(Array(plain.bytes(in: text)) == Array("member".utf8))
            #expect(Array(try #require(ranges["escaped"]).bytes(in: text)) == Array(#"m\u0065mber"#.utf8), "bytes stay escaped")
            #expect(ranges["number"] == nil, "a number has no string range")
            #expect(ranges.count == 11)
        }
        var tape = JSONTape()
        try tape.index(Array(#"[1, {}, null]"#.utf8))
        Array(#"[1, {}, null]"#.utf8).withUnsafeBytes { bytes in
            tape.withRoot(in: bytes) { root in
                #expect(root.stringRange == nil && root.elements.allSatisfy { $0.stringRange == nil })
            }
        }
    }

    @Test func givesTheUnescapedText() throws {
        try withRanges { ranges, text in
            let expected = [
                "plain": "member", "empty": "", "one": "x", "same": "member", "longer": "members", "shorter": "membe", "accent": "Zoë", "emoji": "😀",
                "escaped": "member", "quote": #"say "hi""#, "pair": "😀",
            ]
            for (key, string) in expected { #expect(ranges[key]?.string(in: text) == string, "\(key)") }
        }
    }

    @Test func isEmptyOnlyWithoutBytes() throws {
        try withRanges { ranges, _ in
            #expect(ranges["empty"]?.isEmpty == true)
            #expect(ranges.filter { $0.value.isEmpty }.map(\.key) == ["empty"])
        }
    }

    @Test func holdsALiteralOnlyWithTheSameBytesAndLength() throws {
        try withRanges { ranges, text in
            let plain = try #require(ranges["plain"])
            #expect(plain.holds("member", in: text))
            #expect(!plain.holds("membe", in: text), "a prefix is no match")
            #expect(!plain.holds("members", in: text), "a longer literal is no match")
            #expect(!plain.holds("memver", in: text) && !plain.holds("Member", in: text) && !plain.holds("", in: text))
            #expect(ranges["empty"]?.holds("", in: text) == true && ranges["empty"]?.holds("m", in: text) == false)
            #expect(ranges["accent"]?.holds("Zoë", in: text) == true)
            #expect(ranges["escaped"]?.holds("member", in: text) == false, "a string with escapes never holds a literal by its bytes")
            #expect(ranges["escaped"]?.holds(#"m\u0065mber"#, in: text) == false)
        }
    }

    @Test func comparesTwoRangesByLengthAndEveryByte() throws {
        try withRanges { ranges, text in
            let plain = try #require(ranges["plain"])
            let same = try #require(ranges["same"])
            let longer = try #require(ranges["longer"])
            let shorter = try #require(ranges["shorter"])
            let empty = try #require(ranges["empty"])
            #expect(plain.sameBytes(as: same, in: text) && plain.sameBytes(as: plain, in: text))
            #expect(!plain.sameBytes(as: longer, in: text) && !plain.sameBytes(as: shorter, in: text), "a longer or shorter string is no match")
            #expect(!longer.sameBytes(as: plain, in: text) && !shorter.sameBytes(as: plain, in: text))
            #expect(!plain.sameBytes(as: empty, in: text) && empty.sameBytes(as: empty, in: text))
            #expect(ranges["accent"]?.sameBytes(as: try #require(ranges["emoji"]), in: text) == false)
        }
    }

    @Test func isPlainASCIIWithoutEscapesAndBytesAbove0x7F() throws {
        try withRanges { ranges, text in
            for key in ["plain", "empty", "one", "same", "longer", "shorter"] { #expect(ranges[key]?.isPlainASCII(in: text) == true, "\(key)") }
            for key in ["accent", "emoji", "escaped", "quote", "pair"] { #expect(ranges[key]?.isPlainASCII(in: text) == false, "\(key)") }
        }
        // A byte of 0x7F is ASCII; bytes of 0x80 and above (U+0080 and é here) are not.
        let text = Array("\"\u{7F}~\"\"ab\u{80}\"\"é\"".utf8)
        text.withUnsafeBufferPointer { text in
            let base = text.baseAddress!
            #expect(JSONStringRange(start: 1, end: 3, hasEscapes: false).isPlainASCII(in: base))
            #expect(!JSONStringRange(start: 5, end: 9, hasEscapes: false).isPlainASCII(in: base))
            #expect(!JSONStringRange(start: 11, end: 13, hasEscapes: false).isPlainASCII(in: base))
        }
    }
}
