import GroupEventsCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows how far a long run has got, on standard error, only when it is a terminal:
/// one line (`ProgressLine`), rewritten at most a few times a second, cleared at the end.
final class ProgressMeter {
    private let sink: ByteSink?
    private let clock = ContinuousClock()
    private var next: ContinuousClock.Instant
    private var shown = false
    /// The input being read, its size when it is a regular file, and when the meter first saw it with
    /// how many bytes read (the rate is measured from there).
    private var current: (input: InputFile, size: Int?, start: ContinuousClock.Instant, startBytes: Int)?

    /// A meter writing to `sink` when `enabled`, after the run has gone on for a second.
    init(sink: ByteSink?, enabled: Bool) {
        self.sink = enabled ? sink : nil
        next = clock.now.advanced(by: .seconds(1))
    }

    /// Reports the current input, its bytes read and the records done so far.
    func update(input: InputFile, bytes: Int, records: Int) {
        guard let sink else { return }
        let now = clock.now
        if current?.input != input {
            current = (input, input.path.flatMap(Self.regularFileSize), now, bytes)
        }
        guard now >= next, let current else { return }
        next = now.advanced(by: .milliseconds(250))
        let line = ProgressLine(
            file: input.displayName, bytesRead: bytes, size: current.size, bytesInInterval: bytes - current.startBytes,
            elapsed: now - current.start, records: records)
        try? sink.write("\r\u{1B}[K" + line.text.escapingControlCharacters)
        try? sink.flush()
        shown = true
    }

    /// Clears the progress line (it comes back at the next update).
    func finish() {
        guard let sink, shown else { return }
        try? sink.write("\r\u{1B}[K")
        try? sink.flush()
        shown = false
    }

    /// The size of the regular file at `path` (links followed), nil for anything else (a FIFO, a
    /// device), whose size says nothing of what will be read.
    private static func regularFileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }
}
