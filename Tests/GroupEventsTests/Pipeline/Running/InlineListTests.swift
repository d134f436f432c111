import GroupEventsCore
import Testing

@testable import GroupEvents

/// A list's elements come back as they were put in, however many there are (a record's events and
/// their outcomes), and each is changed in place in order.
@Suite struct InlineListTests {
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

    @Test(arguments: 0...3) func everyElementIsChangedInOrder(count: Int) {
        var list = InlineList(Array(1...max(count, 1)).prefix(count))
        var seen: [Int] = []
        list.update {
            seen.append($0)
            $0 *= 10
        }
        #expect(seen == Array(1...max(count, 1)).prefix(count).map { $0 })
        #expect(Array(list) == seen.map { $0 * 10 })
    }
}
