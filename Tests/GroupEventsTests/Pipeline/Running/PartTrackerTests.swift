import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// Later events of a source record ride with the record written for its first event; when that record
/// is not before them in the input, their loss is a warning.
@Suite struct PartTrackerTests {
    let source: JSONValue = .object(["op": 6, "leave": true])

    func record(_ number: Int, _ part: Int, _ outcome: RecordTranslation.Outcome) -> ProcessedRecord {
        var event = GroupEvent(kind: part == 0 ? .groupOwnerTransferred : .memberLeft, source: EventSource(flavour: .unified, record: source))
        event.source.part = EventSource.Part(index: part, count: 2)
        let translation = RecordTranslation(outcome: outcome, outputRecords: [], events: [event], eventOutcomes: [outcome])
        var processed = ProcessedRecord(translation, tracksParts: true) { _ in [] }
        processed.number = number
        return processed
    }

    @Test func aLaterEventAfterItsFirstIsCarried() {
        var tracker = PartTracker()
        #expect(tracker.check(record(1, 0, .converted), file: "u.ndjson").isEmpty)
        #expect(tracker.check(record(2, 1, .merged), file: "u.ndjson").isEmpty)
    }

    @Test func aLaterEventWithoutItsFirstIsAWarning() {
        var tracker = PartTracker()
        let lost = tracker.check(record(7, 1, .merged), file: "u.ndjson")
        #expect(lost.map(\.severity) == [.warning])
        #expect(lost.first?.location.record == 7)
        #expect(lost.first?.message.contains("was not written") == true)
    }

    @Test func aLaterEventWhoseFirstFailedIsAWarning() {
        // The first event could not be written: nothing was written for it, so nothing carries the later one.
        var tracker = PartTracker()
        #expect(tracker.check(record(1, 0, .failed), file: "u.ndjson").isEmpty)
        let lost = tracker.check(record(2, 1, .merged), file: "u.ndjson")
        #expect(lost.map(\.severity) == [.warning])
        #expect(lost.first?.message.contains("was not written before it") == true)
    }

    @Test func partsAreLeftOutUnlessTracked() {
        let event = GroupEvent(kind: .memberLeft, source: EventSource(flavour: .unified, record: source, part: EventSource.Part(index: 0, count: 2)))
        let translation = RecordTranslation(outcome: .converted, outputRecords: [], events: [event])
        #expect(ProcessedRecord(translation) { _ in [] }.parts.written.isEmpty)
        #expect(ProcessedRecord(translation, tracksParts: true) { _ in [] }.parts.written == [source.hashValue])
    }
}
