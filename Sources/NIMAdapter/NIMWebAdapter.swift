import GroupEventsCore

/// The `nim:web` flavour: the Web SDK V1 notification message object.
package struct NIMWebAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<NIMWebCodec, NIMWebMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<NIMWebCodec, NIMWebMapping>) { self.layers = layers }
}
