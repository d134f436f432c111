/// One place where two JSON values differ: a changed value, a missing or extra member or element,
/// or (when nothing else differs) a different key order.
@usableFromInline package struct JSONDifference: Sendable, Hashable, CustomStringConvertible {
    /// What kind of difference it is.
    @usableFromInline package enum Kind: Sendable, Hashable {
        /// The values at the path differ.
        case changed(expected: JSONValue, actual: JSONValue)
        /// The expected value has this member or element; the actual one lacks it.
        case missing(JSONValue)
        /// The actual value has this member or element; the expected one lacks it.
        case unexpected(JSONValue)
        /// Same members, in another order.
        case keyOrder(expected: [String], actual: [String])
    }

    /// Where the difference is.
    @usableFromInline package var path: JSONPath
    /// What it is.
    @usableFromInline package var kind: Kind

    /// The differences between two values, depth first, in the expected value's order; empty when
    /// they are equal, key order included.
    /// A repeated key's k-th occurrence is compared with the other side's k-th occurrence.
    @usableFromInline package static func between(expected: JSONValue, actual: JSONValue, at path: JSONPath = .root) -> [JSONDifference] {
        if expected == actual { return [] }
        switch (expected, actual) {
        case (.object(let expectedObject), .object(let actualObject)):
            var differences: [JSONDifference] = []
            let expectedOccurrences = occurrences(of: expectedObject)
            let actualOccurrences = occurrences(of: actualObject)
            for (member, occurrence) in zip(expectedObject.members, expectedOccurrences) {
                let memberPath = path.appending(key: member.key)
                if let other = zip(actualObject.members, actualOccurrences).first(where: { $0.0.key == member.key && $0.1 == occurrence }) {
                    differences += between(expected: member.value, actual: other.0.value, at: memberPath)
                } else {
                    differences.append(JSONDifference(path: memberPath, kind: .missing(member.value)))
                }
            }
            for (member, occurrence) in zip(actualObject.members, actualOccurrences)
            where !zip(expectedObject.members, expectedOccurrences).contains(where: { $0.0.key == member.key && $0.1 == occurrence }) {
                differences.append(JSONDifference(path: path.appending(key: member.key), kind: .unexpected(member.value)))
            }
            if differences.isEmpty && expectedObject.keys != actualObject.keys {
                differences.append(JSONDifference(path: path, kind: .keyOrder(expected: expectedObject.keys, actual: actualObject.keys)))
            }
            return differences
        case (.array(let expectedArray), .array(let actualArray)):
            var differences: [JSONDifference] = []
            for index in 0..<max(expectedArray.count, actualArray.count) {
                let elementPath = path.appending(index: index)
                switch (index < expectedArray.count, index < actualArray.count) {
                case (true, true): differences += between(expected: expectedArray[index], actual: actualArray[index], at: elementPath)
                case (true, false): differences.append(JSONDifference(path: elementPath, kind: .missing(expectedArray[index])))
                default: differences.append(JSONDifference(path: elementPath, kind: .unexpected(actualArray[index])))
                }
            }
            return differences
        default:
            return expected == actual ? [] : [JSONDifference(path: path, kind: .changed(expected: expected, actual: actual))]
        }
    }

    /// For each member, how many members before it have the same key (0 for the first).
    private static func occurrences(of object: JSONObject) -> [Int] {
        var seen: [String: Int] = [:]
        return object.members.map { member in
            defer { seen[member.key, default: 0] += 1 }
            return seen[member.key] ?? 0
        }
    }

    /// `$.members[0].name: expected "Bob", got "Bobby"` (long values shortened).
    @usableFromInline package var description: String {
        switch kind {
        case .changed(let expected, let actual): "\(path): expected \(Self.short(expected)), got \(Self.short(actual))"
        case .missing(let value): "\(path): missing (expected \(Self.short(value)))"
        case .unexpected(let value): "\(path): unexpected \(Self.short(value))"
        case .keyOrder(let expected, let actual): "\(path): key order differs: expected \(expected), got \(actual)"
        }
    }

    private static func short(_ value: JSONValue) -> String {
        let text = JSONWriter.compactString(value)
        return text.count > 120 ? String(text.prefix(117)) + "..." : text
    }
}
