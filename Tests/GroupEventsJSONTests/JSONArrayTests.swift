import GroupEventsJSON
import Testing

@Suite struct JSONArrayTests {
    @Test func buildsAndIndexesValues() {
        var array: JSONArray = [.integer(1), .string("two")]
        array.append(.null)
        #expect(array.count == 3)
        #expect(array[1] == .string("two"))
        #expect(array.entries.allSatisfy { !$0.offset.isKnown })
    }

    @Test func equalityIgnoresPositions() throws {
        let read = try #require(try JSONReader().read("[ 1, 2 ]").arrayValue)
        #expect(read == [.integer(1), .integer(2)])
        #expect(read.entries.map(\.offset.rawValue) == [2, 5])
    }
}
