import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `JSONOutputBuffer`: a value written piece by piece is the bytes `JSONWriter` writes in compact style
/// for the same value, its strings ranges of a text, escaped or not.
@Suite struct JSONOutputBufferTests {
    /// A value as a test builds it: with the buffer, piece by piece, and as a `JSONValue` for `JSONWriter`.
    indirect enum Piece {
        /// A string given to the buffer as the range of a text where it is spelled as `JSONWriter`
        /// spells it.
        case string(String)
        /// A string given to the buffer as the range of a text where it is spelled `spelling` (the
        /// bytes between the quotes, escapes and all).
        case spelled(String, spelling: String)
        /// An integer.
        case integer(Int64)
        /// An array of these elements.
        case array([Piece])
        /// An object of these members, in order.
        case object([(key: StaticString, value: Piece)])

        /// The value `JSONWriter` is given.
        var jsonValue: JSONValue {
            switch self {
            case .string(let string), .spelled(let string, _): .string(string)
            case .integer(let integer): .integer(integer)
            case .array(let elements): .array(JSONArray(elements.map(\.jsonValue)))
            case .object(let members):
                .object(JSONObject(members: members.map { JSONObject.Member(key: $0.key.description, value: $0.value.jsonValue) }))
            }
        }

        /// The spellings of the `.spelled` strings, in the order they are written.
        func collectSpellings(into spellings: inout [String]) {
            switch self {
            case .integer: break
            case .string(let string): spellings.append(String(JSONWriter.compactString(.string(string)).dropFirst().dropLast()))
            case .spelled(_, let spelling): spellings.append(spelling)
            case .array(let elements): for element in elements { element.collectSpellings(into: &spellings) }
            case .object(let members): for member in members { member.value.collectSpellings(into: &spellings) }
            }
        }

        /// Writes the value into `buffer`; the `.spelled` strings are `ranges` of `text`, taken in turn.
        func write(into buffer: inout JSONOutputBuffer, ranges: [JSONStringRange], text: UnsafePointer<UInt8>, next: inout Int) {
            switch self {
            case .string, .spelled:
                buffer.string(ranges[next], in: text)
                next += 1
            case .integer(let integer): buffer.integer(integer)
            case .array(let elements):
                buffer.beginArray()
                for element in elements { element.write(into: &buffer, ranges: ranges, text: text, next: &next) }
                buffer.endArray()
            case .object(let members):
                buffer.beginObject()
                for member in members {
                    buffer.key(member.key)
                    member.value.write(into: &buffer, ranges: ranges, text: text, next: &next)
                }
                buffer.endObject()
            }
        }
    }

    /// What `buffer` holds after it is emptied and `piece` is written into it, its `.spelled` strings
    /// taken as ranges of a JSON text (an array of them, indexed at byte offset 100) that spells them.
    private static func written(_ piece: Piece, reusing buffer: inout JSONOutputBuffer) throws -> [UInt8] {
        var spellings: [String] = []
        piece.collectSpellings(into: &spellings)
        let text = Array(("[" + spellings.map { "\"\($0)\"" }.joined(separator: ", ") + "]").utf8)
        var tape = JSONTape()
        try tape.index(text, baseOffset: 100)
        let ranges = text.withUnsafeBytes { bytes in
            tape.withRoot(in: bytes) { root in root.elements.map { $0.stringRange } }
        }
        #expect(ranges.count == spellings.count && !ranges.contains(nil), "every spelling is one string of the text")
        buffer.removeAll()
        text.withUnsafeBufferPointer { text in
            var next = 0
            piece.write(into: &buffer, ranges: ranges.compactMap { $0 }, text: text.baseAddress!, next: &next)
        }
        return buffer.withBytes { Array($0) }
    }

    /// Expects the buffer to write `piece` as `JSONWriter` writes it compact.
    private static func expectWritesAsJSONWriter(_ piece: Piece, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var buffer = JSONOutputBuffer()
        let bytes = try written(piece, reusing: &buffer)
        #expect(
            String(decoding: bytes, as: UTF8.self) == JSONWriter.compactString(piece.jsonValue), sourceLocation: sourceLocation)
        #expect(bytes == JSONWriter.compactBytes(piece.jsonValue), sourceLocation: sourceLocation)
        #expect(buffer.count == bytes.count, sourceLocation: sourceLocation)
    }

    @Test func writesNestedContainersWithCommasBetweenMembersAndElementsOnly() throws {
        let piece = Piece.object([
            (key: "a", value: .array([.integer(1), .integer(2), .integer(3)])),
            (key: "b", value: .object([])),
            (key: "c", value: .array([])),
            (
                key: "d",
                value: .array([
                    .object([(key: "x", value: .integer(1))]), .object([]),
                    .object([(key: "y", value: .string("z")), (key: "x", value: .array([.array([])]))]),
                ])
            ),
            (key: "e", value: .object([(key: "f", value: .object([(key: "g", value: .array([.string(""), .integer(0)]))]))])),
        ])
        var buffer = JSONOutputBuffer()
        #expect(
            String(decoding: try Self.written(piece, reusing: &buffer), as: UTF8.self)
                == #"{"a":[1,2,3],"b":{},"c":[],"d":[{"x":1},{},{"y":"z","x":[[]]}],"e":{"f":{"g":["",0]}}}"#)
        try Self.expectWritesAsJSONWriter(piece)
        for piece in [Piece.object([]), .array([]), .array([.array([]), .array([]), .object([])]), .array([.object([]), .integer(-1)])] {
            try Self.expectWritesAsJSONWriter(piece)
        }
    }

    @Test func writesIntegersAsJSONWriterDoes() throws {
        let integers: [Int64] = [0, 1, -1, 9, 10, -10, 42, 1_000_000, -987_654_321, Int64.max, Int64.min, Int64.max - 1, Int64.min + 1]
        for integer in integers { try Self.expectWritesAsJSONWriter(.integer(integer)) }
        try Self.expectWritesAsJSONWriter(.array(integers.map(Piece.integer)))
        var buffer = JSONOutputBuffer()
        #expect(
            String(decoding: try Self.written(.array([.integer(.min), .integer(.max)]), reusing: &buffer), as: UTF8.self)
                == "[-9223372036854775808,9223372036854775807]")
    }

    @Test func escapesAStringGivenAsTextAsJSONWriterDoes() throws {
        let strings = [
            "", "plain", "q\"uote", "back\\slash", "s/lash", "\u{8}\u{C}\n\r\t", "\u{0}\u{1}\u{1F}\u{7F}", "Zoë", "中文", "😀 emoji",
            "\u{2028}\u{2029}", "\u{FFFF}\u{10FFFF}", String(repeating: "abcdefgh", count: 5) + "\"" + String(repeating: "é", count: 20) + "\n",
        ]
        for string in strings { try Self.expectWritesAsJSONWriter(.string(string)) }
        try Self.expectWritesAsJSONWriter(.object([(key: "s", value: .array(strings.map(Piece.string)))]))
    }

    @Test func copiesAStringRangeWithoutEscapesAsItIs() throws {
        // A valid JSON string without escapes holds no byte that `JSONWriter` escapes.
        let strings = ["", "plain", "s/lash", "Zoë", "中文", "😀", "\u{7F}\u{2028}\u{2029}", String(repeating: "abcdefgh", count: 5) + "é"]
        for string in strings { try Self.expectWritesAsJSONWriter(.spelled(string, spelling: string)) }
        try Self.expectWritesAsJSONWriter(.array(strings.map { .spelled($0, spelling: $0) }))
    }

    @Test func writesAStringRangeWithEscapesAsItsTextCanonicallyEscaped() throws {
        let cases: [(spelling: String, text: String, written: String)] = [
            (#"caf\u00e9"#, "café", #""café""#),
            (#"caf\u00E9"#, "café", #""café""#),
            (#"say \"hi\""#, #"say "hi""#, #""say \"hi\"""#),
            (#"\u0022"#, "\"", #""\"""#),
            (#"line\nbreak"#, "line\nbreak", #""line\nbreak""#),
            (#"\u000a\u000D\u0009"#, "\n\r\t", #""\n\r\t""#),
            (#"\ud83d\ude00"#, "😀", #""😀""#),
            (#"\uD83D\uDE00!"#, "😀!", #""😀!""#),
            (#"\/"#, "/", #""/""#),
            (#"\\"#, "\\", #""\\""#),
            (#"\u005c"#, "\\", #""\\""#),
            (#"\b\f\u0000\u001F\u007f"#, "\u{8}\u{C}\u{0}\u{1F}\u{7F}", #""\b\f\u0000\u001f"# + "\u{7F}\""),
        ]
        for (spelling, text, written) in cases {
            let piece = Piece.spelled(text, spelling: spelling)
            var buffer = JSONOutputBuffer()
            #expect(String(decoding: try Self.written(piece, reusing: &buffer), as: UTF8.self) == written, "\(spelling)")
            try Self.expectWritesAsJSONWriter(piece)
        }
        try Self.expectWritesAsJSONWriter(.object(cases.map { (key: "k", value: .spelled($0.text, spelling: $0.spelling)) }))
    }

    @Test func startsAfreshAfterRemoveAll() throws {
        var buffer = JSONOutputBuffer()
        // Leave a first value unfinished three containers deep, each with a member or element written.
        buffer.beginArray()
        buffer.integer(1)
        buffer.beginObject()
        buffer.key("a")
        buffer.beginArray()
        buffer.integer(2)
        buffer.removeAll()
        #expect(buffer.count == 0)
        buffer.integer(7)
        #expect(buffer.withBytes { Array($0) } == Array("7".utf8), "a value at the top stands alone")
        for piece in [
            Piece.object([(key: "a", value: .integer(1)), (key: "b", value: .array([.string("c")]))]), .array([.integer(2), .object([])]), .string("s"),
        ] {
            let bytes = try Self.written(piece, reusing: &buffer)
            #expect(bytes == JSONWriter.compactBytes(piece.jsonValue), "no comma nor depth left from the value before")
        }
    }

    @Test func writesRandomValuesAsJSONWriterDoes() throws {
        var random = RandomPieces(seed: 0x0B0F_FE27)
        var buffer = JSONOutputBuffer()
        for round in 0..<400 {
            let piece = random.piece(depth: 4)
            let bytes = try Self.written(piece, reusing: &buffer)
            let expected = JSONWriter.compactBytes(piece.jsonValue)
            #expect(bytes == expected, "round \(round): \(String(decoding: expected, as: UTF8.self))")
            if bytes != expected { break }
        }
    }

    /// Random pieces: strings given as text or spelled in a JSON text with random escapes, integers,
    /// nested containers, keys from a fixed set (the buffer takes keys as static strings).
    struct RandomPieces {
        var generator: SplitMix64
        var strings: RandomJSON

        init(seed: UInt64) {
            generator = SplitMix64(seed: seed)
            strings = RandomJSON(seed: seed ^ 0x5EED)
        }

        mutating func piece(depth: Int) -> Piece {
            switch generator.below(depth > 0 ? 6 : 4) {
            case 0: return .string(strings.string())
            case 1, 2:
                let string = strings.string()
                return .spelled(string, spelling: spelling(of: string, escapingAtWill: generator.chance(0.5)))
            case 3: return .integer(integer())
            case 4: return .array((0..<generator.below(5)).map { _ in piece(depth: depth - 1) })
            default:
                let keys: [StaticString] = ["a", "id", "name", "n\u{e9}e", "with space", ""]
                return .object((0..<generator.below(5)).map { _ in (key: generator.pick(keys), value: piece(depth: depth - 1)) })
            }
        }

        mutating func integer() -> Int64 {
            switch generator.below(4) {
            case 0: generator.pick([0, 1, -1, .max, .min])
            case 1: Int64.random(in: -1000...1000, using: &generator)
            default: Int64(bitPattern: generator.next())
            }
        }

        /// `string` spelled between the quotes of a JSON string: what must be escaped, escaped at random
        /// in its short or its `\u` form, and, when `escapingAtWill`, other characters at random too.
        mutating func spelling(of string: String, escapingAtWill: Bool) -> String {
            var spelling = ""
            for scalar in string.unicodeScalars {
                let short: String? =
                    switch scalar {
                    case "\"": #"\""#
                    case "\\": #"\\"#
                    case "/": #"\/"#
                    case "\u{8}": #"\b"#
                    case "\u{C}": #"\f"#
                    case "\n": #"\n"#
                    case "\r": #"\r"#
                    case "\t": #"\t"#
                    default: nil
                    }
                let mustEscape = scalar == "\"" || scalar == "\\" || scalar.value < 0x20
                if !mustEscape, !(escapingAtWill && generator.chance(0.4)) {
                    spelling.unicodeScalars.append(scalar)
                } else if let short, generator.chance(0.5) {
                    spelling += short
                } else {
                    for unit in String(scalar).utf16 { spelling += "\\u" + hex(unit) }
                }
            }
            return spelling
        }

        /// `unit` as four hexadecimal digits, each in either case at random.
        mutating func hex(_ unit: UInt16) -> String {
            let digits = String(unit, radix: 16)
            return String(repeating: "0", count: 4 - digits.count) + (generator.chance(0.5) ? digits.uppercased() : digits)
        }
    }
}
