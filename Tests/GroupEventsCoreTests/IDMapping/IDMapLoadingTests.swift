import GroupEventsCore
import Testing

/// ID map files: JSON and CSV read into the same map, and every mistake located by line and column.
@Suite struct IDMapLoadingTests {
    func load(_ text: String) throws(FileContentError) -> IDMap {
        try IDMap(bytes: Array(text.utf8), file: "map")
    }

    /// The error loading `text` gives, as printed.
    func error(_ text: String) -> String? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error.description
        }
    }

    let expected = IDMap(users: ["alice": "a2", "bob,jr": "b\"2"], groups: ["3081726354": "9000000001"])

    @Test func jsonAndCSVGiveTheSameMap() throws {
        let json = #"{"users": {"alice": "a2", "bob,jr": "b\"2"}, "groups": {"3081726354": "9000000001"}}"#
        let csv = "kind,old,new\nuser,alice,a2\nuser,\"bob,jr\",\"b\"\"2\"\ngroup,3081726354,9000000001\n"
        #expect(try load(json) == expected)
        #expect(try load(csv) == expected)
        let crlf = csv.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(try load("\u{FEFF}" + crlf + "\r\n\r\n") == expected, "byte order mark, CR LF, blank lines")
        #expect(try load("\u{FEFF} \n" + json) == expected, "byte order mark and blanks before the JSON")
        #expect(try load("kind,old,new\ngroup,3081726354,9000000001\nuser,alice,a2\nuser,\"bob,jr\",\"b\"\"2\"") == expected, "no final line break")
        #expect(try load("{}") == IDMap())
    }

    @Test func jsonMistakesAreLocated() {
        #expect(error(#"{"users": {"a": "b"}, "user": {}}"#) == "map:1:31: at $.user: unknown key; an ID map has \"users\" and \"groups\"")
        #expect(error("{\"users\": {\n  \"a\": 7}}") == "map:2:8: at $.users.a: expected the new ID as a string, found number")
        #expect(error(#"{"users": []}"#) == "map:1:11: at $.users: expected an object, found array")
        #expect(error(#"{"groups": {"g": ""}}"#) == "map:1:18: at $.groups.g: an ID may not be empty")
        #expect(error("{\"users\": {\"a\": \"b\",\n \"a\": \"b\"}}") == "map:2:7: at $.users.a: the user ID 'a' has an entry already, at 1:17")
        #expect(error(#"{"users": {"a": "b",}}"#)?.hasPrefix("map:1:21: invalid JSON:") == true)
    }

    @Test func csvMistakesAreLocated() {
        #expect(error("") == "map:1:1: empty ID map; a CSV map starts with the header kind,old,new")
        #expect(error("old,new\na,b\n") == "map:1:1: expected the header kind,old,new; found old,new")
        #expect(error("kind,old,new\nuser,a\n") == "map:2:1: expected 3 fields (kind,old,new), found 2")
        #expect(error("kind,old,new\nuser,a,b,c\n") == "map:2:1: expected 3 fields (kind,old,new), found 4")
        #expect(error("kind,old,new\nusers,a,b\n") == "map:2:1: unknown kind 'users'; expected user or group")
        #expect(error("kind,old,new\nuser,a,\n") == "map:2:1: an ID may not be empty")
        #expect(error("kind,old,new\nuser,a,") == "map:2:1: an ID may not be empty", "a last row ending in a comma, with no line break")
        #expect(error("kind,old,new\nuser,a,b\ngroup,a,b\nuser,a,c\n") == "map:4:1: the user ID 'a' has an entry already, at 2:1")
        #expect(error("kind,old,new\nuser,\"a,b\n") == "map:2:6: a quoted field is not closed")
        #expect(error("kind,old,new\nuser,\"a\"x,b\n") == "map:2:9: expected ',' or the end of the line after a quoted field")
        #expect(error("kind,old,new\nuser,a\"b,c\n") == "map:2:7: a quote inside an unquoted field; quote the whole field")
    }
}
