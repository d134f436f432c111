import GroupEventsCore
import GroupEventsJSON

/// The `tim:web` flavour: the Web SDK's group tip and group system notice message objects.
package struct TIMWebAdapter: CodecMappingAdapter, SlotReading, SlotWriting {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<TIMWebCodec, TIMWebMapping>

    /// Reads the tips about members straight into slots (`TIMWebSlotReader`).
    private let slots: TIMWebSlotReader
    /// Writes tips about members straight from slots (`TIMWebSlotWriter`).
    private let slotWriter: TIMWebSlotWriter

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<TIMWebCodec, TIMWebMapping>) {
        self.layers = layers
        slots = TIMWebSlotReader(mapping: layers.mapping)
        slotWriter = TIMWebSlotWriter(mapping: layers.mapping)
    }

    /// Reads a tip about members into `slots`, when `TIMWebSlotReader` takes it.
    package func readSlots(_ record: JSONTapeValue, into slots: inout RecordSlots) -> Bool {
        self.slots.readSlots(record, into: &slots)
    }

    /// Writes a tip about members from `slots`, when `TIMWebSlotWriter` writes it.
    package func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>, fallback: SlotFallback?) -> Bool {
        slotWriter.writeSlots(&slots, text: text, fallback: fallback)
    }

    /// As `TIMWebSlotWriter` says.
    package var reportsUncarriedData: Bool { slotWriter.reportsUncarriedData }
}
