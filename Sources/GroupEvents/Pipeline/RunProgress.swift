/// How far a run has got, as `RunOptions.progress` is told after every block read.
public struct RunProgress: Sendable {
    /// The input being read (its name, or `<stdin>`, `<descriptor N>`, `<bytes>`).
    public let input: String
    /// Bytes of that input read so far.
    public let bytesRead: Int
    /// Records of the whole run translated and handed on so far.
    public let records: Int
}
