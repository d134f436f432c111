/// How `Description` writes each event's sentence.
public enum DescriptionFormat: String, Sendable, CaseIterable {
    /// One sentence per line, its line breaks and control characters escaped.
    case text
    /// One JSON object per line: `file`, `record`, `event` (when a record has several), `messageID`,
    /// `kind`, `sentence`.
    case ndjson
}
