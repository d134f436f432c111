import GroupEvents

/// The `zim:callback` flavour: ZIM server callbacks about groups.
public typealias ZIMCallbackAdapter = CodecMappingAdapter<ZIMCallbackCodec, ZIMCallbackMapping>
