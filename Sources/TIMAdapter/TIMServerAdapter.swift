import GroupEventsCore

/// The `tim:server` flavour: the IM backend's wire JSON of group tip messages and system notice entries.
public struct TIMServerAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<TIMServerCodec, TIMServerMapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<TIMServerCodec, TIMServerMapping>) { self.layers = layers }
}
