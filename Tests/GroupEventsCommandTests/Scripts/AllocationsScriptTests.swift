import Foundation
import GroupEventsTestSupport
import Testing

/// `Scripts/allocations`, which measures the aim of at most one heap allocation per record: on a
/// few records with the tests' binary, it prints the two heap counts and their difference per record.
@Suite struct AllocationsScriptTests {
    /// Whether valgrind is on the PATH (the script needs it; without it the test is skipped, saying so).
    static let valgrindIsInstalled = (try? ProcessRun(URL(fileURLWithPath: "/usr/bin/env"), ["which", "valgrind"]).status) == 0

    @Test(.enabled(if: valgrindIsInstalled, "valgrind is not installed"), .timeLimit(.minutes(3)))
    func printsAllocationsPerRecordFromTwoRuns() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let records = Repository.root.appending(path: "Fixtures/streams/zim-group-history.ndjson").path
        let run = try ProcessRun.output(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", Repository.root.appending(path: "Scripts/allocations").path, "--from", "zim", "--to", "unified"]
                + ["--records", "5", "--binary", binary.path, records])
        #expect(run.status == 0, "\(run.text)")
        let line = try #require(run.text.split(separator: "\n").first.map(String.init))
        let figures = line.split { !($0.isNumber || $0 == ".") }.compactMap { Double($0) }
        // "zim → unified: A allocations for 5 records, B for 10: P allocations per record"
        try #require(figures.count == 5, "\(line)")
        #expect(figures[1] == 5 && figures[3] == 10)
        #expect(figures[2] > figures[0], "more records allocate more: \(line)")
        #expect(abs(figures[4] - (figures[2] - figures[0]) / 5) < 0.1, "the difference over the records: \(line)")
    }
}
