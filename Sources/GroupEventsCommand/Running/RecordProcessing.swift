import GroupEvents
import GroupEventsJSON

/// The per-record steps the subcommands share: read the record's JSON, run the command's work on it,
/// and locate every diagnostic in the input file (file, record, line:column, path).
struct RecordProcessing: Sendable {
    /// The input's name in diagnostics (nil for standard input).
    let file: String?
    /// Whether every record is built into a tree of values as it is read, for a run whose outputs
    /// hold each record whole (`Translator.writesRecordsWhole`): parsing a tree straight away costs
    /// less than indexing the record and building the tree from the index. Otherwise records are
    /// indexed, and adapters read them where they lie.
    let buildsTrees: Bool

    /// Processing for records of `file`, built into trees when `buildsTrees`.
    init(file: String?, buildsTrees: Bool) {
        self.file = file
        self.buildsTrees = buildsTrees
    }

    /// Reads the record (indexed, or parsed into a tree when `buildsTrees`), runs `work` on it (with
    /// the source the unchanged parts of values built from it are copied from) and locates the
    /// diagnostics; a syntax error is a `malformed-record` error at its line and column.
    func run(_ record: JSONRawRecord, _ work: (SourceRecord, JSONSource) -> ProcessedRecord) -> ProcessedRecord {
        var result: ProcessedRecord
        do {
            if buildsTrees {
                let (value, source) = try record.readWithSource()
                result = work(SourceRecord(value), source)
            } else {
                let text = try JSONIndexedText(bytes: record.bytes, baseOffset: record.offset)
                result = work(SourceRecord(text), text.source)
            }
        } catch {
            result = ProcessedRecord(outcome: .failed, events: [], outputs: [], diagnostics: [.invalidJSON(error)])
        }
        result.number = record.index + 1
        result.diagnostics = result.diagnostics.map { $0.located(in: record, file: file) }
        return result
    }
}
