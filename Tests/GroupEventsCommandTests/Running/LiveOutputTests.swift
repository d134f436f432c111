import Foundation
import GroupEventsCommand
import GroupEventsJSON
import Testing

/// In a pipe, records come out as soon as they are converted, not when the input ends, so that
/// `tail -f log | groupevents convert …` works.
@Suite struct LiveOutputTests {
    /// Runs the command on pipes in the background; the test feeds its input and reads its output.
    final class PipedRun: @unchecked Sendable {
        let input: Int32
        let output: Int32
        private let finished = DispatchSemaphore(value: 0)
        private(set) var status: Int32 = -1

        init(_ arguments: [String]) {
            var inputPipe: [Int32] = [0, 0]
            var outputPipe: [Int32] = [0, 0]
            precondition(pipe(&inputPipe) == 0 && pipe(&outputPipe) == 0)
            input = inputPipe[1]
            output = outputPipe[0]
            let (reading, writing) = (inputPipe[0], outputPipe[1])
            let errors = open("/dev/null", O_WRONLY)
            Thread.detachNewThread { [self] in
                status = GroupEventsCommandLine.run(arguments: arguments, standardInput: reading, standardOutput: writing, standardError: errors)
                close(writing)
                close(reading)
                close(errors)
                finished.signal()
            }
        }

        func send(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        }

        /// Reads until `lines` line feeds have come, or nothing came for `patience` seconds.
        func receive(lines: Int, patience: Int32 = 20) -> [String] {
            var text: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while text.filter({ $0 == 0x0A }).count < lines {
                var request = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                guard poll(&request, 1, patience * 1000) > 0 else { break }
                let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                text += buffer[0..<count]
            }
            return String(decoding: text, as: UTF8.self).split(separator: "\n").map(String.init)
        }

        /// Ends the input, reads the rest of the output (so that the command never blocks on a full
        /// pipe) and gives the exit status.
        func end() -> Int32 {
            close(input)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while buffer.withUnsafeMutableBytes({ read(output, $0.baseAddress, $0.count) }) > 0 {}
            finished.wait()
            close(output)
            return status
        }
    }

    func record(_ name: String) throws -> String {
        try JSONWriter.compactString(JSONReader().read(try Fixture.text("zim/sdk/\(name).json"))) + "\n"
    }

    @Test(arguments: [["convert", "--from", "zim", "--to", "unified"], ["convert", "--from", "zim", "--to", "unified", "--unbuffered"], ["describe"]])
    func recordsComeOutWhileTheInputIsStillOpen(_ arguments: [String]) throws {
        let run = PipedRun(arguments)
        run.send(try record("members-kicked-two-web") + record("member-muted-until-web"))
        let early = run.receive(lines: 2)
        #expect(early.count == 2, "both records out before the input ends: \(early)")
        run.send(try record("group-dismissed-web"))
        let late = run.receive(lines: 1)
        #expect(late.count == 1)
        #expect(run.end() == 0)
    }

    /// Standard input unnamed, so the framing is not hinted: the first line's end decides NDJSON.
    @Test(arguments: [["convert", "--from", "zim", "--to", "unified"], ["describe"]])
    func theFirstRecordComesOutWhenItsLineEnds(_ arguments: [String]) throws {
        let run = PipedRun(arguments)
        run.send(try record("members-kicked-two-web"))
        let first = run.receive(lines: 1, patience: 10)
        #expect(first.count == 1, "the first record out before a second line is written: \(first)")
        run.send(try record("group-dismissed-web"))
        #expect(run.receive(lines: 1, patience: 10).count == 1)
        #expect(run.end() == 0)
    }

    @Test(arguments: [["convert", "--from", "zim", "--to", "unified"], ["describe"]])
    func aSteadyTrickleComesOutBeforeItEnds(_ arguments: [String]) throws {
        final class Producer: @unchecked Sendable {
            private let lock = NSLock()
            private var done = false
            var isDone: Bool { lock.withLock { done } }
            func finish() { lock.withLock { done = true } }
        }
        let run = PipedRun(arguments)
        let record = try record("member-muted-until-web")
        let producer = Producer()
        // A record every 5 ms for 5 s: never a pause long enough to look like a stalled input.
        Thread.detachNewThread {
            for _ in 0..<1000 {
                run.send(record)
                usleep(5000)
            }
            producer.finish()
        }
        let first = run.receive(lines: 1)
        #expect(!first.isEmpty)
        #expect(!producer.isDone, "output came while records were still arriving")
        // Keep reading, or the command would block writing to a full pipe and stop reading its input.
        while !producer.isDone { _ = run.receive(lines: 1000, patience: 1) }
        #expect(run.end() == 0)
    }
}
