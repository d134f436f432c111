import GroupEventsCore
import GroupEventsJSON

/// How a command writes values for one record: in the framing's style, copying whatever is still as
/// it was read straight from the record's bytes; and which record it is.
struct RecordWriting {
    /// The style records are written in.
    let style: JSONWriter.Style
    /// The record's bytes as read.
    let source: JSONSource
    /// The record's number in its input, from 1.
    let recordNumber: Int

    /// `record` as bytes, written straight from what it holds.
    func bytes(_ record: OutputRecord) -> [UInt8] {
        var writer = JSONWriter(style: style, source: source)
        // Room for the record at once: exactly the compact text it copies, if that is what it is.
        if case .compact = style, let count = record.compactByteCount {
            writer.reserveCapacity(count)
        } else {
            writer.reserveCapacity(source.bytes.count * 2)
        }
        record.write(into: &writer)
        return writer.bytes
    }
}
