import GroupEventsJSON

/// A flavour adapter built from two layers: a codec between JSON records and the vendor's model
/// (`readModel`, `writeModel`) and a mapping between that model and `GroupEvent` (`events(from:)`,
/// `models(for:template:)`); vendors' adapters conform through `CodecMappingAdapter`. Conforming
/// gives `decode` and `encode` for free:
/// - decoding keeps the record in every event's `source.record`, and numbers the events of a record
///   that gave several (`source.part`); the record's data no event carries is a finding of its own
///   (`uncarriedData(in:)`), which the translator settles once it knows what the output keeps;
/// - encoding events whose source record is of this flavour and still says what they say returns
///   that record exactly; edited events are encoded afresh over the record's model, so fields the
///   events have no place for are kept;
/// - a record of several events read back one unified event at a time is written once, for its first
///   event; its other events, unchanged, write nothing (they are in that record);
/// - events from a record of another flavour of the same vendor use that record's model as the
///   template, so fields the shared model holds and the unified event does not name are kept;
/// - every field an event fills that a record written afresh has no place for (`places(for:)`), and
///   that the mapping did not report itself, is reported as left out (`FieldPlaces`): a translation
///   says what it lost without reading its records back.
@usableFromInline package protocol ModelFlavourAdapter: FlavourAdapter {
    /// The vendor's model of one record of this flavour.
    associatedtype Model: Sendable

    /// Why a record of this flavour is not a group notification, or nil when it is one.
    func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String?

    /// The top-level key of the extension field of the flavour's fallback text message, from which
    /// decoding recovers the unified event such a message carries; nil when there is none.
    var fallbackExtensionKey: String? { get }

    /// The data of `record` that no event carries (`UncarriedRecordData`): the application's own
    /// data and keys the flavour does not document, for the translator to settle.
    func uncarriedData(in record: FieldReader) -> [Diagnostic]

    /// The record's model; malformed records throw, naming the path.
    func readModel(_ record: FieldReader) throws(RecordDecodingError) -> Model

    /// The model as a record, laid over the object it was read from, if any.
    func writeModel(_ model: Model) -> OutputRecord

    /// The events a model describes (at least one), with anything worth reporting.
    func events(from model: Model) -> ([GroupEvent], [Diagnostic])

    /// The template for events whose source record is of another flavour of the same vendor, when the
    /// two share the model; nil otherwise.
    func template(for source: EventSource) -> Model?

    /// The models, one per record, for events of one source record, building on `template` (the model
    /// of that record, when it was of this flavour), reporting what the flavour cannot say.
    func models(for events: [GroupEvent], template: Model?) -> ([Model], [Diagnostic])

    /// The fields of `event` a record of this flavour written afresh has a place for (see `FieldPlaces`).
    func places(for event: GroupEvent) -> FieldPlaces
}

extension ModelFlavourAdapter {
    /// No templates from other flavours unless the adapter has some.
    @inlinable package func template(for source: EventSource) -> Model? { nil }

    /// Every record is a group notification unless the flavour says otherwise.
    @inlinable package func nonEventReason(_ record: FieldReader) throws(RecordDecodingError) -> String? { nil }

    /// Every field, unless the adapter knows better.
    @inlinable package func places(for event: GroupEvent) -> FieldPlaces { .everything }

    /// No fallback text message to recover events from unless the flavour has one.
    @inlinable package var fallbackExtensionKey: String? { nil }

    /// Nothing found unless the flavour says where to look.
    @inlinable package func uncarriedData(in record: FieldReader) -> [Diagnostic] { [] }

    /// Reads the record's model and maps it to its events; a record that is no group notification
    /// is the event it carries when it is a fallback text message (`UnifiedDecoder.recoverFallback`).
    @inlinable package func decode(_ record: SourceRecord) throws(RecordDecodingError) -> DecodedRecord {
        let reader = try record.reader()
        if let reason = try nonEventReason(reader) {
            guard let key = fallbackExtensionKey, let (event, diagnostics) = UnifiedDecoder.recoverFallback(from: reader, key: key)
            else { return .notAnEvent(reason: reason) }
            return .events([event], diagnostics)
        }
        var (events, diagnostics) = events(from: try readModel(reader))
        diagnostics.append(contentsOf: uncarriedData(in: reader))
        setSourceRecord(record, of: &events)
        return .events(events, diagnostics)
    }

    /// Returns the source record when the events are all of it, of this flavour and unchanged;
    /// otherwise maps the events to models over the record's model and writes them.
    @inlinable package func encode(_ events: [GroupEvent]) -> EncodedRecords {
        guard !events.isEmpty else { return EncodedRecords(records: []) }
        let source = events[0].source
        var template: Model?
        var written = events
        var diagnostics: [Diagnostic] = []
        // The others' records are compared only when there are others: comparing a record is a deep walk.
        let oneSource = events.dropFirst().allSatisfy { $0.source.flavour == source.flavour && $0.source.original == source.original }
        // A record of this flavour is rebuilt over its own model, which keeps what the events do not say.
        let ownRecord = events.contains { $0.source.isRecord(of: id) }
        if source.flavour == id, let record = source.original, oneSource {
            do {
                let model = try readModel(record.reader())
                var originals = self.events(from: model).0
                template = model
                if events.count == originals.count {
                    // The whole record: unchanged apart from what unified JSON may not keep of the source.
                    // In place and by index: an event is a large value, and copies of it cost (a hot path).
                    for index in originals.indices { originals[index].source = events[index].source }
                    if originals.indices.allSatisfy({ originals[$0] == events[$0] }) { return EncodedRecords(records: [record.value]) }
                } else if events.count == 1, let part = source.part, part.count == originals.count, part.index < part.count {
                    // One event of a record of several, read back on its own.
                    setSourceRecord(record, of: &originals)
                    if part.index > 0 {
                        if events[0] == originals[part.index] {
                            return EncodedRecords(records: [], diagnostics: [carried(part)])
                        }
                        template = nil
                        diagnostics.append(
                            .loss(
                                .approximated,
                                "event \(part.index + 1) of \(part.count) of its record was edited; it is written as a record of its own",
                                fields: [JSONPath.root]))
                    } else {
                        written = originals
                        written[0] = events[0]
                        if written == originals { return EncodedRecords(records: [record.value]) }
                    }
                }
            } catch {
                // Located at the offending value inside `source.record` (which lies in the text the event was read from).
                diagnostics.append(
                    Diagnostic(
                        code: .fieldDropped, severity: .warning, path: JSONPath([.key("source"), .key("record")] + error.path.components),
                        offset: error.offset,
                        message: "source.record is not a readable \(id) record (\(error.message)); the event was encoded afresh"))
            }
        } else if source.flavour.vendor == id.vendor, oneSource {
            template = self.template(for: source)
        }
        let (models, found) = splitModels(for: written, template: template)
        var losses = found
        if !models.isEmpty, !ownRecord {
            losses.append(adopting: FieldPlaces.losses(of: written, writer: id, reported: losses) { places(for: $0) })
        }
        return EncodedRecords(outputRecords: models.map { writeModel($0) }, diagnostics: diagnostics.followed(by: losses))
    }

    /// The models for `events` (`models(for:template:)`), where an event is more than one record of
    /// this flavour holds (`recordSplit(for:)`) one record per part of it, each part mapped on its own
    /// and its diagnostics naming the fields of the whole event. The template, the model of the events'
    /// record, serves only when no event splits (no part is that record).
    @inlinable func splitModels(for events: [GroupEvent], template: Model?) -> ([Model], [Diagnostic]) {
        // Nearly always nothing splits, and the events go on as they are.
        guard events.contains(where: { $0.recordParts(recordSplit(for: $0)) != nil }) else { return models(for: events, template: template) }
        var models: [Model] = []
        var diagnostics: [Diagnostic] = []
        var whole: [GroupEvent] = []
        func writeWhole() {
            guard !whole.isEmpty else { return }
            let (written, found) = self.models(for: whole, template: nil)
            models += written
            diagnostics += found
            whole = []
        }
        for event in events {
            guard let parts = event.recordParts(recordSplit(for: event)) else {
                whole.append(event)
                continue
            }
            writeWhole()
            for part in parts {
                let (written, found) = self.models(for: [part.event], template: nil)
                models += written
                // What every part says alike (a join method the flavour cannot say) is said once.
                for diagnostic in found.map(part.wholeEventDiagnostic) where !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            }
        }
        writeWhole()
        return (models, diagnostics)
    }

    /// The record itself: `encode(_:)` reads it again and finds the same events, so it would return it.
    @inlinable package func encode(_ events: [GroupEvent], unchangedFrom record: SourceRecord) -> EncodedRecords {
        EncodedRecords(outputRecords: [.unchanged(record)])
    }

    /// Gives the events their source record and, for several, their parts; in place, so that no
    /// event's fields are copied to a box of its own.
    @inlinable func setSourceRecord(_ record: SourceRecord, of events: inout [GroupEvent]) {
        for index in events.indices {
            events[index].source.original = record
            if events.count > 1 { events[index].source.part = EventSource.Part(index: index, count: events.count) }
        }
    }

    @inlinable func carried(_ part: EventSource.Part) -> Diagnostic {
        Diagnostic(
            code: .merged, severity: .info, path: .root,
            message: "event \(part.index + 1) of \(part.count) of its record is written with the record's first event")
    }
}
