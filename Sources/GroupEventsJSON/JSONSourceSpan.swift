/// Where a container's compact source text lies: the document it was read from and its length
/// (its first byte is at the container's `offset`).
struct JSONSourceSpan: Sendable, Hashable {
    /// The document number of the read.
    let document: UInt32
    /// The text's length in bytes.
    let length: UInt32
}
