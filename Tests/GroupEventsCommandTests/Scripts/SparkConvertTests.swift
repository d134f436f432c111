import Foundation
import GroupEventsTestSupport
import Testing

/// `Scripts/spark-convert`: Spark in local mode, every file split into several partitions, gives the
/// output and the report of one `groupevents convert` run over the same files.
@Suite struct SparkConvertTests {
    /// Whether `python3` can import PySpark, which the script needs. CI may not have it, and a test never
    /// installs it: without it the test is skipped, and says why.
    static let pysparkIsInstalled = (try? python(["-c", "import pyspark"]).status) == 0

    /// Runs `python3` (found on the PATH) with `arguments`.
    static func python(_ arguments: [String]) throws -> ProcessRun {
        try ProcessRun(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }

    /// A folder of NDJSON to convert: the bundled streams, and in a subfolder a file whose blank lines and
    /// malformed record make line numbers differ from record numbers; a pretty JSON file the walk leaves
    /// out; and a folder holding no NDJSON at all.
    func inputs(in folder: TemporaryFolder) throws -> [String] {
        for name in ["nim-team-history.ndjson", "tim-group-history.ndjson", "zim-callbacks.ndjson", "zim-group-history.ndjson", "zim-group-history.json"] {
            try folder.write("in/\(name)", try Fixture.text("streams/\(name)"))
        }
        let lines = try Fixture.text("streams/zim-group-history.ndjson").split(separator: "\n")
        try folder.write("in/later/gaps.ndjson", "\(lines[0])\n\n\(lines[1])\n{\"type\": 32, \"event\": 6,, }\n\n\n\(lines[2])\n\(lines[3])")
        try folder.write("nothing/notes.txt", "no NDJSON here")
        return [folder.path("in"), folder.path("nothing")]
    }

    @Test(
        .enabled(if: pysparkIsInstalled, "PySpark is not installed (pip install pyspark): Scripts/spark-convert was not run"),
        .timeLimit(.minutes(5)))
    func convertsTheBundledStreamsAsOneRunDoes() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let folder = try TemporaryFolder()
        let inputs = try inputs(in: folder)
        let options = [
            "--from", "auto", "--to", "nim:server", "--events-only", "--verify", "--lang", "zh-Hans", "--time-zone", "Asia/Shanghai",
            "--fallback-sender", "hiking.bot", "--id-map", Fixture.path("id-maps/hiking-club.json"),
        ]

        let single = try ProcessRun(
            binary,
            ["convert"] + options + ["--include", "*.ndjson", "--include", "*.jsonl"]
                + ["-o", folder.path("single.ndjson"), "--report", folder.path("single-report.json")] + inputs)
        #expect(single.status == 65, "the malformed record: \(single.errors)")
        let spark = try Self.python(
            [Repository.root.appending(path: "Scripts/spark-convert").path, "--master", "local[2]", "--min-partitions", "3"]
                + ["--binary", binary.path] + options + ["-o", folder.path("spark")] + inputs)
        #expect(spark.status == 65, "\(spark.errors)")

        let parts = folder.files().filter { $0.hasPrefix("spark/part-") }
        #expect(parts.count >= 5 * 3, "every file is split into at least 3 partitions")
        let output = parts.map { folder.read($0) ?? "" }.joined()
        #expect(output == folder.read("single.ndjson"), "the parts, in order, are the single run's output")
        // The merged report has no "arguments" (a Spark job is not resumed), and names its own output.
        var lines = try #require(folder.read("single-report.json")).split(separator: "\n", omittingEmptySubsequences: false)
        let arguments = try #require(lines.firstIndex(of: #"  "arguments": ["#))
        let argumentsEnd = try #require(lines[arguments...].firstIndex { $0.hasPrefix("  ]") })
        lines.removeSubrange(arguments...argumentsEnd)
        let singleReport = lines.joined(separator: "\n")
            .replacingOccurrences(of: "\"output\":\"\(folder.path("single.ndjson"))\"", with: "\"output\":\"\(folder.path("spark"))\"")
        #expect(folder.read("spark/_report.json") == singleReport, "the merged report is the single run's, but for its arguments and the output it names")
    }
}
