import GroupEventsCore
import GroupEventsJSON

/// The `zim:sdk` flavour: ZIM message objects, tips messages (type 32) being the group notifications.
package struct ZIMSDKAdapter: CodecMappingAdapter, SlotReading, SlotWriting {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<ZIMSDKCodec, ZIMSDKMapping>

    /// Reads tips about members and the group's profile straight into slots (`ZIMSDKSlotReader`).
    private let slotReader: ZIMSDKSlotReader
    /// Writes tips about members straight from slots (`ZIMSDKSlotWriter`).
    private let slots: ZIMSDKSlotWriter

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<ZIMSDKCodec, ZIMSDKMapping>) {
        self.layers = layers
        slotReader = ZIMSDKSlotReader(mapping: layers.mapping)
        slots = ZIMSDKSlotWriter(mapping: layers.mapping)
    }

    /// Reads a tips message about members or the group's profile into `slots`, when `ZIMSDKSlotReader` takes it.
    package func readSlots(_ record: JSONTapeValue, into slots: inout RecordSlots) -> Bool {
        slotReader.readSlots(record, into: &slots)
    }

    /// Writes the events of `slots` as tips messages or text messages, when `ZIMSDKSlotWriter` takes them.
    package func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>, fallback: SlotFallback?) -> Bool {
        self.slots.writeSlots(&slots, text: text, fallback: fallback)
    }

    /// As `ZIMSDKSlotWriter` says.
    package var reportsUncarriedData: Bool { slots.reportsUncarriedData }
}
