import Foundation
import GroupEventsTestSupport
import Testing

/// `Scripts/bench`: a small run prints every conversion as a share of the simdjson pass (the limit column),
/// whose output the bench has checked against `jq -c .`.
@Suite struct BenchTests {
    /// Where the bench caches the pysimdjson source distribution it compiles the simdjson pass from.
    static let cachedSimdjsonSources = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
            ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache").path
    ).appending(path: "groupevents-bench/pysimdjson-7.0.2.tar.gz")

    /// Whether `g++` and `jq` are on the PATH and simdjson's sources are cached: a test never downloads
    /// them, and without any of them the bench leaves the limit column out (and says so).
    static let limitColumnCanRun =
        ["g++", "jq"].allSatisfy { (try? ProcessRun(URL(fileURLWithPath: "/usr/bin/env"), ["which", $0]).status) == 0 }
        && FileManager.default.fileExists(atPath: cachedSimdjsonSources.path)

    @Test(
        .enabled(
            if: limitColumnCanRun,
            "g++ or jq is missing, or simdjson's sources are not cached (run Scripts/bench once): the limit column was not run"),
        .timeLimit(.minutes(3)))
    func printsEachConversionAsAShareOfTheCheckedSimdjsonPass() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let output = try ProcessRun.output(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", Repository.root.appending(path: "Scripts/bench").path]
                + ["--vendor", "zim", "--size", "0.3", "--no-scaling", "--json", "--binary", binary.path]
        ).text
        let json = try #require(output.range(of: "\n{\n").map { output[$0.lowerBound...] }, "no JSON in:\n\(output)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rows = try #require(summary["results"] as? [[String: Any]])
        let notes = try #require(summary["notes"] as? [String])

        #expect(rows.contains { $0["tool"] as? String == "simdjson pass" }, "the pass is timed: \(notes)")
        let conversion = try #require(rows.first { $0["tool"] as? String == "zim→unified --jobs 1" })
        let ratios = try #require(conversion["ratios"] as? [String: Double])
        #expect((ratios["simdjson pass"] ?? 0) > 0, "× simdjson next to × jq and × orjson: \(ratios)")
        #expect(ratios["jq -c ."] != nil && ratios["orjson loop"] != nil)
        #expect(notes.contains { $0.hasPrefix("simdjson pass on") && $0.contains("checked against jq -c .") }, "\(notes)")
        #expect(!notes.contains { $0.contains("FAILED") || $0.contains("SKIPPED") }, "\(notes)")
        #expect(rows.allSatisfy { ($0["exit_statuses"] as? [Int])?.allSatisfy { $0 == 0 } == true })
    }
}
