import GroupEventsCore

/// The `nim:server` flavour: NIM's wire notification `attach`, in a server message copy or on its own.
public struct NIMServerAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<NIMServerCodec, NIMServerMapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<NIMServerCodec, NIMServerMapping>) { self.layers = layers }
}
