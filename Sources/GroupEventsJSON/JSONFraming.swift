/// How a file holds its records.
public enum JSONFraming: String, Sendable, CaseIterable {
    /// The file is one JSON value, which is the only record.
    case single
    /// The file is one top-level JSON array; each element is a record.
    case array
    /// JSON Lines (NDJSON): one value per line; blank lines are skipped.
    case lines

    /// The framing a file name's extension implies: `.jsonl` and `.ndjson` mean `lines`; nil otherwise,
    /// leaving the framer to detect it from the content.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "jsonl", "ndjson": self = .lines
        default: return nil
        }
    }
}
