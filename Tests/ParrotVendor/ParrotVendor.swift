import GroupEventsCore

/// Parrot as a plugged-in vendor: one flavour, `parrot:hook` (so a bare `parrot` means it too).
package struct ParrotVendor: VendorPlugin {
    /// The vendor.
    package init() {}

    /// The embedded `Mappings/parrot.json`.
    package var defaultTable: MappingTable { ParrotMappings.defaultTable }

    /// The names Parrot's tables may use.
    package var vocabulary: MappingVocabulary { ParrotMappings.vocabulary }

    /// No profile field of Parrot's own: a hook renames a group, which sentences say already.
    package var profileFieldLabels: [String: ProfileFieldLabel] { [:] }

    /// `parrot:hook`, driven by `table`.
    package func adapters(table: MappingTable) -> [any FlavourAdapter] {
        [ParrotHookAdapter(table: table)]
    }
}
