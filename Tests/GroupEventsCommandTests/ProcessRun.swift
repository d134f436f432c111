import Foundation

/// Runs a program as a child process, its standard input empty and its standard output discarded
/// (or taken with its standard error), and captures its exit status and standard error.
struct ProcessRun {
    /// The exit status.
    let status: Int32
    /// Everything written to standard error (and to standard output, when it was taken too).
    let errors: String

    /// Runs `executable` with `arguments`, in `folder` when one is given; with `takingOutput`, what it
    /// writes to standard output goes with its standard error (a build that says what failed there).
    init(_ executable: URL, _ arguments: [String], in folder: String? = nil, takingOutput: Bool = false) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder.map { URL(fileURLWithPath: $0) }
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardOutput = takingOutput ? errors : FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        self.errors = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        status = process.terminationStatus
    }

    /// The exit status and standard output of `executable` run with `arguments` (standard error discarded).
    static func output(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
