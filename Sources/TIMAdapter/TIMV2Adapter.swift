import GroupEventsCore

/// The `tim:v2` flavour: a native V2 group tips message serialized as JSON.
package struct TIMV2Adapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<TIMV2Codec, TIMV2Mapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<TIMV2Codec, TIMV2Mapping>) { self.layers = layers }
}
