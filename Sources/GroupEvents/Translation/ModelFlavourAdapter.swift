import GroupEventsJSON

/// A flavour adapter built from two layers: a codec between JSON records and the vendor's model
/// (`readModel`, `writeModel`) and a mapping between that model and `GroupEvent` (`events(from:)`,
/// `models(for:template:)`); `CodecMappingAdapter` is the one conforming type vendors use. Conforming
/// gives `decode` and `encode` for free:
/// - decoding keeps the record in every event's `source.record`, and numbers the events of a record
///   that gave several (`source.part`);
/// - encoding events whose source record is of this flavour and still says what they say returns
///   that record exactly; edited events are encoded afresh over the record's model, so fields the
///   events have no place for are kept;
/// - a record of several events read back one unified event at a time is written once, for its first
///   event; its other events, unchanged, write nothing (they are in that record);
/// - events from a record of another flavour of the same vendor use that record's model as the
///   template, so fields the shared model holds and the unified event does not name are kept.
public protocol ModelFlavourAdapter: FlavourAdapter {
    /// The vendor's model of one record of this flavour.
    associatedtype Model: Sendable

    /// Why a record of this flavour is not a group notification, or nil when it is one.
    func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String?

    /// The record's model; malformed records throw, naming the path.
    func readModel(_ record: FieldReader) throws(RecordDecodingError) -> Model

    /// The model as a record, laid over the object it was read from, if any.
    func writeModel(_ model: Model) -> JSONObject

    /// The events a model describes (at least one), with anything worth reporting.
    func events(from model: Model) -> ([GroupEvent], [Diagnostic])

    /// The template for events whose source record is of another flavour of the same vendor, when the
    /// two share the model; nil otherwise.
    func template(for source: EventSource) -> Model?

    /// The models, one per record, for events of one source record, building on `template` (the model
    /// of that record, when it was of this flavour), reporting what the flavour cannot say.
    func models(for events: [GroupEvent], template: Model?) -> ([Model], [Diagnostic])
}

extension ModelFlavourAdapter {
    /// No templates from other flavours unless the adapter has some.
    public func template(for source: EventSource) -> Model? { nil }

    /// Every record is a group notification unless the flavour says otherwise.
    public func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? { nil }

    /// Reads the record's model and maps it to its events.
    public func decode(_ record: JSONValue) throws(RecordDecodingError) -> DecodedRecord {
        let reader = try FieldReader(record: record)
        if let reason = try nonEventReason(reader) { return .notAnEvent(reason: reason) }
        let (events, diagnostics) = sourced(events(from: try readModel(reader)), record: record)
        return .events(events, diagnostics)
    }

    /// Returns the source record when the events are all of it, of this flavour and unchanged;
    /// otherwise maps the events to models over the record's model and writes them.
    public func encode(_ events: [GroupEvent]) -> EncodedRecords {
        guard let first = events.first else { return EncodedRecords(records: []) }
        var template: Model?
        var written = events
        var diagnostics: [Diagnostic] = []
        if first.source.flavour == id, let record = first.source.record,
            events.allSatisfy({ $0.source.flavour == id && $0.source.record == record })
        {
            do {
                let model = try readModel(FieldReader(record: record))
                let originals = sourced(self.events(from: model), record: record).0
                template = model
                if events.count == originals.count {
                    // The whole record: unchanged apart from what unified JSON may not keep of the source.
                    let unchanged = zip(originals, events).map { original, event in
                        var original = original
                        original.source = event.source
                        return original
                    }
                    if unchanged == events { return EncodedRecords(records: [record]) }
                } else if events.count == 1, let part = first.source.part, part.count == originals.count, part.index < part.count {
                    // One event of a record of several, read back on its own.
                    if part.index > 0 {
                        if first == originals[part.index] {
                            return EncodedRecords(records: [], diagnostics: [carried(part)])
                        }
                        template = nil
                        diagnostics.append(
                            .loss(
                                .approximated, "event \(part.index + 1) of \(part.count) of its record was edited; it is written as a record of its own",
                                fields: [JSONPath.root]))
                    } else {
                        written = originals
                        written[0] = first
                        if written == originals { return EncodedRecords(records: [record]) }
                    }
                }
            } catch {
                diagnostics.append(
                    Diagnostic(
                        code: .fieldDropped, severity: .warning, path: JSONPath(keys: "source", "record"),
                        message: "source.record is not a readable \(id) record (\(error)); the event was encoded afresh"))
            }
        } else if first.source.flavour.vendor == id.vendor, events.allSatisfy({ $0.source.record == first.source.record }) {
            template = self.template(for: first.source)
        }
        let (models, losses) = models(for: written, template: template)
        return EncodedRecords(records: models.map { .object(writeModel($0)) }, diagnostics: diagnostics + losses)
    }

    /// The events with their source record and, for several, their parts.
    private func sourced(_ decoded: ([GroupEvent], [Diagnostic]), record: JSONValue) -> ([GroupEvent], [Diagnostic]) {
        var events = decoded.0
        for index in events.indices {
            events[index].source.record = record
            if events.count > 1 { events[index].source.part = EventSource.Part(index: index, count: events.count) }
        }
        return (events, decoded.1)
    }

    private func carried(_ part: EventSource.Part) -> Diagnostic {
        Diagnostic(
            code: .merged, severity: .info, path: .root,
            message: "event \(part.index + 1) of \(part.count) of its record is written with the record's first event")
    }
}
