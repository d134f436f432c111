import GroupEventsCore
import GroupEventsJSON
import Testing

/// JSON inside a JSON string, with a NIM-shaped message copy built here: `attach` is a JSON string
/// whose `data.attach` is a JSON string again.
@Suite struct FieldReaderEmbeddedDocumentTests {
    /// The `attach` text of a team invitation, with its custom `data.attach` string.
    static let attach = JSONWriter.compactString(
        .object([
            "id": 0,
            "data": .object([
                "ids": .array(["bob", "carol"]), "tinfo": .object(["1": "6001", "3": "Hikers"]),
                "attach": .string(#"{"note":"welcome"}"#),
            ]),
        ]))

    /// A message copy whose `attach` string starts at line 3, column 12.
    static func record(attach: String = attach) -> String {
        "{\"msgType\": \"NOTIFICATION\",\n \"convType\": \"TEAM\",\n \"attach\": \(JSONWriter.compactString(.string(attach)))}"
    }

    func fields(_ text: String) throws -> FieldReader {
        try FieldReader(record: try JSONReader().read(text))
    }

    /// The error's line:column in the record and its path.
    func place(_ text: String, _ error: RecordDecodingError) -> (String, String) {
        (JSONSourceText(bytes: Array(text.utf8)).location(of: error.offset)?.description ?? "?", error.path.description)
    }

    @Test func stringsHoldingJSONOpenAsDocumentsRecursively() throws {
        #expect(Self.attach == #"{"id":0,"data":{"ids":["bob","carol"],"tinfo":{"1":"6001","3":"Hikers"},"attach":"{\"note\":\"welcome\"}"}}"#)
        let (document, attach) = try #require(try fields(Self.record()).embeddedObject("attach"))
        #expect(document.text == Self.attach)
        #expect(attach.path.description == "$.attach~")
        #expect(try attach.int64("id") == 0)
        let data = try #require(try attach.object("data"))
        #expect(try data.strings("ids") == ["bob", "carol"])
        #expect(try data.object("tinfo")?.string("3") == "Hikers")
        let (_, custom) = try #require(try data.embeddedObject("attach"))
        #expect(custom.path.description == "$.attach~.data.attach~")
        #expect(try custom.string("note") == "welcome")
        #expect(try fields(#"{"attach": null}"#).embeddedObject("attach") == nil)
    }

    @Test func errorsInsideAStringPointAtTheStringInTheRecord() throws {
        let text = Self.record()
        let data = try #require(try fields(text).embeddedObject("attach")?.reader.object("data"))
        let tinfo = try #require(decodingFailure { () throws(RecordDecodingError) in try data.string("tinfo") })
        #expect(place(text, tinfo) == ("3:12", "$.attach~.data.tinfo"))
        #expect(tinfo.message == "expected a string, found object (at 1:47 in the text of $.attach)")
        let ids = try #require(decodingFailure { () throws(RecordDecodingError) in try data.int64s("ids") })
        #expect(place(text, ids) == ("3:12", "$.attach~.data.ids[0]"))
        #expect(ids.message == "expected an integer, found string (at 1:24 in the text of $.attach)")

        let nested = Self.record(attach: #"{"data":{"attach":"{\"note\":5}"}}"#)
        let custom = try #require(try fields(nested).embeddedObject("attach")?.reader.object("data")?.embeddedObject("attach")?.reader)
        let note = try #require(decodingFailure { () throws(RecordDecodingError) in try custom.string("note") })
        #expect(place(nested, note) == ("3:12", "$.attach~.data.attach~.note"), "an error two strings deep still points at the outer string")
        #expect(note.message == "expected a string, found number (at 1:9 in the text of $.attach~.data.attach)")
    }

    @Test func aMalformedStringIsALocatedErrorNeverACrash() throws {
        let text = Self.record(attach: #"{"id":0,"data":{"#)
        #expect {
            try fields(text).embeddedObject("attach")
        } throws: { error in
            guard let error = error as? RecordDecodingError else { return false }
            return place(text, error) == ("3:12", "$.attach~")
                && error.message == "the string's text is not JSON: expected '\"' to begin an object key, found end of input (at 1:17 in the text of $.attach)"
        }
        let notAnObject = Self.record(attach: "[1,2]")
        #expect {
            try fields(notAnObject).embeddedObject("attach")
        } throws: { error in
            (error as? RecordDecodingError)?.message == "expected a JSON object in the string, found array (at 1:1 in the text of $.attach)"
        }
        #expect(throws: RecordDecodingError.self) { try fields(#"{"attach": 5}"#).embeddedObject("attach") }
        for end in Self.attach.indices.dropLast() {
            let truncated = Self.record(attach: String(Self.attach[..<end]))
            do {
                let attach = try #require(try fields(truncated).embeddedObject("attach"))
                Issue.record("a truncated attach read as \(attach.document.value)")
            } catch let error as RecordDecodingError {
                #expect(place(truncated, error) == ("3:12", "$.attach~"))
            }
        }
    }

    @Test func writingPutsTheStringBackTheSameWhileUnchangedCompactOnceEdited() throws {
        var (document, _) = try #require(try fields(Self.record()).embeddedObject("attach"))
        #expect(document.stringValue == .string(Self.attach))
        var attach = try #require(document.value.objectValue)
        var data = try #require(attach["data"]?.objectValue)
        data["tinfo"] = .object(["1": "6001", "3": "Climbers"])
        attach["data"] = .object(data)
        document.value = .object(attach)
        #expect(document.writtenText == #"{"id":0,"data":{"ids":["bob","carol"],"tinfo":{"1":"6001","3":"Climbers"},"attach":"{\"note\":\"welcome\"}"}}"#)
    }

    @Test func aWriterPutsAnEmbeddedObjectBackAsItsStringWhileUnchangedCompactOnceEditedOrFresh() throws {
        let (document, attach) = try #require(try fields(Self.record()).embeddedObject("attach"))
        let unchanged = ObjectWriter(over: attach.origin, owning: [])
        var record = ObjectWriter(over: nil, owning: [])
        record.write("attach", embedding: unchanged, in: document)
        #expect(record.object["attach"] == .string(Self.attach))

        var edited = ObjectWriter(over: attach.origin, owning: ["id"])
        edited.write("id", Int64(3))
        record = ObjectWriter(over: nil, owning: [])
        record.write("attach", embedding: edited, in: document)
        #expect(record.object["attach"]?.stringValue?.hasPrefix(#"{"id":3,"data":{"ids":["bob","carol"]"#) == true)

        var fresh = ObjectWriter(over: nil, owning: [])
        fresh.write("id", Int64(0))
        record = ObjectWriter(over: nil, owning: [])
        record.write("attach", embedding: fresh, in: nil)
        #expect(record.object["attach"] == .string(#"{"id":0}"#))
    }
}
