import GroupEventsCore

/// The `tim:capi` flavour: the C API's (TIMCloud, Flutter from 8.5) group tips and group report elements.
public struct TIMCAPIAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<TIMCAPICodec, TIMCAPIMapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<TIMCAPICodec, TIMCAPIMapping>) { self.layers = layers }
}
