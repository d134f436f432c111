import CommandLineArguments
import Foundation
import GroupEvents
import GroupEventsJSON

/// `groupevents describe`: one sentence per event, in English or Simplified Chinese.
enum DescribeCommand {
    static let spec = CommandSpec(
        name: "describe",
        abstract: "Print one sentence per group notification.",
        discussion: """
            Decodes each record and prints the sentence a chat client would show for it, one line per event, \
            in input order. Records that are not group notifications print nothing.
            """,
        options: [
            .option(
                "lang", valueName: "LANGUAGE", help: "Language of the sentences.",
                allowedValues: SentenceLanguage.allCases.map(\.rawValue), defaultText: "en"),
            SharedOptions.from(required: false),
            SharedOptions.mappings,
            SharedOptions.jobs,
        ],
        positional: SharedOptions.inputs)

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> ExitStatus {
        let catalog = try MappingsLoader.catalog(files: arguments.values("mappings"))
        let translator = Translator(source: try catalog.source(named: arguments.value("from") ?? "auto"), target: UnifiedAdapter())
        let renderer = SentenceRenderer(language: SentenceLanguage(rawValue: arguments.value("lang") ?? "en") ?? .english)
        let jobs = try arguments.jobs()
        var run = RecordRun(context: context, reportPath: nil, jobs: jobs)
        for input in try InputCollector.collect(arguments.positionals) {
            try run.process(
                input, begin: { _ in .compact },
                work: { value, _ in
                    let decoded = translator.decode(value)
                    var processed = ProcessedRecord(decoded) { _ in [] }
                    processed.outputs = decoded.events.map { Array((renderer.sentence(for: $0) + "\n").utf8) }
                    return processed
                },
                consume: { (record) throws(CommandFailure) in
                    for sentence in record.outputs { try context.output.write(sentence) }
                })
        }
        try context.output.flush()
        return try run.finish(strict: false)
    }
}
