/// The kinds and attribute tables of the rules read from one mapping file, each kept once: rules
/// with the same kind or the same attributes share one copy of it instead of each holding its own,
/// which in a table of a million rules is most of what the rules hold besides their codes and names.
struct RuleInterner {
    /// The kinds met so far, by name.
    private var kinds: [String: GroupEventKind] = [:]
    /// The attribute tables met so far.
    private var attributeTables: Set<[String: String]> = []

    /// The kind named `name`: the copy met first.
    mutating func kind(named name: String) -> GroupEventKind {
        if let kind = kinds[name] { return kind }
        let kind = GroupEventKind(rawValue: name)
        kinds[name] = kind
        return kind
    }

    /// `attributes`, or the equal table met first.
    mutating func attributes(_ attributes: [String: String]) -> [String: String] {
        attributeTables.insert(attributes).memberAfterInsert
    }
}
