import GroupEventsCore
import GroupEventsJSON

/// How a command writes values for one record: in the framing's style, copying whatever is still as
/// it was read straight from the record's bytes, into the output buffer of the worker's chunk of
/// records; and which record it is.
struct RecordWriting {
    /// The style records are written in.
    let style: JSONWriter.Style
    /// The record's bytes as read (they lie in `source`, which may hold more).
    let source: JSONSource
    /// How many bytes the record has.
    let recordByteCount: Int
    /// The worker's scratch memory, whose output buffer the record's outputs are written into (and
    /// whose slots the slot path writes with, `SlotPath`).
    let scratch: RecordScratch
    /// The record's number in its input, from 1.
    let recordNumber: Int

    /// `records` as bytes, one after another in the chunk's output buffer, each written straight from
    /// what it holds; pending until the chunk is done (`OutputBytes.settle(in:)`).
    func bytes(_ records: [OutputRecord]) -> OutputBytes {
        guard !records.isEmpty else { return [] }
        var writer = JSONWriter(style: style, source: source, appendingTo: scratch.takeOutputBuffer())
        defer { scratch.giveBack(writer.takeBytes()) }
        let start = writer.bytes.count
        // Room for them at once: exactly the compact text a record copies, if that is what it is; the
        // buffer at least doubles when it grows, as it would appending.
        var needed = 0
        for record in records {
            if case .compact = style, let count = record.compactByteCount { needed += count } else { needed += recordByteCount * 2 }
        }
        if start + needed > writer.bytes.capacity { writer.reserveCapacity(max(start + needed, 2 * writer.bytes.capacity)) }
        var ends: [Int] = []
        for (index, record) in records.enumerated() {
            if index > 0 { ends.append(writer.bytes.count) }
            record.write(into: &writer)
        }
        return OutputBytes(pendingFrom: start, ends: ends, to: writer.bytes.count, count: records.count)
    }
}
