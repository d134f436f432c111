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

    /// `{"input", "output", "bytes", "records", "written", "notWritten", "several", "counts"}`; `bytes`
    /// and `counts` only when known.
    var json: JSONValue {
        var object: JSONObject = ["input": .string(input), "output": output.map(JSONValue.string) ?? .null]
        if let bytes { object.append("bytes", .integer(bytes)) }
        object.append("records", .integer(records))
        object.append("written", .integer(written))
        object.append("notWritten", .array(JSONArray(notWritten.map { .integer($0) })))
        object.append("several", .array(JSONArray(several.map { .object(["record": .integer($0.record), "outputs": .integer($0.outputs)]) })))
        if let counts { object.append("counts", .object(counts)) }
        return .object(object)
    }
}
