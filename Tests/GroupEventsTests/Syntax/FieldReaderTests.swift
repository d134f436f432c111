import GroupEvents
import GroupEventsJSON
import Testing

/// Typed access to record fields, with errors that carry path and offset.
@Suite struct FieldReaderTests {
    func reader(_ text: String) throws -> FieldReader {
        try FieldReader(record: try JSONReader().read(text))
    }

    @Test func nestedReadersKnowTheirPaths() throws {
        let fields = try reader(#"{"a": {"b": {"c": 1}}, "list": [{"d": {}}, {"d": {"e": "x"}}], "tags": ["t", 2]}"#)
        #expect(fields.path == .root)
        let b = try #require(try fields.object("a")?.object("b"))
        #expect(b.path.description == "$.a.b")
        let paths = try fields.objects("list") { (element) throws(RecordDecodingError) in
            [element.path.description, try element.object("d")?.path.description ?? ""]
        }
        #expect(paths == [["$.list[0]", "$.list[0].d"], ["$.list[1]", "$.list[1].d"]])
        #expect(throws: RecordDecodingError.self) { try fields.strings("tags") }
        do {
            _ = try fields.strings("tags")
        } catch {
            #expect(error.path.description == "$.tags[1]")
        }
    }

    @Test func identifiersKeepTheirExactText() throws {
        let fields = try reader(#"{"a": 7392815520153600001, "b": "7392815520153600002", "c": 123456789012345678901234567890}"#)
        #expect(try fields.identifier("a") == "7392815520153600001")
        #expect(try fields.identifier("b") == "7392815520153600002")
        #expect(try fields.identifier("c") == "123456789012345678901234567890")
    }

    @Test func integersMayBeStrings() throws {
        let fields = try reader(#"{"t": "1718000000", "u": 1718000000, "v": "soon"}"#)
        #expect(try fields.int64OrString("t") == 1_718_000_000)
        #expect(try fields.int64OrString("u") == 1_718_000_000)
        #expect(throws: RecordDecodingError.self) { try fields.int64OrString("v") }
    }

    @Test func absentAndNullAreNil() throws {
        let fields = try reader(#"{"a": null}"#)
        #expect(try fields.string("a") == nil)
        #expect(try fields.string("b") == nil)
        #expect(fields.contains("a"))
    }

    @Test func typeErrorsNameThePathAndOffset() throws {
        let fields = try reader("{\"users\": [{\"userID\": \"a\"}, {\"userID\": 5}]}")
        do {
            _ = try fields.objects("users") { (user) throws(RecordDecodingError) in try user.requiredString("userID") }
            Issue.record("expected an error")
        } catch {
            #expect(error.path.description == "$.users[1].userID")
            #expect(error.offset == JSONOffset(39))
            #expect(error.message == "expected a string, found number")
        }
    }

    @Test func outOfRangeIntegersAreErrors() throws {
        let fields = try reader(#"{"n": 99999999999999999999, "f": 1.5}"#)
        #expect(throws: RecordDecodingError.self) { try fields.int64("n") }
        #expect(throws: RecordDecodingError.self) { try fields.int64("f") }
    }

    @Test func keysComeInRecordOrder() throws {
        #expect(try FieldReader(record: try JSONReader().read(#"{"1": "a", "10": "b", "3": "c", "100": null}"#)).keys == ["1", "10", "3", "100"])
    }

    @Test func aRecordMustBeAnObject() {
        #expect(throws: RecordDecodingError.self) { try FieldReader(record: .array([])) }
    }
}
