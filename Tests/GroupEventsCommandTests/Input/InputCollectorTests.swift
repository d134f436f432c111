import Foundation
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// Folder walks: which files they take (`--include`, `--exclude`), never what the run writes, and
/// nothing that is not a regular file (a FIFO there would hold the run up forever).
@Suite struct InputCollectorTests {
    func tree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in ["in/a.json", "in/a.unified.json", "in/a.to.zim.callback.json", "in/B.NDJSON", "in/notes.txt", "in/old/c.json", "in/out/d.json"] {
            try folder.write(name, "{}")
        }
        return folder
    }

    func names(_ folder: TemporaryFolder, _ filter: FolderWalkFilter, skipping written: [String] = []) throws -> [String] {
        try InputCollector.collect([.path(folder.path("in"))], filter: filter, skipping: written.map { ResolvedPath(folder.path($0)) }).inputs
            .map { String($0.path!.dropFirst(folder.path("in/").count)) }
    }

    @Test func aWalkTakesJSONFilesInAnyCaseByDefault() throws {
        let folder = try tree()
        #expect(try names(folder, FolderWalkFilter()) == ["B.NDJSON", "a.json", "a.to.zim.callback.json", "a.unified.json", "old/c.json", "out/d.json"])
    }

    @Test func excludeLeavesOutFilesAndFolders() throws {
        let folder = try tree()
        let filter = FolderWalkFilter(exclude: ["*.unified.json", "*.to.*", "old"])
        #expect(try names(folder, filter) == ["B.NDJSON", "a.json", "out/d.json"])
        #expect(
            try names(folder, FolderWalkFilter(exclude: ["old/"])) == ["B.NDJSON", "a.json", "a.to.zim.callback.json", "a.unified.json", "out/d.json"],
            "a folder by its name, with its '/'")
        #expect(try names(folder, FolderWalkFilter(exclude: ["out/*"])) == ["B.NDJSON", "a.json", "a.to.zim.callback.json", "a.unified.json", "old/c.json"])
    }

    @Test func includeReplacesTheDefaultEndingsAndExcludeWins() throws {
        let folder = try tree()
        #expect(try names(folder, FolderWalkFilter(include: ["*.txt", "c.json"])) == ["notes.txt", "old/c.json"])
        #expect(try names(folder, FolderWalkFilter(include: ["*.json"], exclude: ["a.*"])) == ["old/c.json", "out/d.json"])
    }

    @Test func aWalkSkipsWhatTheRunWritesBelowIt() throws {
        let folder = try tree()
        #expect(
            try names(folder, FolderWalkFilter(), skipping: ["in/out", "in/a.json"]) == ["B.NDJSON", "a.to.zim.callback.json", "a.unified.json", "old/c.json"])
        #expect(try names(folder, FolderWalkFilter(), skipping: ["in"]).count == 6, "an output folder that is the input folder is the plan's to refuse")
    }

    @Test func namedFilesAreAlwaysRead() throws {
        let folder = try tree()
        let inputs = try InputCollector.collect([.path(folder.path("in/notes.txt"))], filter: FolderWalkFilter(exclude: ["*.txt"]))
        #expect(inputs.inputs.map(\.path) == [folder.path("in/notes.txt")])
        #expect(throws: RunFailure.self) { try InputCollector.collect([.standardInput, .standardInput]) }
    }

    @Test func standardInputGoesByTheNameGivenAndTakesItsFraming() throws {
        let input = try #require(try InputCollector.collect([.standardInput(named: "part-7.ndjson")]).inputs.first)
        #expect(input.path == nil, "still read from the descriptor")
        #expect(input.name == "part-7.ndjson")
        #expect(input.framingHint == .lines)
        let unnamed = try #require(try InputCollector.collect([.standardInput]).inputs.first)
        #expect(unnamed.name == nil)
        #expect(unnamed.displayName == "<stdin>")
        #expect(unnamed.framingHint == nil)
    }

    @Test func aNameForStandardInputIsRefusedWhenStandardInputIsNotRead() throws {
        let folder = try tree()
        let run = try CommandRun(["validate", "--stdin-name", "part.ndjson", folder.path("in/a.json")])
        #expect(run.status == 2)
        #expect(run.errors.contains("--stdin-name names standard input, which this run does not read"))
    }

    /// A folder `in` holding a record (`good.ndjson`), a link to a record outside it, a FIFO, a link to a
    /// FIFO outside it (a link to the FIFO inside would be refused as naming it twice), a Unix socket, a link that leads nowhere, and a FIFO the walk would not take by its name; the
    /// socket stays bound while the folder is in use (its descriptor is returned).
    func specialTree() throws -> (folder: TemporaryFolder, socket: Int32) {
        let folder = try TemporaryFolder()
        try folder.write("in/good.ndjson", "{\"type\": 32, \"event\": 5, \"operatedUser\": {\"userID\": \"bob\"}}\n")
        try folder.write("elsewhere/linked.ndjson", "{\"type\": 32, \"event\": 5, \"operatedUser\": {\"userID\": \"ann\"}}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("in/link.ndjson"), withDestinationPath: "../elsewhere/linked.ndjson")
        #expect(mkfifo(folder.path("in/fifo.ndjson"), 0o600) == 0)
        #expect(mkfifo(folder.path("in/fifo.txt"), 0o600) == 0)
        #expect(mkfifo(folder.path("elsewhere/fifo"), 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("in/fifo-link.json"), withDestinationPath: "../elsewhere/fifo")
        try FileManager.default.createSymbolicLink(atPath: folder.path("in/gone.json"), withDestinationPath: "missing.json")
        #if canImport(Glibc)
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let socketPath = folder.path("in/socket.json")
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: socketPath.utf8) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0, "\(String(cString: strerror(errno)))")
        return (folder, descriptor)
    }

    @Test func aWalkTakesRegularFilesOnlyAndSaysWhatItSkipped() throws {
        let (folder, socket) = try specialTree()
        defer { close(socket) }
        let collected = try InputCollector.collect([.path(folder.path("in"))])
        #expect(collected.inputs.map(\.path) == [folder.path("in/good.ndjson"), folder.path("in/link.ndjson")], "a link to a regular file is taken")
        let reported = collected.problems.map { "\($0.location.file ?? ""): \($0.severity)[\($0.code)]: \($0.message)" }
        let why = "not a regular file (a walk reads only regular files; name it on the command line to read it)"
        #expect(
            reported == [
                "\(folder.path("in/fifo-link.json")): warning[skipped-input]: skipped: a symbolic link to a FIFO, \(why)",
                "\(folder.path("in/fifo.ndjson")): warning[skipped-input]: skipped: a FIFO, \(why)",
                "\(folder.path("in/gone.json")): warning[skipped-input]: skipped: a symbolic link to missing.json, which cannot be followed (No such file or directory)",
                "\(folder.path("in/socket.json")): warning[skipped-input]: skipped: a socket, \(why)",
            ], "fifo.txt is not one the walk would take: \(reported)")
        #expect(WalkedEntry.at("/dev/null") == .skipped(reason: "a character device, \(why)"))
    }

    @Test func aConvertOverAFolderWithAFIFOFinishes() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let (folder, socket) = try specialTree()
        defer { close(socket) }
        let run = try Self.run(binary, ["convert", "--from", "zim", "--to", "unified", "-o", folder.path("out/"), folder.path("in")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("\(folder.path("in/fifo.ndjson")): warning[skipped-input]: skipped: a FIFO"), "\(run.errors)")
        #expect(folder.read("out/good.ndjson")?.contains("\"member.left\"") == true)
        #expect(folder.files().filter { $0.hasPrefix("out/") } == ["out/good.ndjson", "out/link.ndjson"], "no temporary file is left")
    }

    @Test func aFIFONamedOnTheCommandLineIsRead() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let folder = try TemporaryFolder()
        let fifo = folder.path("live.ndjson")
        #expect(mkfifo(fifo, 0o600) == 0)
        let record = "{\"type\": 32, \"event\": 5, \"operatedUser\": {\"userID\": \"bob\"}}\n"
        let writer = Thread {
            // Opening without blocking fails until the command opens its end; give up after the run's deadline.
            let deadline = Date().addingTimeInterval(Self.deadline)
            var descriptor: Int32 = -1
            while descriptor < 0 && Date() < deadline {
                descriptor = open(fifo, O_WRONLY | O_NONBLOCK)
                if descriptor < 0 { Thread.sleep(forTimeInterval: 0.01) }
            }
            guard descriptor >= 0 else { return }
            _ = record.withCString { write(descriptor, $0, strlen($0)) }
            close(descriptor)
        }
        writer.start()
        let run = try Self.run(binary, ["convert", "--from", "zim", "--to", "unified", "-o", folder.path("out.ndjson"), fifo])
        #expect(run.status == 0, "\(run.errors)")
        #expect(folder.read("out.ndjson")?.contains("\"member.left\"") == true, "\(run.errors)")
    }

    /// The longest a command in these tests may take before it is taken for hung.
    static let deadline: TimeInterval = 20

    /// Runs `binary` with `arguments`, killing it (and failing the test) when it runs past `deadline`, so
    /// that a run held up by a FIFO fails instead of hanging the tests.
    static func run(_ binary: URL, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(Self.deadline)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("groupevents \(arguments.joined(separator: " ")) still ran after \(Self.deadline) seconds; killed")
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
