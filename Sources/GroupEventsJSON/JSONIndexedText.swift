/// One JSON text kept as its bytes and the tape that indexes them, to be read where it lies
/// (`JSONIndexedValue`) and turned into `JSONValue`s only where someone asks for one.
///
/// It accepts exactly what `JSONReader` accepts and rejects the rest with the same error, offsets
/// included (the tape and the parser walk the text with the same scanner). Values built from it
/// (`JSONIndexedValue.value`) equal what `JSONReader.readWithSource` reads, and `source` is the
/// source `JSONWriter` copies their unchanged compact parts from, so a record read this way and
/// written back unchanged is the same bytes.
///
/// Immutable once made, so it is shared freely between threads; it keeps its own copy of the bytes
/// and the tape in storage it owns, so that reading a value costs no reference counting of arrays.
@usableFromInline package final class JSONIndexedText: @unchecked Sendable {
    /// The text's bytes.
    @usableFromInline package let bytes: [UInt8]
    /// What every offset adds to a byte's index into `bytes`.
    @usableFromInline package let baseOffset: Int
    /// The read's document number, stamped on the compact containers of every value built from it.
    let document: UInt32
    /// The text's bytes, owned (a copy of `bytes` whose address never moves).
    let text: UnsafeMutablePointer<UInt8>
    /// The tape's entries, owned.
    let tape: UnsafeMutablePointer<JSONTape.Entry>

    /// Indexes `bytes`, which hold one JSON value with optional whitespace around it; offsets are
    /// `baseOffset` plus the index into `bytes`. Invalid JSON throws as `JSONReader` would.
    @usableFromInline package init(bytes: [UInt8], baseOffset: Int = 0, maximumDepth: Int = 512) throws(JSONSyntaxError) {
        var scratch = JSONTape(maximumDepth: maximumDepth)
        scratch.reserveCapacity(bytes.count / 8 + 8)  // about one value per eight bytes in the vendors' records
        try scratch.index(bytes, baseOffset: baseOffset)
        self.bytes = bytes
        self.baseOffset = baseOffset
        document = JSONSource.nextDocument()
        let text = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        bytes.withUnsafeBufferPointer { text.initialize(from: $0.baseAddress!, count: $0.count) }
        let tape = UnsafeMutablePointer<JSONTape.Entry>.allocate(capacity: scratch.entries.count)
        scratch.entries.withUnsafeBufferPointer { tape.initialize(from: $0.baseAddress!, count: $0.count) }
        self.text = text
        self.tape = tape
    }

    deinit {
        text.deallocate()
        tape.deallocate()
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
