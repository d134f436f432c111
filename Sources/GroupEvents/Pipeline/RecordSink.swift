/// Where a run writes the records it makes: files written atomically (a temporary file renamed into
/// place when its input ends), a descriptor, or a function called with each record.
///
/// A run of several inputs into one descriptor or one `.ndjson`/`.jsonl` file writes one NDJSON
/// stream; a folder mirrors each input below it. No output may name an input or another output.
public struct RecordSink: Sendable {
    /// What the sink is.
    enum Kind: Sendable {
        /// A path, as the command's `-o` takes it: a file, or a folder when it ends in `/` or exists as one.
        case path(String)
        /// A descriptor (standard output included), written in blocks and never closed by the run.
        case descriptor(Int32, name: String)
        /// A function called with each record.
        case each(@Sendable (ConvertedRecord) throws -> Void)
    }

    /// What the sink is.
    let kind: Kind

    /// One file, written atomically: each input's records in its own framing and layout (one input),
    /// or one NDJSON stream of every input when the name ends in `.ndjson` or `.jsonl`. A FIFO or a
    /// device is written directly, never replaced. An input none of whose records is written leaves
    /// no file (an earlier one there is removed).
    public static func file(_ path: String) -> RecordSink {
        RecordSink(kind: .path(path))
    }

    /// A folder mirroring the inputs: each input's records go to its path relative to the inputs'
    /// common folder (standard input and bytes to `stdin.json` or `stdin.ndjson`), each file written
    /// atomically as its input ends.
    public static func folder(_ path: String) -> RecordSink {
        RecordSink(kind: .path(path.hasSuffix("/") ? path : path + "/"))
    }

    /// A file or a folder, whichever `path` names, as the command's `-o` takes it: a folder when it
    /// ends in `/` or is one already, a file otherwise.
    public static func path(_ path: String) -> RecordSink {
        RecordSink(kind: .path(path))
    }

    /// Standard output (descriptor 1), as the command writes when no `-o` is given.
    public static let standardOutput = RecordSink(kind: .descriptor(1, name: "<stdout>"))

    /// An open descriptor (a pipe, a socket, a file), written in blocks and never closed; `name` is
    /// what a failed write's message calls it.
    public static func descriptor(_ descriptor: Int32, name: String? = nil) -> RecordSink {
        RecordSink(kind: .descriptor(descriptor, name: name ?? "<descriptor \(descriptor)>"))
    }

    /// A function called with each record written, in input order, on the thread running the
    /// conversion; an error it throws stops the run (`RunFailure.io` with its description), as a
    /// failed write does.
    public static func each(_ body: @escaping @Sendable (ConvertedRecord) throws -> Void) -> RecordSink {
        RecordSink(kind: .each(body))
    }

    /// The path as the output plan takes it (`-o`); nil for a descriptor or a function.
    var path: String? {
        if case .path(let path) = kind { path } else { nil }
    }

    /// The function records are handed to, for a function sink.
    var each: (@Sendable (ConvertedRecord) throws -> Void)? {
        if case .each(let body) = kind { body } else { nil }
    }
}
