import Foundation
import GroupEvents
import GroupEventsJSON
import Synchronization
import Testing

@testable import GroupEventsCommand

/// Streaming: order across batches and workers, and a bound on a single record's size.
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

    func run(_ pipeline: RecordPipeline, _ text: String, overlap: Overlap = Overlap()) throws -> (framing: JSONFraming?, indices: [Int], problems: [Diagnostic]) {
        let folder = try TemporaryFolder()
        let path = try folder.write("input.ndjson", text)
        var framing: JSONFraming?
        var indices: [Int] = []
        let problems = try pipeline.run(
            InputFile(path: path), standardInput: 0,
            begin: { found, _ in framing = found },
            process: { record in
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
}
