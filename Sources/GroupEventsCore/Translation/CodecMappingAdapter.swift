import GroupEventsJSON

/// The adapter of every vendor flavour: a codec (syntax) and a mapping (semantics) over one vendor
/// model (`FlavourLayers`). A vendor adds a flavour by writing the two and a small struct holding
/// them; everything else is forwarded here.
///
/// Each flavour is a concrete type of its own, not one generic type named with its two layers: the
/// implementations here and in `ModelFlavourAdapter` are `@inlinable`, so the vendor's module
/// compiles them for its own codec and mapping (a generic type's conformance would run them as
/// generic code, looking up types and copying values through witnesses for every record).
@usableFromInline package protocol CodecMappingAdapter: ModelFlavourAdapter where Model == Codec.Model {
    /// The syntax layer's type.
    associatedtype Codec: FlavourCodec
    /// The semantic layer's type.
    associatedtype Mapping: FlavourMapping where Mapping.Model == Codec.Model

    /// The flavour's codec and mapping.
    var layers: FlavourLayers<Codec, Mapping> { get }

    /// An adapter over `layers`.
    init(layers: FlavourLayers<Codec, Mapping>)
}

extension CodecMappingAdapter {
    /// An adapter driven by a mapping table (the vendor's built-in one by default).
    @inlinable package init(table: MappingTable = Mapping.defaultTable) { self.init(layers: FlavourLayers(table: table)) }

    /// The syntax layer.
    @inlinable package var codec: Codec { layers.codec }

    /// The semantic layer.
    @inlinable package var mapping: Mapping { layers.mapping }

    /// The template for events whose source record is of another flavour: read by that flavour's
    /// codec, when it is one of the layers' siblings (the vendor's flavours over the same model).
    @inlinable package func template(for source: EventSource) -> Model? { layers.siblingTemplate(source) }

    /// The mapping's flavour.
    @inlinable package var id: FlavourID { Mapping.id }

    /// The mapping's flavour table.
    @inlinable package var table: FlavourTable? { layers.mapping.flavour }

    /// The mapping's answer.
    @inlinable package func capability(for event: GroupEvent) -> EventCapability { layers.mapping.capability(for: event) }

    /// The codec's answer.
    @inlinable package func recognizes(_ record: FieldReader) -> Bool { layers.codec.recognizes(record) }

    /// The codec's answer.
    @inlinable package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        try layers.codec.nonEventReason(record)
    }

    /// The codec's answer.
    @inlinable package var fallbackExtensionKey: String? { layers.codec.fallbackExtensionKey }

    /// The application's data and undocumented keys, where the codec says they lie.
    @inlinable package func uncarriedData(in record: FieldReader) -> [Diagnostic] {
        let codec = layers.codec
        // Most flavours name neither: nothing to look at.
        guard !codec.applicationDataKeys.isEmpty || codec.documentedKeys != nil else { return [] }
        return UncarriedRecordData.findings(
            in: record, flavour: id, applicationDataKeys: codec.applicationDataKeys, documentedKeys: codec.documentedKeys)
    }

    /// Reads the record's model with the codec.
    @inlinable package func readModel(_ record: FieldReader) throws(RecordDecodingError) -> Model { try layers.codec.read(record) }

    /// Writes the model with the codec.
    @inlinable package func writeModel(_ model: Model) -> OutputRecord { layers.codec.write(model).outputRecord }

    /// Maps the model to its events.
    @inlinable package func events(from model: Model) -> ([GroupEvent], [Diagnostic]) { layers.mapping.decode(model) }

    /// Maps the events to models.
    @inlinable package func models(for events: [GroupEvent], template: Model?) -> ([Model], [Diagnostic]) {
        layers.mapping.encode(events, template: template)
    }

    /// The mapping's answer.
    @inlinable package func places(for event: GroupEvent) -> FieldPlaces { layers.mapping.places(for: event) }

    /// The mapping's answer.
    @inlinable package func recordSplit(for event: GroupEvent) -> RecordSplit { layers.mapping.recordSplit(for: event) }

    /// The codec's answer.
    @inlinable package var credentialPaths: [JSONPath] { layers.codec.credentialPaths }

    /// The codec's text message, if the flavour has one, said by `sender` or else the codec's system sender.
    @inlinable package func encodeFallback(for event: GroupEvent, sentence: String, sender: String?) -> OutputRecord? {
        layers.codec.textMessage(for: event, sentence: sentence, sender: sender ?? layers.codec.systemSender)?.outputRecord
    }
}

extension CodecMappingAdapter where Codec: SharedModelCodec {
    /// An adapter that also takes templates from records of `siblings`, the vendor's other flavours
    /// over the same model, so that translating between them keeps every field the model holds.
    @inlinable package init(table: MappingTable = Mapping.defaultTable, siblings: [FlavourID: any FlavourCodec<Codec.Model>]) {
        self.init(layers: FlavourLayers(table: table, siblings: siblings))
    }
}
