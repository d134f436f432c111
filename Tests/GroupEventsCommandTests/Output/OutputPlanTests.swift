import Foundation
import GroupEventsCommand
import GroupEventsTestSupport
import Testing

/// Nothing the command writes may clobber anything: outputs and reports against inputs and each
/// other (through links and other spellings), collisions in an output folder, and `-` for the streams.
@Suite struct OutputPlanTests {
    let kicked = "zim/sdk/members-kicked-two-web.json"

    func convert(_ extra: [String]) throws -> CommandRun {
        try CommandRun(["convert", "--from", "zim", "--to", "unified"] + extra)
    }

    @Test func aReportNeverOverwritesAnInput() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("rep.ndjson", try Fixture.text("streams/zim-group-history.ndjson"))
        let run = try convert(["--report", input, input])
        #expect(run.status == 2)
        #expect(run.errors.contains("--report: \(input) would overwrite the input \(input)"), "\(run.errors)")
        #expect(folder.read("rep.ndjson") == (try Fixture.text("streams/zim-group-history.ndjson")))
        let validate = try CommandRun(["validate", "--report", input, input])
        #expect(validate.status == 2)
        #expect(folder.read("rep.ndjson") == (try Fixture.text("streams/zim-group-history.ndjson")))
    }

    @Test func aReportNeverReplacesTheOutput() throws {
        let folder = try TemporaryFolder()
        let run = try convert(["--report", folder.path("out.json"), "-o", folder.path("out.json"), Fixture.path(kicked)])
        #expect(run.status == 2)
        #expect(run.errors.contains("-o and --report would both be written to"), "\(run.errors)")
        #expect(folder.files().isEmpty, "refused before anything ran")
    }

    @Test func otherSpellingsAndLinksOfAnInputAreRefused() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("data/in.json", try Fixture.text(kicked))
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.json"), withDestinationPath: input)
        try FileManager.default.linkItem(atPath: input, toPath: folder.path("hard.json"))
        for output in [folder.path("data/../data/./in.json"), folder.path("link.json"), folder.path("hard.json")] {
            let run = try convert(["-o", output, input])
            #expect(run.status == 2, "\(output)")
            #expect(run.errors.contains("would overwrite the input \(input)"), "\(run.errors)")
        }
        let linked = try convert(["-o", folder.path("link.json"), input])
        #expect(linked.errors.contains("\(folder.path("link.json")) (a symbolic link to "), "names the link and where it leads: \(linked.errors)")
        #expect(!linked.errors.contains("./"), "no ./ before absolute paths: \(linked.errors)")
        #expect(folder.read("data/in.json") == (try Fixture.text(kicked)))
    }

    @Test func inputsWithTheSameNameKeepTheirFoldersUnderAnOutputFolder() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a/x.ndjson", try Fixture.text("streams/zim-group-history.ndjson"))
        let second = try folder.write("b/x.ndjson", try Fixture.text("streams/zim-callbacks.ndjson"))
        let run = try CommandRun(["convert", "--from", "auto", "--to", "unified", "-o", folder.path("col/"), first, second])
        #expect(run.status == 0, "\(run.errors)")
        #expect(folder.files().filter { $0.hasPrefix("col/") } == ["col/a/x.ndjson", "col/b/x.ndjson"])
        #expect(folder.read("col/a/x.ndjson")?.split(separator: "\n").count == 12)
        #expect(folder.read("col/b/x.ndjson")?.split(separator: "\n").count == 6)
        let folders = try CommandRun(["convert", "--from", "auto", "--to", "unified", "-o", folder.path("col2/"), folder.path("a"), folder.path("b")])
        #expect(folders.status == 0, "\(folders.errors)")
        #expect(folder.files().filter { $0.hasPrefix("col2/") } == ["col2/a/x.ndjson", "col2/b/x.ndjson"])
    }

    @Test func theSameInputTwiceIsRefused() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("x.json", try Fixture.text(kicked))
        for output in [["-o", folder.path("out/")], ["-o", folder.path("all.ndjson")], []] {
            let run = try convert(output + [input, folder.path("./x.json")])
            #expect(run.status == 2)
            #expect(run.errors.contains("are the same file; name each input once"), "\(run.errors)")
        }
    }

    @Test func severalInputsIntoOneFileAreOneStreamOrRefused() throws {
        let folder = try TemporaryFolder()
        let first = try folder.write("a.json", try Fixture.text(kicked))
        let second = try folder.write("b.ndjson", try Fixture.text("streams/zim-group-history.ndjson"))
        let refused = try convert(["-o", folder.path("all.json"), first, second])
        #expect(refused.status == 2)
        #expect(refused.errors.contains("2 inputs cannot share one .json file"), "\(refused.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("all.json")), "no folder made in its place")
        let stream = try convert(["-o", folder.path("all.ndjson"), first, second])
        #expect(stream.status == 0, "\(stream.errors)")
        #expect(folder.read("all.ndjson")?.split(separator: "\n").count == 13, "one NDJSON stream of every record")
    }

    @Test func aWalkNeverReadsWhatTheRunWrites() throws {
        let folder = try TemporaryFolder()
        try folder.write("tree/in.ndjson", try Fixture.text("streams/zim-group-history.ndjson"))
        let arguments = ["-o", folder.path("tree/out"), "--report", folder.path("tree/report.json"), folder.path("tree")]
        let first = try convert(["-o", folder.path("tree/out/")] + arguments.dropFirst(2))
        #expect(first.status == 0, "\(first.errors)")
        let second = try convert(arguments)
        #expect(second.status == 0, "the second run reads the same one input: \(second.errors)")
        #expect(folder.files() == ["tree/in.ndjson", "tree/out/in.ndjson", "tree/report.json"])
        let report = try #require(folder.read("tree/report.json"))
        #expect(report.contains("\"records\": 12"), "\(report)")
    }

    @Test func anOutputFolderThatIsTheInputFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("in/x.json", try Fixture.text(kicked))
        let run = try convert(["-o", folder.path("in/"), folder.path("in")])
        #expect(run.status == 2)
        #expect(run.errors.contains("would overwrite the input"), "\(run.errors)")
    }

    @Test func aDashNamesTheStandardStreams() throws {
        let folder = try TemporaryFolder()
        let run = try convert(["-o", "-", "--report", "-", Fixture.path(kicked)])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\"member.kicked\""))
        #expect(run.errors.contains("\"records\": 1"), "the report on standard error: \(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: "-"))
        #expect(folder.files().isEmpty)
    }

    @Test func standardInputUnderAFolderGetsTheExtensionOfItsFraming() throws {
        let folder = try TemporaryFolder()
        let lines = try CommandRun(
            ["convert", "--from", "zim", "--to", "unified", "-o", folder.path("out/")], input: try Fixture.text("streams/zim-group-history.ndjson"))
        #expect(lines.status == 0, "\(lines.errors)")
        let single = try CommandRun(["convert", "--from", "zim", "--to", "unified", "-o", folder.path("one/")], input: try Fixture.text(kicked))
        #expect(single.status == 0, "\(single.errors)")
        #expect(folder.files() == ["one/stdin.json", "out/stdin.ndjson"])
    }

    @Test func aLinkIsWrittenThroughAndAFIFOIsWrittenNotReplaced() throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("target.json", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.json"), withDestinationPath: target)
        let linked = try convert(["-o", folder.path("link.json"), Fixture.path(kicked)])
        #expect(linked.status == 0, "\(linked.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.json")) == target, "the link stays a link")
        #expect(folder.read("target.json")?.contains("member.kicked") == true, "the file it leads to holds the output")

        let fifo = folder.path("fifo")
        #expect(mkfifo(fifo, 0o644) == 0)
        final class Received: @unchecked Sendable { var text = "" }
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            // Plain reads until the writer closes (Foundation's file reading may stop at a FIFO's size, 0).
            let descriptor = open(fifo, O_RDONLY)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            close(descriptor)
            received.text = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }
        let piped = try convert(["-o", fifo, Fixture.path(kicked)])
        done.wait()
        #expect(piped.status == 0, "\(piped.errors)")
        #expect(received.text.contains("member.kicked"), "the reader of the FIFO got the output")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    }

    @Test func standardInputRedirectedFromAFileIsAnInputToo() throws {
        let folder = try TemporaryFolder()
        let text = try Fixture.text("streams/zim-group-history.ndjson")
        let path = try folder.write("s.ndjson", text)
        for extra in [["-o", path], ["--report", path]] {
            let input = open(path, O_RDONLY)
            let errors = open(folder.path("errors"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let output = open("/dev/null", O_WRONLY)
            let status = GroupEventsCommandLine.run(
                arguments: ["convert", "--from", "zim", "--to", "unified"] + extra, standardInput: input, standardOutput: output, standardError: errors)
            close(input)
            close(errors)
            close(output)
            #expect(status == 2, "\(extra)")
            #expect(folder.read("errors")?.contains("would overwrite the input standard input") == true, "\(folder.read("errors") ?? "")")
            #expect(folder.read("s.ndjson") == text)
        }
    }

    @Test func foldersAreNamedAsFoldersAndFilesAsFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("afile", "x")
        try folder.write("in/one.json", try Fixture.text(kicked))
        let slash = try convert(["-o", folder.path("afile/"), Fixture.path(kicked)])
        #expect(slash.status == 2)
        #expect(slash.errors.contains("names a folder, but \(folder.path("afile")) is a file"), "\(slash.errors)")
        let report = try convert(["--report", folder.path("reports/"), Fixture.path(kicked)])
        #expect(report.status == 2)
        #expect(report.errors.contains("--report \(folder.path("reports/")): names a folder"), "\(report.errors)")
        let folderInput = try convert(["-o", folder.path("newdir"), folder.path("in")])
        #expect(folderInput.status == 2, "a folder's files need -o newdir/, however many there are: \(folderInput.errors)")
        #expect(folderInput.errors.contains("the files of a folder cannot share one .json file"))
        #expect(folder.files() == ["afile", "in/one.json"])
    }

    @Test func aPathThroughAFolderThatDoesNotExistLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("tree/h.ndjson", try Fixture.text("streams/zim-group-history.ndjson"))
        let run = try convert(["-o", folder.path("tree/sub/../out/"), folder.path("tree")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(folder.files() == ["tree/h.ndjson", "tree/out/h.ndjson"], "no temporary file left anywhere")
    }
}
