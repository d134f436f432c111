import GroupEventsCore

/// The `tim:callback` flavour: webhook bodies about a group, and the REST group system notification body.
package struct TIMCallbackAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<TIMCallbackCodec, TIMCallbackMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<TIMCallbackCodec, TIMCallbackMapping>) { self.layers = layers }
}
