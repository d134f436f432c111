import GroupEvents

/// The `nim:v2` flavour: the V2 SDK notification message.
public typealias NIMV2Adapter = CodecMappingAdapter<NIMV2Codec, NIMV2Mapping>
