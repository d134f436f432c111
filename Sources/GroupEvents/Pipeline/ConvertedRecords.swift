import Foundation

/// The records a conversion makes, as an `AsyncSequence` (`Conversion.records(from:)`): the run
/// starts when iteration does, on a thread of its own, and waits whenever a few hundred records are
/// waiting to be read; when the reading task stops (or is cancelled), the run stops too.
public struct ConvertedRecords: AsyncSequence, Sendable {
    /// A record made.
    public typealias Element = ConvertedRecord

    /// The conversion run.
    let conversion: Conversion
    /// What it reads.
    let sources: [RecordSource]

    /// Starts the run.
    public func makeAsyncIterator() -> Iterator {
        let gate = RecordGate(capacity: 256)
        let (stream, continuation) = AsyncThrowingStream<ConvertedRecord, any Error>.makeStream()
        continuation.onTermination = { _ in gate.close() }
        let (conversion, sources) = (self.conversion, self.sources)
        Thread {
            do {
                _ = try conversion.run(
                    from: sources,
                    to: .each { record in
                        guard gate.enter() else { throw RunFailure.io("the records were no longer read") }
                        continuation.yield(record)
                    })
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }.start()
        return Iterator(records: stream.makeAsyncIterator(), gate: gate)
    }

    /// Reads the records one at a time, letting the run make one more for each read.
    public struct Iterator: AsyncIteratorProtocol {
        /// The records as the run yields them.
        var records: AsyncThrowingStream<ConvertedRecord, any Error>.Iterator
        /// How many more the run may make.
        let gate: RecordGate

        /// The next record, nil at the end.
        ///
        /// - Throws: the `RunFailure` that ended the run.
        public mutating func next() async throws -> ConvertedRecord? {
            let record = try await records.next()
            if record != nil { gate.leave() }
            return record
        }
    }
}

/// Holds a run back while `capacity` records wait to be read.
final class RecordGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting = 0
    private var closed = false
    private let capacity: Int

    /// A gate letting `capacity` records wait.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Waits until a record may be made; false once the reader has stopped.
    func enter() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting >= capacity && !closed { condition.wait() }
        waiting += 1
        return !closed
    }

    /// A record was read.
    func leave() {
        condition.lock()
        waiting -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The reader stopped: the run is let go, and stops at its next record.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
