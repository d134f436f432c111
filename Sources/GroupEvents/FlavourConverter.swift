import Foundation
import GroupEventsCore
import GroupEventsJSON

/// Translates group notifications between two flavours named as on the command line — the entry
/// point of a migration tool: records in, records out, and every loss as a diagnostic.
///
/// ```swift
/// let converter = try FlavourConverter(from: "zim", to: "nim:web", idMap: idMap)
/// let document = converter.convert(try Data(contentsOf: history))
/// ```
///
/// A converter holds no state between records, so one may serve many threads and documents.
public struct FlavourConverter: Sendable {
    /// The translator doing the work (its source selection and target adapter).
    package let translator: Translator
    /// What the converter was made with, as a report records a conversion's arguments when its
    /// program gives none (`RunOptions.arguments`): the two names and every setting not left at its default.
    let settings: [String]

    /// A converter from the flavour named `source` to the one named `target`.
    ///
    /// - Parameters:
    ///   - source: `VENDOR[:FLAVOUR]` (`zim`, `nim:web`; a vendor alone is its first flavour),
    ///     `unified`, or `auto` to detect each record's flavour.
    ///   - target: `VENDOR[:FLAVOUR]` or `unified`.
    ///   - idMap: new user and group IDs, applied to every event (see `IDMap`); nil keeps every ID.
    ///   - mappings: mapping tables merged, in order, over their vendors' built-in tables (as
    ///     `--mappings FILE`; read them with `FlavourCatalog.mappingTable(bytes:file:)`).
    ///   - fallback: what becomes of events the target cannot express.
    ///   - fallbackSender: who fallback text messages are said by (as `--fallback-sender`): an account
    ///     of the target; nil for the target's system sender (TIM: `administrator`; ZIM and NIM: no
    ///     sender; docs/semantics.md).
    ///   - eventsOnly: leave out records that are not group notifications instead of passing them through.
    ///   - language: the language of the sentences in fallback text messages.
    ///   - timeZone: the zone times in those sentences are written in (named there unless it is UTC).
    ///   - verify: read every record written in another flavour back with the target and report any
    ///     loss its encoder did not (as `--verify`). Encoders report their
    ///     losses themselves, so this is a check for their gaps, and it costs a second decode per record.
    /// - Throws: a name no flavour has, `auto` as the target, or a mapping table of a vendor this build lacks.
    public init(
        from source: String, to target: String, idMap: IDMap? = nil, mappings: [MappingTable] = [], fallback: FallbackPolicy = .text,
        fallbackSender: String? = nil, eventsOnly: Bool = false, language: SentenceLanguage = .english,
        timeZone: TimeZone = SentenceRenderer.utc, verify: Bool = false
    ) throws(FlavourCatalogError) {
        let catalog = try FlavourCatalog(overriding: mappings)
        var settings = ["--from=\(source)", "--to=\(target)"]
        if fallback != .text { settings.append("--fallback=\(fallback.rawValue)") }
        if let fallbackSender { settings.append("--fallback-sender=\(fallbackSender)") }
        if eventsOnly { settings.append("--events-only") }
        if language != .english { settings.append("--lang=\(language.rawValue)") }
        if timeZone != SentenceRenderer.utc { settings.append("--time-zone=\(timeZone.identifier)") }
        if verify { settings.append("--verify") }
        if idMap != nil { settings.append("--id-map") }
        if !mappings.isEmpty { settings.append("--mappings=\(mappings.map(\.vendor).joined(separator: ","))") }
        self.settings = settings
        translator = Translator(
            source: try catalog.source(named: source), target: try catalog.target(named: target), fallback: fallback,
            fallbackSender: fallbackSender, eventsOnly: eventsOnly,
            renderer: catalog.renderer(language: language, timeZone: timeZone), idMap: idMap, verify: verify)
    }

    /// Translates one record: its outcome, the records to write for it, its events and diagnostics
    /// (located by JSON path; the record number and line:column are the caller's to add).
    public func convert(_ record: JSONValue) -> RecordTranslation {
        translator.translate(record)
    }

    /// Translates events in hand (composed by a program, or decoded elsewhere) as the events of one record.
    public func convert(_ events: [GroupEvent]) -> RecordTranslation {
        translator.translate(events)
    }

    /// Translates every record of a document — one JSON object, a JSON array of objects, or NDJSON —
    /// with each diagnostic located in it by record number and line:column (and `file`, if given).
    public func convert(_ bytes: [UInt8], file: String? = nil) -> ConvertedDocument {
        var framer = JSONRecordFramer()
        var records: [JSONRawRecord] = []
        var problems: [Diagnostic] = []
        do {
            try framer.feed(bytes, into: &records)
            try framer.finish(into: &records)
        } catch {
            problems.append(.malformedInput(error, file: file))
        }
        let translations = records.map { convert($0, file: file) }
        return ConvertedDocument(framing: framer.framing, translations: translations, inputDiagnostics: problems)
    }

    /// One record cut from a document, its diagnostics located there; invalid JSON is `malformed-record`.
    private func convert(_ record: JSONRawRecord, file: String?) -> RecordTranslation {
        var translation: RecordTranslation
        do {
            translation = convert(try record.read())
        } catch {
            translation = RecordTranslation(outcome: .failed, outputRecords: [], diagnostics: [.invalidJSON(error)])
        }
        for index in translation.diagnostics.indices { translation.diagnostics[index].locate(in: record, file: file) }
        return translation
    }

    /// Translates every record of a document in `data`, as `convert(_:file:)` does its bytes.
    public func convert(_ data: Data, file: String? = nil) -> ConvertedDocument {
        convert([UInt8](data), file: file)
    }

    /// The translations of `records`, each made only when it is asked for: a stream of any length
    /// goes through one record at a time.
    public func convert<Records: Sequence<JSONValue>>(records: Records) -> LazyMapSequence<Records, RecordTranslation> {
        records.lazy.map { convert($0) }
    }

    /// The translations of records as they arrive (from a socket, a queue, a file read in chunks).
    public func convert<Records: AsyncSequence>(records: Records) -> AsyncMapSequence<Records, RecordTranslation>
    where Records.Element == JSONValue {
        records.map { convert($0) }
    }

    /// The arguments a report records for a conversion of `sources` by this converter (see `settings`).
    func arguments(reading sources: [RecordSource]) -> [String] {
        settings + ["--"] + sources.map(\.described)
    }
}
