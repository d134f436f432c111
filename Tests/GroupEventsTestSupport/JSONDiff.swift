import GroupEventsJSON

/// A readable list of differences between two JSON values, one line per `JSONDifference`.
package enum JSONDiff {
    /// The differences as lines, empty when the values are equal (key order included).
    package static func differences(expected: JSONValue, actual: JSONValue) -> [String] {
        JSONDifference.between(expected: expected, actual: actual).map(\.description)
    }
}
