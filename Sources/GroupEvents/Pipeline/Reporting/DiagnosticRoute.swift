import GroupEventsCore
import GroupEventsJSON

/// Where each diagnostic of a run goes: counted in the run's report (and marked when `--allow` lets
/// it pass), kept in the report file, told to a program, printed. A value of its own, apart from
/// the run, so that the consuming thread hands each diagnostic on through a few references rather
/// than through a copy of the whole run.
struct DiagnosticRoute {
    /// The diagnostics `--allow` lets pass.
    let allowList: DiagnosticAllowList
    /// The report file (`--report`), nil without one.
    let reportFile: ReportFile?
    /// What prints diagnostics on standard error.
    let printer: DiagnosticPrinter
    /// The progress line, ended before a diagnostic is printed.
    let progress: ProgressMeter
    /// What a program is told of each diagnostic (`RunOptions.diagnostics`).
    let told: (@Sendable (Diagnostic, Bool) -> Void)?

    /// Counts, prints and keeps `diagnostic`.
    func add(_ diagnostic: Diagnostic, to report: inout RunReport) throws(RunFailure) {
        let allowed = allowList.allows(diagnostic)
        try add(code: diagnostic.code, severity: diagnostic.severity, allowed: allowed, to: &report) { diagnostic }
    }

    /// Counts, prints and keeps each of `record`'s deferred diagnostics (`DeferredDiagnostics`) in
    /// `file`, read where they lie in their chunk's list: a copy of one retains and releases each of
    /// its references, and with no `--allow` only its code and severity are looked at. Each is made a
    /// `Diagnostic` only where one is needed: the report file, a program told of each, a line printed
    /// (none past the printer's limit).
    func addDeferredDiagnostics(of record: ProcessedRecord, file: String?, to report: inout RunReport) throws(RunFailure) {
        let diagnostics = record.deferredDiagnostics
        for index in diagnostics.range {
            let allowed = !allowList.entries.isEmpty && diagnostics.isAllowed(at: index, by: allowList)
            try add(code: diagnostics.code(at: index), severity: diagnostics.severity(at: index), allowed: allowed, to: &report) {
                diagnostics.diagnostic(at: index, file: file, record: record.number)
            }
        }
    }

    /// Counts, prints and keeps the diagnostic of `code` and `severity`, let pass when `allowed`, that
    /// `diagnostic` makes.
    private func add(
        code: DiagnosticCode, severity: DiagnosticSeverity, allowed: Bool, to report: inout RunReport, _ diagnostic: () -> Diagnostic
    ) throws(RunFailure) {
        report.add(code: code, severity: severity, allowed: allowed)
        if let reportFile { try reportFile.add(diagnostic(), allowed: allowed) }
        if let told { told(diagnostic(), allowed) }
        guard !allowed, printer.prints(severity) else { return }
        progress.finish()
        printer.print(severity: severity, diagnostic)
    }
}
