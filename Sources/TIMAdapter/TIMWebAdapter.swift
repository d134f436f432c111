import GroupEventsCore
import GroupEventsJSON

/// The `tim:web` flavour: the Web SDK's group tip and group system notice message objects.
package struct TIMWebAdapter: CodecMappingAdapter, SlotReading {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<TIMWebCodec, TIMWebMapping>

    /// Reads the tips about members straight into slots (`TIMWebSlotReader`).
    private let slots: TIMWebSlotReader

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<TIMWebCodec, TIMWebMapping>) {
        self.layers = layers
        slots = TIMWebSlotReader(mapping: layers.mapping)
    }

    /// Reads a tip about members into `slots`, when `TIMWebSlotReader` takes it.
    package func readSlots(_ record: JSONTapeValue, into slots: inout RecordSlots) -> Bool {
        self.slots.readSlots(record, into: &slots)
    }
}
