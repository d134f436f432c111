import GroupEvents

/// The `nim:web` flavour: the Web SDK V1 notification message object.
public typealias NIMWebAdapter = CodecMappingAdapter<NIMWebCodec, NIMWebMapping>
