import GroupEventsCore

/// ZEGOCLOUD ZIM as a plugged-in vendor: `zim:sdk` (the default for a bare `zim`) and `zim:callback`.
package struct ZIMVendor: VendorPlugin {
    /// The vendor.
    package init() {}

    /// The embedded `Mappings/zim.json`.
    package var defaultTable: MappingTable { ZIMMappings.defaultTable }

    /// The names ZIM's tables may use.
    package var vocabulary: MappingVocabulary { ZIMMappings.vocabulary }

    /// The label of `zim.attributes`, the group attributes a callback reports.
    package var profileFieldLabels: [String: ProfileFieldLabel] {
        [ZIMCallbackMapping.attributesField: ProfileFieldLabel("the group attributes", "群属性")]
    }

    /// `zim:sdk` and `zim:callback`, driven by `table`.
    package func adapters(table: MappingTable) -> [any FlavourAdapter] {
        [ZIMSDKAdapter(table: table), ZIMCallbackAdapter(table: table)]
    }
}
