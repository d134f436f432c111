/// One JSON text indexed into a flat tape: an entry per value in document order (an object's key
/// before its value), each naming its kind and the byte range of its text, containers also the entry
/// after their last child. No value tree and no `String` is built: strings and numbers stay bytes of
/// the input until someone asks (`JSONTapeValue`).
///
/// A text is indexed on a fast path first (`JSONQuoteMaskIndexer`: SIMD compares mark where strings
/// end, so the grammar is walked without scanning them); a text it gives up on is indexed again by
/// `JSONTapeIndexer`, which walks it with the same scanner as `JSONReader`. So the tape accepts
/// exactly what `JSONReader` accepts, and rejects the rest with the same `JSONSyntaxError` (reason,
/// offset and message).
///
/// Indexing again reuses the tape's storage, so a reader that keeps one tape allocates nothing per
/// record once it has seen its largest. Texts may be up to 4 GiB long.
@usableFromInline package struct JSONTape: Sendable {
    /// One value of the indexed text.
    @usableFromInline package struct Entry: Sendable, Hashable {
        /// What kind of value an entry is.
        @usableFromInline package enum Kind: UInt8, Sendable {
            /// `null`.
            case null
            /// `true`.
            case `true`
            /// `false`.
            case `false`
            /// A number; its text is the entry's bytes.
            case number
            /// A string (also an object's key); its bytes include the quotes.
            case string
            /// An array; its children follow it.
            case array
            /// An object; its children follow it, key and value in turn.
            case object

            /// The name of the JSON type, as `JSONValue.typeName` gives it.
            @usableFromInline package var typeName: String {
                switch self {
                case .null: "null"
                case .true, .false: "boolean"
                case .number: "number"
                case .string: "string"
                case .array: "array"
                case .object: "object"
                }
            }
        }

        /// What kind of value this is.
        @usableFromInline package let kind: Kind
        /// For a string: whether it holds escapes; for a container: whether its text is compact.
        @usableFromInline let flag: Bool
        @usableFromInline let startIndex: UInt32
        @usableFromInline let endIndex: UInt32
        @usableFromInline let nextIndex: UInt32

        /// An entry for the value whose text is `start..<end`, followed on the tape by entry `next`.
        init(kind: Kind, start: Int, end: Int, next: Int, flag: Bool = false) {
            self.kind = kind
            self.flag = flag
            startIndex = UInt32(truncatingIfNeeded: start)
            endIndex = UInt32(truncatingIfNeeded: end)
            nextIndex = UInt32(truncatingIfNeeded: next)
        }

        /// The index of the value's first byte in the text (a string's opening quote, a container's bracket).
        @inlinable package var start: Int { Int(startIndex) }
        /// The index just past the value's last byte.
        @inlinable package var end: Int { Int(endIndex) }
        /// The index of the entry after this value and everything inside it.
        @inlinable package var next: Int { Int(nextIndex) }
        /// Whether the value is a string holding escapes (its text is then decoded when asked for).
        @inlinable package var hasEscapes: Bool { kind == .string && flag }
        /// Whether the value is an array or object written without whitespace inside.
        @inlinable package var isCompact: Bool { (kind == .array || kind == .object) && flag }
    }

    /// The entries of the last text indexed; empty before the first index and after a failed one.
    @usableFromInline package var entries: ArraySlice<Entry> { storage[0..<entryCount] }
    /// Where the entries are written: the fast path's walk writes into it in place, so it holds room
    /// for as many as a text can have (`JSONQuoteMaskIndexer.entryBound(count:)`), of which the first
    /// `entryCount` are the last text's.
    private var storage: [Entry] = []
    /// How many of `storage`'s entries are the last text's.
    private var entryCount = 0
    /// What every offset adds to a byte's index into the last text indexed.
    @usableFromInline package private(set) var baseOffset = 0
    /// The number of bytes of the last text indexed.
    @usableFromInline package private(set) var textCount = 0
    /// The deepest nesting of arrays and objects accepted, as `JSONReader.maximumDepth`.
    @usableFromInline package let maximumDepth: Int
    /// The fast path's memory, kept from one text to the next.
    private var scratch = JSONQuoteMaskIndexer.Scratch()

    /// An empty tape that accepts arrays and objects nested up to `maximumDepth` deep (at least 0).
    @usableFromInline package init(maximumDepth: Int = 512) {
        precondition(maximumDepth >= 0, "maximumDepth must not be negative")
        self.maximumDepth = maximumDepth
    }

    /// Indexes the one JSON value in `bytes` (with optional whitespace around it), replacing what the
    /// tape held; offsets are `baseOffset` plus the index into `bytes`. When `endsInSentinel`, the
    /// caller vouches that the byte after `bytes` can be read and is 0, and the fast path reads the
    /// text where it lies rather than a copy of it with one (`JSONQuoteMaskIndexer`).
    @usableFromInline package mutating func index(
        _ bytes: UnsafeRawBufferPointer, baseOffset: Int = 0, endsInSentinel: Bool = false
    ) throws(JSONSyntaxError) {
        precondition(bytes.count <= Int(UInt32.max), "a tape indexes texts of at most 4 GiB")
        entryCount = 0
        textCount = 0
        self.baseOffset = baseOffset
        try JSONScanner.checkStart(of: bytes, baseOffset: baseOffset)
        let depth = maximumDepth
        try bytes.withMemoryRebound(to: UInt8.self) { (typed) throws(JSONSyntaxError) in
            if let written = indexFast(typed, endsInSentinel: endsInSentinel) {
                entryCount = written
                return
            }
            storage.removeAll(keepingCapacity: true)
            do throws(JSONSyntaxError) {
                try JSONTapeIndexer.index(base: typed.baseAddress!, count: typed.count, baseOffset: baseOffset, maximumDepth: depth, into: &storage)
            } catch {
                storage.removeAll(keepingCapacity: true)
                throw error
            }
            entryCount = storage.count
        }
        textCount = bytes.count
    }

    /// The number of entries the fast path wrote into `storage` for `text`, or nil when it left the
    /// text to the exact indexer.
    private mutating func indexFast(_ text: UnsafeBufferPointer<UInt8>, endsInSentinel: Bool) -> Int? {
        guard text.count <= JSONQuoteMaskIndexer.maximumCount else { return nil }
        let bound = JSONQuoteMaskIndexer.entryBound(count: text.count)
        if storage.count < bound {
            if storage.capacity < bound { storage.reserveCapacity(max(bound, 2 &* storage.capacity)) }
            storage.append(contentsOf: repeatElement(Entry(kind: .null, start: 0, end: 0, next: 0), count: bound &- storage.count))
        }
        return storage.withUnsafeMutableBufferPointer { room in
            JSONQuoteMaskIndexer.index(
                base: text.baseAddress!, count: text.count, endsInSentinel: endsInSentinel, maximumDepth: maximumDepth, scratch: &scratch,
                into: room.baseAddress!)
        }
    }

    /// Indexes the one JSON value in `bytes`, replacing what the tape held.
    @usableFromInline package mutating func index(_ bytes: [UInt8], baseOffset: Int = 0) throws(JSONSyntaxError) {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try index(buffer, baseOffset: baseOffset) }
        }.get()
    }

    /// Calls `body` with the indexed value over `bytes`, which must be the bytes last indexed; the value
    /// and every value reached from it are valid only inside `body`.
    @usableFromInline package func withRoot<Result, Failure: Error>(
        in bytes: UnsafeRawBufferPointer, _ body: (JSONTapeValue) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        precondition(entryCount > 0 && bytes.count == textCount, "withRoot needs the bytes the tape last indexed")
        let text = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        return try storage.withUnsafeBufferPointer { (tape) throws(Failure) in
            try body(JSONTapeValue(tape: tape.baseAddress!, text: text, baseOffset: baseOffset, entry: 0))
        }
    }

    /// The indexed value over `bytes` (the bytes last indexed) as a `JSONValue`, equal to what
    /// `JSONReader` reads from them, offsets included.
    @usableFromInline package func value(in bytes: [UInt8]) -> JSONValue {
        bytes.withUnsafeBytes { buffer in withRoot(in: buffer) { $0.materialize() } }
    }
}
