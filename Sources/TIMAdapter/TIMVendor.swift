import GroupEventsCore

/// Tencent Cloud IM (TIM) as a plugged-in vendor: `tim:web` (the default for a bare `tim`), `tim:v2`,
/// `tim:capi`, `tim:server` and `tim:callback`, over one model: translating between them keeps every
/// field the model holds that the target can say.
///
/// A flavour plugs in with a codec in `Syntax/` reading its records into `TIMNotification`, a
/// `TIMMapping` conformer naming its table section, unit of time and diagnostic paths, its section of
/// `Mappings/tim.json`, and its adapter here, where every flavour takes templates from the others.
package struct TIMVendor: VendorPlugin {
    /// The vendor.
    package init() {}

    /// The embedded `Mappings/tim.json`.
    package var defaultTable: MappingTable { TIMMappings.defaultTable }

    /// The names TIM's tables may use.
    package var vocabulary: MappingVocabulary { TIMMappings.vocabulary }

    /// The labels of the group fields that travel as `tim.*` vendor fields (custom fields by their prefix).
    package var profileFieldLabels: [String: ProfileFieldLabel] {
        Dictionary(uniqueKeysWithValues: TIMProfileField.allCases.compactMap { field in field.label.map { (field.vendorFieldName(key: nil), $0) } })
    }

    /// The flavours' codecs, each the sibling of every other.
    private static let codecs: [FlavourID: any FlavourCodec<TIMNotification>] = [
        TIMWebMapping.id: TIMWebCodec(),
        TIMV2Mapping.id: TIMV2Codec(),
        TIMCAPIMapping.id: TIMCAPICodec(),
        TIMServerMapping.id: TIMServerCodec(),
        TIMCallbackMapping.id: TIMCallbackCodec(),
    ]

    /// Every codec but the flavour's own, for its templates.
    private static func siblings(of flavour: FlavourID) -> [FlavourID: any FlavourCodec<TIMNotification>] {
        codecs.filter { $0.key != flavour }
    }

    /// Every TIM flavour, driven by `table`, each taking templates from the others' records.
    package func adapters(table: MappingTable) -> [any FlavourAdapter] {
        [
            TIMWebAdapter(table: table, siblings: Self.siblings(of: TIMWebMapping.id)),
            TIMV2Adapter(table: table, siblings: Self.siblings(of: TIMV2Mapping.id)),
            TIMCAPIAdapter(table: table, siblings: Self.siblings(of: TIMCAPIMapping.id)),
            TIMServerAdapter(table: table, siblings: Self.siblings(of: TIMServerMapping.id)),
            TIMCallbackAdapter(table: table, siblings: Self.siblings(of: TIMCallbackMapping.id)),
        ]
    }
}
