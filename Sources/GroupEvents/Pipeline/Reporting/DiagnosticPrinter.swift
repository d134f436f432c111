import GroupEventsCore

/// Prints warnings and errors to standard error as they happen, up to a limit, then only counts them;
/// the `--report` file has them all.
final class DiagnosticPrinter {
    private let sink: ByteSink?
    private let limit: Int
    private var printed = 0
    private var withheld = 0
    private let minimumSeverity: DiagnosticSeverity

    /// A printer to standard error that prints at most `limit` diagnostics of `minimumSeverity` or worse;
    /// with no sink it prints nothing at all.
    init(sink: ByteSink?, limit: Int = 100, minimumSeverity: DiagnosticSeverity = .warning) {
        self.sink = sink
        self.limit = limit
        self.minimumSeverity = minimumSeverity
    }

    /// Whether a diagnostic of `severity` is serious enough to print (less serious ones go to the
    /// report only).
    func prints(_ severity: DiagnosticSeverity) -> Bool {
        severity >= minimumSeverity
    }

    /// Prints the diagnostic of `severity` that `diagnostic` makes, when it is serious enough and the
    /// printer is under its limit (so that past the limit none is made, only counted).
    func print(severity: DiagnosticSeverity, _ diagnostic: () -> Diagnostic) {
        guard prints(severity) else { return }
        guard printed < limit else {
            withheld += 1
            return
        }
        printed += 1
        try? sink?.write("\(diagnostic())\n")
        try? sink?.flush()
    }

    /// Prints a plain line, its control characters escaped (it may name files and IDs).
    func line(_ text: String) {
        try? sink?.write(text.escapingControlCharacters + "\n")
        try? sink?.flush()
    }

    /// Says how many diagnostics were not printed, if any.
    func finish(reportPath: String?) {
        guard withheld > 0 else { return }
        let more = reportPath.map { "; all are in \($0)" } ?? "; use --report FILE to see them all"
        line("… \(withheld) more diagnostic\(withheld == 1 ? "" : "s") not shown\(more)")
    }
}
