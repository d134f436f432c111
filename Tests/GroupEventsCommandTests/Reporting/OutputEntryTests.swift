import GroupEventsJSON
import Testing

@testable import GroupEventsCommand

/// The report's `outputs` entry ties every output record to its input record.
@Suite struct OutputEntryTests {
    @Test func recordsThatGaveNoneOrSeveralOutputsAreNamed() {
        // Input records 1–4: 1 gave one record, 2 none, 3 two (an event's record and another's text message), 4 one.
        let entry = OutputEntry(input: "in.ndjson", output: "out.ndjson", records: 4, written: 4, notWritten: [2], several: [(3, 2)])
        #expect(entry.json["written"] == 4)
        #expect(entry.json["notWritten"] == .array([2]))
        #expect(entry.json["several"] == .array([.object(["record": 3, "outputs": 2])]))
        // Output records in order come from input records 1, 3, 3, 4.
        var origins: [Int] = []
        for record in 1...entry.records where !entry.notWritten.contains(record) {
            origins += Array(repeating: record, count: entry.several.first { $0.record == record }?.outputs ?? 1)
        }
        #expect(origins == [1, 3, 3, 4] && origins.count == entry.written)
    }
}
