import GroupEvents

/// The `tim:server` flavour: the IM backend's wire JSON of group tip messages and system notice entries.
public typealias TIMServerAdapter = CodecMappingAdapter<TIMServerCodec, TIMServerMapping>
