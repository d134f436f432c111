import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `--report` streams: a report of tens of thousands of diagnostics takes no more memory than the run
/// without one, and is one valid document with a line per diagnostic.
@Suite struct ReportFileTests {
    /// The peak resident memory in MB of the binary run with `arguments` and its exit status, measured by
    /// a small Python parent (Linux carries a parent's high-water mark into a child it forks, so the
    /// test process cannot measure its own child).
    static func peakMegabytes(_ arguments: [String]) throws -> (status: Int32, megabytes: Double) {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let script = """
            import resource, subprocess, sys
            run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            print(run.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, binary.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let words = text.split(separator: " ")
        return (Int32(words.first ?? "") ?? -1, Double(words.last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? .infinity)
    }

    @Test(.timeLimit(.minutes(3)))
    func aReportOfManyDiagnosticsTakesNoMoreMemory() throws {
        let folder = try TemporaryFolder()
        // A TIM history converted to ZIM: 12,000 records, 5,000 diagnostics (its mutes, a shared message
        // ID) and 1,000 notes on records passed through.
        let history = try Fixture.text("streams/tim-group-history.ndjson")
        let input = try folder.write("history.ndjson", String(repeating: history, count: 1000))
        let convert = ["convert", "--from", "tim", "--to", "zim", "--jobs", "1", input]
        let without = try Self.peakMegabytes(convert)
        let with = try Self.peakMegabytes(convert + ["--report", folder.path("r.json")])
        let validated = try Self.peakMegabytes(["validate", "--from", "tim", "--jobs", "1", "--report", folder.path("v.json"), input])
        #expect(without.status == 0 && with.status == 0 && validated.status == 0)
        #expect(with.megabytes - without.megabytes < 4, "convert: \(with.megabytes) MB with the report, \(without.megabytes) MB without")
        #expect(validated.megabytes - without.megabytes < 4, "validate: \(validated.megabytes) MB, convert without a report \(without.megabytes) MB")

        let text = try #require(folder.read("r.json"))
        let report = try JSONReader().read(text)
        let diagnostics = try #require(report["diagnostics"]?.arrayValue)
        #expect(diagnostics.count >= 5_000)
        #expect(report["diagnosticCodes"]?.objectValue?.members.compactMap { $0.value.numberValue?.int }.reduce(0, +) == diagnostics.count)
        let lines = text.split(separator: "\n")
        #expect(lines.first == "{" && lines[1] == #"  "status": "complete","#)
        let first = try #require(lines.firstIndex(of: #"  "diagnostics": ["#))
        #expect(lines.count == first + diagnostics.count + 3, "one line per diagnostic, then ] and }")
        #expect(lines[first + 1].hasPrefix("    {\"code\":"))
    }
}
