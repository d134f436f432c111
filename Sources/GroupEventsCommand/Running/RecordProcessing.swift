import GroupEvents
import GroupEventsJSON

/// The per-record steps the subcommands share: read the record's JSON, run the command's work on it,
/// and locate every diagnostic in the input file (file, record, line:column, path).
struct RecordProcessing: Sendable {
    /// The input's name in diagnostics (nil for standard input).
    let file: String?
    private let reader = JSONReader()

    /// Processing for records of `file`.
    init(file: String?) {
        self.file = file
    }

    /// Parses the record, runs `work` on its value (with the source its unchanged parts can be copied
    /// from) and locates the diagnostics; a syntax error is a `malformed-record` error at its line and column.
    func run(_ record: JSONRawRecord, _ work: (JSONValue, JSONSource) -> ProcessedRecord) -> ProcessedRecord {
        var result: ProcessedRecord
        do {
            let (value, source) = try record.readWithSource(using: reader)
            result = work(value, source)
        } catch {
            result = ProcessedRecord(outcome: .failed, events: [], outputs: [], diagnostics: [.invalidJSON(error)])
        }
        result.number = record.index + 1
        result.diagnostics = result.diagnostics.map { $0.located(in: record, file: file) }
        return result
    }
}
