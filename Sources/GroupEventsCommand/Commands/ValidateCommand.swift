import CommandLineArguments
import Foundation
import GroupEventsCore

/// `groupevents validate`: decode only, report, and say by the exit status whether all records read.
enum ValidateCommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check that every record decodes; write nothing but diagnostics and a summary.",
        discussion: """
            Decodes each record as --from and reports malformed records, unknown codes and every record that \
            is not a group notification (as info[not-an-event]). Prints a summary line on standard output. \
            With --id-map, every ID the map has no entry for is an info[unmapped-id] and counted, and \
            --strict fails on them: a map can be checked against a history before the migration runs.

            Exit status: 0 every record decoded, 1 --strict and there was a warning, an error or a record that \
            is not a group notification (the summary says which; --allow lets chosen codes pass), 2 usage \
            error, 65 malformed or undecodable records, 74 I/O error, 129 / 130 / 143 stopped by SIGHUP / \
            SIGINT / SIGTERM (the report, marked interrupted, says what was done).
            """,
        options: [
            SharedOptions.from(required: false),
            SharedOptions.report,
            .flag("strict", help: "Exit 1 on any warning, error or record that is not a group notification (for CI jobs)."),
            SharedOptions.allow,
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
        let translator = Translator(
            source: try catalog.source(option: arguments.value("from") ?? "auto"), target: UnifiedAdapter(), idMap: try arguments.idMap())
        let jobs = try arguments.jobs()
        let reportPath = arguments.value("report")
        let collected = try InputCollector.collect(
            arguments.positionals, filter: arguments.folderWalkFilter(), skipping: OutputPlan.writtenPaths(output: nil, report: reportPath),
            standardInput: context.standardInput, standardInputName: arguments.value("stdin-name"))
        try OutputPlan.checkReport(reportPath, inputs: collected, standardInput: context.standardInput)
        var run = try RecordRun(
            context: context, reportPath: reportPath, jobs: jobs, printedSeverity: .info, countsUnmappedIDs: translator.idMap != nil,
            allowList: try DiagnosticAllowList(arguments.values("allow")))
        do {
            try run.forEachInput(of: collected) { (run, input) throws(CommandFailure) in
                try run.process(
                    input, begin: { _, _ in .compact },
                    work: { value, _ in
                        ProcessedRecord(translator.decode(value)) { _ in [] }
                    },
                    consume: { _ in })
            }
        } catch {
            throw run.end(after: error, decodingOnly: true)
        }
        return try run.finish(strict: arguments.flag("strict"), decodingOnly: true, summaryAlways: true)
    }
}
