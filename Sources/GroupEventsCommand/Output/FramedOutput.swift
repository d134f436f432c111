import GroupEventsJSON

/// Writes records in the framing of their input (DESIGN §6): one pretty object, a JSON array with a
/// compact record per line, or NDJSON.
final class FramedOutput {
    private let sink: ByteSink
    /// The framing written.
    let framing: JSONFraming
    private var count = 0

    /// An output in `framing` to `sink`.
    init(sink: ByteSink, framing: JSONFraming) {
        self.sink = sink
        self.framing = framing
    }

    /// How each record's bytes must be written for this framing: pretty for a single object, else compact.
    var recordStyle: JSONWriter.Style {
        framing == .single ? .pretty(indent: 2) : .compact
    }

    /// Appends one record's bytes (already in `recordStyle`).
    func append(_ record: [UInt8]) throws(CommandFailure) {
        switch framing {
        case .array:
            try sink.write(count == 0 ? "[\n  " : ",\n  ")
            try sink.write(record)
        case .lines:
            try sink.write(record)
            try sink.write("\n")
        case .single:
            if count > 0 { try sink.write("\n") }
            try sink.write(record)
            try sink.write("\n")
        }
        count += 1
    }

    /// Closes the framing (the array's `]`).
    func finish() throws(CommandFailure) {
        if framing == .array { try sink.write(count == 0 ? "[]\n" : "\n]\n") }
        try sink.flush()
    }
}
