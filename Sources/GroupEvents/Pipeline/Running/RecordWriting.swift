import GroupEventsCore
import GroupEventsJSON

/// How a command writes values for one record: in the framing's style, copying whatever is still as
/// it was read straight from the record's bytes; and which record it is.
struct RecordWriting {
    /// The style records are written in.
    let style: JSONWriter.Style
    /// The record's bytes as read (they lie in `source`, which may hold more).
    let source: JSONSource
    /// How many bytes the record has.
    let recordByteCount: Int
    /// The record's number in its input, from 1.
    let recordNumber: Int

    /// `records` as bytes, one after another in one buffer, each written straight from what it holds.
    func bytes(_ records: [OutputRecord]) -> OutputBytes {
        guard !records.isEmpty else { return [] }
        var writer = JSONWriter(style: style, source: source)
        // Room for them at once: exactly the compact text a record copies, if that is what it is.
        var capacity = 0
        for record in records {
            if case .compact = style, let count = record.compactByteCount { capacity += count } else { capacity += recordByteCount * 2 }
        }
        writer.reserveCapacity(capacity)
        var ends: [Int] = []
        for (index, record) in records.enumerated() {
            if index > 0 { ends.append(writer.bytes.count) }
            record.write(into: &writer)
        }
        return OutputBytes(bytes: writer.bytes, ends: ends, count: records.count)
    }
}
