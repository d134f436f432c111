import Foundation
import GroupEventsTestSupport
import Testing

/// `Examples/Migrate`, the program people copy: it builds as a package of its own against this
/// repository, and its output is the command's, byte for byte.
@Suite(.serialized) struct MigrateExampleTests {
    static let package = Repository.root.appending(path: "Examples/Migrate")

    /// Builds the example (its own `.build` folder) and gives its executable.
    static func build() throws -> URL {
        let build = try ProcessRun(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--package-path", package.path], takingOutput: true)
        try #require(build.status == 0, "swift build of Examples/Migrate failed:\n\(build.errors)")
        let binPath = try ProcessRun.output(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--package-path", package.path, "--show-bin-path"])
        return URL(fileURLWithPath: binPath.text.trimmingCharacters(in: .whitespacesAndNewlines)).appending(path: "migrate")
    }

    @Test func itsOutputIsTheCommandsByteForByte() throws {
        let migrate = try Self.build()
        let folder = try TemporaryFolder()
        let cases: [(from: String, to: String, input: String, idMap: String?)] = [
            ("tim:web", "zim:sdk", "Fixtures/streams/tim-group-history.ndjson", nil),
            ("zim", "nim:web", "Fixtures/streams/zim-group-history.json", "Fixtures/id-maps/hiking-club.json"),
            ("auto", "tim:web", "Fixtures/streams/mixed-vendors.ndjson", nil),
        ]
        for (index, test) in cases.enumerated() {
            let input = Repository.root.appending(path: test.input).path
            let idMap = test.idMap.map { ["--id-map", Repository.root.appending(path: $0).path] } ?? []
            let mine = folder.path("migrate-\(index)-" + (test.input as NSString).lastPathComponent)
            let theirs = folder.path("command-\(index)-" + (test.input as NSString).lastPathComponent)
            let run = try ProcessRun(migrate, ["--from", test.from, "--to", test.to] + idMap + [input, mine])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.errors.contains(" records ("), "a loss summary on standard error: \(run.errors)")
            let command = try CommandRun(["convert", "--from", test.from, "--to", test.to] + idMap + ["-o", theirs, input])
            #expect(command.status == 0, "\(command.errors)")
            let written = try #require(FileManager.default.contents(atPath: mine), "migrate wrote \(mine)")
            #expect(written == FileManager.default.contents(atPath: theirs), "\(test.from) → \(test.to): the same bytes")
        }
    }

    @Test func itImportsOnlyGroupEventsAndFoundation() throws {
        let source = try String(contentsOf: Self.package.appending(path: "Sources/migrate/main.swift"), encoding: .utf8)
        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init)
        #expect(imports == ["import Foundation", "import GroupEvents"])
    }
}
