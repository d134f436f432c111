import GroupEventsJSON

/// What a worker reuses from one record to the next, so that reading a record allocates nothing once
/// the worker has seen its largest: the index a record is read through.
///
/// A worker owns one at a time (`BatchProcessor` hands them out to its turns), so nothing in it is
/// ever used by two threads at once.
final class RecordScratch: @unchecked Sendable {
    /// The text the last record was indexed into.
    private var text: JSONIndexedText?

    /// Scratch memory for one worker.
    init() {}

    /// `record` indexed into the worker's text: the last record's text indexed again when nothing
    /// read from that record is still kept, a new text otherwise. Invalid JSON throws as
    /// `JSONIndexedText(record:)` does.
    func indexed(_ record: JSONRawRecord) throws(JSONSyntaxError) -> JSONIndexedText {
        // Checked before `reused` holds it too.
        if isKnownUniquelyReferenced(&text), let reused = text {
            try reused.index(record)
            return reused
        }
        let made = try JSONIndexedText(record: record)
        text = made
        return made
    }
}
