import GroupEvents
import GroupEventsJSON

/// The part of a run every record-reading subcommand shares: streaming each input through the
/// pipeline, counting and printing diagnostics, progress, the report, and the exit status.
struct RecordRun {
    let context: CommandContext
    /// The report file, nil for none, `-` for standard error.
    let reportPath: String?
    let pipeline: RecordPipeline
    private(set) var report: RunReport
    private let printer: DiagnosticPrinter
    private let progress: ProgressMeter

    /// A run writing its report to `reportPath` (if any), with `jobs` workers, printing diagnostics
    /// from `printedSeverity` up (infos only where a command reports them, as `validate` does);
    /// `unbuffered` hands on every record as soon as it is read; `countsUnmappedIDs` when the run has
    /// an ID map, whose missing entries the report then counts.
    ///
    /// With `--report -` the report is all that goes to standard error, so that it can be parsed:
    /// diagnostics, notes, the summary and progress are left out there (the report holds them).
    init(
        context: CommandContext, reportPath: String?, jobs: Int, printedSeverity: DiagnosticSeverity = .warning, unbuffered: Bool = false,
        countsUnmappedIDs: Bool = false
    ) {
        self.context = context
        self.reportPath = reportPath
        pipeline = RecordPipeline(jobs: jobs, unbuffered: unbuffered)
        report = RunReport(keepsDiagnostics: reportPath != nil, countsUnmappedIDs: countsUnmappedIDs)
        let reportOnly = reportPath == "-"
        printer = DiagnosticPrinter(sink: reportOnly ? nil : context.errors, minimumSeverity: printedSeverity)
        progress = ProgressMeter(sink: context.errors, enabled: context.errorsIsTerminal && !reportOnly)
    }

    /// Streams one input: `begin` is told the framing and layout and answers the style records are
    /// written in; `work` runs on each record (on worker threads) and writes with the
    /// `RecordWriting` it is given; `consume` gets each result in order; `stalled` is called when the
    /// input waits for more (a pipe), after every record read so far was consumed.
    mutating func process(
        _ input: InputFile,
        begin: (JSONFraming, RecordLayout) throws(CommandFailure) -> JSONWriter.Style,
        work: @escaping @Sendable (SourceRecord, RecordWriting) -> ProcessedRecord,
        consume: (ProcessedRecord) throws(CommandFailure) -> Void,
        stalled: () throws(CommandFailure) -> Void = {}
    ) throws(CommandFailure) {
        report.inputs.append(input.displayName)
        let processing = RecordProcessing(file: input.name)
        let styleBox = StyleBox()
        var report = self.report
        let printer = self.printer
        let progress = self.progress
        let problems = try pipeline.run(
            input, standardInput: context.standardInput,
            begin: { (framing, layout) throws(CommandFailure) in styleBox.style = try begin(framing, layout) },
            process: { [style = styleBox] record in
                processing.run(record) { value, source in
                    work(value, RecordWriting(style: style.style, source: source, recordNumber: record.index + 1))
                }
            },
            consume: { (record) throws(CommandFailure) in
                report.count(outcome: record.outcome, events: record.events, unmappedIDs: record.unmappedIDs)
                for diagnostic in record.diagnostics {
                    report.add(diagnostic)
                    if printer.prints(diagnostic) { progress.finish() }
                    printer.print(diagnostic)
                }
                try consume(record)
            },
            stalled: stalled,
            progress: { bytes in progress.update(input: input, bytes: bytes, records: report.records) })
        for problem in problems {
            report.add(problem)
            printer.print(problem)
        }
        progress.finish()
        self.report = report
    }

    /// Records where one input's records went (`convert`).
    mutating func add(_ output: OutputEntry) {
        report.outputs.append(output)
    }

    /// Counts, prints and keeps a diagnostic about the run rather than a record (a folder with no input).
    mutating func add(_ diagnostic: Diagnostic) {
        report.add(diagnostic)
        printer.print(diagnostic)
    }

    /// Prints a line for people on standard error (not a diagnostic: it changes no count).
    func note(_ text: String) {
        printer.line(text)
    }

    /// Writes the report (to its file, or to standard error for `-`), prints the summary, and gives
    /// the exit status.
    ///
    /// - Parameters:
    ///   - strict: whether any warning or error (and for `validate`, any record that is not a group
    ///     notification) makes the run exit 1.
    ///   - decodingOnly: whether the command only decodes, for the summary's words.
    ///   - summaryAlways: print the summary even when nothing went wrong (`validate`).
    func finish(strict: Bool, decodingOnly: Bool = false, summaryAlways: Bool = false) throws(CommandFailure) -> ExitStatus {
        printer.finish(reportPath: reportPath)
        if let reportPath {
            let text = JSONWriter.prettyString(report.json, indent: 2) + "\n"
            if reportPath == "-" {
                try context.errors.write(text)
                try context.errors.flush()
            } else {
                let file = try OutputFile(destination: reportPath)
                do {
                    try file.sink.write(text)
                    try file.commit()
                } catch {
                    file.discard()
                    throw error
                }
            }
        }
        let strictFailure = strict ? report.strictFailure(countingNonEvents: decodingOnly) : nil
        if summaryAlways {
            try context.output.write(report.summary(decodingOnly: decodingOnly) + "\n")
            try context.output.flush()
        } else if report.hasLoss || report.records == 0 || strictFailure != nil {
            printer.line(report.summary(decodingOnly: decodingOnly))
        }
        if let strictFailure {
            printer.line(strictFailure)
            return .strictLoss
        }
        return report.hasDataError ? .dataError : .success
    }
}

/// The record style, set once on the reading thread before any record is processed and read by
/// workers afterwards (the pipeline's batch hand-off orders the two).
private final class StyleBox: @unchecked Sendable {
    var style: JSONWriter.Style = .compact
}
