import Foundation
import GroupEventsCore
import GroupEventsJSON

/// Every event of some inputs as a sentence, one line each, in input order — what
/// `groupevents describe` runs.
public struct Description: Sendable {
    /// The decoder.
    let translator: Translator
    /// The sentences' maker.
    let renderer: SentenceRenderer
    /// How each sentence is written.
    public let format: DescriptionFormat
    /// How runs go.
    public let options: RunOptions

    /// Sentences for records in the flavour named `source` (`VENDOR[:FLAVOUR]`, `unified`, or `auto`),
    /// in `language`, times in `timeZone`, IDs renamed by `idMap`, with `mappings` merged over the
    /// built-in tables (their codes' words included).
    ///
    /// - Throws: a name no flavour has, or a mapping table of a vendor this build lacks.
    public init(
        from source: String, idMap: IDMap? = nil, mappings: [MappingTable] = [], language: SentenceLanguage = .english,
        timeZone: TimeZone = SentenceRenderer.utc, format: DescriptionFormat = .text, options: RunOptions = RunOptions()
    ) throws(FlavourCatalogError) {
        let catalog = try FlavourCatalog(overriding: mappings)
        translator = Translator(source: try catalog.source(named: source), target: UnifiedAdapter(), idMap: idMap)
        renderer = catalog.renderer(language: language, timeZone: timeZone)
        self.format = format
        self.options = options
    }

    /// Writes the sentences of `sources` to `sink` — a descriptor, or a function given each line as a
    /// `ConvertedRecord` (its bytes without the line break) — and says what was read.
    ///
    /// - Throws: `RunFailure.usage` for a file or folder sink; otherwise as `Conversion.run(from:to:)`.
    public func run(from sources: [RecordSource], to sink: RecordSink) throws(RunFailure) -> RunSummary {
        guard sink.path == nil else { throw RunFailure.usage("sentences are written to a descriptor or a function, not to \(sink.path!)") }
        let context = RunContext(options: options, sink: sink)
        defer { context.flush() }
        let (translator, renderer, asJSON, each) = (self.translator, self.renderer, format == .ndjson, sink.each)
        var run = try RecordRun(context: context, options: options)
        let collected = try InputCollector.collect(
            sources, filter: options.folderWalkFilter, standardInput: context.standardInput)
        do {
            try run.forEachInput(of: collected) { (run, input) throws(RunFailure) in
                try run.process(
                    input, begin: { _, _ in .compact },
                    work: { value, writing in
                        let decoded = translator.decode(value)
                        var processed = ProcessedRecord(decoded) { _ in [] }
                        processed.outputs = OutputBytes(
                            decoded.events.indices.map { index in
                                let event = decoded.events[index]
                                let sentence = renderer.sentence(for: event)
                                guard asJSON else { return Array(Self.oneLine(sentence).utf8) }
                                var fields: JSONObject = [
                                    "file": input.name.map(JSONValue.string) ?? .null, "record": .integer(writing.recordNumber),
                                ]
                                if decoded.events.count > 1 { fields.append("event", .integer(index + 1)) }
                                fields.append("messageID", event.messageID.map(JSONValue.string) ?? .null)
                                fields.append("kind", .string(event.kind.rawValue))
                                fields.append("sentence", .string(sentence))
                                return Array(JSONWriter.compactString(.object(fields)).utf8)
                            })
                        return processed
                    },
                    consume: { (record) throws(RunFailure) in
                        for line in record.outputs {
                            if let each {
                                try Conversion.hand(Array(line), number: record.number, of: input, to: each)
                            } else {
                                try context.output.write(line)
                                try context.output.write("\n")
                            }
                        }
                    },
                    stalled: { () throws(RunFailure) in try context.output.flush() })
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
