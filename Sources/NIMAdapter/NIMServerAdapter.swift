import GroupEvents

/// The `nim:server` flavour: NIM's wire notification `attach`, in a server message copy or on its own.
public typealias NIMServerAdapter = CodecMappingAdapter<NIMServerCodec, NIMServerMapping>
