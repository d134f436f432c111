import CommandLineArguments
import Foundation
import GroupEvents
import GroupEventsJSON

/// `groupevents convert`: translate records between flavours, keeping each input's framing and order.
enum ConvertCommand {
    static let spec = CommandSpec(
        name: "convert",
        abstract: "Translate group notifications from one vendor flavour to another.",
        discussion: """
            Reads each INPUT (a JSON object, a JSON array of objects, or NDJSON) and writes the records \
            translated to --to, in the same framing and order. Records that are not group notifications \
            pass through unchanged (or are left out with --events-only). An event the target cannot express \
            becomes its plain text message carrying the event's sentence (or is left out with --fallback drop). \
            Every loss is reported on standard error and, with --report, in a JSON report.

            FLAVOURS: zim (= zim:sdk), zim:sdk, zim:callback, unified; --from also takes auto (detect per record).

            Output: standard output by default (several inputs are then written as NDJSON); with -o, a file, \
            or for several inputs or a folder a folder mirroring the input tree. Files are written atomically \
            and an input is never overwritten.

            Exit status: 0 done (losses reported), 1 --strict and something was lost or failed, 2 usage error, \
            65 malformed or undecodable records (the rest converted), 74 I/O error.
            """,
        options: [
            SharedOptions.from(required: true),
            .option("to", valueName: "VENDOR[:FLAVOUR]|unified", help: "Flavour to write.", required: true),
            .option("output", short: "o", valueName: "PATH", help: "Output file, or folder for several inputs.", defaultText: "stdout"),
            SharedOptions.report,
            .flag("strict", help: "Any loss or error: exit 1 and leave no output file behind."),
            .option(
                "fallback", valueName: "MODE", help: "Events the target cannot express: as text messages, or dropped.",
                allowedValues: FallbackPolicy.allCases.map(\.rawValue), defaultText: "text"),
            .flag("events-only", help: "Leave out records that are not group notifications."),
            SharedOptions.mappings,
            SharedOptions.jobs,
        ],
        positional: SharedOptions.inputs)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> ExitStatus {
        let catalog = try MappingsLoader.catalog(files: arguments.values("mappings"))
        let source = try catalog.source(named: arguments.value("from") ?? "auto")
        let targetName = arguments.value("to") ?? "unified"
        if targetName == "auto" { throw CommandFailure.usage("--to cannot be 'auto'; name the flavour to write") }
        let target = try catalog.adapter(named: targetName)
        let translator = Translator(
            source: source, target: target, fallback: FallbackPolicy(rawValue: arguments.value("fallback") ?? "text") ?? .text,
            eventsOnly: arguments.flag("events-only"))
        let strict = arguments.flag("strict")
        let inputs = try InputCollector.collect(arguments.positionals)
        let plan = try OutputPlan(output: arguments.value("output"), inputs: inputs, arguments: arguments.positionals)
        let jobs = try arguments.jobs()

        var run = RecordRun(context: context, reportPath: arguments.value("report"), jobs: jobs)
        var files: [AtomicFile] = []
        do {
            for input in inputs {
                let destination = plan.destination(for: input)
                var output: FramedOutput?
                try run.process(
                    input,
                    begin: { (framing) throws(CommandFailure) in
                        let sink: ByteSink
                        if let destination {
                            let opened = try AtomicFile(destination: destination)
                            files.append(opened)
                            sink = opened.sink
                        } else {
                            sink = context.output
                        }
                        output = FramedOutput(sink: sink, framing: plan.forcesLines ? .lines : framing)
                        return output!.recordStyle
                    },
                    work: { value, writing in
                        ProcessedRecord(translator.translate(value), bytes: writing.bytes)
                    },
                    consume: { (record) throws(CommandFailure) in
                        try output?.append(outputsOf: record.outputs)
                    })
                try output?.finish()
            }
        } catch {
            files.forEach { $0.discard() }
            throw error
        }
        if strict && run.report.hasLoss {
            files.forEach { $0.discard() }
        } else {
            for file in files { try file.commit() }
        }
        return try run.finish(strict: strict)
    }
}
