/// The words a vendor's mapping reads from its table — rule attributes with the values each may
/// take, value tables with the meanings each may give — so that a table naming anything else fails
/// when it loads instead of being silently ignored.
@usableFromInline package struct MappingVocabulary: Sendable, Hashable {
    /// The vendor whose tables this vocabulary checks (`zim`).
    @usableFromInline package var vendor: String
    /// Rule attributes the vendor's mapping reads, each with the values it accepts; attributes every
    /// vendor shares (`shared`) come on top.
    @usableFromInline package var attributes: [String: Set<String>]
    /// Value tables the vendor's mapping reads, each with the meanings its entries may give.
    @usableFromInline package var values: [String: Set<String>]

    /// A vendor's vocabulary.
    @usableFromInline package init(vendor: String, attributes: [String: Set<String>], values: [String: Set<String>]) {
        self.vendor = vendor
        self.attributes = attributes.merging(MappingVocabulary.shared) { vendor, _ in vendor }
        self.values = values
    }

    /// Attributes whose values are the unified model's own words, accepted in every vendor's rules
    /// and checked even for a vendor without a vocabulary: `joinMethod`, and `meaning`, which names
    /// what a notification without a unified kind says (`SentenceTable.knownNotifications`).
    @usableFromInline package static let shared: [String: Set<String>] = [
        "joinMethod": Set(JoinMethod.allCases.map(\.rawValue)), "meaning": Set(SentenceTable.english.knownNotifications.keys),
    ]

    /// The meanings of a unified role level (`owner`, `admin`, `member`), for a vendor's role table.
    @usableFromInline package static let roleLevels = Set(GroupRole.Level.allCases.map(\.rawValue))
}
