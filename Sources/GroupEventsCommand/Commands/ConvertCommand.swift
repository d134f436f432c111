import CommandLineArguments
import Foundation
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

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(RunFailure) -> ExitStatus {
        let mappings = try MappingsLoader.tables(files: arguments.values("mappings"))
        let (idMap, fallbackSender, timeZone) = (try arguments.idMap(), try arguments.fallbackSender(), try arguments.timeZone())
        let converter = try arguments.namingFlavours { () throws(FlavourCatalogError) in
            try FlavourConverter(
                from: arguments.value("from") ?? "auto", to: arguments.value("to") ?? "unified", idMap: idMap, mappings: mappings,
                fallback: FallbackPolicy(rawValue: arguments.value("fallback") ?? "text") ?? .text, fallbackSender: fallbackSender,
                eventsOnly: arguments.flag("events-only"), language: arguments.language(), timeZone: timeZone, verify: arguments.flag("verify"))
        }
        var options = try arguments.runOptions(context: context)
        options.strict = arguments.flag("strict")
        options.resume = arguments.flag("resume")
        // What only changes how fast or how often records are written out may differ when a run is resumed.
        options.arguments = arguments.recorded(by: spec, leavingOut: ["resume", "jobs", "unbuffered"])
        let output = arguments.value("output")
        let sink: RecordSink = output.flatMap { $0 == "-" ? nil : RecordSink.path($0) } ?? .descriptor(context.standardOutput, name: "<stdout>")
        let summary = try Conversion(converter, options: options).run(from: try arguments.sources(), to: sink)
        return ExitStatus(summary)
    }
}
