import GroupEventsCore
import GroupEventsJSON

/// The golden checks every flavour adapter must pass on each of its fixtures. Each returns a list of
/// problems, empty when the check passes.
///
/// An adapter's public `encode` gives unchanged events' source record back as it came, so a check
/// about the codec or the mapping never goes through it: it encodes through the mapping and the codec
/// (`encodeThroughModel`), and only the source record's model serves as a template.
package struct FlavourGoldenChecks: Sendable {
    /// The adapter of the fixtures' flavour.
    package let adapter: any FlavourAdapter
    /// The adapter's mapping then codec, over the model of an optional template record.
    private let throughModel: @Sendable ([GroupEvent], JSONValue?) throws(RecordDecodingError) -> EncodedRecords
    /// The adapter's codec alone: a record read into its model and written again, or nil for a
    /// record of the flavour that is no group notification.
    private let throughCodec: @Sendable (JSONValue) throws(RecordDecodingError) -> JSONObject?

    /// Checks for one adapter.
    package init<Adapter: ModelFlavourAdapter>(adapter: Adapter) {
        self.adapter = adapter
        throughModel = { (events, template) throws(RecordDecodingError) in
            let templateModel = try template.map { (record) throws(RecordDecodingError) in try adapter.readModel(FieldReader(record: record)) }
            let (models, diagnostics) = adapter.models(for: events, template: templateModel)
            return EncodedRecords(outputRecords: models.map { adapter.writeModel($0) }, diagnostics: diagnostics)
        }
        throughCodec = { (record) throws(RecordDecodingError) in
            let reader = try FieldReader(record: record)
            guard try adapter.nonEventReason(reader) == nil else { return nil }
            return adapter.writeModel(try adapter.readModel(reader)).value.objectValue
        }
    }

    /// The fixture's record, read with positions.
    package func record(_ fixture: FixtureCase) throws -> JSONValue {
        guard let record = try GoldenFile.read(fixture.recordPath) else { throw FixtureError.missing(fixture.recordPath) }
        return record
    }

    /// The fixture decoded to its events (none when it is not a notification), with the decoder's diagnostics.
    package func decode(_ fixture: FixtureCase) throws -> ([GroupEvent], [Diagnostic]) {
        switch try adapter.decode(try record(fixture)) {
        case .events(let events, let diagnostics): return (events, diagnostics)
        case .notAnEvent: return ([], [])
        }
    }

    /// Records as one golden value: nil for none, the record for one, an array for several.
    package static func golden(_ records: [JSONValue]) -> JSONValue? {
        records.count > 1 ? .array(JSONArray(records)) : records.first
    }

    /// `events` (of one record) encoded by the adapter's mapping and codec — never by handing a stored
    /// record back — building on the model of `template` (their source record) when given. The
    /// exception is an `unrecognized` event: no mapping has a code for it, and its stored record is
    /// by design the only way back, so it goes through the adapter's `encode`.
    package func encodeThroughModel(_ events: [GroupEvent], over template: JSONValue?) throws -> EncodedRecords {
        events.contains { $0.kind == .unrecognized } ? adapter.encode(events) : try throughModel(events, template)
    }

    /// Decoding gives the `.unified.json` golden (an array when the record gives several events).
    package func decodesToGolden(_ fixture: FixtureCase) throws -> [String] {
        let (events, _) = try decode(fixture)
        return try GoldenFile.check(Self.golden(events.map { .object(UnifiedEncoder.encode($0)) }), against: fixture.unifiedPath)
    }

    /// The decoded events, encoded by the mapping and the codec over the record's model, reproduce the
    /// record as one record: same values, same key order, nothing reported.
    package func reencodesToInput(_ fixture: FixtureCase) throws -> [String] {
        let (events, _) = try decode(fixture)
        guard !events.isEmpty else { return [] }
        return try reproduces(fixture, events, over: try record(fixture), via: "re-encoded")
    }

    /// The problems with encoding `events` through the model over `template`, compared with the fixture's record.
    private func reproduces(_ fixture: FixtureCase, _ events: [GroupEvent], over template: JSONValue, via route: String) throws -> [String] {
        let encoded = try encodeThroughModel(events, over: template)
        guard encoded.records.count == 1, let output = encoded.records.first else {
            return ["\(fixture) \(route): \(encoded.records.count) records: \(encoded.diagnostics)"]
        }
        return JSONDiff.differences(expected: try record(fixture), actual: output).map { "\(fixture) \(route): \($0)" }
            + encoded.diagnostics.map { "\(fixture) \(route) with a diagnostic: \($0)" }
    }

    /// The codec alone reproduces the record: reading its model and writing it again gives the same
    /// values in the same key order.
    package func codecReproducesInput(_ fixture: FixtureCase) throws -> [String] {
        let record = try record(fixture)
        guard let written = try throughCodec(record) else { return [] }
        return JSONDiff.differences(expected: record, actual: .object(written)).map { "\(fixture) written by the codec: \($0)" }
    }

    /// Unified JSON written and read back gives the same events. Read back one unified record at a
    /// time and encoded as the command does, they give the input back as one record; encoded together
    /// by the mapping and the codec over their `source.record`, they give it again.
    package func survivesUnifiedJSON(_ fixture: FixtureCase) throws -> [String] {
        let (events, _) = try decode(fixture)
        guard !events.isEmpty else { return [] }
        var problems: [String] = []
        var readBack: [GroupEvent] = []
        var outputs: [JSONValue] = []
        for event in events {
            let text = JSONWriter.compactString(.object(UnifiedEncoder.encode(event)))
            let (again, warnings) = try UnifiedDecoder.decode(try JSONReader().read(text))
            problems += warnings.map { "\(fixture) unified read-back warned: \($0)" }
            if again != event { problems.append("\(fixture): unified JSON read back differs from the decoded event") }
            readBack.append(again)
            outputs += adapter.encode([again]).records
        }
        if outputs.count != 1 {
            problems.append("\(fixture): encoding the events read back from unified JSON one by one gave \(outputs.count) records")
        } else if let output = outputs.first {
            problems += JSONDiff.differences(expected: try record(fixture), actual: output).map { "\(fixture) via unified JSON: \($0)" }
        }
        guard let record = readBack[0].source.record else { return problems + ["\(fixture): unified JSON lost source.record"] }
        return try problems + reproduces(fixture, readBack, over: record, via: "via unified JSON, through the model")
    }

    /// Encoding afresh (no source record to lean on) and decoding again gives the same events, apart
    /// from their source, except where a diagnostic of the encoding names the unified field it lost:
    /// every difference must be covered by a reported loss's `fields`.
    package func survivesFreshEncoding(_ fixture: FixtureCase) throws -> [String] {
        let (events, _) = try decode(fixture)
        guard !events.isEmpty, !events.contains(where: { $0.kind == .unrecognized }) else { return [] }
        let fresh = events.map { event in
            var fresh = event
            fresh.source.record = nil
            return fresh
        }
        let encoded = try encodeThroughModel(fresh, over: nil)
        guard encoded.records.count == 1, let output = encoded.records.first else {
            return ["\(fixture): fresh encoding gave \(encoded.records.count) records: \(encoded.diagnostics)"]
        }
        guard case .events(let decodedAgain, _) = try adapter.decode(output) else { return ["\(fixture): fresh encoding is not an event"] }
        let again = zip(decodedAgain, fresh).map { event, original in
            var event = event
            event.source = original.source
            return event
        }
        let unified = { (events: [GroupEvent]) in Self.golden(events.map { .object(UnifiedEncoder.encode($0)) }) ?? .null }
        let reported = encoded.diagnostics.flatMap(\.fields)
        var problems = decodedAgain.count == fresh.count ? [] : ["\(fixture) encoded afresh: \(fresh.count) events came back as \(decodedAgain.count)"]
        problems += JSONDifference.between(expected: unified(fresh), actual: unified(again))
            .filter { difference in !reported.contains { $0.isPrefix(of: Self.eventPath(difference.path, of: fresh.count)) } }
            .map { "\(fixture) encoded afresh, not reported as lost: \($0)" }
        return problems
    }

    /// A difference's path inside one event: with several events the goldens are arrays, and a
    /// reported loss names the field inside its event (`$.mute`, not `$[1].mute`).
    private static func eventPath(_ path: JSONPath, of count: Int) -> JSONPath {
        count > 1 ? JSONPath(Array(path.components.dropFirst())) : path
    }

    /// Translating the fixture to `target` gives the `.to.<vendor>.<flavour>.json` golden (absent when
    /// nothing is written) and its `.report.json` (outcome and diagnostics).
    package func translatesToGolden(_ fixture: FixtureCase, target: any FlavourAdapter) throws -> [String] {
        let translator = Translator(source: .flavour(adapter), target: target)
        let translation = translator.translate(try record(fixture))
        let report: JSONObject = [
            "outcome": .string(translation.outcome.rawValue),
            "diagnostics": .array(
                JSONArray(
                    translation.diagnostics.map { diagnostic in
                        .object([
                            "code": .string(diagnostic.code.rawValue), "severity": .string(diagnostic.severity.rawValue),
                            "message": .string(diagnostic.message),
                        ])
                    })),
        ]
        let (vendor, flavour) = (target.id.vendor, target.id.flavour)
        return try GoldenFile.check(Self.golden(translation.outputs), against: fixture.translationPath(vendor: vendor, flavour: flavour))
            + GoldenFile.check(.object(report), against: fixture.reportPath(vendor: vendor, flavour: flavour))
    }
}
