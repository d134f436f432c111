import GroupEvents
import GroupEventsJSON

/// The part of a run every record-reading subcommand shares: streaming each input through the
/// pipeline, counting and printing diagnostics, progress, the report file, and the exit status.
struct RecordRun {
    let context: CommandContext
    let reportPath: String?
    let pipeline: RecordPipeline
    private(set) var report: RunReport
    private let printer: DiagnosticPrinter
    private let progress: ProgressMeter

    /// A run writing its report to `reportPath` (if any), with `jobs` workers.
    init(context: CommandContext, reportPath: String?, jobs: Int) {
        self.context = context
        self.reportPath = reportPath
        pipeline = RecordPipeline(jobs: jobs)
        report = RunReport(keepsDiagnostics: reportPath != nil)
        printer = DiagnosticPrinter(sink: context.errors)
        progress = ProgressMeter(sink: context.errors, enabled: context.errorsIsTerminal)
    }

    /// Streams one input: `begin` is told the framing and answers the style records are written in;
    /// `work` runs on each record's value (on worker threads) and writes with the `RecordWriting` it
    /// is given; `consume` gets each result in order.
    mutating func process(
        _ input: InputFile,
        begin: (JSONFraming) throws(CommandFailure) -> JSONWriter.Style,
        work: @escaping @Sendable (JSONValue, RecordWriting) -> ProcessedRecord,
        consume: (ProcessedRecord) throws(CommandFailure) -> Void
    ) throws(CommandFailure) {
        report.inputs.append(input.displayName)
        let processing = RecordProcessing(file: input.path)
        let styleBox = StyleBox()
        var report = self.report
        let printer = self.printer
        let progress = self.progress
        let problems = try pipeline.run(
            input, standardInput: context.standardInput,
            begin: { (framing) throws(CommandFailure) in styleBox.style = try begin(framing) },
            process: { [style = styleBox] record in
                processing.run(record) { value, source in work(value, RecordWriting(style: style.style, source: source)) }
            },
            consume: { (record) throws(CommandFailure) in
                report.count(outcome: record.outcome, events: record.events)
                for diagnostic in record.diagnostics {
                    report.add(diagnostic)
                    if diagnostic.severity >= .warning { progress.finish() }
                    printer.print(diagnostic)
                }
                try consume(record)
            },
            progress: { bytes in progress.update(file: input.displayName, bytes: bytes, records: report.records) })
        for problem in problems {
            report.add(problem)
            printer.print(problem)
        }
        progress.finish()
        self.report = report
    }

    /// Writes the report file, prints the summary, and gives the exit status.
    func finish(strict: Bool) throws(CommandFailure) -> ExitStatus {
        printer.finish(reportPath: reportPath)
        if let reportPath {
            let file = try AtomicFile(destination: reportPath)
            do {
                try file.sink.write(JSONWriter.prettyString(report.json, indent: 2))
                try file.sink.write("\n")
                try file.commit()
            } catch {
                file.discard()
                throw error
            }
        }
        if report.hasLoss || report.records == 0 { printer.line(report.summary) }
        if strict && report.hasLoss { return .strictLoss }
        return report.hasDataError ? .dataError : .success
    }
}

/// The record style, set once on the reading thread before any record is processed and read by
/// workers afterwards (the pipeline's batch hand-off orders the two).
private final class StyleBox: @unchecked Sendable {
    var style: JSONWriter.Style = .compact
}
