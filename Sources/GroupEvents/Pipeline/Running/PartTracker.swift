import GroupEventsCore

/// Follows, in input order, the source records written for their first event, so that a later event
/// left to such a record is known to be lost when that record was not written before it (the unified
/// stream was filtered or reordered, or its first event failed): then it is a warning, never a silent `merged`.
struct PartTracker {
    private var lastWritten: Set<Int> = []

    /// Warnings for the events of `record` (in `file`) that rode with a record that was not written.
    mutating func check(_ record: ProcessedRecord, file: String?) -> [Diagnostic] {
        var lost: [Diagnostic] = []
        for source in record.parts.carried where !lastWritten.contains(source) {
            lost.append(
                Diagnostic(
                    code: .fieldDropped, severity: .warning, location: RecordLocation(file: file, record: record.number, path: .root),
                    message:
                        "this event belongs with the first event of its source record, which was not written before it (not before it in the input, or failed); it was not written"
                ))
        }
        if !record.parts.written.isEmpty { lastWritten = Set(record.parts.written) }
        return lost
    }
}
