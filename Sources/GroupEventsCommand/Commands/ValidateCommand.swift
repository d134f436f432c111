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
            .option("from", valueName: "VENDOR[:FLAVOUR]|unified|auto", help: "Flavour of the input records.", defaultText: "auto"),
            .option("report", valueName: "PATH", help: "Write a JSON report: counts per kind and outcome, every diagnostic."),
            .option("mappings", valueName: "FILE", help: "Load another mapping table (merged over the built-in one).", repeatable: true),
            .option("jobs", valueName: "N", help: "Parallel workers.", defaultText: "all cores"),
        ],
        positional: .init(name: "INPUT", help: "Files or folders (*.json, *.jsonl, *.ndjson); none or '-' reads standard input."))

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> ExitStatus {
        let catalog = try MappingsLoader.catalog(files: arguments.values("mappings"))
        let translator = Translator(source: try catalog.source(named: arguments.value("from") ?? "auto"), target: UnifiedAdapter())
        let jobs = try arguments.jobs()
        var run = RecordRun(context: context, reportPath: arguments.value("report"), jobs: jobs)
        for input in try InputCollector.collect(arguments.positionals) {
            try run.process(
                input, begin: { _ in .compact },
                work: { value, _ in
                    let decoded = translator.decode(value)
                    return ProcessedRecord(outcome: decoded.outcome, kind: decoded.event?.kind, output: nil, diagnostics: decoded.diagnostics)
                },
                consume: { _ in })
        }
        try context.output.write(run.report.summary + "\n")
        try context.output.flush()
        return try run.finish(strict: false)
    }
}
