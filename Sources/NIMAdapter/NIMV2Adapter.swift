import GroupEventsCore

/// The `nim:v2` flavour: the V2 SDK notification message.
public struct NIMV2Adapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<NIMV2Codec, NIMV2Mapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<NIMV2Codec, NIMV2Mapping>) { self.layers = layers }
}
