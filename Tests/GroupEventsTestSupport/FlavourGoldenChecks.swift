import GroupEvents
import GroupEventsJSON

/// The golden checks every flavour adapter must pass on each of its fixtures (DESIGN §7). Each
/// returns a list of problems, empty when the check passes.
///
/// An adapter's public `encode` gives an unchanged event's source record back as it came, so a check
/// about the codec or the mapping never goes through it: it encodes through the mapping and the codec
/// (`encodeThroughModel`), and only the source record's model serves as a template.
public struct FlavourGoldenChecks: Sendable {
    /// The adapter of the fixtures' flavour.
    public let adapter: any FlavourAdapter
    /// The adapter's mapping then codec, over the model of an optional template record.
    private let throughModel: @Sendable (GroupEvent, JSONValue?) throws(RecordDecodingError) -> EncodedRecord
    /// The adapter's codec alone: a record read into its model and written again, or nil for a
    /// record of the flavour that is no group notification.
    private let throughCodec: @Sendable (JSONValue) throws(RecordDecodingError) -> JSONObject?

    /// Checks for one adapter.
    public init<Adapter: ModelFlavourAdapter>(adapter: Adapter) {
        self.adapter = adapter
        throughModel = { (event, template) throws(RecordDecodingError) in
            let templateModel = try template.map { (record) throws(RecordDecodingError) in try adapter.readModel(FieldReader(record: record)) }
            let (model, diagnostics) = adapter.model(for: event, template: templateModel)
            return EncodedRecord(record: model.map { .object(adapter.writeModel($0)) }, diagnostics: diagnostics)
        }
        throughCodec = { (record) throws(RecordDecodingError) in
            let reader = try FieldReader(record: record)
            guard try adapter.nonEventReason(reader) == nil else { return nil }
            return adapter.writeModel(try adapter.readModel(reader))
        }
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

    /// `event` encoded by the adapter's mapping and codec — never by handing a stored record back —
    /// building on the model of `template` (the event's source record) when given. The exception is
    /// an `unrecognized` event: no mapping has a code for it, and its stored record is by design the
    /// only way back, so it goes through the adapter's `encode`.
    public func encodeThroughModel(_ event: GroupEvent, over template: JSONValue?) throws -> EncodedRecord {
        event.kind == .unrecognized ? adapter.encode(event) : try throughModel(event, template)
    }

    /// Decoding gives the `.unified.json` golden.
    public func decodesToGolden(_ fixture: FixtureCase) throws -> [String] {
        let (event, _) = try decode(fixture)
        return try GoldenFile.check(event.map { .object(UnifiedEncoder.encode($0)) }, against: fixture.unifiedPath)
    }

    /// The decoded event, encoded by the mapping and the codec over the record's model, reproduces the
    /// record: same values, same key order, nothing reported.
    public func reencodesToInput(_ fixture: FixtureCase) throws -> [String] {
        let (decoded, _) = try decode(fixture)
        guard let event = decoded else { return [] }
        return try reproduces(fixture, event, over: try record(fixture), via: "re-encoded")
    }

    /// The problems with encoding `event` through the model over `template`, compared with the fixture's record.
    private func reproduces(_ fixture: FixtureCase, _ event: GroupEvent, over template: JSONValue, via route: String) throws -> [String] {
        let record = try record(fixture)
        let encoded = try encodeThroughModel(event, over: template)
        guard let output = encoded.record else { return ["\(fixture) \(route): no record: \(encoded.diagnostics)"] }
        return JSONDiff.differences(expected: record, actual: output).map { "\(fixture) \(route): \($0)" }
            + encoded.diagnostics.map { "\(fixture) \(route) with a diagnostic: \($0)" }
    }

    /// The codec alone reproduces the record: reading its model and writing it again gives the same
    /// values in the same key order.
    public func codecReproducesInput(_ fixture: FixtureCase) throws -> [String] {
        let record = try record(fixture)
        guard let written = try throughCodec(record) else { return [] }
        return JSONDiff.differences(expected: record, actual: .object(written)).map { "\(fixture) written by the codec: \($0)" }
    }

    /// Unified JSON written and read back gives the same event, and that event, encoded by the
    /// mapping and the codec over its `source.record`, gives the input again.
    public func survivesUnifiedJSON(_ fixture: FixtureCase) throws -> [String] {
        let (decoded, _) = try decode(fixture)
        guard let event = decoded else { return [] }
        let text = JSONWriter.compactString(.object(UnifiedEncoder.encode(event)))
        let (again, warnings) = try UnifiedDecoder.decode(try JSONReader().read(text))
        var problems = warnings.map { "\(fixture) unified read-back warned: \($0)" }
        if again != event { problems.append("\(fixture): unified JSON read back differs from the decoded event") }
        guard let record = again.source.record else { return problems + ["\(fixture): unified JSON lost source.record"] }
        return try problems + reproduces(fixture, again, over: record, via: "via unified JSON")
    }

    /// Encoding afresh (no source record to lean on) and decoding again gives the same event, apart
    /// from its source, except where a diagnostic of the encoding names the unified field it lost:
    /// every difference must be covered by a reported loss's `fields`.
    public func survivesFreshEncoding(_ fixture: FixtureCase) throws -> [String] {
        let (decoded, _) = try decode(fixture)
        guard let event = decoded, event.kind != .unrecognized else { return [] }
        var fresh = event
        fresh.source.record = nil
        let encoded = try encodeThroughModel(fresh, over: nil)
        guard let output = encoded.record else { return ["\(fixture): fresh encoding gave no record: \(encoded.diagnostics)"] }
        guard case .event(var again, _) = try adapter.decode(output) else { return ["\(fixture): fresh encoding is not an event"] }
        again.source = fresh.source
        let reported = encoded.diagnostics.flatMap(\.fields)
        return JSONDifference.between(expected: .object(UnifiedEncoder.encode(fresh)), actual: .object(UnifiedEncoder.encode(again)))
            .filter { difference in !reported.contains { $0.isPrefix(of: difference.path) } }
            .map { "\(fixture) encoded afresh, not reported as lost: \($0)" }
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

/// A fixture file that should exist but does not.
public enum FixtureError: Error, CustomStringConvertible {
    /// The file at this path is missing.
    case missing(String)

    /// The message.
    public var description: String {
        switch self {
        case .missing(let path): "missing fixture \(path)"
        }
    }
}
