import GroupEventsCore
import GroupEventsJSON

/// The `nim:server` flavour: NIM's wire notification `attach`, in a server message copy or on its own.
package struct NIMServerAdapter: CodecMappingAdapter, SlotReading {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<NIMServerCodec, NIMServerMapping>

    /// Reads message copies of notifications about members straight into slots (`NIMServerSlotReader`).
    private let slotReader: NIMServerSlotReader

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<NIMServerCodec, NIMServerMapping>) {
        self.layers = layers
        slotReader = NIMServerSlotReader(mapping: layers.mapping)
    }

    /// Reads a message copy of a notification about members into `slots`, when `NIMServerSlotReader` takes it.
    package func readSlots(_ record: JSONTapeValue, into slots: inout RecordSlots) -> Bool {
        slotReader.readSlots(record, into: &slots)
    }
}
