import GroupEvents

/// NetEase Yunxin IM (NIM) as a plugged-in vendor: `nim:server` (the default for a bare `nim`).
public struct NIMVendor: VendorPlugin {
    /// The vendor.
    public init() {}

    /// The embedded `Mappings/nim.json`.
    public var defaultTable: MappingTable { NIMMappings.defaultTable }

    /// The names NIM's tables may use.
    public var vocabulary: MappingVocabulary { NIMMappings.vocabulary }

    /// `nim:server`, driven by `table`.
    public func adapters(table: MappingTable) -> [any FlavourAdapter] {
        [NIMServerAdapter(table: table)]
    }
}
