import GroupEventsJSON
import Testing

/// A JSON document inside a string: read as a value, written back as the same text while unchanged.
@Suite struct JSONEmbeddedDocumentTests {
    @Test func anUnchangedDocumentGivesItsTextBack() throws {
        for text in [#"{"name":"\u00e9t\u00e9","ids":[1,2]}"#, #"{ "id": 0,  "data": {} }"#, "[1, 2.50, -0]", #""\/""#] {
            let document = try JSONEmbeddedDocument(text: text)
            #expect(document.writtenText == text)
            #expect(document.stringValue == .string(text))
        }
    }

    @Test func anEditedDocumentIsWrittenCompactlyKeepingItsUnchangedParts() throws {
        var document = try JSONEmbeddedDocument(text: #"{"keep":{"name":"\u00e9"},"change":1}"#)
        var object = try #require(document.value.objectValue)
        object["change"] = 2
        document.value = .object(object)
        #expect(document.writtenText == #"{"keep":{"name":"\u00e9"},"change":2}"#, "the unchanged object is copied from the text")
        var spaced = try JSONEmbeddedDocument(text: #"{ "a": 1 }"#)
        spaced.value = .object(["a": 2])
        #expect(spaced.writtenText == #"{"a":2}"#)
    }

    @Test func textThatIsNotJSONThrowsWithItsOffset() {
        #expect {
            try JSONEmbeddedDocument(text: #"{"id":0,"data":{"#)
        } throws: { error in
            (error as? JSONSyntaxError)?.offset == 16
        }
    }

    @Test func aDocumentReadFromBytesIsTheDocumentOfTheirText() throws {
        let text = #"{"name":"\u00e9t\u00e9 中","ids":[1,2]}"#
        let document = try JSONEmbeddedDocument(utf8: Array(text.utf8))
        #expect(document.text == text)
        #expect(document.writtenText == text)
        #expect(document == (try JSONEmbeddedDocument(text: text)))
        #expect(document.value == (try JSONReader().read(text)))
    }

    @Test func documentsOfEqualTextsAreEqualWhateverTheirBytes() throws {
        // "é" as one scalar and as "e" with a combining accent: other bytes, equal strings.
        let composed = try JSONEmbeddedDocument(text: "[\"\u{E9}\"]")
        let decomposed = try JSONEmbeddedDocument(text: "[\"e\u{301}\"]")
        #expect(composed.indexed.bytes != decomposed.indexed.bytes)
        #expect(composed == decomposed)
        #expect(composed != (try JSONEmbeddedDocument(text: "[\"e\"]")))
    }
}
