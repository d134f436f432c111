import GroupEventsCore

/// The `tim:capi` flavour: the C API's (TIMCloud, Flutter from 8.5) group tips and group report elements.
package struct TIMCAPIAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<TIMCAPICodec, TIMCAPIMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<TIMCAPICodec, TIMCAPIMapping>) { self.layers = layers }
}
