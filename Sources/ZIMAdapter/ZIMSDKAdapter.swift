import GroupEvents

/// The `zim:sdk` flavour: ZIM message objects, tips messages (type 32) being the group notifications.
public typealias ZIMSDKAdapter = CodecMappingAdapter<ZIMSDKCodec, ZIMSDKMapping>
