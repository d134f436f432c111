import GroupEventsCore
import GroupEventsJSON

/// The per-record steps the subcommands share: read the record's JSON, run the command's work on it,
/// and locate every diagnostic in the input file (file, record, line:column, path).
struct RecordProcessing: Sendable {
    /// The input's name in diagnostics (nil for standard input).
    let file: String?
    /// Indexes the record (`JSONIndexedText`, for adapters to read where it lies) into the worker's
    /// `scratch`, runs `work` on it (with the source that unchanged parts of it are copied from when
    /// written) and locates the diagnostics; a syntax error is a `malformed-record` error at its line
    /// and column.
    func run(
        _ record: JSONRawRecord, in scratch: RecordScratch = RecordScratch(), _ work: (SourceRecord, JSONSource) -> ProcessedRecord
    ) -> ProcessedRecord {
        var result: ProcessedRecord
        do {
            let text = try scratch.indexed(record)
            result = work(SourceRecord(text), text.source)
        } catch {
            result = ProcessedRecord(outcome: .failed, events: [], outputs: [], diagnostics: [.invalidJSON(error)])
        }
        result.number = record.index + 1
        for index in result.diagnostics.indices { result.diagnostics[index].locate(in: record, file: file) }
        scratch.locateDiagnostics(result.deferredDiagnostics.range, in: record)
        return result
    }
}
