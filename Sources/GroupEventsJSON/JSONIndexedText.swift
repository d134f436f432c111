/// One JSON text kept as its bytes and the tape that indexes them, to be read where it lies
/// (`JSONIndexedValue`) and turned into `JSONValue`s only where someone asks for one.
///
/// It accepts exactly what `JSONReader` accepts and rejects the rest with the same error, offsets
/// included (the tape and the parser walk the text with the same scanner). Values built from it
/// (`JSONIndexedValue.value`) equal what `JSONReader.readWithSource` reads, and `source` is the
/// source `JSONWriter` copies their unchanged compact parts from, so a record read this way and
/// written back unchanged is the same bytes.
///
/// Immutable while shared, so it is shared freely between threads; it keeps its own copy of the bytes
/// and the tape in storage it owns, so that reading a value costs no reference counting of arrays.
/// Its owner may index another text into it (`index(_:baseOffset:)`) once nothing else holds it, so
/// that a worker reading record after record allocates nothing per record once it has seen its
/// largest (the pipeline's per-worker scratch does).
@usableFromInline package final class JSONIndexedText: @unchecked Sendable {
    /// The bytes `source` copies from: the text's bytes, or the block of a record they lie in.
    @exclusivity(unchecked) private var sourceBytes: [UInt8]
    // Every stored property is accessed without the run-time exclusivity check (each check costs about
    // 80 instructions, and a record read them several times): only the text's one owner changes
    // them (`index(_:baseOffset:)`), while nothing else holds the text.

    /// Where the text lies in `sourceBytes`.
    @exclusivity(unchecked) private var textRange: Range<Int>
    /// What every offset adds to a byte's index into the text.
    @exclusivity(unchecked) @usableFromInline package private(set) var baseOffset: Int
    /// The read's document number, stamped on the compact containers of every value built from it
    /// (a new one for every text indexed, so that a value built from an earlier text is never copied
    /// from this one's bytes).
    @exclusivity(unchecked) private(set) var document: UInt32
    /// The text's bytes, owned (a copy of `bytes` whose address never moves while the text is read),
    /// followed by a 0 the tape's walk stops at (`JSONTape.index(_:baseOffset:endsInSentinel:)`).
    @exclusivity(unchecked) private(set) var text: UnsafeMutablePointer<UInt8>
    /// The tape's entries, owned.
    @exclusivity(unchecked) private(set) var tape: UnsafeMutablePointer<JSONTape.Entry>
    /// How many bytes `text` and how many entries `tape` have room for.
    @exclusivity(unchecked) private var textCapacity: Int
    @exclusivity(unchecked) private var tapeCapacity: Int
    /// The fast path's memory (`JSONQuoteMaskIndexer`), kept for the next text: its walk writes the
    /// entries straight into `tape`.
    @exclusivity(unchecked) private var marks = JSONQuoteMaskIndexer.Scratch()
    /// The entries of a text the fast path gives up on, as the exact indexer (`JSONTapeIndexer`, which
    /// gives the exact error) writes them before they are copied into `tape`, kept for the next such text.
    @exclusivity(unchecked) private var exactEntries: [JSONTape.Entry] = []
    /// The document numbers of the texts indexed here, reserved from the shared counter in blocks.
    @exclusivity(unchecked) private var documentNumbers = JSONSource.DocumentNumbers()
    /// The deepest nesting of arrays and objects accepted, as `JSONReader.maximumDepth`.
    private let maximumDepth: Int

    /// Indexes `bytes`, which hold one JSON value with optional whitespace around it; offsets are
    /// `baseOffset` plus the index into `bytes`. Invalid JSON throws as `JSONReader` would.
    @usableFromInline package convenience init(bytes: [UInt8], baseOffset: Int = 0, maximumDepth: Int = 512) throws(JSONSyntaxError) {
        self.init(maximumDepth: maximumDepth)
        try index(bytes, baseOffset: baseOffset)
    }

    /// Indexes the bytes of `record`, with offsets absolute in its file; invalid JSON throws as
    /// `JSONReader` would.
    @usableFromInline package convenience init(record: JSONRawRecord) throws(JSONSyntaxError) {
        self.init(maximumDepth: 512)
        try index(record)
    }

    /// An empty text, to be indexed before it is read.
    private init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
        sourceBytes = []
        textRange = 0..<0
        baseOffset = 0
        document = 0
        textCapacity = 0
        tapeCapacity = 0
        text = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        tape = UnsafeMutablePointer<JSONTape.Entry>.allocate(capacity: 1)
    }

    deinit {
        text.deallocate()
        tape.deallocate()
    }

    /// Indexes `bytes` in place of the text this held, reusing its storage: for the text's only owner,
    /// once no value read from it is kept (`isKnownUniquelyReferenced`). A failed index leaves an empty
    /// text, to be indexed again before it is read.
    @usableFromInline package func index(_ bytes: [UInt8], baseOffset: Int) throws(JSONSyntaxError) {
        try index(bytes, range: 0..<bytes.count, baseOffset: baseOffset)
    }

    /// Indexes the bytes of `record` (offsets absolute in its file) as `index(_:baseOffset:)` does, with
    /// `source` copying from the block the record lies in: nothing is allocated for it.
    @usableFromInline package func index(_ record: JSONRawRecord) throws(JSONSyntaxError) {
        try index(record.block, range: record.range, baseOffset: record.offset)
    }

    /// Indexes the bytes of `block` in `range`, whose first byte is at absolute `baseOffset`.
    private func index(_ block: [UInt8], range: Range<Int>, baseOffset: Int) throws(JSONSyntaxError) {
        precondition(range.count <= Int(UInt32.max), "a tape indexes texts of at most 4 GiB")
        sourceBytes = []
        textRange = 0..<0
        // The text is copied first, with the 0 after it that lets the tape's walk read it where it lies.
        if range.count >= textCapacity {
            text.deallocate()
            textCapacity = max(range.count + 1, 2 * textCapacity)
            text = .allocate(capacity: textCapacity)
        }
        block.withUnsafeBufferPointer { if range.count > 0 { text.initialize(from: $0.baseAddress! + range.lowerBound, count: range.count) } }
        text[range.count] = 0
        let bytes = UnsafeRawBufferPointer(start: text, count: range.count)
        try JSONScanner.checkStart(of: bytes, baseOffset: baseOffset)
        if !indexFast(count: range.count) {
            // The exact indexer accepts the text or throws its error.
            exactEntries.removeAll(keepingCapacity: true)
            try JSONTapeIndexer.index(base: text, count: range.count, baseOffset: baseOffset, maximumDepth: maximumDepth, into: &exactEntries)
            makeRoom(forEntries: exactEntries.count)
            exactEntries.withUnsafeBufferPointer { tape.initialize(from: $0.baseAddress!, count: $0.count) }
        }
        sourceBytes = block
        textRange = range
        self.baseOffset = baseOffset
        document = documentNumbers.take()
    }

    /// Whether the fast path indexed the `count` bytes of `text` into `tape` (it takes texts of up to
    /// `JSONQuoteMaskIndexer.maximumCount` bytes, whose bound of entries `tape` then makes room for).
    private func indexFast(count: Int) -> Bool {
        guard count <= JSONQuoteMaskIndexer.maximumCount else { return false }
        makeRoom(forEntries: JSONQuoteMaskIndexer.entryBound(count: count))
        return JSONQuoteMaskIndexer.index(base: text, count: count, endsInSentinel: true, maximumDepth: maximumDepth, scratch: &marks, into: tape) != nil
    }

    /// Makes room in `tape` for `count` entries, at least doubling.
    private func makeRoom(forEntries count: Int) {
        guard count > tapeCapacity else { return }
        tape.deallocate()
        tapeCapacity = max(count, 2 * tapeCapacity)
        tape = .allocate(capacity: tapeCapacity)
    }

    /// The text's bytes (a copy when the text is a record's range of a larger block).
    @usableFromInline package var bytes: [UInt8] {
        textRange == sourceBytes.indices ? sourceBytes : Array(sourceBytes[textRange])
    }

    /// The text's value (its first entry).
    @usableFromInline package var root: JSONIndexedValue { JSONIndexedValue(text: self, entry: 0) }

    /// The source `JSONWriter` copies the unchanged compact parts of values built from this text from.
    @usableFromInline package var source: JSONSource { JSONSource(bytes: sourceBytes, baseOffset: baseOffset - textRange.lowerBound, document: document) }

    /// `value`, a value of this text's tape (from `JSONIndexedValue.tapeValue`), as a value safe to keep.
    @usableFromInline package func indexedValue(_ value: JSONTapeValue) -> JSONIndexedValue {
        precondition(value.text == UnsafePointer(text), "the tape value lies in another text")
        return JSONIndexedValue(text: self, entry: value.entry)
    }

    /// `value`, a value of this text's tape, as a `JSONValue` equal to what `JSONReader` reads from its
    /// text; a `JSONWriter` given `source` copies its unchanged compact parts.
    @usableFromInline package func build(_ value: JSONTapeValue) -> JSONValue {
        precondition(value.text == UnsafePointer(text), "the tape value lies in another text")
        return JSONTapeMaterializer.materialize(value, document: document)
    }

    /// The tape value of entry `entry`, valid while this text lives.
    @inline(__always)
    func tapeValue(_ entry: Int) -> JSONTapeValue {
        JSONTapeValue(tape: tape, text: text, baseOffset: baseOffset, entry: entry)
    }
}
