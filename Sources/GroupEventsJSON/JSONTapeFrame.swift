/// An array or object that is open while a tape indexer (`JSONTapeIndexer`, `JSONQuoteMaskIndexer`)
/// indexes its children.
struct JSONTapeFrame {
    /// Whether the container is an object (else an array).
    var isObject: Bool
    /// The container's entry.
    var entry: Int
    /// The scanner's `whitespaceSkipped` when the container opened: unchanged at its close means
    /// compact text.
    var whitespaceMark: Int
}
