import GroupEvents

/// The `tim:callback` flavour: webhook bodies about a group, and the REST group system notification body.
public typealias TIMCallbackAdapter = CodecMappingAdapter<TIMCallbackCodec, TIMCallbackMapping>
