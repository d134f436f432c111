import GroupEventsJSON

/// Writes records in the framing and layout of their input: a single object, a JSON array, or NDJSON
/// (always one compact record per line); a single object or an array compact on one line, one record
/// per line, or pretty-printed, as the input was.
final class FramedOutput {
    private let sink: ByteSink
    /// The framing written.
    let framing: JSONFraming
    /// The layout written.
    let layout: RecordLayout
    /// Records written so far.
    private(set) var count = 0

    /// An output in `framing` and `layout` to `sink`.
    init(sink: ByteSink, framing: JSONFraming, layout: RecordLayout) {
        self.sink = sink
        self.framing = framing
        self.layout = framing == .lines ? .recordPerLine : layout
    }

    /// How each record's bytes must be written: pretty for the pretty layout, else compact.
    var recordStyle: JSONWriter.Style {
        layout == .pretty ? .pretty(indent: 2) : .compact
    }

    /// Appends what one input record gave (each in `recordStyle`): its outputs in turn, except that a
    /// single object that gave several is written as one array of them, so the output stays one value.
    func append(outputsOf records: OutputBytes) throws(RunFailure) {
        guard framing == .single, records.count > 1 else {
            for index in records.indices { try records.withBytes(of: index) { (record) throws(RunFailure) in try append(record) } }
            return
        }
        let compact = layout != .pretty
        var array: [UInt8] = Array((compact ? "[" : "[\n  ").utf8)
        for (index, record) in records.enumerated() {
            if index > 0 { array += Array((compact ? "," : ",\n  ").utf8) }
            if compact { array += record } else { array += Self.indented(record) }
        }
        try append(array + Array((compact ? "]" : "\n]").utf8))
    }

    private func append(_ record: UnsafeRawBufferPointer) throws(RunFailure) {
        switch (framing, layout) {
        case (.array, .compact):
            try sink.write(byte: count == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
            try sink.write(record)
        case (.array, _):
            try sink.write(count == 0 ? "[\n  " : ",\n  ")
            if layout == .pretty { try sink.write(Self.indented(record)) } else { try sink.write(record) }
        case (.lines, _), (.single, _):
            if framing == .single && count > 0 { try sink.write(byte: UInt8(ascii: "\n")) }
            try sink.write(record)
            try sink.write(byte: UInt8(ascii: "\n"))
        }
        count += 1
    }

    private func append(_ record: [UInt8]) throws(RunFailure) {
        try record.withUnsafeBytes { bytes in Result { () throws(RunFailure) in try append(bytes) } }.get()
    }

    /// Closes the framing (the array's `]`) and pushes out what is buffered.
    func finish() throws(RunFailure) {
        if framing == .array {
            try sink.write(count == 0 ? "[]\n" : layout == .compact ? "]\n" : "\n]\n")
        }
        try sink.flush()
    }

    /// Pushes out what is buffered (for live output in a pipe).
    func flush() throws(RunFailure) {
        try sink.flush()
    }

    /// A record nested one level: a JSON text has line feeds only between tokens, never inside strings,
    /// so indenting after each one is enough.
    private static func indented(_ record: some Collection<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(record.count + record.count / 8)
        for byte in record {
            result.append(byte)
            if byte == 0x0A { result.append(contentsOf: [0x20, 0x20]) }
        }
        return result
    }
}
