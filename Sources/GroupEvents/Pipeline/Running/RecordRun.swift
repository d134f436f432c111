import GroupEventsCore
import GroupEventsJSON

/// The part of a run every record-reading subcommand shares: streaming each input through the
/// pipeline, counting and printing diagnostics, progress, the report, and the exit status.
struct RecordRun {
    let context: RunContext
    let pipeline: RecordPipeline
    private(set) var report: RunReport
    /// The report file (`--report`), written as the run goes; nil without one.
    private let reportFile: ReportFile?
    /// Where each diagnostic goes.
    private let route: DiagnosticRoute
    private let printer: DiagnosticPrinter
    private let progress: ProgressMeter
    /// What a program is told of the run's progress (`RunOptions.progress`); of each diagnostic, the
    /// route tells it.
    private let toldProgress: (@Sendable (RunProgress) -> Void)?

    /// A run as `options` say (its report, workers, allow-list, what is printed and told as it goes),
    /// printing diagnostics from `printedSeverity` up (infos only where a run reports them, as
    /// validation does); `countsUnmappedIDs` when the run has an ID map, whose missing entries the
    /// report then counts; `listsOutputs` when the report says where each input's records went
    /// (conversions); `arguments` for the report to record (conversions, for `resume`).
    ///
    /// With the report going to `messages` (`-`), it is all that is printed there, so that it can be
    /// parsed: diagnostics, notes, the summary and progress are left out (the report holds them).
    init(
        context: RunContext, options: RunOptions, printedSeverity: DiagnosticSeverity = .warning, countsUnmappedIDs: Bool = false,
        listsOutputs: Bool = false, arguments: RunArguments? = nil
    ) throws(RunFailure) {
        self.context = context
        pipeline = RecordPipeline(jobs: options.jobs, unbuffered: options.unbuffered)
        report = RunReport(countsUnmappedIDs: countsUnmappedIDs)
        let allowList = try DiagnosticAllowList(options.allow)
        if let reportPath = options.report {
            guard reportPath != "-" || context.errors != nil else {
                throw RunFailure.usage("a report to '-' goes where messages are printed, and this run prints none; name a file")
            }
            reportFile = try ReportFile(path: reportPath, errors: context.errors, listsOutputs: listsOutputs, arguments: arguments)
        } else {
            reportFile = nil
        }
        let reportOnly = options.report == "-"
        printer = DiagnosticPrinter(sink: reportOnly ? nil : context.errors, minimumSeverity: printedSeverity)
        progress = ProgressMeter(sink: context.errors, enabled: options.showsProgressLine && context.errorsIsTerminal && !reportOnly)
        toldProgress = options.progress
        route = DiagnosticRoute(allowList: allowList, reportFile: reportFile, printer: printer, progress: progress, told: options.diagnostics)
    }

    /// Streams one input: `begin` is told the framing and layout and answers the style records are
    /// written in; `work` runs on each record (on worker threads) and writes with the
    /// `RecordWriting` it is given; `consume` gets each result in order; `stalled` is called when the
    /// input waits for more (a pipe), after every record read so far was consumed. Returns the
    /// input's own record counts.
    @discardableResult
    mutating func process(
        _ input: InputFile,
        begin: (JSONFraming, RecordLayout) throws(RunFailure) -> JSONWriter.Style,
        work: @escaping @Sendable (SourceRecord, RecordWriting) -> ProcessedRecord,
        consume: (ProcessedRecord) throws(RunFailure) -> Void,
        stalled: () throws(RunFailure) -> Void = {}
    ) throws(RunFailure) -> RunReport {
        report.inputs.append(input.displayName)
        let processing = RecordProcessing(file: input.name)
        let styleBox = StyleBox()
        var report = self.report
        // The input's records are counted once, here, and added to the run's however the input ends
        // (for the report of a run stopped early).
        var counts = RunReport()
        defer {
            report.addCounts(of: counts)
            self.report = report
        }
        let progress = self.progress
        let toldProgress = self.toldProgress
        let route = self.route
        let problems = try pipeline.run(
            input, standardInput: context.standardInput,
            begin: { (framing, layout) throws(RunFailure) in styleBox.style = try begin(framing, layout) },
            process: { [style = styleBox] record, scratch in
                processing.run(record, in: scratch) { value, source in
                    work(
                        value,
                        RecordWriting(style: style.style, source: source, recordByteCount: record.byteCount, scratch: scratch, recordNumber: record.index + 1))
                }
            },
            consume: { (record) throws(RunFailure) in
                counts.count(outcome: record.outcome, events: record.events)
                report.count(unmappedIDs: record.unmappedIDs)
                for diagnostic in record.diagnostics {
                    try route.add(diagnostic, to: &report)
                }
                try route.addDeferredDiagnostics(of: record, file: processing.file, to: &report)
                try consume(record)
            },
            stalled: stalled,
            progress: { bytes in
                let records = report.records + counts.records
                progress.update(input: input, bytes: bytes, records: records)
                toldProgress?(RunProgress(input: input.displayName, bytesRead: bytes, records: records))
            })
        for problem in problems {
            try route.add(problem, to: &report)
        }
        progress.finish()
        return counts
    }

    /// Counts the problems of `collected` (a folder with no input, a skipped FIFO) and runs `body` on
    /// each of its inputs in turn; an input counts as finished once `body` returns for it (for
    /// `convert`, once its output is closed), so that a run stopped early says how far it got.
    mutating func forEachInput(
        of collected: CollectedInputs, _ body: (inout RecordRun, InputFile) throws(RunFailure) -> Void
    ) throws(RunFailure) {
        report.inputsPlanned = collected.inputs.count
        for problem in collected.problems { try add(problem) }
        for input in collected.inputs {
            try body(&self, input)
            report.inputsCompleted += 1
        }
    }

    /// Marks the run as resuming an earlier one (`--resume`): its report says how many inputs it
    /// carried over (`"resumed"`), none so far.
    mutating func resume() {
        report.skippedAsComplete = 0
    }

    /// Carries over an input the earlier attempt of a resumed run finished: its output entry and
    /// its diagnostics go into this run's report as `earlier` has them, and its counts and its
    /// diagnostics' into this run's counts; nothing is printed, it was when the input was read.
    mutating func carry(_ finished: CarriedOutput, from earlier: EarlierReport) throws(RunFailure) {
        report.inputs.append(finished.input)
        report.addCounts(of: finished.counts)
        try earlier.forEachDiagnostic(of: finished.input) { (entry, line) throws(RunFailure) in
            guard let parts = RunReport.countedParts(ofEntry: entry) else {
                throw RunFailure.io("\(earlier.path): changed while this run read it")
            }
            report.add(code: parts.code, severity: parts.severity, allowed: parts.allowed)
            try reportFile?.add(carriedDiagnostic: line)
        }
        try reportFile?.add(carriedOutput: finished.entry)
        report.skippedAsComplete = (report.skippedAsComplete ?? 0) + 1
    }

    /// Records where one input's records went (`convert`).
    func add(_ output: OutputEntry) throws(RunFailure) {
        try reportFile?.add(output)
    }

    /// Counts, prints and keeps a diagnostic about the run rather than a record (a folder with no input).
    mutating func add(_ diagnostic: Diagnostic) throws(RunFailure) {
        try route.add(diagnostic, to: &report)
    }

    /// Prints a line for people on standard error (not a diagnostic: it changes no count).
    func note(_ text: String) {
        printer.line(text)
    }

    /// Writes the report (to its file, or to `messages` for `-`), prints the summary when something
    /// went wrong (and `printsSummary`), and gives the summary.
    ///
    /// - Parameters:
    ///   - strict: whether any warning or error (and for validation, any record that is not a group
    ///     notification) fails the run; diagnostics the allow-list lets pass do not count.
    ///   - decodingOnly: whether the run only decodes, for the summary's words.
    ///   - printsSummary: whether the summary line goes to `messages` when something went wrong
    ///     (validation leaves it to its caller, which prints it on standard output).
    func finish(strict: Bool, decodingOnly: Bool = false, printsSummary: Bool = true) throws(RunFailure) -> RunSummary {
        printer.finish(reportPath: reportFile?.path)
        try reportFile?.finish(counts: report.json(status: .complete))
        let strictFailure = strict ? report.strictFailure(countingNonEvents: decodingOnly) : nil
        if printsSummary && (report.hasLoss || report.records == 0 || strictFailure != nil) {
            printer.line(report.summary(decodingOnly: decodingOnly))
        }
        if let strictFailure { printer.line(strictFailure) }
        return RunSummary(report: report, strictFailure: strictFailure, decodingOnly: decodingOnly)
    }

    /// Ends a run that `failure` stopped early (a signal, a file that could not be read or
    /// written): writes the report marked `interrupted` or `failed` with what was done until then,
    /// and gives the failure to end the command with, its message saying what was done. A report
    /// that cannot be written any more (the disk is full) is named in the message.
    func end(after failure: RunFailure, decodingOnly: Bool = false) -> RunFailure {
        progress.finish()
        printer.finish(reportPath: reportFile?.path)
        let status: RunStatus
        if case .interrupted(let signal, _) = failure {
            status = .interrupted(signal)
        } else {
            status = .failed(failure.description)
        }
        var reportNote = ""
        if let reportFile {
            do {
                try reportFile.finish(counts: report.json(status: status))
                if reportFile.path != "-" { reportNote = "; the report \(reportFile.path) says what was done" }
            } catch {
                reportNote = "; the report could not be written (\(error))"
            }
        }
        let planned = max(report.inputsPlanned, report.inputs.count)
        let done =
            "\(report.inputsCompleted) of \(planned) input\(planned == 1 ? "" : "s") finished, "
            + report.summary(decodingOnly: decodingOnly) + reportNote
        switch failure {
        case .interrupted(let signal, _): return .interrupted(signal, "interrupted by \(signal.name): \(done)")
        default: return .io("\(failure.description); \(done)")
        }
    }
}

/// The record style, set once on the reading thread before any record is processed and read by
/// workers afterwards (the pipeline's batch hand-off orders the two).
private final class StyleBox: @unchecked Sendable {
    var style: JSONWriter.Style = .compact
}
