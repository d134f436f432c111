import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// A report counts records by outcome and events by kind and outcome, so a record of several events
/// shows as one record and several events.
@Suite struct RunReportTests {
    @Test func aRecordOfTwoEventsCountsOnceAsARecordAndTwiceAsEvents() {
        var report = RunReport()
        report.count(outcome: .converted, events: [(.groupProfileChanged, .converted), (.groupOwnerTransferred, .converted)])
        report.count(outcome: .passedThrough, events: [])
        #expect(report.records == 2 && report.events == 2)
        #expect(JSONValue.object(report.json(status: .complete))["outcomes"] == .object(["converted": 1, "passedThrough": 1]))
        #expect(JSONValue.object(report.json(status: .complete))["kinds"]?["group.ownerTransferred"] == .object(["converted": 1]))
        #expect(report.summary().hasPrefix("2 records (2 events): 1 converted, 1 passedThrough"))
        #expect(report.summary(decodingOnly: true).hasPrefix("2 records (2 events): 1 decoded, 1 not an event"))
    }

    /// An input's counts added to the run's: records, events, outcomes and each kind's outcomes sum.
    @Test func anInputsCountsAddToTheRunsKindByKind() {
        var run = RunReport()
        run.count(outcome: .converted, events: [(.memberJoined, .converted)])
        var input = RunReport()
        input.count(outcome: .converted, events: [(.memberJoined, .converted), (.memberJoined, .fallback)])
        input.count(outcome: .failed, events: [])
        run.addCounts(of: input)
        #expect(run.records == 3 && run.events == 3)
        #expect(run.outcomes == [.converted: 2, .failed: 1])
        #expect(run.kinds == [.memberJoined: [.converted: 2, .fallback: 1]])
    }
}
