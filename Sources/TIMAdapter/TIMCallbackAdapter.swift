import GroupEventsCore

/// The `tim:callback` flavour: webhook bodies about a group, and the REST group system notification body.
public struct TIMCallbackAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<TIMCallbackCodec, TIMCallbackMapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<TIMCallbackCodec, TIMCallbackMapping>) { self.layers = layers }
}
