import Foundation
import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// A long, unattended run as the built binary runs it: a signal keeps what was finished and marks the
/// report interrupted, a write failure names the file and keeps finished outputs, and a run over many
/// inputs holds few descriptors.
@Suite struct LongRunSafetyTests {
    /// A ZIM member-left tip on one line.
    static let record = #"{"type":32,"messageID":"7","conversationID":"g1","conversationType":2,"event":5,"operatedUser":{"userID":"bob"},"targetUserList":[]}"#

    /// Starts the binary with `arguments` through bash (so that `limits`, `ulimit` options, apply to it
    /// alone), its standard input empty, standard output to `output` (discarded when nil) and standard
    /// error captured.
    static func start(_ arguments: [String], limits: String = "", output: Pipe? = nil) throws -> (Process, Pipe) {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let quoted = ([binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        process.arguments = ["-c", (limits.isEmpty ? "" : "ulimit \(limits) && ") + "exec " + quoted.joined(separator: " ")]
        process.standardInput = FileHandle.nullDevice
        if let output { process.standardOutput = output } else { process.standardOutput = FileHandle.nullDevice }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        return (process, errors)
    }

    /// Waits for `process` to exit, killing it after `seconds` (a hang fails the test, it does not stall it).
    static func wait(_ process: Process, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard process.isRunning else { return true }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return false
    }

    /// The names in `folder`, hidden ones included, sorted.
    static func listing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, 143, "SIGTERM"), (SIGHUP, 129, "SIGHUP")])
    func aSignalKeepsWhatWasFinishedAndMarksTheReport(_ signal: Int32, _ status: Int32, _ name: String) throws {
        let folder = try TemporaryFolder()
        let finished = try folder.write("in/a.json", Self.record)
        let fifo = folder.path("in/b.ndjson")
        #expect(mkfifo(fifo, 0o600) == 0)
        let (process, errors) = try Self.start(
            ["convert", "--from", "zim", "--to", "unified", "--report", folder.path("r.json"), "-o", folder.path("out/"), finished, fifo])
        // The run opens the FIFO once a.json is done; a record goes in, and the writer stays open.
        var writer: Int32 = -1
        let deadline = Date().addingTimeInterval(30)
        while writer < 0 && Date() < deadline {
            writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer < 0 { usleep(20_000) }
        }
        try #require(writer >= 0, "the run opened the FIFO")
        defer { close(writer) }
        let line = Array((Self.record + "\n").utf8)
        _ = line.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        // The record is converted once its temporary output holds it (written out when the pipe stalls).
        let converted = Date().addingTimeInterval(30)
        func temporaryOutputHoldsARecord() -> Bool {
            let names = (try? Self.listing(folder.path("out"))) ?? []
            return names.contains { name in
                name.hasPrefix(".b.ndjson.tmp-")
                    && ((try? FileManager.default.attributesOfItem(atPath: folder.path("out/\(name)"))[.size] as? Int) ?? 0) > 0
            }
        }
        while !temporaryOutputHoldsARecord() && Date() < converted { usleep(20_000) }
        kill(process.processIdentifier, signal)
        #expect(Self.wait(process), "the run stopped")
        #expect(process.terminationStatus == status)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line says what was done: \(stderr)")
        #expect(lines.last?.hasPrefix("groupevents: interrupted by \(name): 1 of 2 inputs finished, 2 records") == true, "\(stderr)")
        #expect(try Self.listing(folder.path("out")) == ["a.json"], "the finished output stays; no temporary file is left")
        #expect(try Self.listing(folder.root) == ["in", "out", "r.json"], "no spool or temporary report is left")
        let report = try JSONReader().read(try #require(folder.read("r.json")))
        #expect(report["status"] == .string("interrupted"))
        #expect(report["reason"] == .string("interrupted by \(name)"))
        #expect(report["inputsCompleted"] == 1)
        #expect(report["records"] == 2)
        #expect(report["outputs"]?.arrayValue?.map { $0["input"] } == [.string(finished)])
    }

    @Test func aFullDiskNamesTheFileAndWritesTheReport() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("in.ndjson", Self.record + "\n")
        let run = try CommandRun(["convert", "--from", "zim", "--to", "unified", "--report", folder.path("r.json"), "-o", "/dev/full", input])
        #expect(run.status == 74)
        #expect(run.errors.contains("/dev/full: write failed: No space left on device; 0 of 1 input finished"), "\(run.errors)")
        let report = try JSONReader().read(try #require(folder.read("r.json")))
        #expect(report["status"] == .string("failed"))
        #expect(report["reason"]?.stringValue?.hasPrefix("/dev/full: write failed: No space left on device") == true)
    }

    @Test func aWriteFailureKeepsTheFinishedOutputsAndRemovesTheUnfinishedOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/a.json", Self.record)
        try folder.write("in/b.json", Self.record)
        try folder.write("in/c.ndjson", String(repeating: Self.record + "\n", count: 3000))
        // 200 KB per file: a.json and b.json fit, c.ndjson's output (over 500 KB) does not.
        let (process, errors) = try Self.start(
            ["convert", "--from", "zim", "--to", "unified", "--report", folder.path("r.json"), "-o", folder.path("out/"), folder.path("in")],
            limits: "-f 200")
        #expect(Self.wait(process))
        #expect(process.terminationStatus == 74)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.contains("out/c.ndjson: write failed: File too large; 2 of 3 inputs finished"), "\(stderr)")
        #expect(try Self.listing(folder.path("out")) == ["a.json", "b.json"])
        let report = try JSONReader().read(try #require(folder.read("r.json")))
        #expect(report["status"] == .string("failed"))
        #expect(report["inputsCompleted"] == 2)
    }

    @Test func aClosedPipeIsAWriteError() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("in.ndjson", String(repeating: Self.record + "\n", count: 20_000))
        let output = Pipe()
        let (process, errors) = try Self.start(["convert", "--from", "zim", "--to", "unified", input], output: output)
        try output.fileHandleForReading.close()
        #expect(Self.wait(process))
        #expect(process.terminationStatus == 74)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.contains("<stdout>: write failed: Broken pipe"), "\(stderr)")
    }

    @Test func manyInputsNeedFewDescriptors() throws {
        let folder = try TemporaryFolder()
        for index in 0..<300 { try folder.write("in/\(index).json", Self.record) }
        let (process, errors) = try Self.start(
            ["convert", "--from", "zim", "--to", "unified", "--jobs", "2", "-o", folder.path("out/"), folder.path("in")], limits: "-n 48")
        #expect(Self.wait(process))
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(try Self.listing(folder.path("out")).count == 300)
    }
}
