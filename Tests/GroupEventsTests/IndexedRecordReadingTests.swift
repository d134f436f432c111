import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEvents
import GroupEventsTestSupport
import Testing

/// Records read where they lie (an indexed text, as the command reads them) and records handed in as
/// values (the library's value API) translate alike: on every fixture of every flavour, malformed ones
/// included, read as their own flavour and detected (`auto`), to every flavour and unified JSON, the
/// outcome, outputs, events and diagnostics agree, and the outputs written with each read's source are
/// the same bytes (the unchanged parts copied from the record alike).
@Suite struct IndexedRecordReadingTests {
    static let catalog = FlavourCatalog()

    /// Every fixture record file, with the flavour it is read as (nil: the malformed ones, read as
    /// detected).
    static let records: [(path: String, flavour: String)] = {
        let named = FlavourCatalogTests.fixtures.map { ($0.1.recordPath, $0.0.description) }
        let malformed = ["nim", "tim", "zim"].flatMap { vendor in
            ((try? FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.appending(path: "\(vendor)/malformed").path)) ?? [])
                .filter { $0.hasSuffix(".json") }.sorted().map { ("Fixtures/\(vendor)/malformed/\($0)", "auto") }
        }
        return named + malformed
    }()

    @Test func indexedRecordsTranslateAsValuesDoOnEveryFixture() throws {
        #expect(Self.records.count > 150)
        let targets = Self.catalog.adapters.map(\.id.description)
        var compared = 0
        for (path, flavour) in Self.records {
            let bytes = try #require(Repository.bytes(path), "\(path) is read")
            let (value, valueSource) = try JSONReader().readWithSource(bytes, baseOffset: 7)
            let text = try JSONIndexedText(bytes: bytes, baseOffset: 7)
            #expect(text.root.value == value, "\(path): the indexed value")
            for source in Set([flavour, "auto"]) {
                for target in targets {
                    let translator = Translator(source: try Self.catalog.source(named: source), target: try Self.catalog.adapter(named: target))
                    let fromValue = translator.translate(SourceRecord(value))
                    let fromText = translator.translate(SourceRecord(text))
                    let place = "\(path) from \(source) to \(target)"
                    #expect(fromText.outcome == fromValue.outcome, "\(place): outcome")
                    #expect(fromText.outputs == fromValue.outputs, "\(place): outputs")
                    #expect(fromText.events == fromValue.events, "\(place): events")
                    #expect(fromText.diagnostics == fromValue.diagnostics, "\(place): diagnostics")
                    #expect(
                        fromText.outputs.map { written($0, source: text.source) } == fromValue.outputs.map { written($0, source: valueSource) },
                        "\(place): written bytes")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_500)
    }

    /// `value` written compactly, copying unchanged parts from `source`.
    private func written(_ value: JSONValue, source: JSONSource) -> [UInt8] {
        var writer = JSONWriter(style: .compact, source: source)
        writer.write(value)
        return writer.bytes
    }
}
