import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// Diagnostics located in the input file: file, record, line:column and path.
@Suite struct RecordProcessingTests {
    /// Reads the record's `attach` string as a JSON object, as a NIM message copy's codec would.
    func openAttach(_ record: SourceRecord, _ source: JSONSource) -> ProcessedRecord {
        do {
            _ = try record.reader().embeddedObject("attach")?.reader.object("data")?.object("tinfo")
            return ProcessedRecord(outcome: .converted, events: [], outputs: [], diagnostics: [])
        } catch {
            return ProcessedRecord(outcome: .failed, events: [], outputs: [], diagnostics: [error.diagnostic])
        }
    }

    @Test func anErrorInsideAJSONStringIsLocatedAtThatStringInTheFile() throws {
        let second = #"{"msgType": "NOTIFICATION","# + "\n" + #" "attach": "{\"id\":0,\"data\":{\"tinfo\":[]}}"}"#
        let malformed = #"{"msgType": "NOTIFICATION","# + "\n" + #" "attach": "{\"id\":0,\"data\":{"}"#
        let processing = RecordProcessing(file: "copies.ndjson")
        let wrongType = processing.run(JSONRawRecord(bytes: Array(second.utf8), index: 1, offset: 9, line: 2, column: 1), openAttach)
        #expect(wrongType.diagnostics.map(\.location.description) == ["copies.ndjson:3:12: record 2: at $.attach~.data.tinfo"])
        let broken = processing.run(JSONRawRecord(bytes: Array(malformed.utf8), index: 2, offset: 90, line: 4, column: 1), openAttach)
        #expect(broken.outcome == .failed)
        #expect(broken.diagnostics.map(\.location.description) == ["copies.ndjson:5:12: record 3: at $.attach~"])
        #expect(broken.diagnostics.first?.message.hasSuffix("(at 1:17 in the text of $.attach)") == true)
    }
}
