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

    /// `{"input", "output", "records", "written", "notWritten", "several"}`.
    var json: JSONValue {
        .object([
            "input": .string(input), "output": output.map(JSONValue.string) ?? .null, "records": .integer(records),
            "written": .integer(written), "notWritten": .array(JSONArray(notWritten.map { .integer($0) })),
            "several": .array(JSONArray(several.map { .object(["record": .integer($0.record), "outputs": .integer($0.outputs)]) })),
        ])
    }
}
