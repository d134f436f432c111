/// An input the earlier attempt of a resumed run (`--resume`) finished and left as its report says:
/// its output entry, carried into the new report as it is, and its record counts.
struct CarriedOutput: Sendable {
    /// The input, as the entry names it.
    let input: String
    /// The entry, compact JSON as the earlier report has it.
    let entry: [UInt8]
    /// The input's record counts, from the entry.
    let counts: RunReport
}
