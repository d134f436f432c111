import CommandLineArguments
import Foundation
import GroupEvents

/// `groupevents describe`: one line per event, a sentence in English or Simplified Chinese, as text or NDJSON.
enum DescribeCommand {
    static let spec = CommandSpec(
        name: "describe",
        abstract: "Print one line per group notification: the sentence a chat client would show.",
        discussion: """
            Decodes each record and prints one line per event, in input order. Records that are not group \
            notifications print nothing.

            --format text prints the sentence alone; a line break inside it (a notice's text, say) is shown \
            as \\n and any other control character escaped (\\t, \\u001B), so that every event stays on one line \
            and no record can drive the terminal. --format ndjson prints one JSON object per event \
            with the file, the record's number (from 1), the event's number within its record when the \
            record gave several, the message ID, the kind and the exact sentence.
            """,
        options: [
            SharedOptions.language(of: "the sentences"),
            SharedOptions.timeZone,
            .option("format", valueName: "FORMAT", help: "Output format.", allowedValues: ["text", "ndjson"], defaultText: "text"),
            SharedOptions.from(required: false),
            .flag("unbuffered", help: "Write out every line as soon as it is made."),
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
        let (idMap, timeZone) = (try arguments.idMap(), try arguments.timeZone())
        let options = try arguments.runOptions(context: context)
        let description = try arguments.namingFlavours { () throws(FlavourCatalogError) in
            try Description(
                from: arguments.value("from") ?? "auto", idMap: idMap, mappings: mappings, language: arguments.language(), timeZone: timeZone,
                format: arguments.value("format") == "ndjson" ? .ndjson : .text, options: options)
        }
        let summary = try description.run(from: try arguments.sources(), to: .descriptor(context.standardOutput, name: "<stdout>"))
        return ExitStatus(summary)
    }
}
