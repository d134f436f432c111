import GroupEventsJSON

/// A flavour adapter built from two layers: a codec between JSON records and the vendor's model
/// (`readModel`, `writeModel`) and a mapping between that model and `GroupEvent` (`event(from:)`,
/// `model(for:template:)`); `CodecMappingAdapter` is the one conforming type vendors use. Conforming
/// gives `decode` and `encode` for free:
/// - decoding keeps the record in `source.record`;
/// - encoding an event whose source record is of this flavour and still says what the event says
///   returns that record exactly; an edited event is encoded afresh over the record's model, so
///   fields the event has no place for are kept.
public protocol ModelFlavourAdapter: FlavourAdapter {
    /// The vendor's model of one record of this flavour.
    associatedtype Model: Sendable

    /// Why a record of this flavour is not a group notification, or nil when it is one.
    func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String?

    /// The record's model; malformed records throw, naming the path.
    func readModel(_ record: FieldReader) throws(RecordDecodingError) -> Model

    /// The model as a record, laid over the object it was read from, if any.
    func writeModel(_ model: Model) -> JSONObject

    /// The event a model describes, with anything worth reporting.
    func event(from model: Model) -> (GroupEvent, [Diagnostic])

    /// The model for an event, building on `template` (the model of the event's source record, when
    /// it was of this flavour), reporting what the flavour cannot say; nil when it cannot be written.
    func model(for event: GroupEvent, template: Model?) -> (Model?, [Diagnostic])
}

extension ModelFlavourAdapter {
    /// Every record is a group notification unless the flavour says otherwise.
    public func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? { nil }

    /// Reads the record's model and maps it to an event.
    public func decode(_ record: JSONValue) throws(RecordDecodingError) -> DecodedRecord {
        let reader = try FieldReader(record: record)
        if let reason = try nonEventReason(reader) { return .notAnEvent(reason: reason) }
        var (event, diagnostics) = event(from: try readModel(reader))
        event.source.record = record
        return .event(event, diagnostics)
    }

    /// Returns the source record when it is of this flavour and unchanged; otherwise maps the event
    /// to a model and writes it.
    public func encode(_ event: GroupEvent) -> EncodedRecord {
        var template: Model?
        var diagnostics: [Diagnostic] = []
        if event.source.flavour == id, let record = event.source.record {
            do {
                let model = try readModel(FieldReader(record: record))
                var unchanged = self.event(from: model).0
                unchanged.source = event.source
                if unchanged == event { return EncodedRecord(record: record) }
                template = model
            } catch {
                diagnostics.append(
                    Diagnostic(
                        code: .fieldDropped, severity: .warning, path: JSONPath(keys: "source", "record"),
                        message: "source.record is not a readable \(id) record (\(error)); the event was encoded afresh"))
            }
        }
        let (model, losses) = model(for: event, template: template)
        return EncodedRecord(record: model.map { .object(writeModel($0)) }, diagnostics: diagnostics + losses)
    }
}
