import GroupEventsCore

/// The `zim:callback` flavour: ZIM server callbacks about groups.
package struct ZIMCallbackAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<ZIMCallbackCodec, ZIMCallbackMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<ZIMCallbackCodec, ZIMCallbackMapping>) { self.layers = layers }
}
