import GroupEventsJSON

extension JSONValue {
    /// The integers `code(_:)` hands out ready-made: the vendors' codes and enum numbers (event
    /// types, change types, roles, mute modes) lie in this range.
    static let readyCodes: ClosedRange<Int64> = 0...1023

    /// `.integer(value)` for each value of `readyCodes`, in order, built once.
    private static let readyCodeValues: [JSONValue] = readyCodes.map { .integer($0) }

    /// `value` as a JSON integer, the same value as `.integer(value)`: taken from a table built once
    /// when it is in `readyCodes`, so that decoding, which spells out a record's codes for every
    /// record, does not write their digits each time.
    public static func code(_ value: Int64) -> JSONValue {
        readyCodes.contains(value) ? readyCodeValues[Int(value - readyCodes.lowerBound)] : .integer(value)
    }
}
