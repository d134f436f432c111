import GroupEventsCore

/// The `zim:sdk` flavour: ZIM message objects, tips messages (type 32) being the group notifications.
package struct ZIMSDKAdapter: CodecMappingAdapter {
    /// The flavour's codec and mapping.
    package let layers: FlavourLayers<ZIMSDKCodec, ZIMSDKMapping>

    /// An adapter over `layers`.
    package init(layers: FlavourLayers<ZIMSDKCodec, ZIMSDKMapping>) { self.layers = layers }
}
