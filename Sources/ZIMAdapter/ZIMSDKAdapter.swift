import GroupEventsCore
import GroupEventsJSON

/// The `zim:sdk` flavour: ZIM message objects, tips messages (type 32) being the group notifications.
package struct ZIMSDKAdapter: CodecMappingAdapter, SlotWriting {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<ZIMSDKCodec, ZIMSDKMapping>

    /// Writes tips about members straight from slots (`ZIMSDKSlotWriter`).
    private let slots: ZIMSDKSlotWriter

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<ZIMSDKCodec, ZIMSDKMapping>) {
        self.layers = layers
        slots = ZIMSDKSlotWriter(mapping: layers.mapping)
    }

    /// Writes the event of `slots` as a tips message, when `ZIMSDKSlotWriter` takes it.
    package func writeSlots(_ slots: inout RecordSlots, text: UnsafePointer<UInt8>) -> Bool {
        self.slots.writeSlots(&slots, text: text)
    }
}
