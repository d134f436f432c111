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

/// A folder under the system's temporary directory, removed when the value is released.
final class TemporaryFolder {
    /// The folder's path.
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "groupevents-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The path of `name` inside the folder.
    func path(_ name: String) -> String { root + "/" + name }

    /// Writes `text` to `name` (creating folders) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let target = path(name)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
        return target
    }

    /// The text of `name`, or nil when it does not exist.
    func read(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// The names of the files in the folder, recursively, sorted.
    func files() -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path(name), isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}

/// Fixture paths for the command tests.
enum Fixture {
    /// A path under `Fixtures/`.
    static func path(_ relative: String) -> String { Repository.fixtures.appending(path: relative).path }

    /// The text of a file under `Fixtures/`.
    static func text(_ relative: String) throws -> String { try String(contentsOfFile: path(relative), encoding: .utf8) }
}
