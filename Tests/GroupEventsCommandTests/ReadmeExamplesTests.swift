import Foundation
import GroupEventsTestSupport
import Testing

/// Every `swift run groupevents …` line in the code blocks of the README and `docs/` works: run by the
/// built binary, in order, in a temporary copy of the fixtures, it exits 0, or with the status its comment names
/// (`# exit 1: …`).
@Suite struct ReadmeExamplesTests {
    /// One README command: its arguments and the exit status it promises.
    struct Example: CustomStringConvertible {
        let line: String
        let arguments: [String]
        let status: Int32

        var description: String { line }
    }

    /// The pages whose commands are run: the README, then every page of `docs/` by name.
    static func pages() throws -> [URL] {
        let docs = Repository.root.appending(path: "docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [Repository.root.appending(path: "README.md")] + names.map { docs.appending(path: $0) }
    }

    /// The `swift run groupevents` lines of every fenced code block, in page order (`pages()`).
    static func examples() throws -> [Example] {
        var text = ""
        for page in try pages() { text += try String(contentsOf: page, encoding: .utf8) + "\n" }
        var examples: [Example] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            guard inBlock, line.hasPrefix("swift run groupevents ") else { continue }
            let (words, comment) = split(String(line))
            let status = comment.flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Int32($0.trimmingCharacters(in: .punctuationCharacters)) } }
            examples.append(Example(line: String(line), arguments: Array(words.dropFirst(3)), status: comment?.hasPrefix("exit ") == true ? status ?? 0 : 0))
        }
        return examples
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

    @Test func theReadmeHasExamplesAndTheTwoCommandsOnTop() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 8)
        #expect(examples.first?.arguments.first == "convert", "the README opens with the main job")
        #expect(examples.contains { $0.arguments.contains("--id-map") }, "docs/command.md's ID-map examples are run too")
        #expect(Self.split("a 'b c' \"d\" # exit 1: why").words == ["a", "b c", "d"])
        #expect(Self.split("a 'b c' \"d\" # exit 1: why").comment == "exit 1: why")
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
