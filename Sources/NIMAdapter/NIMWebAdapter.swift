import GroupEventsCore

/// The `nim:web` flavour: the Web SDK V1 notification message object.
public struct NIMWebAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<NIMWebCodec, NIMWebMapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<NIMWebCodec, NIMWebMapping>) { self.layers = layers }
}
