import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// A record of the target's own flavour is decoded once: `encode(_:unchangedFrom:)` must give what
/// `encode(_:)` gives when it reads the record a second time, for every fixture of every flavour.
@Suite struct UnchangedEncodingTests {
    @Test func theShortcutAgreesWithEncodingOnEveryFixture() throws {
        let catalog = FlavourCatalog()
        var checked = 0
        for (flavour, fixture) in FlavourCatalogTests.fixtures {
            let adapter = try catalog.adapter(named: flavour.description)
            let record = SourceRecord(try #require(try GoldenFile.read(fixture.recordPath), "\(fixture) is JSON"))
            guard case .events(let events, _)? = try? adapter.decode(record), !events.isEmpty else { continue }
            let shortcut = adapter.encode(events, unchangedFrom: record)
            let encoded = adapter.encode(events)
            #expect(shortcut.records == encoded.records, "\(fixture): records differ")
            #expect(shortcut.diagnostics == encoded.diagnostics, "\(fixture): diagnostics differ")
            checked += 1
        }
        #expect(checked > 50)
    }
}
