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
    /// The text's bytes.
    @usableFromInline package private(set) var bytes: [UInt8]
    /// What every offset adds to a byte's index into `bytes`.
    @usableFromInline package private(set) var baseOffset: Int
    /// The read's document number, stamped on the compact containers of every value built from it
    /// (a new one for every text indexed, so that a value built from an earlier text is never copied
    /// from this one's bytes).
    private(set) var document: UInt32
    /// The text's bytes, owned (a copy of `bytes` whose address never moves while the text is read).
    private(set) var text: UnsafeMutablePointer<UInt8>
    /// The tape's entries, owned.
    private(set) var tape: UnsafeMutablePointer<JSONTape.Entry>
    /// How many bytes `text` and how many entries `tape` have room for.
    private var textCapacity: Int
    private var tapeCapacity: Int
    /// The tape the text is indexed onto before its entries are copied into `tape`, kept for the next text.
    private var scratch: JSONTape

    /// Indexes `bytes`, which hold one JSON value with optional whitespace around it; offsets are
    /// `baseOffset` plus the index into `bytes`. Invalid JSON throws as `JSONReader` would.
    @usableFromInline package init(bytes: [UInt8], baseOffset: Int = 0, maximumDepth: Int = 512) throws(JSONSyntaxError) {
        scratch = JSONTape(maximumDepth: maximumDepth)
        self.bytes = []
        self.baseOffset = baseOffset
        document = 0
        textCapacity = 0
        tapeCapacity = 0
        text = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        tape = UnsafeMutablePointer<JSONTape.Entry>.allocate(capacity: 1)
        try index(bytes, baseOffset: baseOffset)
    }

    deinit {
        text.deallocate()
        tape.deallocate()
    }

    /// Indexes `bytes` in place of the text this held, reusing its storage: for the text's only owner,
    /// once no value read from it is kept (`isKnownUniquelyReferenced`). A failed index leaves an empty
    /// text, to be indexed again before it is read.
    @usableFromInline package func index(_ bytes: [UInt8], baseOffset: Int) throws(JSONSyntaxError) {
        self.bytes = []
        // About one value per eight bytes in the vendors' records.
        scratch.reserveCapacity(bytes.count / 8 + 8)
        try scratch.index(bytes, baseOffset: baseOffset)
        self.bytes = bytes
        self.baseOffset = baseOffset
        document = JSONSource.nextDocument()
        if bytes.count > textCapacity {
            text.deallocate()
            textCapacity = max(bytes.count, 2 * textCapacity)
            text = .allocate(capacity: textCapacity)
        }
        bytes.withUnsafeBufferPointer { if $0.count > 0 { text.initialize(from: $0.baseAddress!, count: $0.count) } }
        let entries = scratch.entries
        if entries.count > tapeCapacity {
            tape.deallocate()
            tapeCapacity = max(entries.count, 2 * tapeCapacity)
            tape = .allocate(capacity: tapeCapacity)
        }
        entries.withUnsafeBufferPointer { tape.initialize(from: $0.baseAddress!, count: $0.count) }
    }

    /// The text's value (its first entry).
    @usableFromInline package var root: JSONIndexedValue { JSONIndexedValue(text: self, entry: 0) }

    /// The source `JSONWriter` copies the unchanged compact parts of values built from this text from.
    @usableFromInline package var source: JSONSource { JSONSource(bytes: bytes, baseOffset: baseOffset, document: document) }

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
