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

    /// The fixture decoded to an event (or nil when it is not one), with the decoder's diagnostics.
    public func decode(_ fixture: FixtureCase) throws -> (GroupEvent?, [Diagnostic]) {
        switch try adapter.decode(try record(fixture)) {
        case .event(let event, let diagnostics): return (event, diagnostics)
        case .notAnEvent: return (nil, [])
        }
    }

    /// Decoding gives the `.unified.json` golden.
    public func decodesToGolden(_ fixture: FixtureCase) throws -> [String] {
        let (event, _) = try decode(fixture)
        return try GoldenFile.check(event.map { .object(UnifiedEncoder.encode($0)) }, against: fixture.unifiedPath)
    }

    /// Encoding the decoded event to the same flavour reproduces the record: same values, same key order.
    public func reencodesToInput(_ fixture: FixtureCase) throws -> [String] {
        let (decoded, _) = try decode(fixture)
        guard let event = decoded else { return [] }
        let encoded = adapter.encode(event)
        guard let output = encoded.record else { return ["\(fixture): re-encoding gave no record: \(encoded.diagnostics)"] }
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

    /// Unified JSON written and read back gives the same event, and that event re-encodes to the input.
    public func survivesUnifiedJSON(_ fixture: FixtureCase) throws -> [String] {
        let (decoded, _) = try decode(fixture)
        guard let event = decoded else { return [] }
        let text = JSONWriter.compactString(.object(UnifiedEncoder.encode(event)))
        let (again, warnings) = try UnifiedDecoder.decode(try JSONReader().read(text))
        var problems = warnings.map { "\(fixture) unified read-back warned: \($0)" }
        if again != event { problems.append("\(fixture): unified JSON read back differs from the decoded event") }
        if let output = adapter.encode(again).record {
            problems += JSONDiff.differences(expected: try record(fixture), actual: output).map { "\(fixture) via unified JSON: \($0)" }
        } else {
            problems.append("\(fixture): encoding the event read back from unified JSON gave no record")
        }
        return problems
    }

    /// Encoding afresh (no source record to lean on) and decoding again gives the same event, apart
    /// from its source: the encoder writes everything the model says.
    public func survivesFreshEncoding(_ fixture: FixtureCase) throws -> [String] {
        let (decoded, _) = try decode(fixture)
        guard let event = decoded, event.kind != .unrecognized else { return [] }
        var fresh = event
        fresh.source.record = nil
        let encoded = adapter.encode(fresh)
        guard let output = encoded.record else { return ["\(fixture): fresh encoding gave no record: \(encoded.diagnostics)"] }
        guard case .event(var again, _) = try adapter.decode(output) else { return ["\(fixture): fresh encoding is not an event"] }
        again.source = fresh.source
        let lost = encoded.diagnostics.filter { $0.severity >= .warning }
        if again == fresh || !lost.isEmpty { return [] }
        return JSONDiff.differences(expected: .object(UnifiedEncoder.encode(fresh)), actual: .object(UnifiedEncoder.encode(again)))
            .map { "\(fixture) encoded afresh: \($0)" }
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
        return try GoldenFile.check(translation.output, against: fixture.translationPath(vendor: vendor, flavour: flavour))
            + GoldenFile.check(.object(report), against: fixture.reportPath(vendor: vendor, flavour: flavour))
    }
}
