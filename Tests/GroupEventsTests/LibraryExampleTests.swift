// README example: begin
import Foundation
import GroupEvents

/// Moves a TIM group history (a file, or a folder of exports) to ZIM's SDK form with new IDs,
/// streamed on every core; the report lists every loss, and the summary says how it went.
func migrateHistory(_ history: String, to output: String, idMapFile: String, report: String) throws -> RunSummary {
    let idMap = try IDMap(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: idMapFile))), file: idMapFile)
    let converter = try FlavourConverter(from: "tim:web", to: "zim:sdk", idMap: idMap)
    var options = RunOptions()
    options.report = report
    return try Conversion(converter, options: options).run(from: .path(history), to: .path(output))
}
// README example: end

// docs/library.md example: begin
/// Moves a ZIM group history to NIM's web SDK form, with users and groups renamed by an ID map
/// file: the NIM records as NDJSON, and the losses worth a look.
func migrate(history: URL, idMapFile: URL) throws -> (ndjson: String, losses: [String]) {
    let idMap = try IDMap(bytes: [UInt8](try Data(contentsOf: idMapFile)), file: idMapFile.path)
    let converter = try FlavourConverter(from: "zim", to: "nim:web", idMap: idMap, eventsOnly: true)
    let document = converter.convert(try Data(contentsOf: history), file: history.path)
    let ndjson = document.records.map { JSONWriter.compactString($0) + "\n" }.joined()
    let losses = document.diagnostics.filter { $0.severity >= .warning }.map(\.description)
    return (ndjson, losses)
}

/// Translates NIM messages to unified events as they arrive (from a message queue, say), one at a
/// time: nothing is held but the record in hand.
func forwardAsUnified(_ messages: some Sequence<JSONValue>, to send: (String) -> Void) throws {
    let converter = try FlavourConverter(from: "auto", to: "unified")
    for translation in converter.convert(records: messages) {
        for event in translation.outputs { send(JSONWriter.compactString(event)) }
        for diagnostic in translation.diagnostics where diagnostic.severity == .error { send("error: \(diagnostic.message)") }
    }
}
// docs/library.md example: end

import GroupEventsTestSupport
import Testing

/// The README's "Using the library" example is this file's first part, word for word, and
/// docs/library.md's first Swift block its second; both run. They import only the `GroupEvents`
/// product's module, as a program using the package would.
@Suite struct LibraryExampleTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The lines between the two marker lines of `text`.
    static func example(in text: String, from begin: String, to end: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.hasPrefix(begin) }), let last = lines[(first + 1)...].firstIndex(where: { $0.hasPrefix(end) })
        else { return nil }
        return lines[(first + 1)..<last].joined(separator: "\n")
    }

    @Test func theReadmeShowsThisExampleWordForWord() throws {
        let readme = try String(contentsOf: Self.root.appending(path: "README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Using the library"), "the README has the section")
        let shown = try #require(Self.example(in: String(readme[section.upperBound...]), from: "```swift", to: "```"))
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let example = try #require(Self.example(in: source, from: "// README example: begin", to: "// README example: end"))
        #expect(shown == example, "README.md's swift block under 'Using the library' must be this file's example; copy it over")
    }

    @Test func theLibraryGuideShowsItsExampleWordForWord() throws {
        let guide = try String(contentsOf: Self.root.appending(path: "docs/library.md"), encoding: .utf8)
        let shown = try #require(Self.example(in: guide, from: "```swift", to: "```"))
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let example = try #require(Self.example(in: source, from: "// docs/library.md example: begin", to: "// docs/library.md example: end"))
        #expect(shown == example, "docs/library.md's first swift block must be this file's second example; copy it over")
    }

    @Test func theHistoryIsMigratedAsTheCommandWouldWithAReport() throws {
        let folder = try TemporaryFolder()
        let summary = try migrateHistory(
            Self.root.appending(path: "Fixtures/streams/tim-group-history.ndjson").path, to: folder.path("zim/history.ndjson"),
            idMapFile: Self.root.appending(path: "Fixtures/id-maps/hiking-club.csv").path, report: folder.path("report.json"))
        #expect(summary.records == 12)
        #expect(summary.strictFailure == nil && !summary.hasDataError)
        let written = try #require(folder.read("zim/history.ndjson"))
        #expect(written.split(separator: "\n").count == 14, "records 7 and 12 are split in two ZIM records each (the report's \"several\")")
        #expect(!written.contains("\"zoe.k\"") && written.contains("zoe.kim@new.example"), "the ID map renamed zoe.k")
        let report = try JSONReader().read(try #require(folder.read("report.json")))
        #expect(report["status"] == "complete")
    }

    @Test func theMigrationRenamesEveryoneAndSaysWhatWasLost() throws {
        let (ndjson, losses) = try migrate(
            history: Self.root.appending(path: "Fixtures/streams/zim-group-history.ndjson"),
            idMapFile: Self.root.appending(path: "Fixtures/id-maps/hiking-club.csv"))
        let records = try ndjson.split(separator: "\n").map { try JSONReader().read(String($0)) }
        #expect(records.count == 11, "the text message is left out, every event written")
        #expect(records.allSatisfy { $0["to"] == "hike-club-2026" })
        #expect(records.first?["type"] == "text", "nim:web has no group creation: its text message")
        #expect(!ndjson.contains("\"g_hiking\"") && !ndjson.contains("\"zoe.k\"") && ndjson.contains("zoe.kim@new.example"))
        #expect(losses.contains { $0.contains("warning[unsupported-event]") }, "\(losses)")
    }

    @Test func messagesAreForwardedOneByOne() throws {
        let history = try String(contentsOf: Self.root.appending(path: "Fixtures/streams/nim-team-history.ndjson"), encoding: .utf8)
        let broken: JSONValue = .object(["attach": #"{"id": "x"}"#, "msgType": "NOTIFICATION", "convType": "TEAM", "to": "1"])
        let messages = try history.split(separator: "\n").map { try JSONReader().read(String($0)) } + [broken]
        var sent: [String] = []
        try forwardAsUnified(messages) { sent.append($0) }
        let forwarded = try sent.dropLast().map { try JSONReader().read($0) }
        #expect(forwarded.count == 14, "13 events of 12 team notifications (one gives two), and the text message passed through")
        #expect(forwarded.filter { $0["source"]?["vendor"] == "nim" }.count == 13)
        #expect(sent.last == "error: expected an integer, found string (at 1:8 in the text of $.attach)", "the broken message says why")
    }
}
