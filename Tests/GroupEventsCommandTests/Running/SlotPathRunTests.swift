import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// A conversion whose records the slot path takes (a named source flavour, `tim:web` to `zim:sdk`)
/// prints, reports and counts every record's diagnostics as a run the general path takes
/// (`--from auto`) does: the slot path keeps them as their parts and makes them whole only there.
@Suite struct SlotPathRunTests {
    @Test(arguments: [1, 2]) func diagnosticsArePrintedAndReportedAsTheGeneralPathsAre(jobs: Int) throws {
        let folder = try TemporaryFolder()
        let history = try Fixture.text("streams/tim-group-history.ndjson")
        // More diagnostics than are printed, so that the withheld ones are counted too.
        let input = try folder.write("history.ndjson", String(repeating: history, count: 10))
        func run(from source: String) throws -> (run: CommandRun, report: JSONValue) {
            // One name for both runs' reports, which the last line printed names.
            let report = folder.path("report.json")
            let run = try CommandRun(["convert", "--from", source, "--to", "zim:sdk", "--jobs", String(jobs), "--report", report, input])
            return (run, try JSONReader().read(try #require(folder.read("report.json"))))
        }
        let slots = try run(from: "tim:web")
        let general = try run(from: "auto")
        #expect(slots.run.status == general.run.status)
        #expect(slots.run.output == general.run.output)
        #expect(slots.run.errors == general.run.errors)
        #expect(slots.run.errors.contains("zim:sdk keeps message IDs as 64-bit integers; tim's message ID"))
        #expect(slots.run.errors.contains("more diagnostics not shown"))
        for key in ["diagnostics", "diagnosticCodes", "outcomes", "kinds", "records"] {
            #expect(slots.report[key] == general.report[key], "\(key)")
        }
        #expect((slots.report["diagnostics"]?.arrayValue?.count ?? 0) > 100)
    }
}
