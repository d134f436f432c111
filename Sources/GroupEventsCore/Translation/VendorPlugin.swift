/// A vendor as the command sees it: its built-in mapping table and its flavour adapters. The command
/// keeps one list of these; adding a vendor is its adapter target plus one entry in that list.
@usableFromInline package protocol VendorPlugin: Sendable {
    /// The vendor's built-in mapping table (its `vendor` names the vendor).
    var defaultTable: MappingTable { get }

    /// The attributes and value names the vendor's tables may use, checked when a table loads.
    var vocabulary: MappingVocabulary { get }

    /// How sentences name the vendor-specific profile fields its mapping makes, by field name.
    var profileFieldLabels: [String: ProfileFieldLabel] { get }

    /// The vendor's flavour adapters driven by `table`, the default flavour first.
    func adapters(table: MappingTable) -> [any FlavourAdapter]
}
