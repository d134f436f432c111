import Foundation
import GroupEventsCore
import GroupEventsJSON
import Synchronization
import GroupEventsTestSupport
import Testing

@testable import GroupEvents

/// Batches processed on worker threads while the caller goes on: results in input order, a bound on
/// the batches with the workers, overlap of processing with consuming, and no work left behind.
@Suite struct BatchProcessorTests {
    /// How long a worker waits for what a test expects of the other, waited in full only when the
    /// test fails: long, for the workers run on Dispatch's pool beside the whole suite's tests on two
    /// cores, where 5 seconds once ran out in a full run with nothing wrong.
    private static let patience: Duration = .seconds(60)

    /// A number shared between the workers and the test.
    final class Counter: Sendable {
        let value = Atomic<Int>(0)
        var current: Int { value.load(ordering: .sequentiallyConsistent) }
    }

    /// `count` records numbered from `start`.
    static func records(from start: Int, count: Int) -> [JSONRawRecord] {
        (start..<start + count).map { JSONRawRecord(bytes: [], index: $0, offset: 0, line: 1, column: 1) }
    }

    /// A result carrying its record's number.
    static func result(_ record: JSONRawRecord) -> ProcessedRecord {
        var result = ProcessedRecord(outcome: .converted, events: [], outputs: [], diagnostics: [])
        result.number = record.index + 1
        return result
    }

    @Test func resultsKeepInputOrderWithManyWorkersAndUnevenRecords() throws {
        // Every fifth record, and the first few of every chunk, take far longer than the rest, so that
        // workers finish their chunks and batches out of order.
        let processor = BatchProcessor(jobs: 8) { record, _ in
            if record.index % 5 == 0 || record.index % BatchProcessor.chunkSize < 3 { usleep(200) }
            return Self.result(record)
        }
        var numbers: [Int] = []
        var start = 0
        for batch in 0..<30 {
            let count = 1 + batch * 37 % 300
            try processor.submit(Self.records(from: start, count: count)) { numbers.append($0.number - 1) }
            start += count
        }
        try processor.drain { numbers.append($0.number - 1) }
        #expect(numbers == Array(0..<start))
    }

    @Test func atMostTwoBatchesAreWithTheWorkers() throws {
        let size = 100
        let furthest = Counter()
        let processor = BatchProcessor(jobs: 2) { record, _ in
            furthest.value.max(record.index, ordering: .sequentiallyConsistent)
            return Self.result(record)
        }
        var consumed = 0
        var aheadOfConsuming: [Int] = []
        var unconsumedAfterSubmit: [Int] = []
        let consume = { (record: ProcessedRecord) in
            // While a batch is consumed, the workers may have the next one, never the one after it.
            if furthest.current >= (record.number - 1) / size * size + 2 * size { aheadOfConsuming.append(record.number) }
            consumed += 1
        }
        for batch in 0..<20 {
            try processor.submit(Self.records(from: batch * size, count: size), consume: consume)
            unconsumedAfterSubmit.append((batch + 1) * size - consumed)
        }
        try processor.drain(consume: consume)
        #expect(consumed == 20 * size)
        #expect(unconsumedAfterSubmit.allSatisfy { $0 <= (BatchProcessor.batchesInFlight - 1) * size }, "\(unconsumedAfterSubmit)")
        #expect(aheadOfConsuming.isEmpty, "records processed two batches ahead of the one consumed: \(aheadOfConsuming.prefix(5))")
    }

    @Test func workersProcessTheNextBatchWhileTheCallerConsumes() throws {
        let size = 256
        let nextBatchStarted = Counter()
        let processor = BatchProcessor(jobs: 2) { record, _ in
            if record.index >= size { nextBatchStarted.value.store(1, ordering: .sequentiallyConsistent) }
            return Self.result(record)
        }
        var sawOverlap = false
        let consume = { (record: ProcessedRecord) in
            guard record.number == 1 else { return }
            let deadline = ContinuousClock.now + Self.patience
            while nextBatchStarted.current == 0 && ContinuousClock.now < deadline { usleep(200) }
            sawOverlap = nextBatchStarted.current == 1
        }
        try processor.submit(Self.records(from: 0, count: size), consume: consume)
        try processor.submit(Self.records(from: size, count: size), consume: consume)
        try processor.drain(consume: consume)
        #expect(sawOverlap, "the second batch was processed while the first was being consumed")
    }

    @Test func aSlowChunkDoesNotHoldBackTheNextBatch() throws {
        // The first batch's last record waits for the second batch to start: a worker done with the
        // first batch's other chunk goes on to the next batch instead of waiting at its end.
        let size = 2 * BatchProcessor.chunkSize
        let nextBatchStarted = Counter()
        let slowRecordSawIt = Counter()
        let processor = BatchProcessor(jobs: 2) { record, _ in
            if record.index >= size { nextBatchStarted.value.store(1, ordering: .sequentiallyConsistent) }
            if record.index == size - 1 {
                let deadline = ContinuousClock.now + Self.patience
                while nextBatchStarted.current == 0 && ContinuousClock.now < deadline { usleep(200) }
                slowRecordSawIt.value.store(nextBatchStarted.current, ordering: .sequentiallyConsistent)
            }
            return Self.result(record)
        }
        var numbers: [Int] = []
        let consume = { (record: ProcessedRecord) in numbers.append(record.number - 1) }
        try processor.submit(Self.records(from: 0, count: size), consume: consume)
        try processor.submit(Self.records(from: size, count: size), consume: consume)
        try processor.drain(consume: consume)
        #expect(slowRecordSawIt.current == 1, "the second batch started while the first one's last chunk was being processed")
        #expect(numbers == Array(0..<2 * size))
    }

    @Test func aFailureWhileConsumingLeavesNoWorkBehind() throws {
        let size = 256
        let processed = Counter()
        let processor = BatchProcessor(jobs: 4) { record, _ in
            usleep(200)
            processed.value.add(1, ordering: .sequentiallyConsistent)
            return Self.result(record)
        }
        var numbers: [Int] = []
        let consume = { (record: ProcessedRecord) throws(RunFailure) in
            if record.number == 151 { throw RunFailure.io("disk full") }
            numbers.append(record.number - 1)
        }
        #expect(throws: RunFailure.self) {
            for batch in 0..<4 { try processor.submit(Self.records(from: batch * size, count: size), consume: consume) }
        }
        processor.discardInFlight()
        let settled = processed.current
        usleep(50_000)
        #expect(processed.current == settled, "no record is processed after the run gave up")
        #expect(settled == 2 * size, "the failing batch and the one behind it, no more")
        #expect(numbers == Array(0..<150))
    }

    @Test(arguments: [1, 2])
    func theRecordsOfAChunkShareOneOutputBufferAndEachReadsItsOwnOutputs(jobs: Int) throws {
        let source = try JSONIndexedText(bytes: Array("0".utf8)).source
        let processor = BatchProcessor(jobs: jobs) { record, scratch in
            let writing = RecordWriting(style: .compact, source: source, recordByteCount: 0, scratch: scratch, recordNumber: record.index + 1)
            var result = Self.result(record)
            result.outputs = writing.bytes(record.index % 7 == 3 ? [] : [OutputRecord(.integer(Int64(record.index)))])
            return result
        }
        var outputs: [Int: [String]] = [:]
        var buffers: [Int: Set<UnsafePointer<UInt8>>] = [:]
        let consume = { (record: ProcessedRecord) in
            outputs[record.number - 1] = record.outputs.map { String(decoding: $0, as: UTF8.self) }
            for output in record.outputs {
                let base = output.withUnsafeBufferPointer { $0.baseAddress! - output.startIndex }
                buffers[(record.number - 1) / BatchProcessor.chunkSize, default: []].insert(base)
            }
        }
        try processor.submit(Self.records(from: 0, count: 150), consume: consume)
        try processor.drain(consume: consume)
        #expect(outputs == Dictionary(uniqueKeysWithValues: (0..<150).map { ($0, $0 % 7 == 3 ? [] : ["\($0)"]) }))
        #expect(buffers.values.map(\.count) == [1, 1, 1], "one buffer per chunk of records")
    }

    @Test func oneJobProcessesAndConsumesEachBatchAtOnce() throws {
        let processor = BatchProcessor(jobs: 1) { record, _ in Self.result(record) }
        var numbers: [Int] = []
        try processor.submit(Self.records(from: 0, count: 3)) { numbers.append($0.number - 1) }
        #expect(numbers == [0, 1, 2])
    }
}
