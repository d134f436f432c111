import CommandLineArguments
import Foundation
import GroupEvents

/// `groupevents validate`: decode only, report, and say by the exit status whether all records read.
enum ValidateCommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check that every record decodes; write nothing but diagnostics.",
        discussion: """
            Decodes each record as --from and reports malformed records, unknown codes and records that are \
            not group notifications. Prints a summary line; exit status 0 when every record decoded, 65 otherwise.
            """,
        options: [
            SharedOptions.from(required: false),
            SharedOptions.report,
            SharedOptions.mappings,
            SharedOptions.jobs,
        ],
        positional: SharedOptions.inputs)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> ExitStatus {
        let catalog = try MappingsLoader.catalog(files: arguments.values("mappings"))
        let translator = Translator(source: try catalog.source(named: arguments.value("from") ?? "auto"), target: UnifiedAdapter())
        let jobs = try arguments.jobs()
        var run = RecordRun(context: context, reportPath: arguments.value("report"), jobs: jobs)
        for input in try InputCollector.collect(arguments.positionals) {
            try run.process(
                input, begin: { _ in .compact },
                work: { value, _ in
                    ProcessedRecord(translator.decode(value)) { _ in [] }
                },
                consume: { _ in })
        }
        try context.output.write(run.report.summary + "\n")
        try context.output.flush()
        return try run.finish(strict: false)
    }
}
