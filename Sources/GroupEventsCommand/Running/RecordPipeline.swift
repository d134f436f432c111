import Dispatch
import GroupEvents
import GroupEventsJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams one input through a command's per-record work: reads it in blocks, splits it into records
/// with `JSONRecordFramer`, processes batches of records on `jobs` threads, and hands the results on
/// in input order. Memory holds one block and one batch, however large the input.
struct RecordPipeline: Sendable {
    /// Worker threads per batch.
    let jobs: Int
    /// Records per batch.
    let batchSize: Int
    /// Bytes read per block.
    let blockSize: Int
    /// The largest single record read; a larger one stops the input with a diagnostic instead of
    /// filling memory (no group notification comes near it).
    let maximumRecordSize: Int
    /// Whether every read's records are handed on at once (`--unbuffered`), rather than in batches.
    let unbuffered: Bool
    /// The longest a record waits for its batch to fill before it is processed anyway, so that a
    /// steady trickle (a record every few milliseconds) still comes out promptly.
    let maximumDelay: Duration

    /// A pipeline with `jobs` workers.
    init(
        jobs: Int, batchSize: Int = 4096, blockSize: Int = 1 << 20, maximumRecordSize: Int = 256 << 20, unbuffered: Bool = false,
        maximumDelay: Duration = .milliseconds(100)
    ) {
        self.jobs = max(1, jobs)
        self.batchSize = batchSize
        self.blockSize = blockSize
        self.maximumRecordSize = maximumRecordSize
        self.unbuffered = unbuffered
        self.maximumDelay = maximumDelay
    }

    /// Runs `input` through `process`, calling `begin` once the framing and layout are known (before
    /// the first record, or at the end for an input without records) and `consume` for every record
    /// in order. Input-level problems come back as diagnostics.
    ///
    /// Records are processed in batches. When the input stalls (a pipe with nothing more to read for
    /// now), when the oldest waiting record has waited `maximumDelay`, or after every read when
    /// `unbuffered`, the records read so far are processed at once and `stalled` is called, so that
    /// output can be flushed while a slow producer is still writing. Files are read far faster than
    /// that, so they keep full batches.
    func run(
        _ input: InputFile, standardInput: Int32,
        begin: (JSONFraming, RecordLayout) throws(CommandFailure) -> Void,
        process: @escaping @Sendable (JSONRawRecord) -> ProcessedRecord,
        consume: (ProcessedRecord) throws(CommandFailure) -> Void,
        stalled: () throws(CommandFailure) -> Void = {},
        progress: (Int) -> Void = { _ in }
    ) throws(CommandFailure) -> [Diagnostic] {
        let descriptor: Int32
        if let path = input.path {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw CommandFailure.io("\(path): cannot open: \(String(cString: strerror(errno)))") }
        } else {
            descriptor = standardInput
        }
        defer { if input.path != nil { close(descriptor) } }

        var framer = JSONRecordFramer(hint: input.framingHint)
        var begun = false
        var pending: [JSONRawRecord] = []
        var block = [UInt8](repeating: 0, count: blockSize)
        var bytesRead = 0
        let clock = ContinuousClock()
        var oldestWaiting: ContinuousClock.Instant?

        func flush(atEnd: Bool = false) throws(CommandFailure) {
            oldestWaiting = nil
            if !begun, let framing = framer.framing, !pending.isEmpty || atEnd {
                try begin(framing, RecordLayout.of(framing, first: pending.first, startLine: framer.startLocation?.line))
                begun = true
            }
            guard !pending.isEmpty else { return }
            for result in processBatch(pending, process) { try consume(result) }
            pending.removeAll(keepingCapacity: true)
        }

        do {
            while true {
                let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw CommandFailure.io("\(input.displayName): read failed: \(String(cString: strerror(errno)))")
                }
                if count == 0 { break }
                bytesRead += count
                try framer.feed(block[0..<count], into: &pending)
                if !pending.isEmpty && oldestWaiting == nil { oldestWaiting = clock.now }
                if pending.count >= batchSize {
                    try flush()
                } else if !pending.isEmpty,
                    unbuffered || oldestWaiting.map({ clock.now - $0 >= maximumDelay }) == true
                        || (count < blockSize && !Self.hasInputWaiting(descriptor))
                {
                    try flush()
                    try stalled()
                }
                progress(bytesRead)
                if framer.bufferedByteCount > maximumRecordSize {
                    try flush()
                    let start = bytesRead - framer.bufferedByteCount
                    let message = "a single record starting near byte \(start) is larger than the limit of \(maximumRecordSize) bytes; the rest of the input was not read"
                    return [Diagnostic(code: .malformedInput, severity: .error, location: RecordLocation(file: input.name, offset: JSONOffset(start)), message: message)]
                }
            }
            try framer.finish(into: &pending)
            try flush(atEnd: true)
            return []
        } catch let failure as CommandFailure {
            throw failure
        } catch let error as JSONFramingError {
            try flush()
            return [.malformedInput(error, file: input.name)]
        } catch {
            throw CommandFailure.io("\(input.displayName): \(error)")
        }
    }

    /// Whether more input arrives on `descriptor` within a few milliseconds (at once for files): a
    /// fast producer refills a pipe well within that, so only a real pause ends a batch early.
    private static func hasInputWaiting(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 10) > 0
    }

    /// Processes a batch on up to `jobs` threads; results keep the batch's order.
    private func processBatch(_ records: [JSONRawRecord], _ process: @escaping @Sendable (JSONRawRecord) -> ProcessedRecord) -> [ProcessedRecord] {
        let workers = min(jobs, max(1, records.count / 64))
        if workers == 1 { return records.map(process) }
        let slots = ResultSlots(count: records.count)
        let chunk = (records.count + workers - 1) / workers
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let start = worker * chunk
            let end = min(start + chunk, records.count)
            guard start < end else { return }
            for index in start..<end { slots.store(process(records[index]), at: index) }
        }
        return slots.results
    }
}

/// Per-index result storage written by concurrent workers, each index by exactly one worker, and
/// read only after all workers have finished (`concurrentPerform` returns after they all do). Raw
/// memory rather than an array, so that concurrent writes to distinct slots are not one exclusive access.
private final class ResultSlots: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<ProcessedRecord?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ result: ProcessedRecord, at index: Int) {
        storage[index] = result
    }

    var results: [ProcessedRecord] { storage.map { $0! } }
}
