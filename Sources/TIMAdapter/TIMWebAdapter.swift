import GroupEventsCore

/// The `tim:web` flavour: the Web SDK's group tip and group system notice message objects.
public struct TIMWebAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<TIMWebCodec, TIMWebMapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<TIMWebCodec, TIMWebMapping>) { self.layers = layers }
}
