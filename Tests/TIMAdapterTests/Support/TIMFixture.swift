import GroupEventsCore
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// TIM fixture records and what the adapters make of them, for the tests.
enum TIMFixture {
    /// The record `Fixtures/tim/<flavour>/<name>.json`.
    static func record(_ flavour: String, _ name: String) throws -> JSONValue {
        try #require(try GoldenFile.read("Fixtures/tim/\(flavour)/\(name).json"), "Fixtures/tim/\(flavour)/\(name).json")
    }

    /// The events and diagnostics `adapter` decodes a record to (none for a record that is no event).
    static func decode(_ record: JSONValue, with adapter: any FlavourAdapter) throws -> ([GroupEvent], [Diagnostic]) {
        guard case .events(let events, let diagnostics) = try adapter.decode(record) else { return ([], []) }
        return (events, diagnostics)
    }

    /// The events without their source record, as a composed or edited event would come.
    static func fresh(_ events: [GroupEvent]) -> [GroupEvent] {
        events.map { event in
            var fresh = event
            fresh.source.record = nil
            fresh.source.part = nil
            return fresh
        }
    }

    /// Expects the malformed record `name` to be claimed by `adapter` and to fail decoding at `path`,
    /// located in the record.
    static func expectMalformed(
        _ name: String, at path: String, by adapter: any FlavourAdapter, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let record = try self.record("malformed", name)
        #expect(
            adapter.recognizes(try FieldReader(record: record)), "a malformed \(adapter.id) record is still claimed by \(adapter.id)",
            sourceLocation: sourceLocation)
        do {
            _ = try adapter.decode(record)
            Issue.record("decoded", sourceLocation: sourceLocation)
        } catch {
            #expect(error.path.description == path, "\(error)", sourceLocation: sourceLocation)
            #expect(error.offset != .unknown, "located in the record: \(error)", sourceLocation: sourceLocation)
        }
    }
}
