import GroupEventsCore
import GroupEventsJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A conversion of whole inputs — files, folders, descriptors, bytes — to a sink, the way the
/// `groupevents convert` command runs one (it is this type, given its options): records read in
/// blocks and cut from any framing, translated in batches on `RunOptions.jobs` threads, written in
/// input order in each input's own framing and layout, every diagnostic located by input, record and
/// line:column, the report streamed as the run goes. Memory holds a block and a few batches however
/// large the input.
///
/// ```swift
/// let converter = try FlavourConverter(from: "tim:web", to: "zim:sdk")
/// let summary = try Conversion(converter).run(from: [.file("history.ndjson")], to: .file("zim.ndjson"))
/// print(summary.text)
/// ```
///
/// A conversion holds no state between runs; each `run` is independent. A run uses the calling
/// thread for reading and writing and `jobs` threads of its own for translating.
public struct Conversion: Sendable {
    /// The translation each record goes through.
    public let converter: FlavourConverter
    /// How runs go.
    public let options: RunOptions

    /// A conversion with `converter`, running as `options` say.
    public init(_ converter: FlavourConverter, options: RunOptions = RunOptions()) {
        self.converter = converter
        self.options = options
    }

    /// Converts `sources` to `sink` and says what was done.
    ///
    /// - Throws: `RunFailure.usage` when the request cannot be done (an output naming an input, a
    ///   `resume` without a report), before anything is read; `.io` when an input cannot be read or
    ///   an output written (the outputs finished so far are kept, the unfinished one removed, the
    ///   report marked failed); `.interrupted` when a stop signal ended the run.
    public func run(from sources: [RecordSource], to sink: RecordSink) throws(RunFailure) -> RunSummary {
        let context = RunContext(options: options, sink: sink)
        defer { context.flush() }
        let translator = converter.translator
        let strict = options.strict
        let output = sink.path
        let collected = try InputCollector.collect(
            sources, filter: options.folderWalkFilter,
            skipping: OutputPlan.writtenPaths(output: output, report: options.report), standardInput: context.standardInput)
        let plan = try OutputPlan(output: output, report: options.report, inputs: collected, standardInput: context.standardInput)
        let arguments = RunArguments(tokens: options.arguments ?? converter.arguments(reading: sources))
        let earlier = options.resume ? try Self.earlierReport(plan: plan, strict: strict, arguments: arguments) : nil
        // A later event left to the record of its first event comes only from unified input.
        let tracksParts = translator.source.readsUnified
        let slotPath = SlotPath(translator)
        let each = sink.each

        var run = try RecordRun(
            context: context, options: options, countsUnmappedIDs: translator.idMap != nil, listsOutputs: true, arguments: arguments)
        let outputs = RecordOutputs(plan: plan, standardOutput: context.output, defersCommit: strict)
        do {
            if earlier != nil { run.resume() }
            try run.forEachInput(of: collected) { (run, input) throws(RunFailure) in
                if let earlier, let finished = try earlier.finishedOutput(of: input, destination: plan.destination(for: input, framing: .single)) {
                    try run.carry(finished, from: earlier)
                    return
                }
                var opened: RecordOutputs.Opened?
                var notWritten: [Int] = []
                var several: [(record: Int, outputs: Int)] = []
                var records = 0
                var written = 0
                var parts = PartTracker()
                var lostParts: [Diagnostic] = []
                let counts = try run.process(
                    input,
                    begin: { (framing, layout) throws(RunFailure) in
                        guard each == nil else { return .compact }
                        opened = try outputs.open(for: input, framing: framing, layout: layout)
                        return opened!.output.recordStyle
                    },
                    work: { value, writing in
                        if let slotPath, let written = slotPath.process(value, writing: writing) { return written }
                        return ProcessedRecord(translator.translate(value), tracksParts: tracksParts, bytes: writing.bytes)
                    },
                    consume: { (record) throws(RunFailure) in
                        records += 1
                        written += record.outputs.count
                        switch record.outputs.count {
                        case 0: notWritten.append(record.number)
                        case 1: break
                        case let count: several.append((record.number, count))
                        }
                        if let each {
                            for bytes in record.outputs { try Self.hand(Array(bytes), number: record.number, of: input, to: each) }
                        } else {
                            try opened?.output.append(outputsOf: record.outputs)
                        }
                        // Checked only for a record with parts: the check copies the file's name.
                        if !record.parts.isEmpty { lostParts += parts.check(record, file: input.name) }
                    },
                    stalled: { () throws(RunFailure) in try opened?.output.flush() })
                for lost in lostParts { try run.add(lost) }
                var removed: [String] = []
                let destination = try opened.flatMap { (opened) throws(RunFailure) in try outputs.close(opened, removed: &removed) }
                for stale in removed { run.note(Self.staleNote(stale)) }
                try run.add(
                    OutputEntry(
                        input: input.displayName, output: destination, records: records, written: written, notWritten: notWritten,
                        several: several, bytes: destination == nil ? nil : opened?.bytesWritten, counts: counts.countsJSON))
            }
            try outputs.finish()
            if strict && run.report.strictFailure(countingNonEvents: false) != nil {
                outputs.discard()
            } else {
                for stale in try outputs.commit() { run.note(Self.staleNote(stale)) }
            }
        } catch {
            outputs.discard()
            throw run.end(after: error)
        }
        if let skipped = run.report.skippedAsComplete, let reportPath = options.report {
            run.note(
                "--resume: \(skipped) of \(collected.inputs.count) input\(collected.inputs.count == 1 ? "" : "s") skipped as already complete "
                    + "(their entries, counts and diagnostics are carried over from \(reportPath))")
        }
        return try run.finish(strict: strict)
    }

    /// Converts one source to `sink`, as `run(from:to:)` does several.
    public func run(from source: RecordSource, to sink: RecordSink) throws(RunFailure) -> RunSummary {
        try run(from: [source], to: sink)
    }

    /// Hands `bytes`, made from record `number` of `input`, to a function sink; what it throws stops the run.
    static func hand(_ bytes: [UInt8], number: Int, of input: InputFile, to each: @Sendable (ConvertedRecord) throws -> Void) throws(RunFailure) {
        do {
            try each(ConvertedRecord(input: input.name, recordNumber: number, bytes: bytes))
        } catch let failure as RunFailure {
            throw failure
        } catch {
            throw RunFailure.io("\(input.displayName): record \(number): the record sink failed: \(error)")
        }
    }

    /// The report of the earlier attempt `resume` picks up, after checking that the run can be
    /// resumed; nil when there is none yet (the first attempt).
    ///
    /// - Throws: a usage error without a report file, with `strict`, for records going to a
    ///   descriptor, a function or into one stream of several inputs, or when the report is not a
    ///   whole report of a conversion with the same arguments.
    private static func earlierReport(plan: OutputPlan, strict: Bool, arguments: RunArguments) throws(RunFailure) -> EarlierReport? {
        guard let path = plan.report, path != "-" else {
            throw RunFailure.usage("--resume needs --report FILE: the earlier attempt's report says which inputs it finished")
        }
        guard !strict else {
            throw RunFailure.usage(
                "--resume cannot be used with --strict: a --strict run puts its outputs in place only once all of it is done, "
                    + "so one that stopped early left nothing to resume")
        }
        guard plan.target != .standardOutput, !plan.mergesInputs else {
            throw RunFailure.usage(
                "--resume needs -o DIR/ (or -o FILE for one input): records written to standard output or into one stream "
                    + "of several inputs cannot be picked up where they stopped")
        }
        guard let earlier = try EarlierReport.read(path: path) else { return nil }
        let differences = arguments.differences(from: earlier.arguments)
        guard differences.isEmpty else {
            throw RunFailure.usage(
                "--resume: \(path) is the report of a run with other arguments (" + differences.joined(separator: "; ")
                    + "); rerun with the same arguments, or name another report to start afresh")
        }
        return earlier
    }

    /// The note for a file of an earlier run removed because this run wrote no record for it.
    private static func staleNote(_ path: String) -> String {
        "\(path): removed; it held an earlier run's output, and this run wrote no record for it"
    }
}
