import Foundation
import GroupEventsCommand
import GroupEventsTestSupport

/// Runs `groupevents` in-process on temporary files and captures what it wrote and its exit status.
struct CommandRun {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let output: String
    /// Everything written to standard error.
    let errors: String

    /// Runs the command with `arguments`, feeding `input` on standard input.
    init(_ arguments: [String], input: String = "") throws {
        let folder = try TemporaryFolder()
        let inputPath = try folder.write("stdin", input)
        let outputPath = folder.path("stdout")
        let errorPath = folder.path("stderr")
        let inputDescriptor = open(inputPath, O_RDONLY)
        let outputDescriptor = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let errorDescriptor = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer {
            close(inputDescriptor)
            close(outputDescriptor)
            close(errorDescriptor)
        }
        status = GroupEventsCommandLine.run(
            arguments: arguments, standardInput: inputDescriptor, standardOutput: outputDescriptor, standardError: errorDescriptor)
        output = try String(contentsOfFile: outputPath, encoding: .utf8)
        errors = try String(contentsOfFile: errorPath, encoding: .utf8)
    }
}

/// Fixture paths for the command tests.
enum Fixture {
    /// A path under `Fixtures/`.
    static func path(_ relative: String) -> String { Repository.fixtures.appending(path: relative).path }

    /// The text of a file under `Fixtures/`.
    static func text(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }
}
