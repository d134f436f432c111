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
        try add(code: diagnostic.code, severity: diagnostic.severity, path: diagnostic.location.path, fields: diagnostic.fields, to: &report) {
            diagnostic
        }
    }

    /// Counts, prints and keeps `deferred`, one of `record`'s deferred diagnostics in `file`, making
    /// it a `Diagnostic` only where one is needed: the report file, a program told of each, a line
    /// printed (none past the printer's limit).
    func add(_ deferred: DeferredDiagnostic, of record: ProcessedRecord, file: String?, to report: inout RunReport) throws(RunFailure) {
        try add(code: deferred.code, severity: deferred.severity, path: deferred.path, fields: deferred.fields, to: &report) {
            record.deferredDiagnostics.diagnostic(deferred, file: file, record: record.number)
        }
    }

    /// Counts, prints and keeps the diagnostic of `code` and `severity` at `path` about `fields` that
    /// `diagnostic` makes.
    private func add(
        code: DiagnosticCode, severity: DiagnosticSeverity, path: JSONPath?, fields: [JSONPath], to report: inout RunReport,
        _ diagnostic: () -> Diagnostic
    ) throws(RunFailure) {
        let allowed = allowList.allows(code: code, path: path, fields: fields)
        report.add(code: code, severity: severity, allowed: allowed)
        if let reportFile { try reportFile.add(diagnostic(), allowed: allowed) }
        if let told { told(diagnostic(), allowed) }
        guard !allowed, printer.prints(severity) else { return }
        progress.finish()
        printer.print(severity: severity, diagnostic)
    }
}
