import GroupEventsJSON
import Testing

/// Differences between JSON values, by path.
@Suite struct JSONDifferenceTests {
    func differences(_ expected: String, _ actual: String) throws -> [String] {
        JSONDifference.between(expected: try JSONReader().read(expected), actual: try JSONReader().read(actual)).map(\.description)
    }

    @Test func equalValuesHaveNoDifferences() throws {
        #expect(try differences(#"{"a":1,"a":2,"b":[1,{"c":null}]}"#, #"{"a":1,"a":2,"b":[1,{"c":null}]}"#) == [])
    }

    @Test func repeatedKeysArePairedByOccurrence() throws {
        #expect(try differences(#"{"a":1,"a":2}"#, #"{"a":1,"a":3}"#) == ["$.a: expected 2, got 3"])
        #expect(try differences(#"{"a":1,"a":2}"#, #"{"a":1}"#) == ["$.a: missing (expected 2)"])
    }

    @Test func changesMissingExtraAndOrder() throws {
        #expect(
            try differences(#"{"a":{"b":1},"c":[1,2]}"#, #"{"a":{"b":"1"},"c":[1],"d":true}"#) == [
                #"$.a.b: expected 1, got "1""#, "$.c[1]: missing (expected 2)", "$.d: unexpected true",
            ])
        #expect(try differences(#"{"a":1,"b":2}"#, #"{"b":2,"a":1}"#) == [#"$: key order differs: expected ["a", "b"], got ["b", "a"]"#])
    }
}
