import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// The report's `outputs` entry ties every output record to its input record.
@Suite struct OutputEntryTests {
    @Test func recordsThatGaveNoneOrSeveralOutputsAreNamed() throws {
        // Input records 1–4: 1 gave one record, 2 none, 3 two (an event's record and another's text message), 4 one.
        let entry = OutputEntry(input: "in.ndjson", output: "out.ndjson", records: 4, written: 4, notWritten: [2], several: [(3, 2)])
        let json = try JSONReader().read(entry.compactJSON)
        #expect(json["written"] == 4)
        #expect(json["notWritten"] == .array([2]))
        #expect(json["several"] == .array([.object(["record": 3, "outputs": 2])]))
        // Output records in order come from input records 1, 3, 3, 4.
        var origins: [Int] = []
        for record in 1...entry.records where !entry.notWritten.contains(record) {
            origins += Array(repeating: record, count: entry.several.first { $0.record == record }?.outputs ?? 1)
        }
        #expect(origins == [1, 3, 3, 4] && origins.count == entry.written)
    }

    @Test func anEntryIsWrittenAsTheCompactJSONOfItsMembers() throws {
        var entry = OutputEntry(
            input: "in \"x\"\n.ndjson", output: nil, records: 9, written: 8, notWritten: [2, 7], several: [(3, 2), (8, 3)], bytes: 120,
            counts: ["records": 9])
        let expected: JSONValue = .object([
            "input": "in \"x\"\n.ndjson", "output": .null, "bytes": 120, "records": 9, "written": 8, "notWritten": .array([2, 7]),
            "several": .array([.object(["record": 3, "outputs": 2]), .object(["record": 8, "outputs": 3])]), "counts": .object(["records": 9]),
        ])
        #expect(String(decoding: entry.compactJSON, as: UTF8.self) == JSONWriter.compactString(expected))
        entry.bytes = nil
        entry.counts = nil
        entry.notWritten = []
        entry.several = []
        #expect(
            String(decoding: entry.compactJSON, as: UTF8.self)
                == #"{"input":"in \"x\"\n.ndjson","output":null,"records":9,"written":8,"notWritten":[],"several":[]}"#)
    }
}
