import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// `convert --resume`: a run that stopped early is rerun with the same arguments, skipping the inputs
/// its report says are complete, and ends with the outputs and the report a clean run gives.
@Suite struct ConvertResumeTests {
    /// One TIM record whose conversion to ZIM drops a field (a warning), on one line.
    static let warnedRecord: String = {
        let value = try! JSONReader().read(try! Fixture.text("tim/web/admin-set.json"))
        return JSONWriter.compactString(value)
    }()

    /// Writes the inputs below `folder`/in: `a.ndjson` and `b.ndjson` of warned records (and one
    /// malformed line in `b`), and `c.json`, a record that fails, so that it leaves no output.
    static func writeInputs(in folder: TemporaryFolder, records: (a: Int, b: Int)) throws {
        try folder.write("in/a.ndjson", String(repeating: warnedRecord + "\n", count: records.a))
        try folder.write("in/b.ndjson", String(repeating: warnedRecord + "\n", count: records.b) + "{\"oops\": 1}\n")
        try folder.write("in/c.json", "{\"oops\": 2}\n")
    }

    /// The report at `path` without `"resumed"`, to compare with a clean run's.
    static func report(_ path: String) throws -> JSONObject {
        let object = try #require(try JSONReader().read(try String(contentsOfFile: path, encoding: .utf8)).objectValue)
        return JSONObject(members: object.members.filter { $0.key != "resumed" })
    }

    /// `"resumed": {"skipped": N}` of the report at `path`, or nil.
    static func skipped(_ path: String) throws -> Int? {
        try JSONReader().read(try String(contentsOfFile: path, encoding: .utf8))["resumed"]?["skipped"]?.numberValue?.int
    }

    /// The files below `folder` with their bytes.
    static func tree(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            }
        }
        return files
    }

    /// The arguments of every run here, with the paths below `folder`.
    static func arguments(_ folder: TemporaryFolder, to target: String = "zim") -> [String] {
        ["convert", "--from", "tim", "--to", target, "--report", folder.path("r.json"), "-o", folder.path("out") + "/", folder.path("in")]
    }

    @Test func aRunStoppedBySIGINTIsFinishedByResumingAndEqualsACleanRun() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        // Same relative arguments in two folders: a clean run, and one interrupted then resumed.
        let arguments = ["convert", "--from", "tim", "--to", "zim", "--jobs", "2", "--report", "r.json", "-o", "out/", "in"]
        let clean = try TemporaryFolder()
        let resumed = try TemporaryFolder()
        for folder in [clean, resumed] { try Self.writeInputs(in: folder, records: (a: 20, b: 4000)) }
        try resumed.write("in/d.ndjson", String(repeating: Self.warnedRecord + "\n", count: 4000))
        try clean.write("in/d.ndjson", String(repeating: Self.warnedRecord + "\n", count: 4000))
        #expect(try ProcessRun(binary, arguments, in: clean.root).status == 65)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: resumed.root)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: resumed.path("out/a.ndjson")) && process.isRunning && Date() < deadline {
            usleep(2_000)
        }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let interrupted = try JSONReader().read(try #require(resumed.read("r.json")))
        #expect(interrupted["status"] == "interrupted")
        #expect(!FileManager.default.fileExists(atPath: resumed.path("out/d.ndjson")))

        let rerun = try ProcessRun(binary, arguments + ["--resume"], in: resumed.root)
        #expect(rerun.status == 65)
        let skipped = try #require(try Self.skipped(resumed.path("r.json")))
        #expect((1...3).contains(skipped))
        #expect(rerun.errors.contains("--resume: \(skipped) of 4 inputs skipped as already complete"))
        #expect(try Self.tree(resumed.path("out")) == Self.tree(clean.path("out")))
        #expect(try Self.report(resumed.path("r.json")) == Self.report(clean.path("r.json")))
    }

    @Test func aCompleteInputIsNotReadAgainAndItsEntryCountsAndDiagnosticsAreCarried() throws {
        let folder = try TemporaryFolder()
        try Self.writeInputs(in: folder, records: (a: 3, b: 2))
        #expect(try CommandRun(Self.arguments(folder)).status == 65)
        let first = try Self.report(folder.path("r.json"))
        let outputs = try Self.tree(folder.path("out"))
        // Were `a` read again, this line would be a malformed record in the report.
        try folder.write("in/a.ndjson", "not json\n")
        let rerun = try CommandRun(Self.arguments(folder) + ["--resume"])
        #expect(rerun.status == 65)
        #expect(rerun.errors.contains("--resume: 3 of 3 inputs skipped as already complete"))
        #expect(try Self.skipped(folder.path("r.json")) == 3)
        #expect(try Self.report(folder.path("r.json")) == first)
        #expect(try Self.tree(folder.path("out")) == outputs)
    }

    @Test func anOutputDeletedTruncatedOrPutInTheWayIsRedone() throws {
        let folder = try TemporaryFolder()
        try Self.writeInputs(in: folder, records: (a: 3, b: 2))
        #expect(try CommandRun(Self.arguments(folder)).status == 65)
        let clean = try Self.report(folder.path("r.json"))
        let outputs = try Self.tree(folder.path("out"))
        #expect(outputs.keys.sorted() == ["a.ndjson", "b.ndjson"])

        // a truncated, b deleted: both redone; c (no output) still has none, so it is skipped.
        let truncated = try #require(FileHandle(forWritingAtPath: folder.path("out/a.ndjson")))
        try truncated.truncate(atOffset: 10)
        try truncated.close()
        try FileManager.default.removeItem(atPath: folder.path("out/b.ndjson"))
        let rerun = try CommandRun(Self.arguments(folder) + ["--resume"])
        #expect(rerun.errors.contains("--resume: 1 of 3 inputs skipped as already complete"))
        #expect(try Self.skipped(folder.path("r.json")) == 1)
        #expect(try Self.tree(folder.path("out")) == outputs)
        #expect(try Self.report(folder.path("r.json")) == clean)

        // A file where c leaves none: c is redone, and the file removed.
        try folder.write("out/c.json", "[]")
        let again = try CommandRun(Self.arguments(folder) + ["--resume"])
        #expect(again.errors.contains("--resume: 2 of 3 inputs skipped as already complete"))
        #expect(try Self.tree(folder.path("out")) == outputs)
        #expect(try Self.report(folder.path("r.json")) == clean)
    }

    @Test func otherArgumentsOrAFileThatIsNoReportAreRefused() throws {
        let folder = try TemporaryFolder()
        try Self.writeInputs(in: folder, records: (a: 1, b: 1))
        #expect(try CommandRun(Self.arguments(folder)).status == 65)
        let report = folder.read("r.json")
        let changed = try CommandRun(Self.arguments(folder, to: "nim") + ["--resume"])
        #expect(changed.status == 2)
        #expect(changed.errors.contains("other arguments (--to was zim, is nim now)"))
        #expect(folder.read("r.json") == report)

        try folder.write("r.json", "{\"status\": \"complete\"}\n")
        let notAReport = try CommandRun(Self.arguments(folder) + ["--resume"])
        #expect(notAReport.status == 2)
        #expect(notAReport.errors.contains("is not a whole report of groupevents convert"))
    }

    @Test func resumingNeedsAReportFileAndAnOutputPerInput() throws {
        let folder = try TemporaryFolder()
        try Self.writeInputs(in: folder, records: (a: 1, b: 1))
        let input = folder.path("in")
        let cases: [([String], String)] = [
            (["-o", folder.path("out") + "/", input], "--resume needs --report FILE"),
            (["--report", "-", "-o", folder.path("out") + "/", input], "--resume needs --report FILE"),
            (["--report", folder.path("r.json"), input], "--resume needs -o DIR/"),
            (["--report", folder.path("r.json"), "-o", "-", folder.path("in/c.json")], "--resume needs -o DIR/"),
            (["--report", folder.path("r.json"), "-o", folder.path("all.ndjson"), input], "--resume needs -o DIR/"),
            (["--report", folder.path("r.json"), "-o", folder.path("out") + "/", "--strict", input], "--resume cannot be used with --strict"),
        ]
        for (arguments, message) in cases {
            let run = try CommandRun(["convert", "--from", "tim", "--to", "zim", "--resume"] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
        }
        #expect(folder.files() == ["in/a.ndjson", "in/b.ndjson", "in/c.json"])
    }
}
