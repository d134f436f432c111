import GroupEvents

/// The `tim:capi` flavour: the C API's (TIMCloud, Flutter from 8.5) group tips and group report elements.
public typealias TIMCAPIAdapter = CodecMappingAdapter<TIMCAPICodec, TIMCAPIMapping>
