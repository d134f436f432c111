import GroupEvents

/// The `tim:web` flavour: the Web SDK's group tip and group system notice message objects.
public typealias TIMWebAdapter = CodecMappingAdapter<TIMWebCodec, TIMWebMapping>
