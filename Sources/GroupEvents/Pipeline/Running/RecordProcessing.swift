import GroupEventsCore
import GroupEventsJSON

/// The per-record steps the subcommands share: read the record's JSON, run the command's work on it,
/// and locate every diagnostic in the input file (file, record, line:column, path).
struct RecordProcessing: Sendable {
    /// The input's name in diagnostics (nil for standard input).
    let file: String?
    /// Indexes the record (`JSONIndexedText`, for adapters to read where it lies), runs `work` on it
    /// (with the source that unchanged parts of it are copied from when written) and locates the
    /// diagnostics; a syntax error is a `malformed-record` error at its line and column.
    func run(_ record: JSONRawRecord, _ work: (SourceRecord, JSONSource) -> ProcessedRecord) -> ProcessedRecord {
        var result: ProcessedRecord
        do {
            let text = try JSONIndexedText(bytes: record.bytes, baseOffset: record.offset)
            result = work(SourceRecord(text), text.source)
        } catch {
            result = ProcessedRecord(outcome: .failed, events: [], outputs: [], diagnostics: [.invalidJSON(error)])
        }
        result.number = record.index + 1
        result.diagnostics = result.diagnostics.map { $0.located(in: record, file: file) }
        return result
    }
}
