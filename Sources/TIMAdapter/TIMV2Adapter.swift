import GroupEvents

/// The `tim:v2` flavour: a native V2 group tips message serialized as JSON.
public typealias TIMV2Adapter = CodecMappingAdapter<TIMV2Codec, TIMV2Mapping>
