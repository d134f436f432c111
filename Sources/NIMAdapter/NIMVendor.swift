import GroupEvents

/// NetEase Yunxin IM (NIM) as a plugged-in vendor: `nim:server` (the default for a bare `nim`) and
/// `nim:web`, over one model: translating between them keeps every field the model holds.
public struct NIMVendor: VendorPlugin {
    /// The vendor.
    public init() {}

    /// The embedded `Mappings/nim.json`.
    public var defaultTable: MappingTable { NIMMappings.defaultTable }

    /// The names NIM's tables may use.
    public var vocabulary: MappingVocabulary { NIMMappings.vocabulary }

    /// `nim:server` and `nim:web`, driven by `table`, each taking templates from the other's records.
    public func adapters(table: MappingTable) -> [any FlavourAdapter] {
        [
            NIMServerAdapter(table: table, siblings: [NIMWebMapping.id: NIMWebCodec()]),
            NIMWebAdapter(table: table, siblings: [NIMServerMapping.id: NIMServerCodec()]),
        ]
    }
}
