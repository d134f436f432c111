/// The two layers of one flavour: a codec (syntax) and a mapping (semantics) over the vendor's
/// model, and where templates from the vendor's other flavours come from. A `CodecMappingAdapter`
/// holds one and forwards to it.
@usableFromInline package struct FlavourLayers<Codec: FlavourCodec, Mapping: FlavourMapping>: Sendable where Codec.Model == Mapping.Model {
    /// The syntax layer.
    @usableFromInline package let codec: Codec
    /// The semantic layer.
    @usableFromInline package let mapping: Mapping
    /// The template a record of another flavour of the vendor gives, when the two share the model.
    @usableFromInline let siblingTemplate: @Sendable (EventSource) -> Codec.Model?

    /// The layers driven by a mapping table (the vendor's built-in one by default), with no templates
    /// from other flavours.
    @usableFromInline package init(table: MappingTable = Mapping.defaultTable) {
        codec = Codec()
        mapping = Mapping(table: table)
        siblingTemplate = { _ in nil }
    }
}

extension FlavourLayers where Codec: SharedModelCodec {
    /// The layers that also take templates from records of `siblings`, the vendor's other flavours
    /// over the same model, so that translating between them keeps every field the model holds.
    @usableFromInline package init(table: MappingTable = Mapping.defaultTable, siblings: [FlavourID: any FlavourCodec<Codec.Model>]) {
        let codec = Codec()
        self.codec = codec
        mapping = Mapping(table: table)
        siblingTemplate = { source in
            guard let sibling = siblings[source.flavour], let record = source.original,
                let model = try? sibling.read(record.reader())
            else { return nil }
            return codec.template(from: model)
        }
    }
}
