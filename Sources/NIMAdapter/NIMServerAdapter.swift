import GroupEventsCore

/// The `nim:server` flavour: NIM's wire notification `attach`, in a server message copy or on its own.
package struct NIMServerAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<NIMServerCodec, NIMServerMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<NIMServerCodec, NIMServerMapping>) { self.layers = layers }
}
