import Foundation
import GroupEventsTestSupport
import Testing

/// The built `groupevents` binary itself: exit status and streams, as a user runs it.
@Suite struct BinaryTests {
    /// The executable, built next to the test bundle.
    static var binary: URL? {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appending(component: "groupevents")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    @Test func convertsFromStandardInputAndExitsWithTheContractStatus() throws {
        let binary = try #require(Self.binary, "the groupevents executable is built with the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["convert", "--from", "zim", "--to", "unified"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("{\"type\": 32, \"event\": 5, \"operatedUser\": {\"userID\": \"bob\"}}\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("\"member.left\""))
    }
}
