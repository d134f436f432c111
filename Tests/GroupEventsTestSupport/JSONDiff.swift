import GroupEventsJSON

/// A readable list of differences between two JSON values, by path: missing and extra keys, changed
/// values, and key order, e.g. `$.members[0].name: expected "Bob", got "Bobby"`.
public enum JSONDiff {
    /// The differences, empty when the values are equal (key order included).
    public static func differences(expected: JSONValue, actual: JSONValue, path: JSONPath = .root) -> [String] {
        switch (expected, actual) {
        case (.object(let expectedObject), .object(let actualObject)):
            var lines: [String] = []
            for member in expectedObject.members {
                guard let other = actualObject[member.key] else {
                    lines.append("\(path.appending(key: member.key)): missing (expected \(short(member.value)))")
                    continue
                }
                lines += differences(expected: member.value, actual: other, path: path.appending(key: member.key))
            }
            for member in actualObject.members where !expectedObject.contains(key: member.key) {
                lines.append("\(path.appending(key: member.key)): unexpected \(short(member.value))")
            }
            if lines.isEmpty && expectedObject.keys != actualObject.keys {
                lines.append("\(path): key order differs: expected \(expectedObject.keys), got \(actualObject.keys)")
            }
            return lines
        case (.array(let expectedArray), .array(let actualArray)):
            var lines: [String] = []
            for index in 0..<min(expectedArray.count, actualArray.count) {
                lines += differences(expected: expectedArray[index], actual: actualArray[index], path: path.appending(index: index))
            }
            if expectedArray.count != actualArray.count {
                lines.append("\(path): expected \(expectedArray.count) elements, got \(actualArray.count)")
            }
            return lines
        default:
            return expected == actual ? [] : ["\(path): expected \(short(expected)), got \(short(actual))"]
        }
    }

    private static func short(_ value: JSONValue) -> String {
        let text = JSONWriter.compactString(value)
        return text.count > 120 ? String(text.prefix(117)) + "..." : text
    }
}
