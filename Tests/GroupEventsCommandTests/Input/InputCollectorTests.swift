import Foundation
import Testing

@testable import GroupEventsCommand

/// Folder walks: which files they take (`--include`, `--exclude`), and never what the run writes.
@Suite struct InputCollectorTests {
    func tree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in ["in/a.json", "in/a.unified.json", "in/a.to.zim.callback.json", "in/B.NDJSON", "in/notes.txt", "in/old/c.json", "in/out/d.json"] {
            try folder.write(name, "{}")
        }
        return folder
    }

    func names(_ folder: TemporaryFolder, _ filter: FolderWalkFilter, skipping written: [String] = []) throws -> [String] {
        try InputCollector.collect([folder.path("in")], filter: filter, skipping: written.map { ResolvedPath(folder.path($0)) }).inputs
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
        #expect(try names(folder, FolderWalkFilter(exclude: ["old/"])) == ["B.NDJSON", "a.json", "a.to.zim.callback.json", "a.unified.json", "out/d.json"], "a folder by its name, with its '/'")
        #expect(try names(folder, FolderWalkFilter(exclude: ["out/*"])) == ["B.NDJSON", "a.json", "a.to.zim.callback.json", "a.unified.json", "old/c.json"])
    }

    @Test func includeReplacesTheDefaultEndingsAndExcludeWins() throws {
        let folder = try tree()
        #expect(try names(folder, FolderWalkFilter(include: ["*.txt", "c.json"])) == ["notes.txt", "old/c.json"])
        #expect(try names(folder, FolderWalkFilter(include: ["*.json"], exclude: ["a.*"])) == ["old/c.json", "out/d.json"])
    }

    @Test func aWalkSkipsWhatTheRunWritesBelowIt() throws {
        let folder = try tree()
        #expect(try names(folder, FolderWalkFilter(), skipping: ["in/out", "in/a.json"]) == ["B.NDJSON", "a.to.zim.callback.json", "a.unified.json", "old/c.json"])
        #expect(try names(folder, FolderWalkFilter(), skipping: ["in"]).count == 6, "an output folder that is the input folder is the plan's to refuse")
    }

    @Test func namedFilesAreAlwaysRead() throws {
        let folder = try tree()
        let inputs = try InputCollector.collect([folder.path("in/notes.txt")], filter: FolderWalkFilter(exclude: ["*.txt"]))
        #expect(inputs.inputs.map(\.path) == [folder.path("in/notes.txt")])
        #expect(throws: CommandFailure.self) { try InputCollector.collect(["-", "-"]) }
    }

    @Test func standardInputGoesByTheNameGivenAndTakesItsFraming() throws {
        for arguments in [[], ["-"]] {
            let input = try #require(try InputCollector.collect(arguments, standardInputName: "part-7.ndjson").inputs.first)
            #expect(input.path == nil, "still read from the descriptor")
            #expect(input.name == "part-7.ndjson")
            #expect(input.framingHint == .lines)
        }
        let unnamed = try #require(try InputCollector.collect([]).inputs.first)
        #expect(unnamed.name == nil)
        #expect(unnamed.displayName == "<stdin>")
        #expect(unnamed.framingHint == nil)
    }

    @Test func aNameForStandardInputIsRefusedWhenStandardInputIsNotRead() throws {
        let folder = try tree()
        #expect(throws: CommandFailure.self) {
            try InputCollector.collect([folder.path("in/a.json")], standardInputName: "part.ndjson")
        }
    }
}
