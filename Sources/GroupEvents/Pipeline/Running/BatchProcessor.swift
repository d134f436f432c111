import Dispatch
import GroupEventsJSON
import Synchronization

/// Processes batches of records on `jobs` worker threads while the calling thread goes on, and hands
/// the results back to the calling thread strictly in input order.
///
/// Workers claim chunks of records, and a worker that finds a batch's chunks all claimed goes on to
/// the next batch while the others finish theirs: no worker waits at the end of a batch for the
/// slowest chunk (one whose thread was put off the core for a while, say).
///
/// While the workers process one batch, the calling thread consumes the batch before it (writes its
/// output and report) and reads and frames the batch after it, so that reading, framing and writing
/// overlap with the work instead of leaving the workers waiting for them.
///
/// Memory is bounded: at most `batchesInFlight` batches are with the workers at once (the older one
/// processing or finishing its last chunks, the next queued behind it or started); handing on another
/// first consumes the oldest, waiting for it when it is not done. With the batch being framed, that is
/// three batches of records and two of results, however large the input.
///
/// With one job there are no threads: `submit` processes the batch's records on the calling thread
/// and consumes them, as a worker and the caller would.
///
/// Each turn on a batch works with scratch memory of its own (`RecordScratch`), taken from a pool of
/// at most `jobs` and given back when the turn ends, so that a worker reuses it record after record.
/// The records of a chunk write their outputs into the scratch's one output buffer; once the chunk is
/// done, their results are settled in it (`ProcessedRecord.settle(in:)`), with one job too.
final class BatchProcessor {
    /// Batches handed to the workers and not yet consumed, at the most.
    static let batchesInFlight = 2
    /// Records a worker claims at a time: few enough that records of uneven cost are shared out
    /// evenly, enough that claiming costs nothing next to processing them.
    static let chunkSize = 64

    /// Worker threads: at most this many turns on batches process records at once.
    let jobs: Int
    private let process: @Sendable (JSONRawRecord, RecordScratch) -> ProcessedRecord
    /// Runs the workers' turns on batches, in the order they were submitted.
    private let queue = DispatchQueue(label: "groupevents.batches", attributes: .concurrent)
    /// One per worker: a turn on a batch holds one while it processes, so that at most `jobs` run at once.
    private let workerSlots: DispatchSemaphore
    /// Batches submitted and not yet consumed, oldest first.
    private var inFlight: [Batch] = []
    /// The workers' chunk buffers, reused once their records are consumed.
    private let outputBuffers = OutputBufferPool()
    /// Scratch memory no turn holds now.
    private let idleScratch: ScratchPool
    /// The calling thread's scratch memory, with one job.
    private let callerScratch: RecordScratch

    /// A processor running `process` on `jobs` threads.
    init(jobs: Int, process: @escaping @Sendable (JSONRawRecord, RecordScratch) -> ProcessedRecord) {
        self.jobs = max(1, jobs)
        self.process = process
        workerSlots = DispatchSemaphore(value: self.jobs)
        idleScratch = ScratchPool(buffers: outputBuffers)
        callerScratch = RecordScratch(buffers: outputBuffers)
    }

    /// Hands `records` on for processing, first consuming in order the oldest batches until fewer than
    /// `batchesInFlight` are left with the workers. With one job, processes and consumes them at once.
    func submit(_ records: [JSONRawRecord], consume: (ProcessedRecord) throws(RunFailure) -> Void) throws(RunFailure) {
        let batch = Batch(records)
        guard jobs > 1 else {
            batch.work(with: callerScratch, process: process)
            try batch.consumeResults(consume)
            return
        }
        inFlight.append(batch)
        // A turn per worker (fewer for a batch of fewer chunks); each claims chunks until none is left.
        for _ in 0..<min(jobs, batch.chunkCount) {
            queue.async { [workerSlots, idleScratch, process] in
                workerSlots.wait()
                let scratch = idleScratch.take()
                batch.work(with: scratch, process: process)
                idleScratch.give(scratch)
                workerSlots.signal()
            }
        }
        while inFlight.count >= Self.batchesInFlight { try consumeOldest(consume) }
    }

    /// Consumes, in order, every batch submitted so far, waiting for the workers to finish them.
    func drain(consume: (ProcessedRecord) throws(RunFailure) -> Void) throws(RunFailure) {
        while !inFlight.isEmpty { try consumeOldest(consume) }
    }

    /// Waits for the workers to finish every batch submitted so far and drops their results, so that
    /// no work outlives a run that stopped early (a failure while consuming).
    func discardInFlight() {
        for batch in inFlight { batch.finished.wait() }
        inFlight.removeAll()
    }

    private func consumeOldest(_ consume: (ProcessedRecord) throws(RunFailure) -> Void) throws(RunFailure) {
        let batch = inFlight.removeFirst()
        batch.finished.wait()
        try batch.consumeResults(consume)
    }
}

/// One batch's records and their results: the workers claim chunks of records in turn and each
/// writes the result slots of its own chunks; the results are read only after `finished` is signalled,
/// which the worker that completes the last chunk does (the count of completed chunks orders every
/// worker's writes before it). Raw memory rather than an array, so that concurrent writes to distinct
/// slots are not one exclusive access.
private final class Batch: @unchecked Sendable {
    /// Signalled once every record has its result.
    let finished = DispatchSemaphore(value: 0)
    private let records: [JSONRawRecord]
    private let results: UnsafeMutablePointer<ProcessedRecord>
    /// How many results `consumeResults` has handed on, moved out of their slots: the slots from here
    /// on are the batch's to deinitialize.
    private var consumedCount = 0
    /// The number of chunks of `BatchProcessor.chunkSize` records (the last may be shorter).
    let chunkCount: Int
    private let nextChunk = Atomic<Int>(0)
    private let completedChunks = Atomic<Int>(0)

    init(_ records: [JSONRawRecord]) {
        self.records = records
        results = .allocate(capacity: records.count)
        chunkCount = (records.count + BatchProcessor.chunkSize - 1) / BatchProcessor.chunkSize
        // An empty batch has nothing to wait for.
        if chunkCount == 0 { finished.signal() }
    }

    deinit {
        // A batch is released only after every chunk is complete (the workers' turns hold it until
        // then), so every slot not handed on is initialized.
        (results + consumedCount).deinitialize(count: records.count - consumedCount)
        results.deallocate()
    }

    /// Claims chunks and processes their records with `scratch` until none is left unclaimed, settling
    /// each chunk's results in its output buffer; the worker that completes the last chunk signals
    /// `finished`.
    func work(with scratch: RecordScratch, process: @Sendable (JSONRawRecord, RecordScratch) -> ProcessedRecord) {
        let size = BatchProcessor.chunkSize
        while true {
            let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
            guard chunk < chunkCount else { return }
            let indices = chunk * size..<min(chunk * size + size, records.count)
            for index in indices {
                (results + index).initialize(to: process(records[index], scratch))
            }
            let written = scratch.finishChunk()
            for index in indices { results[index].settle(in: written) }
            if completedChunks.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == chunkCount { finished.signal() }
        }
    }

    /// Hands every result to `consume`, in record order, each moved out of its slot rather than copied
    /// (a copy and its release cost a retain and a release of each of a result's buffers and lists).
    func consumeResults(_ consume: (ProcessedRecord) throws(RunFailure) -> Void) throws(RunFailure) {
        while consumedCount < records.count {
            let result = (results + consumedCount).move()
            consumedCount += 1
            try consume(result)
        }
    }
}

/// The scratch memory of the turns that are not running: a turn takes one (or a new one when none is
/// idle) and gives it back, so there are never more than `jobs` of them.
private final class ScratchPool: Sendable {
    private let idle = Mutex<[RecordScratch]>([])
    /// The chunk buffers every scratch shares.
    private let buffers: OutputBufferPool

    /// A pool whose scratch memory shares `buffers`.
    init(buffers: OutputBufferPool) {
        self.buffers = buffers
    }

    /// An idle scratch, or a new one.
    func take() -> RecordScratch {
        idle.withLock { $0.popLast() } ?? RecordScratch(buffers: buffers)
    }

    /// Gives `scratch` back for another turn.
    func give(_ scratch: RecordScratch) {
        idle.withLock { $0.append(scratch) }
    }
}
