import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `JSONCompactObject` writes each member as `JSONWriter` writes the same member of a `JSONObject`:
/// its text, written out, is the compact text of the object built of the same members, in both
/// writer styles, and reading it back gives that object.
@Suite struct JSONCompactObjectTests {
    /// One member written both ways: into a compact object and into the object it should equal.
    struct Pair {
        var compact = JSONCompactObject()
        var expected = JSONObject()
    }

    @Test func randomMembersAreWrittenAsTheObjectOfThem() {
        var random = RandomJSON(seed: 0xFACE)
        for _ in 0..<600 {
            let pair = randomObject(&random, depth: 3)
            expectWritten(pair.compact, as: pair.expected)
        }
    }

    @Test func integersAreWrittenAsTheirNumbers() {
        var pair = Pair()
        for integer: Int64 in [0, 1, -1, 9, 10, -10, 1023, 7_392_815_520_153_600_001, .max, .min, .max - 1, .min + 1] {
            pair.compact.append("n", integer: integer)
            pair.expected.append("n", .integer(integer))
        }
        pair.compact.append("list", integers: [.min, 0, .max])
        pair.expected.append("list", .array(JSONArray([.integer(Int64.min), .integer(0), .integer(Int64.max)])))
        expectWritten(pair.compact, as: pair.expected)
        #expect(text(of: pair.compact).hasPrefix(#"{"n":0,"n":1,"n":-1,"n":9,"n":10,"n":-10,"n":1023,"n":7392815520153600001,"#))
    }

    @Test func anEmbeddedObjectIsAStringOfItsText() throws {
        var inner = JSONCompactObject()
        inner.append("say", string: "a \"quoted\" \\ line\n")
        inner.append("n", integer: -5)
        var outer = JSONCompactObject()
        outer.append("attach", embedding: inner)
        let expected: JSONObject = ["attach": .string(JSONWriter.compactString(.object(inner.object)))]
        expectWritten(outer, as: expected)
        #expect(text(of: outer) == #"{"attach":"{\"say\":\"a \\\"quoted\\\" \\\\ line\\n\",\"n\":-5}"}"#)
    }

    @Test func membersAreSortedByTheBytesOfTheirKeys() {
        var random = RandomJSON(seed: 0x5047)
        for _ in 0..<300 {
            var pair = randomObject(&random, depth: 2)
            let keysHaveEscapes = pair.expected.members.contains { member in
                member.key.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
            }
            let unsorted = pair.compact
            let asWritten = pair.expected
            let sorted = pair.compact.sortMembersByKey()
            #expect(sorted == !keysHaveEscapes)
            if keysHaveEscapes {
                expectWritten(pair.compact, as: pair.expected)
                continue
            }
            pair.expected.members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            expectWritten(pair.compact, as: pair.expected)
            // The copy taken before sorting still holds the members as written.
            expectWritten(unsorted, as: asWritten)
        }
        var plain = JSONCompactObject()
        plain.append("b", integer: 2)
        plain.append("ab", bool: true)
        plain.append("a", strings: ["x"])
        plain.append("B", integer: 1)
        let sorted = plain.sortMembersByKey()
        #expect(sorted)
        #expect(text(of: plain) == #"{"B":1,"a":["x"],"ab":true,"b":2}"#)
    }

    @Test func aValueHoldingTextItWasReadFromIsLeftOut() throws {
        let (read, _) = try JSONReader().readWithSource(Array(#"{"list":[1,"\u00e9"],"n":2}"#.utf8))
        var compact = JSONCompactObject()
        let appended = [
            compact.append("list", value: try #require(read["list"])), compact.append("n", value: try #require(read["n"])),
            compact.append("whole", value: read), compact.append("built", value: .array(JSONArray([.string("é"), .null]))),
        ]
        #expect(appended == [false, true, false, true])
        expectWritten(compact, as: ["n": 2, "built": .array(JSONArray([.string("é"), .null]))])
    }

    @Test func aCopyKeepsItsMembersWhenTheOriginalWrites() {
        var original = JSONCompactObject()
        original.append("a", integer: 1)
        let copy = original
        original.append("b", integer: 2)
        var copyWritten = copy
        copyWritten.append("c", integer: 3)
        #expect(text(of: copy) == #"{"a":1}"#)
        #expect(text(of: original) == #"{"a":1,"b":2}"#)
        #expect(text(of: copyWritten) == #"{"a":1,"c":3}"#)
        #expect(JSONCompactObject().isEmpty && !copy.isEmpty)
        #expect(text(of: JSONCompactObject()) == "{}")
    }

    @Test func objectsWrittenInTurnEachKeepTheirOwnMembers() {
        // Each object writes while others begun after it have written since, as a codec writing a
        // record's nested objects does.
        var outer = JSONCompactObject()
        outer.append("a", integer: 1)
        var first = JSONCompactObject()
        outer.append("b", string: "two")
        first.append("x", bool: true)
        var second = JSONCompactObject()
        second.append("y", strings: ["p", "q"])
        first.append("z", integers: [3])
        outer.append("first", object: first)
        let list = [first, second, first]
        outer.append("list", objectCount: list.count) { list[$0] }
        outer.append("attach", embedding: second)
        second.append("later", integer: 4)
        #expect(
            text(of: outer)
                == #"{"a":1,"b":"two","first":{"x":true,"z":[3]},"list":[{"x":true,"z":[3]},{"y":["p","q"]},{"x":true,"z":[3]}],"attach":"{\"y\":[\"p\",\"q\"]}"}"#
        )
        #expect(text(of: first) == #"{"x":true,"z":[3]}"#)
        #expect(text(of: second) == #"{"y":["p","q"],"later":4}"#)
        #expect(text(of: list[1]) == #"{"y":["p","q"]}"#)
    }

    // MARK: - Helpers

    /// A random object written both ways, members of every kind the compact object takes.
    private func randomObject(_ random: inout RandomJSON, depth: Int) -> Pair {
        var pair = Pair()
        for _ in 0..<Int.random(in: 0...6, using: &random.generator) {
            let key = random.string(maximumLength: 6)
            switch Int.random(in: 0..<(depth > 0 ? 9 : 6), using: &random.generator) {
            case 0:
                let string = random.string()
                pair.compact.append(key, string: string)
                pair.expected.append(key, .string(string))
            case 1:
                let integer = Int64.random(in: .min ... .max, using: &random.generator)
                pair.compact.append(key, integer: integer)
                pair.expected.append(key, .integer(integer))
            case 2:
                let bool = random.generator.chance(0.5)
                pair.compact.append(key, bool: bool)
                pair.expected.append(key, .bool(bool))
            case 3:
                let strings = (0..<Int.random(in: 0...3, using: &random.generator)).map { _ in random.string(maximumLength: 5) }
                pair.compact.append(key, strings: strings)
                pair.expected.append(key, .array(JSONArray(strings.map(JSONValue.string))))
            case 4:
                let integers = (0..<Int.random(in: 0...3, using: &random.generator)).map { _ in Int64.random(in: -999...999, using: &random.generator) }
                pair.compact.append(key, integers: integers)
                pair.expected.append(key, .array(JSONArray(integers.map { .integer($0) })))
            case 5:
                let value = random.value(depth: 2)
                let appended = pair.compact.append(key, value: value)
                #expect(appended)
                pair.expected.append(key, value)
            case 6:
                let nested = randomObject(&random, depth: depth - 1)
                pair.compact.append(key, object: nested.compact)
                pair.expected.append(key, .object(nested.expected))
            case 7:
                let nested = (0..<Int.random(in: 0...3, using: &random.generator)).map { _ in randomObject(&random, depth: depth - 1) }
                pair.compact.append(key, objectCount: nested.count) { nested[$0].compact }
                pair.expected.append(key, .array(JSONArray(nested.map { .object($0.expected) })))
            default:
                let nested = randomObject(&random, depth: depth - 1)
                pair.compact.append(key, embedding: nested.compact)
                pair.expected.append(key, .string(JSONWriter.compactString(.object(nested.expected))))
            }
        }
        return pair
    }

    /// Checks that `compact` is written, in both styles, and read back as `expected`.
    private func expectWritten(_ compact: JSONCompactObject, as expected: JSONObject, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(text(of: compact) == JSONWriter.compactString(.object(expected)), sourceLocation: sourceLocation)
        var pretty = JSONWriter(style: .pretty(indent: 2))
        pretty.write(compact)
        #expect(String(decoding: pretty.bytes, as: UTF8.self) == JSONWriter.prettyString(.object(expected)), sourceLocation: sourceLocation)
        #expect(compact.object == expected, sourceLocation: sourceLocation)
        #expect(compact.isEmpty == expected.members.isEmpty, sourceLocation: sourceLocation)
    }

    private func text(of compact: JSONCompactObject) -> String {
        var writer = JSONWriter()
        writer.write(compact)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
