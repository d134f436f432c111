import CommandLineArguments
import Foundation
import GroupEventsCore
import GroupEventsJSON
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

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> ExitStatus {
        let catalog = try MappingsLoader.catalog(files: arguments.values("mappings"))
        let translator = Translator(
            source: try catalog.source(option: arguments.value("from") ?? "auto"), target: UnifiedAdapter(), idMap: try arguments.idMap())
        let renderer = catalog.renderer(language: arguments.language(), timeZone: try arguments.timeZone())
        let asJSON = arguments.value("format") == "ndjson"
        let unbuffered = arguments.flag("unbuffered")
        let jobs = try arguments.jobs()
        var run = try RecordRun(context: context, reportPath: nil, jobs: jobs, unbuffered: unbuffered)
        let collected = try InputCollector.collect(
            arguments.positionals, filter: arguments.folderWalkFilter(), standardInput: context.standardInput,
            standardInputName: arguments.value("stdin-name"))
        do {
            try run.forEachInput(of: collected) { (run, input) throws(CommandFailure) in
                try run.process(
                    input, begin: { _, _ in .compact },
                    work: { value, writing in
                        let decoded = translator.decode(value)
                        var processed = ProcessedRecord(decoded) { _ in [] }
                        processed.outputs = decoded.events.indices.map { index in
                            let event = decoded.events[index]
                            let sentence = renderer.sentence(for: event)
                            guard asJSON else { return Array(oneLine(sentence).utf8) }
                            var fields: JSONObject = [
                                "file": input.name.map(JSONValue.string) ?? .null, "record": .integer(writing.recordNumber),
                            ]
                            if decoded.events.count > 1 { fields.append("event", .integer(index + 1)) }
                            fields.append("messageID", event.messageID.map(JSONValue.string) ?? .null)
                            fields.append("kind", .string(event.kind.rawValue))
                            fields.append("sentence", .string(sentence))
                            return Array(JSONWriter.compactString(.object(fields)).utf8)
                        }
                        return processed
                    },
                    consume: { (record) throws(CommandFailure) in
                        for line in record.outputs {
                            try context.output.write(line)
                            try context.output.write("\n")
                        }
                    },
                    stalled: { () throws(CommandFailure) in try context.output.flush() })
            }
            try context.output.flush()
        } catch {
            try? context.output.flush()
            throw run.end(after: error, decodingOnly: true)
        }
        return try run.finish(strict: false, decodingOnly: true)
    }

    /// `sentence` on one line: each line break (LF, CR LF, CR, U+2028, U+2029) becomes the two characters
    /// `\n`, and every other control character is escaped as well (`escapingControlCharacters`), so that
    /// nothing in a record can forge a line or drive a terminal.
    static func oneLine(_ sentence: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in sentence.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r": continue
            case "\n", "\r", "\u{2028}", "\u{2029}": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.escapingControlCharacters
    }
}
