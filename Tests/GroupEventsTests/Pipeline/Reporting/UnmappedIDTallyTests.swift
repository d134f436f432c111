import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// The report's `unmappedIDs` counts every occurrence and every distinct ID, and names the first
/// hundred distinct ones per kind.
@Suite struct UnmappedIDTallyTests {
    @Test func occurrencesDistinctIDsAndTheFirstHundredByName() {
        var tally = UnmappedIDTally()
        var first = UnmappedIDs()
        first.append("bob", kind: .user)
        first.append("bob", kind: .user)
        first.append("g1", kind: .group)
        tally.add(first)
        var many = UnmappedIDs()
        for index in 0..<150 { many.append("u\(index)", kind: .user) }
        tally.add(many)
        #expect(tally.total == 153)
        #expect(tally.json["users"]?["occurrences"] == 152)
        #expect(tally.json["users"]?["distinct"] == 151)
        let listed = tally.json["users"]?["ids"]?.arrayValue.map(Array.init) ?? []
        #expect(listed.count == UnmappedIDTally.listed && listed.first == "bob" && listed.last == "u98")
        #expect(tally.json["groups"] == .object(["occurrences": 1, "distinct": 1, "ids": .array(["g1"])]))
    }
}
