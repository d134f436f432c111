import GroupEventsCore

/// The `tim:web` flavour: the Web SDK's group tip and group system notice message objects.
package struct TIMWebAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<TIMWebCodec, TIMWebMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<TIMWebCodec, TIMWebMapping>) { self.layers = layers }
}
