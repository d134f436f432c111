import GroupEventsCore

/// The `zim:sdk` flavour: ZIM message objects, tips messages (type 32) being the group notifications.
public struct ZIMSDKAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    public let layers: FlavourLayers<ZIMSDKCodec, ZIMSDKMapping>

    /// An adapter over `layers`.
    public init(layers: FlavourLayers<ZIMSDKCodec, ZIMSDKMapping>) { self.layers = layers }
}
