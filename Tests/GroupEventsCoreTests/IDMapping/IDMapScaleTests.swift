import GroupEventsCore
import Testing

/// ID maps at a company's scale load in time proportional to their entries, checked without a clock:
/// by what a single insertion does, and by loading a map large enough that the quadratic loading this
/// replaced (a copy of the whole dictionary per entry) would take many minutes here, where it takes seconds.
@Suite struct IDMapScaleTests {
    /// The address of a dictionary's storage: the same after an insertion only when the insertion
    /// changed the storage in place instead of copying it.
    func storage(_ entries: [String: String]) -> UInt {
        unsafeBitCast(entries, to: UInt.self)
    }

    @Test func addingThroughTheKindSubscriptChangesTheEntriesInPlace() {
        for kind in IDMap.Kind.allCases {
            var map = IDMap(users: Dictionary(minimumCapacity: 64), groups: Dictionary(minimumCapacity: 64))
            let before = storage(map[kind])
            // Checked after each insertion: a copy's storage may come back at a freed one's address.
            for index in 0..<32 {
                map[kind]["old\(index)"] = "new\(index)"
                #expect(storage(map[kind]) == before, "\(kind): inserting old\(index) copied the entries")
            }
            #expect(map[kind].count == 32 && map.newID(for: "old7", kind: kind) == "new7")
        }
    }

    /// 200,000 users and 1,000 groups, as JSON and as CSV. With a copy of the dictionary per entry, a
    /// debug build took over ten minutes for either file; loading each takes a second or two.
    @Test func twoHundredThousandEntriesLoad() throws {
        let users = 200_000
        let groups = 1_000
        var json = "{\"users\": {\n"
        var csv = "kind,old,new\n"
        for index in 0..<users {
            json += "\(index == 0 ? "" : ",\n")\"u\(index)\": \"user-\(index)@new.example\""
            csv += "user,u\(index),user-\(index)@new.example\n"
        }
        json += "},\n\"groups\": {"
        for index in 0..<groups {
            json += "\(index == 0 ? "" : ", ")\"g\(index)\": \"G\(index)\""
            csv += "group,g\(index),G\(index)\n"
        }
        for text in [json + "}}\n", csv] {
            let map = try IDMap(bytes: Array(text.utf8), file: "map")
            #expect(map.users.count == users && map.groups.count == groups)
            #expect(map.newID(for: "u199999", kind: .user) == "user-199999@new.example" && map.newID(for: "g999", kind: .group) == "G999")
        }
        let duplicate = #expect(throws: FileContentError.self) { try IDMap(bytes: Array((csv + "user,u123456,x\n").utf8), file: "map") }
        #expect(duplicate?.description == "map:\(users + groups + 2):1: the user ID 'u123456' has an entry already, at \(123_456 + 2):1")
    }
}
