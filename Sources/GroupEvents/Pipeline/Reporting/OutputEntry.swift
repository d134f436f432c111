import GroupEventsJSON

/// Where one input's records went in a `convert` run, so that every output record can be traced to
/// its input record: output records follow their input records in order, one each, except the input
/// records in `notWritten` (none) and those in `several` (as many as each says).
struct OutputEntry: Sendable {
    /// The input, as named in diagnostics.
    var input: String
    /// The file written, `<stdout>`, or nil when the input left no file (its only record was not written).
    var output: String?
    /// Records read from the input.
    var records: Int
    /// Records written for the input.
    var written: Int
    /// Numbers (from 1) of the input records that produced no output record: dropped or failed.
    var notWritten: [Int]
    /// The input records that produced more than one output record (events written apart, or a text
    /// message beside an encoded record): each record's number (from 1) and how many it produced.
    var several: [(record: Int, outputs: Int)]
    /// The size of the output file when it was put in place, for a resumed run to check that it is
    /// still whole (`--resume`); nil for standard output, one stream of several inputs, or no file.
    var bytes: Int? = nil
    /// The input's record counts (`RunReport.countsJSON`), for a resumed run to carry over; nil when not counted.
    var counts: JSONObject? = nil

    /// `{"input", "output", "bytes", "records", "written", "notWritten", "several", "counts"}` as compact
    /// JSON text; `bytes` and `counts` only when known. Written straight to text, so that an input of
    /// millions of records listed in `notWritten` or `several` costs a few bytes each, not a tree.
    var compactJSON: [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(96 + 8 * notWritten.count + 24 * several.count)
        func append(_ literal: String) { text.append(contentsOf: literal.utf8) }
        append(#"{"input":"#)
        text += JSONWriter.compactBytes(.string(input))
        append(#","output":"#)
        text += JSONWriter.compactBytes(output.map(JSONValue.string) ?? .null)
        if let bytes { append(#","bytes":\#(bytes)"#) }
        append(#","records":\#(records),"written":\#(written),"notWritten":["#)
        for (index, record) in notWritten.enumerated() { append(index == 0 ? "\(record)" : ",\(record)") }
        append(#"],"several":["#)
        for (index, entry) in several.enumerated() {
            append((index == 0 ? "" : ",") + #"{"record":\#(entry.record),"outputs":\#(entry.outputs)}"#)
        }
        append("]")
        if let counts {
            append(#","counts":"#)
            text += JSONWriter.compactBytes(.object(counts))
        }
        append("}")
        return text
    }
}
