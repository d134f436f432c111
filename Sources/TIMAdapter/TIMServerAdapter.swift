import GroupEventsCore

/// The `tim:server` flavour: the IM backend's wire JSON of group tip messages and system notice entries.
package struct TIMServerAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<TIMServerCodec, TIMServerMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<TIMServerCodec, TIMServerMapping>) { self.layers = layers }
}
