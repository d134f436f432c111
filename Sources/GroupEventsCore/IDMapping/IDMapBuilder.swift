import GroupEventsJSON

/// Collects the entries of one ID map file, refusing empty IDs and second entries for an old ID,
/// and locates errors in the file's text.
struct IDMapBuilder {
    /// The file's text (after any byte order mark), which offsets count into.
    let text: [UInt8]
    /// The file's name, for errors.
    let file: String?
    /// The entries so far.
    private(set) var map = IDMap()
    /// Where each old ID's entry is, to name it when the ID comes again.
    private var firstOffsets: [IDMap.Kind: [String: Int]] = [:]

    /// A builder for the file `text` named `file`.
    init(text: [UInt8], file: String?) {
        self.text = text
        self.file = file
    }

    /// Adds `old` → `new` for IDs of `kind`, whose entry starts at `offset` (and in JSON lies at
    /// `path`, built only for an error). Each entry is added in place, so a file of n entries loads
    /// in time proportional to n.
    mutating func add(_ kind: IDMap.Kind, old: String, new: String, offset: Int, path: @autoclosure () -> JSONPath? = nil) throws(FileContentError) {
        if old.isEmpty || new.isEmpty { throw error(at: offset, path: path(), "an ID may not be empty") }
        if let first = firstOffsets[kind]?[old] {
            throw error(at: offset, path: path(), "the \(kind.rawValue) ID '\(old)' has an entry already, at \(position(of: first))")
        }
        map[kind][old] = new
        firstOffsets[kind, default: [:]][old] = offset
    }

    /// An error at byte `offset` of the text.
    func error(at offset: Int, path: JSONPath? = nil, _ message: String) -> FileContentError {
        FileContentError(location: RecordLocation(file: file, position: position(of: offset), path: path, offset: JSONOffset(offset)), message: message)
    }

    /// The error of a JSON map's `problem`.
    func error(_ problem: RecordDecodingError) -> FileContentError {
        FileContentError(problem, in: text, file: file)
    }

    private func position(of offset: Int) -> JSONSourceLocation {
        JSONSourceText(bytes: text).location(ofOffset: offset)
    }
}
