import GroupEventsJSON

/// Where one input's records went in a `convert` run, so that every output record can be traced to
/// its input record: the output's records are the input's records in order, less those in `notWritten`.
struct OutputEntry: Sendable {
    /// The input, as named in diagnostics.
    var input: String
    /// The file written, `<stdout>`, or nil when the input left no file (its only record was not written).
    var output: String?
    /// Records read from the input.
    var records: Int
    /// Numbers (from 1) of the input records that produced no output record: dropped or failed.
    var notWritten: [Int]

    /// `{"input", "output", "records", "written", "notWritten"}`.
    var json: JSONValue {
        .object([
            "input": .string(input), "output": output.map(JSONValue.string) ?? .null, "records": .integer(records),
            "written": .integer(records - notWritten.count), "notWritten": .array(JSONArray(notWritten.map { .integer($0) })),
        ])
    }
}
