import Testing

@testable import GroupEvents

/// A tally counts each key apart, keeps the keys in the order first met, and adds another tally's
/// counts key by key.
@Suite struct CountTallyTests {
    @Test func countsEachKeyApartInTheOrderFirstMet() {
        var tally = CountTally<String>()
        for key in ["b", "a", "b", "c", "b"] { tally.add(key) }
        tally.add("a", 10)
        #expect(tally.entries.map(\.key) == ["b", "a", "c"])
        #expect(tally.entries.map(\.count) == [3, 11, 1])
        #expect(tally["a"] == 11 && tally["d"] == nil)
        #expect(tally.dictionary == ["a": 11, "b": 3, "c": 1])
    }

    @Test func addsAnotherTallyKeyByKey() {
        var tally = CountTally(["x": 2, "y": 1])
        var other = CountTally<String>()
        other.add("y", 4)
        other.add("z")
        tally.add(other)
        #expect(tally.dictionary == ["x": 2, "y": 5, "z": 1])
        #expect(CountTally<String>().isEmpty && !tally.isEmpty)
    }
}
