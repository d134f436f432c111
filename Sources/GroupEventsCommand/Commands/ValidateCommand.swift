import CommandLineArguments
import Foundation
import GroupEvents

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

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(RunFailure) -> ExitStatus {
        let mappings = try MappingsLoader.tables(files: arguments.values("mappings"))
        let idMap = try arguments.idMap()
        var options = try arguments.runOptions(context: context)
        options.strict = arguments.flag("strict")
        let validation = try arguments.namingFlavours { () throws(FlavourCatalogError) in
            try Validation(from: arguments.value("from") ?? "auto", idMap: idMap, mappings: mappings, options: options)
        }
        let summary = try validation.run(from: try arguments.sources())
        try context.write(summary.text + "\n", to: context.standardOutput)
        return ExitStatus(summary)
    }
}
