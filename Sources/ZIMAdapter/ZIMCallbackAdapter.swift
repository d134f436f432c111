import GroupEventsCore

/// The `zim:callback` flavour: ZIM server callbacks about groups.
public struct ZIMCallbackAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<ZIMCallbackCodec, ZIMCallbackMapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<ZIMCallbackCodec, ZIMCallbackMapping>) { self.layers = layers }
}
