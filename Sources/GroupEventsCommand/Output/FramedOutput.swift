import GroupEventsJSON

/// Writes records in the framing of their input: one pretty object, a JSON array with a compact
/// record per line, or NDJSON.
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

    /// Appends what one input record gave (each in `recordStyle`): its outputs in turn, except that a
    /// single object that gave several is written as one array of them, so the output stays one value.
    func append(outputsOf records: [[UInt8]]) throws(CommandFailure) {
        guard framing == .single, records.count > 1 else {
            for record in records { try append(record) }
            return
        }
        var array: [UInt8] = Array("[\n  ".utf8)
        for (index, record) in records.enumerated() {
            if index > 0 { array += Array(",\n  ".utf8) }
            // Pretty bytes hold raw newlines only between tokens (strings escape theirs): indent after each.
            for byte in record {
                array.append(byte)
                if byte == UInt8(ascii: "\n") { array += [UInt8(ascii: " "), UInt8(ascii: " ")] }
            }
        }
        try append(array + Array("\n]".utf8))
    }

    private func append(_ record: [UInt8]) throws(CommandFailure) {
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
