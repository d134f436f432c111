import GroupEventsCore

/// NetEase Yunxin IM (NIM) as a plugged-in vendor: `nim:server` (the default for a bare `nim`),
/// `nim:web` and `nim:v2`, over one model: translating between them keeps every field the model holds.
package struct NIMVendor: VendorPlugin {
    /// The vendor.
    package init() {}

    /// The embedded `Mappings/nim.json`.
    package var defaultTable: MappingTable { NIMMappings.defaultTable }

    /// The names NIM's tables may use.
    package var vocabulary: MappingVocabulary { NIMMappings.vocabulary }

    /// The labels of the team fields that travel as `nim.*` vendor fields.
    package var profileFieldLabels: [String: ProfileFieldLabel] {
        Dictionary(uniqueKeysWithValues: NIMProfileField.allCases.compactMap { field in field.label.map { (field.unifiedName.description, $0) } })
    }

    /// `nim:server`, `nim:web` and `nim:v2`, driven by `table`, each taking templates from the others' records.
    package func adapters(table: MappingTable) -> [any FlavourAdapter] {
        [
            NIMServerAdapter(table: table, siblings: [NIMWebMapping.id: NIMWebCodec(), NIMV2Mapping.id: NIMV2Codec()]),
            NIMWebAdapter(table: table, siblings: [NIMServerMapping.id: NIMServerCodec(), NIMV2Mapping.id: NIMV2Codec()]),
            NIMV2Adapter(table: table, siblings: [NIMServerMapping.id: NIMServerCodec(), NIMWebMapping.id: NIMWebCodec()]),
        ]
    }
}
