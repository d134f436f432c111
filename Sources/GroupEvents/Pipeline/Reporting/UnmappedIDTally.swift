import GroupEventsCore
import GroupEventsJSON

/// The IDs a run's ID map had no entry for, per kind: how often they were met, how many different
/// ones, and the first of them by name (a run keeps every distinct one to count them).
struct UnmappedIDTally: Sendable {
    /// How many different IDs the report lists by name, per kind.
    static let listed = 100

    /// Occurrences per kind.
    private(set) var occurrences: [IDMap.Kind: Int] = [:]
    /// The distinct IDs per kind.
    private var distinct: [IDMap.Kind: Set<String>] = [:]
    /// The first `listed` distinct IDs per kind, in the order met.
    private var first: [IDMap.Kind: [String]] = [:]

    /// Counts one record's unmapped IDs.
    mutating func add(_ unmapped: UnmappedIDs) {
        for kind in IDMap.Kind.allCases {
            for id in unmapped[kind] {
                occurrences[kind, default: 0] += 1
                if distinct[kind, default: []].insert(id).inserted && first[kind, default: []].count < Self.listed {
                    first[kind, default: []].append(id)
                }
            }
        }
    }

    /// Occurrences of every kind together.
    var total: Int { occurrences.values.reduce(0, +) }

    /// `{"users": {"occurrences", "distinct", "ids"}, "groups": {…}}`, `ids` holding the first
    /// `listed` distinct IDs.
    var json: JSONValue {
        .object(
            JSONObject(
                members: IDMap.Kind.allCases.map { kind in
                    JSONObject.Member(
                        key: kind.rawValue + "s",
                        value: .object([
                            "occurrences": .integer(occurrences[kind] ?? 0), "distinct": .integer(distinct[kind]?.count ?? 0),
                            "ids": .array(JSONArray((first[kind] ?? []).map(JSONValue.string))),
                        ]))
                }))
    }
}
