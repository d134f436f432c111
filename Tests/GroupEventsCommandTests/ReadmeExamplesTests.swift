import Foundation
import GroupEventsTestSupport
import Testing

/// Every command line in the code blocks of the README and `docs/` is accounted for. A `groupevents`
/// line (`swift run groupevents …`, `.build/release/groupevents …`) is run by the built binary, in
/// order, in a temporary copy of the fixtures, and exits 0, or with the status its comment names
/// (`# exit 1: …`). A script line (`Scripts/bench …`) runs its script's `--help`, which must name
/// every option the line uses. Any other command is one of `exceptions`, with the reason it is not
/// run; a line that is none of these fails.
///
/// Command lines are those of a fenced block with no language or a shell's (`sh`, `shell`, `bash`,
/// `console`), but for comments (`# …`) and the lines of a listing of files: a folder (`Sources/`)
/// or a path and two or more spaces, then what it is; or a line indented under one. Tag a block of
/// anything else `text`.
@Suite struct ReadmeExamplesTests {
    /// One `groupevents` command: its arguments and the exit status it promises.
    struct Example: CustomStringConvertible {
        let line: String
        let arguments: [String]
        let status: Int32

        var description: String { line }
    }

    /// One line of a command block, and where it is.
    struct DocumentedCommand: CustomStringConvertible {
        /// The page's path from the repository's root.
        let page: String
        /// The line as written.
        let line: String
        /// Its words, quotes removed, and its `#` comment.
        let words: [String]
        let comment: String?

        var description: String { "\(page): \(line)" }

        /// The line's words without its comment, one space apart, as `exceptions` lists it.
        var command: String { words.joined(separator: " ") }

        /// The arguments of a `groupevents` line, nil for any other.
        var groupeventsArguments: [String]? {
            for program in ReadmeExamplesTests.groupeventsPrograms where words.starts(with: program) {
                return Array(words.dropFirst(program.count))
            }
            return nil
        }

        /// The script a `Scripts/NAME …` line runs, nil for any other.
        var script: String? { words.first.flatMap { $0.hasPrefix("Scripts/") ? $0 : nil } }
    }

    /// The ways a page runs `groupevents`; a test runs each with the tests' own build (debug), which
    /// takes the same arguments as a release build.
    static let groupeventsPrograms = [["swift", "run", "groupevents"], [".build/release/groupevents"], [".build/debug/groupevents"]]

    /// The command lines no test runs, and why. A line here that no page has any more fails too.
    static let exceptions: [String: String] = [
        "swift test": "the test run itself",
        "swift build -c release --product groupevents":
            "a release build takes minutes and would race the test run's own build; the .build/release/groupevents lines run with the tests' build",
        "swift build -c release --product groupevents --static-swift-stdlib": "a release build, as above",
        "install -m 755 .build/release/groupevents /usr/local/bin/groupevents": "installs onto the machine",
        "GROUPEVENTS_RECORD=1 swift test --filter ParrotVendorTests":
            "records goldens, which a test run never does (and never with CI set); the same suite runs without the variable in every test run",
        "pip install pyspark": "installs a package; a test never does (SparkConvertTests is skipped without PySpark)",
        "SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind .build/release/groupevents convert --from zim --to unified --jobs 1 -o /dev/null $BENCH/zim-records-2MB.ndjson":
            "a profiler, minutes per run and not installed everywhere; the same conversion runs in the bench",
        "perf record -g .build/release/groupevents convert --from tim:web --to zim:sdk --jobs 1 -o /dev/null $BENCH/tim-records-2MB.ndjson":
            "a profiler, not installed everywhere and often not allowed in a container; the same conversion runs in the bench",
    ]

    /// The languages of fenced blocks whose lines are commands ("" for none).
    static let commandLanguages: Set<String> = ["", "sh", "shell", "bash", "console"]

    /// The pages whose commands are run: the README, then every page of `docs/` by name.
    static func pages() throws -> [URL] {
        let docs = Repository.root.appending(path: "docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [Repository.root.appending(path: "README.md")] + names.map { docs.appending(path: $0) }
    }

    /// The command lines of every command block, in page order (`pages()`).
    static func documentedCommands() throws -> [DocumentedCommand] {
        var commands: [DocumentedCommand] = []
        for page in try pages() {
            let name = String(page.path.dropFirst(Repository.root.path.count + 1))
            var language: String?
            for line in try String(contentsOf: page, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    language = language == nil ? line.dropFirst(3).trimmingCharacters(in: .whitespaces) : nil
                    continue
                }
                guard let language, commandLanguages.contains(language), !isListing(line) else { continue }
                let (words, comment) = split(String(line))
                guard !words.isEmpty else { continue }
                commands.append(DocumentedCommand(page: name, line: String(line), words: words, comment: comment))
            }
        }
        return commands
    }

    /// Whether a line lists a file rather than runs a command: a folder (`Sources/ the code`) or a
    /// path and two or more spaces (`Scripts/bench    the benchmark`), then what it is; or a line
    /// indented under one.
    static func isListing(_ line: Substring) -> Bool {
        if line.first == " " { return true }
        guard let end = line.firstIndex(of: " ") else { return false }
        if line[..<end].hasSuffix("/") { return true }
        let rest = line[end...].drop { $0 == " " }
        return line[end...].hasPrefix("  ") && !rest.isEmpty && !rest.hasPrefix("#")
    }

    /// The `groupevents` lines of every command block, in page order (`pages()`).
    static func examples() throws -> [Example] {
        try documentedCommands().compactMap { command in
            guard let arguments = command.groupeventsArguments else { return nil }
            let promised = command.comment.flatMap {
                $0.split(separator: " ").dropFirst().first.flatMap { Int32($0.trimmingCharacters(in: .punctuationCharacters)) }
            }
            return Example(line: command.line, arguments: arguments, status: command.comment?.hasPrefix("exit ") == true ? promised ?? 0 : 0)
        }
    }

    /// A command line's words (single and double quotes group, as in a shell) and its `#` comment.
    static func split(_ line: String) -> (words: [String], comment: String?) {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for (index, character) in zip(line.indices, line) {
            if let open = quote {
                if character == open { quote = nil } else { word!.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                word = word ?? ""
            } else if character == "#" && word == nil {
                return (words, line[line.index(after: index)...].trimmingCharacters(in: .whitespaces))
            } else if character == " " {
                if let finished = word { words.append(finished) }
                word = nil
            } else {
                word = (word ?? "") + String(character)
            }
        }
        if let word { words.append(word) }
        return (words, nil)
    }

    /// What `script --help` prints on standard output, and its exit status.
    static func help(of script: URL) throws -> (status: Int32, text: String) {
        try ProcessRun.output(script, ["--help"])
    }

    @Test func theReadmeHasExamplesAndTheTwoCommandsOnTop() throws {
        let commands = try Self.documentedCommands()
        #expect(
            commands.prefix(2).map(\.command) == [
                "swift run groupevents convert --from zim --to unified Fixtures/streams/zim-group-history.ndjson", "swift test",
            ])
        let examples = try Self.examples()
        #expect(examples.count >= 8)
        #expect(examples.first?.arguments.first == "convert", "the README opens with the main job")
        #expect(examples.contains { $0.arguments.contains("--id-map") }, "docs/command.md's ID-map examples are run too")
        #expect(Self.split("a 'b c' \"d\" # exit 1: why").words == ["a", "b c", "d"])
        #expect(Self.split("a 'b c' \"d\" # exit 1: why").comment == "exit 1: why")
        #expect(Self.isListing("Scripts/bench               the benchmark") && Self.isListing("      under it") && Self.isListing("Sources/ the code"))
        #expect(!Self.isListing("Scripts/bench --size 8") && !Self.isListing("swift run groupevents mappings      # the matrix"))
    }

    @Test func everyCommandLineIsRunOrAKnownException() throws {
        let commands = try Self.documentedCommands()
        for command in commands where command.groupeventsArguments == nil && command.script == nil {
            #expect(
                Self.exceptions[command.command] != nil,
                """
                \(command) is run by no test: make it a groupevents or Scripts/ line, add it to ReadmeExamplesTests.exceptions \
                with the reason, or tag its block ```text if it is no command
                """)
        }
        let written = Set(commands.map(\.command))
        for exception in Self.exceptions.keys.sorted() where !written.contains(exception) {
            Issue.record("ReadmeExamplesTests.exceptions lists '\(exception)', which no page has any more")
        }
    }

    @Test func everyScriptLineUsesOptionsItsHelpNames() throws {
        let commands = try Self.documentedCommands().filter { $0.script != nil }
        #expect(!commands.isEmpty, "docs/command.md runs Scripts/spark-convert and docs/performance.md Scripts/bench")
        for command in commands {
            let script = Repository.root.appending(path: command.script!)
            guard FileManager.default.isExecutableFile(atPath: script.path) else {
                Issue.record("\(command): \(command.script!) is no executable of the repository")
                continue
            }
            let help = try Self.help(of: script)
            #expect(help.status == 0, "\(command.script!) --help")
            let named = Set(help.text.split { !($0.isLetter || $0.isNumber || $0 == "-") })
            for option in command.words.dropFirst() where option.hasPrefix("-") {
                let name = option.split(separator: "=", maxSplits: 1).first ?? ""
                if !named.contains(name) { Issue.record("\(command): \(command.script!) --help names no \(name)") }
            }
        }
    }

    @Test func everyExampleRunsWithTheStatusItPromises() throws {
        let binary = try #require(BinaryTests.binary, "the groupevents executable is built with the tests")
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: Repository.fixtures, to: URL(fileURLWithPath: folder.path("Fixtures")))
        for example in try Self.examples() {
            let run = try ProcessRun(binary, example.arguments, in: folder.root)
            #expect(run.status == example.status, "\(example): \(run.errors)")
        }
    }
}
