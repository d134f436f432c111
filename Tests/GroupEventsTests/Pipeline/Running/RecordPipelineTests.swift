import Foundation
import GroupEventsCore
import GroupEventsJSON
import Synchronization
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// Streaming: order across batches and workers, a bound on a single record's size, records before a
/// framing error, and prompt output when a pipe pauses.
@Suite struct RecordPipelineTests {
    /// Counts the records being processed at the same moment, and the most there ever were.
    final class Overlap: Sendable {
        private let current = Atomic<Int>(0)
        private let most = Atomic<Int>(0)
        /// Until when a record waits for another to be in flight with it.
        private let deadline: ContinuousClock.Instant

        /// A counter whose records wait, for `patience` from now at the most, until two are in flight
        /// together, so that workers really running side by side are seen to, however the threads start.
        init(patience: Duration = .zero) {
            deadline = .now + patience
        }

        /// The most records that were processed at once.
        var maximum: Int { most.load(ordering: .sequentiallyConsistent) }

        /// Counts one record in while `body` runs.
        func during<T>(_ body: () -> T) -> T {
            let now = current.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
            most.max(now, ordering: .sequentiallyConsistent)
            while maximum < 2 && ContinuousClock.now < deadline { usleep(200) }
            defer { current.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
            return body()
        }
    }

    func run(_ pipeline: RecordPipeline, _ text: String, name: String = "input.ndjson", overlap: Overlap = Overlap()) throws -> (
        framing: JSONFraming?, indices: [Int], problems: [Diagnostic]
    ) {
        let folder = try TemporaryFolder()
        let path = try folder.write(name, text)
        var framing: JSONFraming?
        var indices: [Int] = []
        let problems = try pipeline.run(
            InputFile(path: path), standardInput: 0,
            begin: { found, _ in framing = found },
            process: { record, _ in
                overlap.during { ProcessedRecord(outcome: .converted, events: [], outputs: [Array(String(record.index).utf8)], diagnostics: []) }
            },
            consume: { indices.append(Int(String(decoding: $0.outputs[0], as: UTF8.self))!) })
        return (framing, indices, problems)
    }

    // On one processor `concurrentPerform` runs every iteration on the calling thread, so no overlap
    // can be seen: the test is then reported as skipped rather than passing quietly.
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "needs more than one processor to see workers overlap"))
    func resultsKeepInputOrderAcrossBatchesAndWorkers() throws {
        let text = (0..<1000).map { "{\"n\": \($0)}\n" }.joined()
        let overlap = Overlap(patience: .seconds(5))
        let result = try run(RecordPipeline(jobs: 4, batchSize: 256, blockSize: 4096), text, overlap: overlap)
        #expect(result.framing == .lines)
        #expect(result.indices == Array(0..<1000))
        #expect(result.problems.isEmpty)
        #expect(overlap.maximum >= 2, "more than one worker processed records at the same time")
    }

    @Test func oneJobProcessesOneRecordAtATime() throws {
        let overlap = Overlap(patience: .milliseconds(300))
        let result = try run(RecordPipeline(jobs: 1, batchSize: 256), "{\"n\": 0}\n{\"n\": 1}\n", overlap: overlap)
        #expect(result.indices == [0, 1])
        #expect(overlap.maximum == 1, "the overlap count sees a single worker as one")
    }

    @Test func anOversizedRecordStopsTheInputWithADiagnostic() throws {
        let huge = "{\"a\": \"" + String(repeating: "x", count: 5000) + "\"}\n"
        let result = try run(RecordPipeline(jobs: 1, blockSize: 512, maximumRecordSize: 1024), "{\"n\": 0}\n" + huge + "{\"n\": 2}\n")
        #expect(result.indices == [0])
        #expect(result.problems.map(\.code) == [.malformedInput])
        #expect(result.problems.first?.message.contains("larger than") == true)
    }

    @Test func aFramingErrorComesAfterEveryRecordBeforeIt() throws {
        let text = "[" + (0..<2000).map { "{\"n\": \($0)}" }.joined(separator: ",\n") + "]\n{\"after\": 1}\n"
        let result = try run(RecordPipeline(jobs: 4, batchSize: 256, blockSize: 4096), text, name: "input.json")
        #expect(result.framing == .array)
        #expect(result.indices == Array(0..<2000))
        #expect(result.problems.map(\.code) == [.malformedInput])
    }

    /// A number shared between the pipeline's thread and the test's writer.
    final class Mark: Sendable {
        private let value = Atomic<Int>(-1)
        var current: Int { value.load(ordering: .sequentiallyConsistent) }
        func set(_ number: Int) { value.store(number, ordering: .sequentiallyConsistent) }
    }

    @Test(arguments: [1, 4])
    func aFullBatchIsWrittenOutWhenThePipePauses(jobs: Int) throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        let firstStall = Mark()
        let consumedAtFirstStall = Mark()
        // Exactly one batch, then a pause until the pipeline has written it out (5 s at the most).
        Thread.detachNewThread {
            let send = { (text: String) in _ = Array(text.utf8).withUnsafeBytes { write(writing, $0.baseAddress, $0.count) } }
            send((0..<4).map { "{\"n\": \($0)}\n" }.joined())
            let deadline = ContinuousClock.now + .seconds(5)
            while firstStall.current < 0 && ContinuousClock.now < deadline { usleep(1000) }
            send("{\"n\": 4}\n")
            close(writing)
        }
        var indices: [Int] = []
        let problems = try RecordPipeline(jobs: jobs, batchSize: 4).run(
            .standardInput(named: "pipe.ndjson"), standardInput: reading,
            begin: { _, _ in },
            process: { record, _ in ProcessedRecord(outcome: .converted, events: [], outputs: [], diagnostics: [], number: record.index) },
            consume: { indices.append($0.number) },
            stalled: {
                if firstStall.current < 0 {
                    consumedAtFirstStall.set(indices.count)
                    firstStall.set(1)
                }
            })
        #expect(problems.isEmpty)
        #expect(indices == Array(0..<5))
        #expect(consumedAtFirstStall.current == 4, "the whole batch was consumed and flushed before more input came")
    }
}
