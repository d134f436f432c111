import GroupEventsJSON

/// The adapter of every vendor flavour: a codec (syntax) and a mapping (semantics) over one vendor
/// model. A vendor adds a flavour by writing the two and naming this type with them; nothing else
/// forwards.
public struct CodecMappingAdapter<Codec: FlavourCodec, Mapping: FlavourMapping>: ModelFlavourAdapter
where Codec.Model == Mapping.Model {
    /// The syntax layer.
    public let codec: Codec
    /// The semantic layer.
    public let mapping: Mapping
    /// The template a record of another flavour of the vendor gives, when the two share the model.
    private let siblingTemplate: @Sendable (EventSource) -> Codec.Model?

    /// An adapter driven by a mapping table (the vendor's built-in one by default).
    public init(table: MappingTable = Mapping.defaultTable) {
        codec = Codec()
        mapping = Mapping(table: table)
        siblingTemplate = { _ in nil }
    }

    /// The template for events whose source record is of another flavour: read by that flavour's
    /// codec, when it is one of `siblings` (the vendor's flavours over the same model).
    public func template(for source: EventSource) -> Codec.Model? { siblingTemplate(source) }

    /// The mapping's flavour.
    public var id: FlavourID { Mapping.id }

    /// The mapping's flavour table.
    public var table: FlavourTable? { mapping.flavour }

    /// The mapping's answer.
    public func capability(for event: GroupEvent) -> EventCapability { mapping.capability(for: event) }

    /// The codec's answer.
    public func recognizes(_ record: FieldReader) -> Bool { codec.recognizes(record) }

    /// The codec's answer.
    public func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? {
        try codec.nonEventReason(record)
    }

    /// The codec's answer.
    public var fallbackExtensionKey: String? { codec.fallbackExtensionKey }

    /// Reads the record's model with the codec.
    public func readModel(_ record: FieldReader) throws(RecordDecodingError) -> Codec.Model { try codec.read(record) }

    /// Writes the model with the codec.
    public func writeModel(_ model: Codec.Model) -> JSONObject { codec.write(model).object }

    /// Maps the model to its events.
    public func events(from model: Codec.Model) -> ([GroupEvent], [Diagnostic]) { mapping.decode(model) }

    /// Maps the events to models.
    public func models(for events: [GroupEvent], template: Codec.Model?) -> ([Codec.Model], [Diagnostic]) {
        mapping.encode(events, template: template)
    }

    /// The mapping's answer.
    public func places(for event: GroupEvent) -> FieldPlaces { mapping.places(for: event) }

    /// The codec's text message, if the flavour has one.
    public func encodeFallback(for event: GroupEvent, sentence: String) -> JSONValue? {
        codec.textMessage(for: event, sentence: sentence).map { .object($0.object) }
    }
}

extension CodecMappingAdapter where Codec: SharedModelCodec {
    /// An adapter that also takes templates from records of `siblings`, the vendor's other flavours
    /// over the same model, so that translating between them keeps every field the model holds.
    public init(table: MappingTable = Mapping.defaultTable, siblings: [FlavourID: any FlavourCodec<Codec.Model>]) {
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
