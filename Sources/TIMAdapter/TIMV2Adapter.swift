import GroupEventsCore

/// The `tim:v2` flavour: a native V2 group tips message serialized as JSON.
public struct TIMV2Adapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<TIMV2Codec, TIMV2Mapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<TIMV2Codec, TIMV2Mapping>) { self.layers = layers }
}
