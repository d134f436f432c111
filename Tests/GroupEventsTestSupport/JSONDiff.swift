import GroupEventsJSON

/// A readable list of differences between two JSON values, one line per `JSONDifference`.
public enum JSONDiff {
    /// The differences as lines, empty when the values are equal (key order included).
    public static func differences(expected: JSONValue, actual: JSONValue) -> [String] {
        JSONDifference.between(expected: expected, actual: actual).map(\.description)
    }
}
