import GroupEventsJSON
import Testing

@testable import GroupEventsCore

/// An object written afresh is compact text until it is given what text cannot take as it comes; either
/// way its record (`outputRecord`) is written as its `object` is, in both styles and with a source.
@Suite struct ObjectWriterTests {
    @Test func aFreshObjectIsWrittenAsTheObjectOfItsMembers() throws {
        var user = ObjectWriter(over: nil, owning: ["userID"])
        user.write("userID", "bob \"b\"\n")
        user.write("avatar", nil as String?)
        var writer = ObjectWriter(over: nil, owning: [])
        writer.write("type", Int64(-3))
        writer.write("muted", true)
        writer.write("name", "中文 é")
        writer.write("ids", strings: ["a", "b"])
        writer.write("times", integers: [Int64.max, 0])
        writer.write("user", user)
        writer.write("users", objects: [user, user])
        writer.write("attach", embedding: user, in: nil)
        writer.write("code", carried: .integer(7))
        writer.write("built", carried: .array(JSONArray([.string("x")])))
        let expectedUser: JSONObject = ["userID": "bob \"b\"\n"]
        let expected: JSONObject = [
            "type": .integer(-3), "muted": true, "name": "中文 é", "ids": .array(JSONArray(["a", "b"])),
            "times": .array(JSONArray([.integer(Int64.max), .integer(0)])), "user": .object(expectedUser),
            "users": .array(JSONArray([.object(expectedUser), .object(expectedUser)])),
            "attach": .string(JSONWriter.compactString(.object(expectedUser))), "code": .integer(7), "built": .array(JSONArray(["x"])),
        ]
        #expect(writer.object == expected)
        expectRecord(of: writer, writtenAs: expected)
        #expect(written(writer.outputRecord) == JSONWriter.compactString(.object(expected)))
    }

    @Test func aContainerCarriedAsReadIsCopiedFromItsSource() throws {
        let (read, source) = try JSONReader().readWithSource(Array(#"{"custom":{"k":"\u00e9"}}"#.utf8))
        var writer = ObjectWriter(over: nil, owning: [])
        writer.write("before", "x")
        writer.write("custom", carried: read["custom"])
        writer.write("after", Int64(1))
        #expect(written(writer.outputRecord, source: source) == #"{"before":"x","custom":{"k":"\u00e9"},"after":1}"#)
        expectRecord(of: writer, writtenAs: ["before": "x", "custom": .object(["k": "é"]), "after": .integer(1)], source: source)
    }

    @Test func aNestedObjectOverAnOriginKeepsWhatTheOriginHad() {
        let origin = FieldReader(["userID": "bob", "extra": .integer(1)]).origin
        var user = ObjectWriter(over: origin, owning: ["userID"])
        user.write("userID", "carol")
        var writer = ObjectWriter(over: nil, owning: [])
        writer.write("first", "x")
        writer.write("users", objects: [ObjectWriter(over: nil, owning: []), user])
        writer.write("user", user)
        let expectedUser: JSONObject = ["userID": "carol", "extra": .integer(1)]
        let expected: JSONObject = ["first": "x", "users": .array(JSONArray([.object([:]), .object(expectedUser)])), "user": .object(expectedUser)]
        #expect(writer.object == expected)
        expectRecord(of: writer, writtenAs: expected)
    }

    @Test func sortedKeysAreSortedAsTextAndAsATree() {
        for keys in [["b", "a", "ab", "B"], ["b", "a\"q", "a"]] {
            var writer = ObjectWriter(over: nil, owning: [])
            for (index, key) in keys.enumerated() { writer.write(key, Int64(index)) }
            writer.sortKeys()
            let sorted = keys.enumerated().sorted { $0.element.utf8.lexicographicallyPrecedes($1.element.utf8) }
            let expected = JSONObject(members: sorted.map { JSONObject.Member(key: $0.element, value: .integer($0.offset)) })
            #expect(writer.object == expected)
            expectRecord(of: writer, writtenAs: expected)
        }
    }

    @Test func anEmbeddedObjectOverItsDocumentKeepsTheDocumentsText() throws {
        let record = try FieldReader(record: .object(["attach": .string(#"{ "id" : 1 }"#)]))
        let (document, attach) = try #require(try record.embeddedObject("attach"))
        var nested = ObjectWriter(over: attach.origin, owning: ["id"])
        nested.write("id", Int64(1))
        var writer = ObjectWriter(over: nil, owning: [])
        writer.write("attach", embedding: nested, in: document)
        expectRecord(of: writer, writtenAs: ["attach": .string(#"{ "id" : 1 }"#)])
    }

    @Test func textGivenAsUTF8IsAString() {
        let text = #"{"say":"中 \"q\"\n"}"#
        var fresh = ObjectWriter(over: nil, owning: [])
        fresh.write("extension", utf8: Array(text.utf8))
        var over = ObjectWriter(over: FieldReader(["extension": "old"]).origin, owning: ["extension"])
        over.write("extension", utf8: Array(text.utf8))
        for writer in [fresh, over] { expectRecord(of: writer, writtenAs: ["extension": .string(text)]) }
    }

    // MARK: - Helpers

    /// Checks that the writer's record is its object and is written as it in both styles.
    private func expectRecord(
        of writer: ObjectWriter, writtenAs expected: JSONObject, source: JSONSource? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(writer.outputRecord.value == .object(expected), sourceLocation: sourceLocation)
        for style in [JSONWriter.Style.compact, .pretty(indent: 2)] {
            var direct = JSONWriter(style: style, source: source)
            direct.write(.object(writer.object))
            #expect(written(writer.outputRecord, style: style, source: source) == String(decoding: direct.bytes, as: UTF8.self), sourceLocation: sourceLocation)
        }
    }

    private func written(_ record: OutputRecord, style: JSONWriter.Style = .compact, source: JSONSource? = nil) -> String {
        var writer = JSONWriter(style: style, source: source)
        record.write(into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
