import GroupEventsJSON

/// How an input laid out its records, so that the output can do the same: NDJSON stays one record
/// per line, and a single object or an array stays compact or pretty as it came.
enum RecordLayout: Sendable, Equatable {
    /// Everything on one line: `{"a":1}` or `[{"a":1},{"b":2}]`.
    case compact
    /// Each record compact on a line of its own: NDJSON, or an array with one record per line.
    case recordPerLine
    /// Records spread over several lines (pretty-printed).
    case pretty

    /// The layout of an input in `framing`, judged by its first record (nil when it has none) and the
    /// line its first value starts on (the `[` of an array).
    static func of(_ framing: JSONFraming, first: JSONRawRecord?, startLine: Int?) -> RecordLayout {
        if framing == .lines { return .recordPerLine }
        guard let first else { return framing == .single ? .pretty : .recordPerLine }
        if first.withUnsafeBytes({ $0.contains(0x0A) }) { return .pretty }
        if framing == .array, let startLine, first.line > startLine { return .recordPerLine }
        return .compact
    }
}
