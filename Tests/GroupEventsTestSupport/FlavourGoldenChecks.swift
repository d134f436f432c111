import GroupEvents
import GroupEventsJSON

/// The golden checks every flavour adapter must pass on each of its fixtures. Each returns a list of
/// problems, empty when the check passes.
public struct FlavourGoldenChecks: Sendable {
    /// The adapter of the fixtures' flavour.
    public let adapter: any FlavourAdapter

    /// Checks for one adapter.
    public init(adapter: any FlavourAdapter) {
        self.adapter = adapter
    }

    /// The fixture's record, read with positions.
    public func record(_ fixture: FixtureCase) throws -> JSONValue {
        guard let record = try GoldenFile.read(fixture.recordPath) else { throw FixtureError.missing(fixture.recordPath) }
        return record
    }

    /// The fixture decoded to its events (none when it is not a notification), with the decoder's diagnostics.
    public func decode(_ fixture: FixtureCase) throws -> ([GroupEvent], [Diagnostic]) {
        switch try adapter.decode(try record(fixture)) {
        case .events(let events, let diagnostics): return (events, diagnostics)
        case .notAnEvent: return ([], [])
        }
    }

    /// Records as one golden value: nil for none, the record for one, an array for several.
    public static func golden(_ records: [JSONValue]) -> JSONValue? {
        records.count > 1 ? .array(JSONArray(records)) : records.first
    }

    /// Decoding gives the `.unified.json` golden (an array when the record gives several events).
    public func decodesToGolden(_ fixture: FixtureCase) throws -> [String] {
        let (events, _) = try decode(fixture)
        return try GoldenFile.check(Self.golden(events.map { .object(UnifiedEncoder.encode($0)) }), against: fixture.unifiedPath)
    }

    /// Encoding the decoded events to the same flavour reproduces the record: same values, same key order.
    public func reencodesToInput(_ fixture: FixtureCase) throws -> [String] {
        let (events, _) = try decode(fixture)
        guard !events.isEmpty else { return [] }
        let encoded = adapter.encode(events)
        guard encoded.records.count == 1, let output = encoded.records.first else {
            return ["\(fixture): re-encoding gave \(encoded.records.count) records: \(encoded.diagnostics)"]
        }
        var problems = JSONDiff.differences(expected: try record(fixture), actual: output).map { "\(fixture) re-encoded: \($0)" }
        problems += encoded.diagnostics.map { "\(fixture) re-encoded with a diagnostic: \($0)" }
        return problems
    }

    /// The codec alone reproduces the record: reading its model and writing it again gives the same
    /// values in the same key order (the adapter's encode returns unchanged records as they are, so
    /// this is where the syntax layer proves itself).
    public static func codecReproducesInput<Adapter: ModelFlavourAdapter>(_ fixture: FixtureCase, adapter: Adapter) throws -> [String] {
        let record = try FlavourGoldenChecks(adapter: adapter).record(fixture)
        let reader = try FieldReader(record: record)
        guard try adapter.nonEventReason(reader) == nil else { return [] }
        let written = adapter.writeModel(try adapter.readModel(reader))
        return JSONDiff.differences(expected: record, actual: .object(written)).map { "\(fixture) written by the codec: \($0)" }
    }

    /// Unified JSON written and read back gives the same events, and those events, encoded one unified
    /// record at a time as the command does, give the input back as one record.
    public func survivesUnifiedJSON(_ fixture: FixtureCase) throws -> [String] {
        let (events, _) = try decode(fixture)
        guard !events.isEmpty else { return [] }
        var problems: [String] = []
        var outputs: [JSONValue] = []
        for event in events {
            let text = JSONWriter.compactString(.object(UnifiedEncoder.encode(event)))
            let (again, warnings) = try UnifiedDecoder.decode(try JSONReader().read(text))
            problems += warnings.map { "\(fixture) unified read-back warned: \($0)" }
            if again != event { problems.append("\(fixture): unified JSON read back differs from the decoded event") }
            outputs += adapter.encode([again]).records
        }
        guard outputs.count == 1, let output = outputs.first else {
            return problems + ["\(fixture): encoding the events read back from unified JSON gave \(outputs.count) records"]
        }
        return problems + JSONDiff.differences(expected: try record(fixture), actual: output).map { "\(fixture) via unified JSON: \($0)" }
    }

    /// Encoding afresh (no source record to lean on) and decoding again gives the same event, apart
    /// from its source: the encoder writes everything the model says.
    public func survivesFreshEncoding(_ fixture: FixtureCase) throws -> [String] {
        let (events, _) = try decode(fixture)
        guard !events.isEmpty, !events.contains(where: { $0.kind == .unrecognized }) else { return [] }
        let fresh = events.map { event in
            var fresh = event
            fresh.source.record = nil
            return fresh
        }
        let encoded = adapter.encode(fresh)
        guard encoded.records.count == 1, let output = encoded.records.first else {
            return ["\(fixture): fresh encoding gave \(encoded.records.count) records: \(encoded.diagnostics)"]
        }
        guard case .events(let decodedAgain, _) = try adapter.decode(output) else { return ["\(fixture): fresh encoding is not an event"] }
        let again = zip(decodedAgain, fresh).map { event, original in
            var event = event
            event.source = original.source
            return event
        }
        let lost = encoded.diagnostics.filter { $0.severity >= .warning }
        if again == fresh || !lost.isEmpty { return [] }
        let unified = { (events: [GroupEvent]) in Self.golden(events.map { .object(UnifiedEncoder.encode($0)) }) ?? .null }
        return JSONDiff.differences(expected: unified(fresh), actual: unified(again)).map { "\(fixture) encoded afresh: \($0)" }
    }

    /// Translating the fixture to `target` gives the `.to.<vendor>.<flavour>.json` golden (absent when
    /// nothing is written) and its `.report.json` (outcome and diagnostics).
    public func translatesToGolden(_ fixture: FixtureCase, target: any FlavourAdapter) throws -> [String] {
        let translator = Translator(source: .flavour(adapter), target: target)
        let translation = translator.translate(try record(fixture))
        let report: JSONObject = [
            "outcome": .string(translation.outcome.rawValue),
            "diagnostics": .array(JSONArray(translation.diagnostics.map { diagnostic in
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
