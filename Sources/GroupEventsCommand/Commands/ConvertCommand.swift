import CommandLineArguments
import Foundation
import GroupEventsCore
import GroupEventsJSON
import GroupEvents

/// `groupevents convert`: translate records between flavours, keeping each input's framing, layout and order.
enum ConvertCommand {
    static let spec = CommandSpec(
        name: "convert",
        abstract: "Translate group notifications from one vendor flavour to another.",
        discussion: """
            Reads each INPUT (a JSON object, a JSON array of objects, or NDJSON) and writes the records \
            translated to --to, in the same framing, layout and order. Records that are not group notifications \
            pass through unchanged (or are left out with --events-only). An event the target cannot express \
            becomes its plain text message carrying the event's sentence (or is left out with --fallback drop). \
            Every loss is reported on standard error and, with --report, in a JSON report.

            A text message is never said by the event's actor: it is from --fallback-sender ID (an account \
            of the target), or else from the target's system sender (TIM: administrator, the app's admin \
            account; ZIM and NIM have no account every app has, so their messages name no sender). An event \
            delivered to one person (a TIM system notice: a join request, its answer, a removal notice) goes \
            to that person alone, as a one-to-one message, never into the group's conversation (and is left \
            out, reported, when the record does not say who: a C-API report). The event a \
            text message carries in its extension field leaves out the credentials of its source record (a \
            TIM join request's authentication token), each named by info[credential-omitted].

            --id-map FILE gives users and groups their new IDs wherever an event names them, in the \
            records, sentences and extension fields written from it; a record is then written from its \
            events alone, so no old ID rides along in it (records that are not group notifications pass \
            through as they are). IDs with no entry are kept, counted in the report's "unmappedIDs" and \
            named by info[unmapped-id]; --strict then exits 1.

            \(SharedOptions.flavoursParagraph)

            Output: standard output by default (several inputs are then one NDJSON stream). -o DIR/ (ending \
            in '/') or an existing folder mirrors each input below it, by its path relative to the inputs' \
            common folder. -o FILE takes one input, or several into one NDJSON stream when FILE ends in \
            .ndjson or .jsonl. Files are written atomically (a FIFO or a device directly, never replaced); \
            no output or report may name an input or \
            another output (exit 2 before anything is read). Each file is closed and put in place as its input \
            ends (with --strict, when the run ends). An input none of whose records is written leaves no file \
            (an earlier run's file there is removed); a .json file of records one per line is NDJSON, and so is \
            its output. The report's "outputs" lists which input records each output holds.

            --report FILE is written as the run goes (memory stays flat): its "status" (complete, interrupted \
            or failed) and counts, then "outputs" and "diagnostics", one entry per line. --allow CODE[:PATH] \
            keeps such diagnostics in the report and the counts (marked "allowed") but neither prints them nor \
            lets them fail --strict. Control characters from records are escaped on standard error.

            --verify reads every record written in another flavour back with --to's own decoder and \
            compares the events with those it was written from, reporting any loss the target's encoder did \
            not name (warning[field-dropped]: "... has no place for $.field"). Encoders report their losses \
            themselves, so this finds nothing unless one of them has a gap; it decodes every output record \
            a second time, which makes a conversion between vendors cost 1.4 to 1.7 times as much.

            Records come out as they are converted: when the input waits (a pipe), what was read so far is \
            written at once. From a pipe (not a regular file), a first value on one line is taken as NDJSON as \
            soon as its line ends, so that it is written before the next line comes: a lone one-line object \
            piped in is then one NDJSON record (the same output, except that several records from it come \
            one per line rather than as one array, and -o DIR/ names it stdin.ndjson); give its path to read \
            it as one object.

            A run stopped by SIGINT, SIGTERM or SIGHUP, or by a failed write, keeps the outputs of the inputs it \
            finished and writes its report with "status": "interrupted" or "failed". --resume reruns it with the \
            same arguments, but for --jobs and --unbuffered (it needs --report FILE and -o DIR/, or -o FILE of \
            one input; not --strict): an input \
            is skipped when the report lists it in "outputs" and its file is still there with the recorded \
            "bytes" (or, when it left none, none is there); every other input is converted again. The new \
            report covers the whole run: skipped inputs' entries, diagnostics and counts are carried over (not \
            their unmapped-ID tallies), and "resumed": {"skipped": N} says how many. Arguments that differ \
            from the report's "arguments" are a usage error; with no report yet it is a first run. An input \
            stopped midway is converted again from its start.

            Exit status: 0 done (losses reported), 1 --strict and something was lost or failed, 2 usage error, \
            65 malformed or undecodable records (the rest converted), 74 I/O error (a failed write names the \
            file), 129 / 130 / 143 stopped by SIGHUP / SIGINT / SIGTERM.
            """,
        options: [
            SharedOptions.from(required: true),
            .option("to", valueName: "VENDOR[:FLAVOUR]|unified", help: "Flavour to write.", required: true),
            .option(
                "output", short: "o", valueName: "PATH",
                help: "Output file, or folder (ending in '/', or one that exists) mirroring the inputs; '-' is standard output.",
                defaultText: "stdout"),
            SharedOptions.report,
            .flag("strict", help: "Any loss or error: exit 1 and leave no output file behind."),
            SharedOptions.allow,
            .option(
                "fallback", valueName: "MODE",
                help: "Events the target cannot express: its text message carrying the sentence, or dropped. A flavour "
                    + "without a text message (zim:callback) drops them either way, and says so.",
                allowedValues: FallbackPolicy.allCases.map(\.rawValue), defaultText: "text"),
            .option(
                "fallback-sender", valueName: "ID",
                help: "Account of the target that fallback text messages are from.",
                defaultText: "the target's system sender: administrator for TIM, none for ZIM and NIM"),
            .flag("events-only", help: "Leave out records that are not group notifications."),
            SharedOptions.language(of: "the sentences of fallback text messages"),
            SharedOptions.timeZone,
            .flag("unbuffered", help: "Write out every record as soon as it is converted."),
            .flag("verify", help: "Read every output record back and report any loss the target did not (slower)."),
            .flag("resume", help: "Rerun a run that stopped early, skipping the inputs its --report says are complete."),
            SharedOptions.mappings,
            SharedOptions.idMap,
            SharedOptions.jobs,
            SharedOptions.include,
            SharedOptions.exclude,
            SharedOptions.stdinName,
        ],
        positional: SharedOptions.inputs)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> ExitStatus {
        let catalog = try MappingsLoader.catalog(files: arguments.values("mappings"))
        let source = try catalog.source(option: arguments.value("from") ?? "auto")
        let target = try catalog.target(option: arguments.value("to") ?? "unified")
        let translator = Translator(
            source: source, target: target, fallback: FallbackPolicy(rawValue: arguments.value("fallback") ?? "text") ?? .text,
            fallbackSender: try arguments.fallbackSender(), eventsOnly: arguments.flag("events-only"),
            renderer: catalog.renderer(language: arguments.language(), timeZone: try arguments.timeZone()), idMap: try arguments.idMap(),
            verify: arguments.flag("verify"))
        let strict = arguments.flag("strict")
        let unbuffered = arguments.flag("unbuffered")
        let output = arguments.value("output")
        let reportPath = arguments.value("report")
        let collected = try InputCollector.collect(
            arguments.positionals, filter: arguments.folderWalkFilter(), skipping: OutputPlan.writtenPaths(output: output, report: reportPath),
            standardInput: context.standardInput, standardInputName: arguments.value("stdin-name"))
        let plan = try OutputPlan(output: output, report: reportPath, inputs: collected, standardInput: context.standardInput)
        // What only changes how fast or how often records are written out may differ when a run is resumed.
        let runArguments = RunArguments(arguments, spec: spec, leavingOut: ["resume", "jobs", "unbuffered"])
        let earlier = arguments.flag("resume") ? try Self.earlierReport(plan: plan, strict: strict, arguments: runArguments) : nil
        let jobs = try arguments.jobs()
        // A later event left to the record of its first event comes only from unified input.
        let tracksParts = source.readsUnified

        var run = try RecordRun(
            context: context, reportPath: reportPath, jobs: jobs, unbuffered: unbuffered, countsUnmappedIDs: translator.idMap != nil,
            allowList: try DiagnosticAllowList(arguments.values("allow")), listsOutputs: true, arguments: runArguments)
        let outputs = RecordOutputs(plan: plan, standardOutput: context.output, defersCommit: strict)
        do {
            if earlier != nil { run.resume() }
            try run.forEachInput(of: collected) { (run, input) throws(CommandFailure) in
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
                    begin: { (framing, layout) throws(CommandFailure) in
                        opened = try outputs.open(for: input, framing: framing, layout: layout)
                        return opened!.output.recordStyle
                    },
                    work: { value, writing in
                        ProcessedRecord(translator.translate(value), tracksParts: tracksParts, bytes: writing.bytes)
                    },
                    consume: { (record) throws(CommandFailure) in
                        records += 1
                        written += record.outputs.count
                        switch record.outputs.count {
                        case 0: notWritten.append(record.number)
                        case 1: break
                        case let count: several.append((record.number, count))
                        }
                        try opened?.output.append(outputsOf: record.outputs)
                        lostParts += parts.check(record, file: input.name)
                    },
                    stalled: { () throws(CommandFailure) in try opened?.output.flush() })
                for lost in lostParts { try run.add(lost) }
                var removed: [String] = []
                let destination = try opened.flatMap { (opened) throws(CommandFailure) in try outputs.close(opened, removed: &removed) }
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
        if let skipped = run.report.skippedAsComplete, let reportPath {
            run.note(
                "--resume: \(skipped) of \(collected.inputs.count) input\(collected.inputs.count == 1 ? "" : "s") skipped as already complete "
                    + "(their entries, counts and diagnostics are carried over from \(reportPath))")
        }
        return try run.finish(strict: strict)
    }

    /// The report of the earlier attempt `--resume` picks up, after checking that the run can be
    /// resumed; nil when there is none yet (the first attempt).
    ///
    /// - Throws: a usage error without `--report FILE`, with `--strict`, for records going to
    ///   standard output or into one stream of several inputs, or when the report is not a whole
    ///   report of `convert` with the same arguments.
    private static func earlierReport(plan: OutputPlan, strict: Bool, arguments: RunArguments) throws(CommandFailure) -> EarlierReport? {
        guard let path = plan.report, path != "-" else {
            throw CommandFailure.usage("--resume needs --report FILE: the earlier attempt's report says which inputs it finished")
        }
        guard !strict else {
            throw CommandFailure.usage(
                "--resume cannot be used with --strict: a --strict run puts its outputs in place only once all of it is done, "
                    + "so one that stopped early left nothing to resume")
        }
        guard plan.target != .standardOutput, !plan.mergesInputs else {
            throw CommandFailure.usage(
                "--resume needs -o DIR/ (or -o FILE for one input): records written to standard output or into one stream "
                    + "of several inputs cannot be picked up where they stopped")
        }
        guard let earlier = try EarlierReport.read(path: path) else { return nil }
        let differences = arguments.differences(from: earlier.arguments)
        guard differences.isEmpty else {
            throw CommandFailure.usage(
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
