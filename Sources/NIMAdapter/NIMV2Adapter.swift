import GroupEventsCore

/// The `nim:v2` flavour: the V2 SDK notification message.
package struct NIMV2Adapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<NIMV2Codec, NIMV2Mapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<NIMV2Codec, NIMV2Mapping>) { self.layers = layers }
}
