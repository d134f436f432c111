import GroupEventsJSON

/// Where a run reads records from: one JSON object, a JSON array of objects, or NDJSON, from a file, a
/// folder's files, a descriptor, or bytes in hand. Each source is one input of the run: its records
/// are numbered from 1, its diagnostics name it, and its framing and layout are kept in its output.
///
/// ```swift
/// let sources: [RecordSource] = [.file("history.ndjson"), .folder("exports/"), .bytes(data, name: "queue.json")]
/// ```
///
/// For an `AsyncSequence` of chunks or records, use `Conversion.run(chunks:name:to:)` and
/// `Conversion.run(records:name:to:)`.
public struct RecordSource: Sendable {
    /// What the source is.
    enum Kind: Sendable {
        /// A file or a folder, by path; `walks` when it must be a folder, false when it must be a
        /// file, nil when either will do.
        case path(String, walks: Bool?)
        /// The run's standard input (`RunOptions.standardInput`), going by a name or unnamed.
        case standardInput(name: String?)
        /// A descriptor handed in.
        case descriptor(Int32, name: String?)
        /// Bytes handed in.
        case supplied(ChunkSupply, name: String?)
    }

    /// What the source is.
    let kind: Kind

    /// A file, read in blocks; its framing is detected, or implied by a `.ndjson`/`.jsonl` name.
    public static func file(_ path: String) -> RecordSource {
        RecordSource(kind: .path(path, walks: false))
    }

    /// Every file below a folder (in sorted order) that the walk takes: by default names ending in
    /// `.json`, `.ndjson` or `.jsonl` in any letter case (`RunOptions.include`, `RunOptions.exclude`).
    /// A FIFO, socket, device or dangling link found there is a `skipped-input` warning, never opened.
    public static func folder(_ path: String) -> RecordSource {
        RecordSource(kind: .path(path, walks: true))
    }

    /// A file, or a folder walked as `folder(_:)` does: whichever the path names, as the command's INPUT.
    public static func path(_ path: String) -> RecordSource {
        RecordSource(kind: .path(path, walks: nil))
    }

    /// The run's standard input (`RunOptions.standardInput`), unnamed: diagnostics say `<stdin>`.
    public static let standardInput = RecordSource(kind: .standardInput(name: nil))

    /// The run's standard input going by `name` in diagnostics and the report, its framing implied by
    /// the name's extension as a file's would be (as `--stdin-name` does).
    public static func standardInput(named name: String) -> RecordSource {
        RecordSource(kind: .standardInput(name: name))
    }

    /// An open descriptor (a pipe, a socket, a file), read to its end and never closed by the run;
    /// `name` is what diagnostics call it (its extension implies the framing as a file's would).
    public static func descriptor(_ descriptor: Int32, name: String? = nil) -> RecordSource {
        RecordSource(kind: .descriptor(descriptor, name: name))
    }

    /// A whole document in hand.
    public static func bytes(_ bytes: [UInt8], name: String? = nil) -> RecordSource {
        chunks(CollectionOfOne(bytes), name: name)
    }

    /// A document in chunks of any size (a record may span chunks), read one chunk at a time, as
    /// they are asked for: a sequence that makes its chunks lazily is never held whole.
    public static func chunks<Chunks: Sequence & Sendable>(_ chunks: Chunks, name: String? = nil) -> RecordSource
    where Chunks.Element == [UInt8] {
        RecordSource(kind: .supplied(ChunkSupply(chunks), name: name))
    }

    /// Records already parsed, one per value, read as they are asked for; they are written out as
    /// NDJSON, one record per line, and numbered in order.
    public static func records<Records: Sequence & Sendable>(_ records: Records, name: String? = nil) -> RecordSource
    where Records.Element == JSONValue {
        RecordSource(kind: .supplied(ChunkSupply(records.lazy.map(Self.line), framing: .lines), name: name))
    }

    /// A record as one NDJSON line.
    static func line(_ record: JSONValue) -> [UInt8] {
        var bytes = Array(JSONWriter.compactString(record).utf8)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }
}

extension RecordSource {
    /// The source in a report's recorded arguments: its path, or what it reads.
    var described: String {
        switch kind {
        case .path(let path, _): path
        case .standardInput(let name): name.map { "<stdin \($0)>" } ?? "-"
        case .descriptor(let descriptor, let name): name ?? "<descriptor \(descriptor)>"
        case .supplied(_, let name): name ?? "<bytes>"
        }
    }
}
