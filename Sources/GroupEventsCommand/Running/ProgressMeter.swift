/// Shows how far a long run has got, on standard error, only when it is a terminal:
/// one line, rewritten at most a few times a second, cleared at the end.
final class ProgressMeter {
    private let sink: ByteSink?
    private let clock = ContinuousClock()
    private var next: ContinuousClock.Instant
    private var shown = false

    /// A meter writing to `sink` when `enabled`, after the run has gone on for a second.
    init(sink: ByteSink, enabled: Bool) {
        self.sink = enabled ? sink : nil
        next = clock.now.advanced(by: .seconds(1))
    }

    /// Reports the current input, its bytes read and the records done so far.
    func update(file: String, bytes: Int, records: Int) {
        guard let sink, clock.now >= next else { return }
        next = clock.now.advanced(by: .milliseconds(250))
        let megabytes = Double(bytes) / 1_000_000
        let text = "\r\u{1B}[K\(file): \((megabytes * 10).rounded() / 10) MB read, \(records) records"
        try? sink.write(text)
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
}
