import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// Reading a document with the elements of some arrays dropped, and reading those elements again one
/// at a time: the same values, offsets and errors as reading the whole document.
@Suite struct JSONReaderDroppedElementsTests {
    /// A random document shaped like a mapping file: flavours (the third container) with `rules`
    /// arrays, sometimes twice or not arrays, and a `rules` array at the root, which is kept.
    static func document(_ random: inout RandomJSON) -> JSONValue {
        var flavours = JSONArray()
        for _ in 0..<Int.random(in: 0...3, using: &random.generator) {
            var flavour = JSONObject()
            flavour.append("name", random.value(depth: 1))
            flavour.append("rules", .array(JSONArray((0..<Int.random(in: 0...5, using: &random.generator)).map { _ in random.value(depth: 3) })))
            if random.generator.chance(0.3) { flavour.append("rules", random.value(depth: 2)) }
            flavours.append(random.generator.chance(0.8) ? .object(flavour) : random.value(depth: 2))
        }
        return .object(["flavours": .array(flavours), "rules": .array([random.value(depth: 2)])])
    }

    /// `value` with every array that is a `rules` member of an object at `depth` 3 emptied (kept at its offset).
    static func dropped(_ value: JSONValue, depth: Int = 1) -> JSONValue {
        switch value {
        case .array(var array):
            for index in array.entries.indices { array.entries[index].value = dropped(array.entries[index].value, depth: depth + 1) }
            return .array(array)
        case .object(var object):
            for index in object.members.indices {
                if depth == 3, object.members[index].key == "rules", case .array(let array) = object.members[index].value {
                    object.members[index].value = .array(JSONArray(entries: [], offset: array.offset))
                } else {
                    object.members[index].value = dropped(object.members[index].value, depth: depth + 1)
                }
            }
            return .object(object)
        default:
            return value
        }
    }

    /// The arrays `dropped` empties, as the whole read has them.
    static func droppedArrays(_ value: JSONValue, depth: Int = 1) -> [JSONArray] {
        switch value {
        case .array(let array):
            return array.entries.flatMap { droppedArrays($0.value, depth: depth + 1) }
        case .object(let object):
            return object.members.flatMap { member -> [JSONArray] in
                if depth == 3, member.key == "rules", case .array(let array) = member.value { return [array] }
                return droppedArrays(member.value, depth: depth + 1)
            }
        default:
            return []
        }
    }

    /// The offset of every value in `value`, in document order.
    static func offsets(_ value: JSONValue) -> [Int] {
        switch value {
        case .array(let array): [array.offset.rawValue] + array.entries.flatMap { [$0.offset.rawValue] + offsets($0.value) }
        case .object(let object): [object.offset.rawValue] + object.members.flatMap { [$0.offset.rawValue] + offsets($0.value) }
        default: []
        }
    }

    @Test func droppedArraysAreEmptyAndTheirElementsReadAgainOneAtATime() throws {
        var random = RandomJSON(seed: 0x5EED_D0C5)
        for _ in 0..<300 {
            let value = Self.document(&random)
            for bytes in [JSONWriter.compactBytes(value), Array(JSONWriter.prettyString(value, indent: 2).utf8)] {
                let whole = try JSONReader().read(bytes)
                let read = try JSONReader().read(bytes, droppingElementsOfArraysNamed: "rules", atDepth: 3)
                #expect(read == Self.dropped(whole))
                #expect(Self.offsets(read) == Self.offsets(Self.dropped(whole)))
                for array in Self.droppedArrays(whole) {
                    var elements: [JSONArray.Entry] = []
                    try JSONReader().forEachElement(ofArrayAt: array.offset, in: bytes) {
                        elements.append($0)
                        return true
                    }
                    #expect(elements == array.entries)
                    #expect(elements.map(\.offset) == array.entries.map(\.offset))
                    #expect(elements.flatMap { Self.offsets($0.value) } == array.entries.flatMap { Self.offsets($0.value) })
                }
            }
        }
    }

    @Test func readingElementsStopsWhenAsked() throws {
        let bytes = Array(#"{"f": [{"rules": [1, 2, 3]}]}"#.utf8)
        let rules = try #require(try JSONReader().read(bytes)["f"]?.arrayValue?.first?["rules"]?.arrayValue)
        var seen: [JSONValue] = []
        try JSONReader().forEachElement(ofArrayAt: rules.offset, in: bytes) { entry in
            seen.append(entry.value)
            return seen.count < 2
        }
        #expect(seen == [1, 2])
    }

    @Test func aBrokenDocumentGivesTheWholeReadsError() {
        var random = RandomJSON(seed: 0xB20C_E2)
        for _ in 0..<1000 {
            var bytes = JSONWriter.compactBytes(Self.document(&random))
            random.mutate(&bytes)
            var dropping: JSONSyntaxError?
            do {
                _ = try JSONReader().read(bytes, droppingElementsOfArraysNamed: "rules", atDepth: 3)
            } catch {
                dropping = error
            }
            #expect(dropping == syntaxError(bytes))
        }
    }
}
