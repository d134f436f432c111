import GroupEventsJSON
import Testing

@Suite struct JSONObjectTests {
    @Test func looksUpTheLastOfDuplicateKeys() {
        var object = JSONObject()
        object.append("a", .integer(1))
        object.append("b", .integer(2))
        object.append("a", .integer(3))
        #expect(object["a"] == .integer(3))
        #expect(object.member(named: "a")?.value == .integer(3))
        #expect(object.keys == ["a", "b", "a"])
        #expect(object.contains(key: "b"))
        #expect(!object.contains(key: "c"))
    }

    @Test func assigningReplacesTheLastOrAppends() {
        var object: JSONObject = ["a": .integer(1), "a": .integer(2)]
        object["a"] = .integer(9)
        #expect(object.members.map(\.value) == [.integer(1), .integer(9)])
        object["z"] = .null
        #expect(object.keys == ["a", "a", "z"])
        object["a"] = nil
        #expect(object.keys == ["z"])
    }

    @Test func equalityIgnoresPositionsButNotOrder() throws {
        let read = try #require(try JSONReader().read(#"{"a":1,"b":2}"#).objectValue)
        #expect(read == ["a": .integer(1), "b": .integer(2)])
        #expect(read != ["b": .integer(2), "a": .integer(1)])
        #expect(read.member(named: "b")?.offset == JSONOffset(11))
    }

    @Test func anObjectWithCapacityStartsEmpty() {
        var object = JSONObject(capacity: 3)
        #expect(object == JSONObject())
        #expect(object.members.capacity >= 3)
        object.append("a", .integer(1))
        #expect(object == ["a": .integer(1)])
    }
}
