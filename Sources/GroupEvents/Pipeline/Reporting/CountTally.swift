/// Counts per key for the handful of keys a run meets (outcomes, event kinds, diagnostic codes), kept
/// in an array in the order first met and searched from its start: a key compared is a few
/// instructions where a dictionary hashes it, and a run counts a key or more for every record.
struct CountTally<Key: Hashable & Sendable>: Sendable {
    /// Each key met and its count, in the order first met.
    private(set) var entries: [(key: Key, count: Int)] = []

    /// An empty tally.
    init() {}

    /// The counts of `dictionary`.
    init(_ dictionary: [Key: Int]) {
        entries = dictionary.map { (key: $0.key, count: $0.value) }
    }

    /// Adds `count` to `key`'s count.
    mutating func add(_ key: Key, _ count: Int = 1) {
        for index in entries.indices where entries[index].key == key {
            entries[index].count += count
            return
        }
        entries.append((key: key, count: count))
    }

    /// Adds every count of `other`.
    mutating func add(_ other: CountTally) {
        for entry in other.entries { add(entry.key, entry.count) }
    }

    /// The count of `key`, or nil when it was never counted.
    subscript(key: Key) -> Int? {
        entries.first { $0.key == key }?.count
    }

    /// Whether nothing was counted.
    var isEmpty: Bool { entries.isEmpty }

    /// The counts as a dictionary.
    var dictionary: [Key: Int] {
        Dictionary(entries.lazy.map { ($0.key, $0.count) }, uniquingKeysWith: +)
    }
}
