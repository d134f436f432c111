import GroupEventsCore
import Testing

@testable import GroupEvents

/// A record's events and their outcomes come back as they were put in, however many there are.
@Suite struct EventOutcomesTests {
    @Test(arguments: 0...4) func eventsComeBackInOrder(count: Int) {
        let kinds: [GroupEventKind] = [.memberJoined, .memberLeft, .groupCreated, .memberMuted]
        let outcomes: [RecordTranslation.Outcome] = [.converted, .fallback, .merged, .dropped]
        let events = (0..<count).map { (kind: kinds[$0], outcome: outcomes[$0]) }
        let kept = EventOutcomes(events)
        #expect(kept.count == count)
        #expect(kept.map(\.kind) == events.map(\.kind))
        #expect(kept.map(\.outcome) == events.map(\.outcome))
        var appended: EventOutcomes = []
        for event in events { appended.append(event) }
        #expect(appended.map(\.kind) == events.map(\.kind) && appended.count == count)
    }
}
