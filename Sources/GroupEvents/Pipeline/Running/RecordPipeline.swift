import GroupEventsCore
import GroupEventsJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streams one input through a command's per-record work: reads it in blocks, splits it into records
/// with `JSONRecordFramer`, processes batches of records on `jobs` threads (`BatchProcessor`), and
/// hands the results on in input order. Reading, framing and consuming go on while the workers
/// process, so that `--jobs 2` is not held back by them. Memory holds one block and a fixed number of
/// batches (three of records, two of results; see `BatchProcessor`), however large the input.
struct RecordPipeline: Sendable {
    /// Worker threads.
    let jobs: Int
    /// Records per batch: few enough that the workers soon have work and the last batch is soon
    /// written (the first batch is framed and the last consumed while they wait), enough that handing
    /// a batch over costs nothing next to its work.
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
        jobs: Int, batchSize: Int = 1024, blockSize: Int = 1 << 20, maximumRecordSize: Int = 256 << 20, unbuffered: Bool = false,
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
    /// Records are processed in batches: a full batch goes to the workers while the next is read and
    /// the one before is consumed. When the input stalls (a pipe with nothing more to read for now,
    /// also right after a full batch), when the oldest waiting record has waited `maximumDelay`, or
    /// after every read when `unbuffered`, every record read so far is processed and consumed at once
    /// and `stalled` is called, so that output can be flushed while a slow producer is still writing.
    /// Files are read far faster than that, so they keep full batches.
    func run(
        _ input: InputFile, standardInput: Int32,
        begin: (JSONFraming, RecordLayout) throws(RunFailure) -> Void,
        process: @escaping @Sendable (JSONRawRecord, RecordScratch) -> ProcessedRecord,
        consume: (ProcessedRecord) throws(RunFailure) -> Void,
        stalled: () throws(RunFailure) -> Void = {},
        progress: (Int) -> Void = { _ in }
    ) throws(RunFailure) -> [Diagnostic] {
        let descriptor: Int32
        if let path = input.path {
            // Opening a FIFO waits for its writer; a stop signal cuts the wait short.
            var opened = open(path, O_RDONLY | O_CLOEXEC)
            while opened < 0 && errno == EINTR {
                if let signal = InterruptMonitor.received { throw RunFailure.interrupted(signal, "interrupted by \(signal.name)") }
                opened = open(path, O_RDONLY | O_CLOEXEC)
            }
            guard opened >= 0 else { throw RunFailure.io("\(path): cannot open: \(String(cString: strerror(errno)))") }
            descriptor = opened
        } else {
            descriptor = input.descriptor ?? standardInput
        }
        defer { if input.path != nil { close(descriptor) } }
        // Bytes a program hands in come as they are asked for, never from a descriptor.
        let supplied = input.supply?.reader()

        let processor = BatchProcessor(jobs: jobs, process: process)
        defer { processor.discardInFlight() }
        // A pipe or terminal may wait for ever: its reads wait for input or a stop signal, and its first
        // record on one line is framed as soon as its line ends.
        let live = supplied == nil && !Self.isRegularFile(descriptor)
        var framer = JSONRecordFramer(hint: input.framingHint, live: live)
        var begun = false
        var pending: [JSONRawRecord] = []
        var block = [UInt8](repeating: 0, count: blockSize)
        var bytesRead = 0
        let clock = ContinuousClock()
        var oldestWaiting: ContinuousClock.Instant?
        // Whether records were handed on since `stalled` was last called.
        var handedOn = false

        // Hands the records read so far on; `draining` also consumes every record handed on before.
        func flush(draining: Bool, atEnd: Bool = false) throws(RunFailure) {
            oldestWaiting = nil
            if !begun, let framing = framer.framing, !pending.isEmpty || atEnd {
                try begin(framing, RecordLayout.of(framing, first: pending.first, startLine: framer.startLocation?.line))
                begun = true
            }
            if !pending.isEmpty {
                try processor.submit(pending, consume: consume)
                pending.removeAll(keepingCapacity: true)
                handedOn = true
            }
            if draining { try processor.drain(consume: consume) }
        }

        do {
            while true {
                if let signal = InterruptMonitor.received { throw RunFailure.interrupted(signal, "interrupted by \(signal.name)") }
                let count: Int
                if let supplied {
                    guard let chunk = try supplied() else { break }
                    count = chunk.count
                    bytesRead += count
                    try framer.feed(chunk[...], into: &pending)
                } else {
                    if live && !Self.waitForInput(descriptor) { continue }
                    count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw RunFailure.io("\(input.displayName): read failed: \(String(cString: strerror(errno)))")
                    }
                    if count == 0 { break }
                    bytesRead += count
                    try framer.feed(block[0..<count], into: &pending)
                }
                if !pending.isEmpty && oldestWaiting == nil { oldestWaiting = clock.now }
                if pending.count >= batchSize { try flush(draining: false) }
                if !pending.isEmpty || handedOn,
                    unbuffered || oldestWaiting.map({ clock.now - $0 >= maximumDelay }) == true
                        || (supplied == nil && count < blockSize && !Self.hasInputWaiting(descriptor))
                {
                    try flush(draining: true)
                    try stalled()
                    handedOn = false
                }
                progress(bytesRead)
                if framer.bufferedByteCount > maximumRecordSize {
                    try flush(draining: true)
                    let start = bytesRead - framer.bufferedByteCount
                    let message =
                        "a single record starting near byte \(start) is larger than the limit of \(maximumRecordSize) bytes; the rest of the input was not read"
                    return [
                        Diagnostic(
                            code: .malformedInput, severity: .error, location: RecordLocation(file: input.name, offset: JSONOffset(start)), message: message)
                    ]
                }
            }
            try framer.finish(into: &pending)
            try flush(draining: true, atEnd: true)
            return []
        } catch let failure as RunFailure {
            throw failure
        } catch let error as JSONFramingError {
            try flush(draining: true)
            return [.malformedInput(error, file: input.name)]
        } catch {
            throw RunFailure.io("\(input.displayName): \(error)")
        }
    }

    /// Waits until `descriptor` has input (or its end) or a stop signal arrives (`InterruptMonitor`);
    /// false when the wait was cut short, so that the caller looks at the signal first.
    private static func waitForInput(_ descriptor: Int32) -> Bool {
        var requests = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: InterruptMonitor.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&requests, nfds_t(InterruptMonitor.wakeDescriptor >= 0 ? 2 : 1), -1)
        // Any failure but a signal's is left to the read to report.
        if ready < 0 { return errno != EINTR }
        return requests[1].revents == 0
    }

    /// Whether `descriptor` reads a regular file, which is there whole, rather than a pipe or a terminal
    /// whose records come as they are written (the framer then decides the framing of a first record on
    /// one line at its line's end, so that it is written before the next line comes).
    private static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether more input arrives on `descriptor` within a few milliseconds (at once for files): a
    /// fast producer refills a pipe well within that, so only a real pause ends a batch early.
    private static func hasInputWaiting(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 10) > 0
    }
}
