#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cuts a byte stream into JSON records without holding the whole stream: feed it chunks as they are
/// read, then call `finish()` at the end.
///
/// Framing comes from a hint (such as `JSONFraming(fileExtension:)`) or is detected from the content:
/// a first non-whitespace byte `[` means `array`; otherwise the first value is scanned to its end, and
/// if only whitespace follows, the file is `single`; if another value follows on a later line, `lines`.
/// A `live` stream (read as it is written, such as a pipe) is `lines` as soon as a first value on one
/// line is followed by a line feed, so that its record is out before the next line is written; a live
/// stream of that one value alone is then JSON Lines with one record rather than `single`.
///
/// - `array`: each element of the top-level array is a record; missing or trailing commas, content
///   after the closing `]` and an unterminated array are `JSONFramingError`s.
/// - `lines`: each non-blank line (split at LF, surrounding whitespace trimmed) is a record; a broken
///   line is still a record, for `JSONReader` to report.
/// - `single`: everything but surrounding whitespace is the one record.
///
/// A line ends at each LF and nowhere else, for the framing and for the lines and columns of records
/// and errors alike (`JSONSourceLocation`): a carriage return before a line feed is trimmed with the
/// record's whitespace, and one anywhere else stays in its line, so a JSON Lines record is located on
/// the line `grep -n` finds it on.
///
/// Records are only cut, never parsed, and never copied one by one: the records a chunk completes are
/// ranges of one block (`JSONRawRecord.block`), the chunk appended to what was left of the record in
/// progress. Once a record refers to a block the block never changes: the next chunk goes into a new
/// block, into which the bytes of the record in progress are copied. A record that spans chunks is
/// accumulated in a block that is not yet shared; bytes before the current record are dropped, so the
/// framer holds about one record plus one chunk (and the records handed out hold their blocks). A UTF-8 byte order
/// mark at the very start of the stream is skipped (RFC 8259 lets a parser ignore it, and Windows
/// exports carry one); anywhere else it is part of a record, which `JSONReader` rejects. An empty or
/// whitespace-only stream is a `JSONFramingError`, except in `lines` framing (hinted, as by a `.ndjson`
/// name), where it is a stream of no records.
@usableFromInline package struct JSONRecordFramer: Sendable {
    private enum State: Sendable {
        /// Before the first value.
        case start
        /// Scanning the first value to detect the framing.
        case detectingValue
        /// After the first value, while detecting; whether a line feed was seen since it.
        case detectingGap(sawLineFeed: Bool)
        /// Single framing: in the value, up to the end of the stream.
        case single
        /// Lines framing: between records.
        case lineGap
        /// Lines framing: in a record, up to the next line feed.
        case lineRecord
        /// Array framing: before an element; whether a comma came just before.
        case beforeElement(afterComma: Bool)
        /// Array framing: in an element.
        case element
        /// Array framing: after an element, before `,` or `]`.
        case afterElement
        /// Array framing: after the closing `]`.
        case afterArray
        /// `finish()` was called.
        case finished
    }

    /// The framing, once it is known: at once when hinted, else as soon as the content decides it, and
    /// always after `finish()` returns.
    @usableFromInline package private(set) var framing: JSONFraming?
    /// Line and column of the stream's first value byte (the `[` of an array), once it is seen.
    @usableFromInline package private(set) var startLocation: JSONSourceLocation?

    private var state = State.start
    /// The error that stopped the framer, thrown again by every later call.
    private var failure: JSONFramingError?
    /// The block being scanned: the bytes not consumed before the last chunk (from the current record's
    /// start or the scan position) and that chunk. Never changed once `blockShared`.
    private var buffer: [UInt8] = []
    /// Whether a record handed out refers to `buffer`, which then must not change.
    private var blockShared = false
    /// The last blocks records were handed out from, oldest first: once the records of one are gone,
    /// the block is the framer's alone and a later chunk is read into its memory again, so that framing
    /// touches no fresh pages (a new block of a megabyte comes from the system each time, zeroed page
    /// by page on first touch). One still shared is left as it is, and the chunk gets a block of its
    /// own (arrays copy on write).
    private var retiredBlocks: [[UInt8]] = []
    /// How many blocks are kept for reuse: more than the blocks of the records in flight at once
    /// (the pipeline's batches hold three or four).
    @usableFromInline package static let retiredBlockCount = 4
    /// Absolute offset of `buffer[0]` in the stream.
    private var bufferOffset = 0
    /// Index in `buffer` of the next byte to examine.
    private var scanIndex = 0
    /// Line and column of `buffer[scanIndex]`; no longer kept once in the `single` state, where nothing
    /// reads it, and its column not kept inside a record of `lines` framing, which ends at a line feed.
    private var counter = JSONLineCounter()
    /// Index in `buffer` of the current record's first byte.
    private var recordStart: Int?
    /// Line and column of the current record's first byte.
    private var recordLocation = JSONSourceLocation(line: 1, column: 1)
    /// While detecting: index in `buffer` just past the first value.
    private var firstValueEnd = 0
    /// While detecting: whether the first value contains a line feed.
    private var firstValueHasLineFeed = false
    private var scanner = JSONValueScanner()
    private var nextRecordIndex = 0
    /// Whether the stream is read as it is written, so that a first value on one line followed by a
    /// line feed decides `lines` at once instead of waiting for a second value.
    private let live: Bool

    /// A framer for a stream framed as `hint`, or detected from the content when nil; `live` for a
    /// stream read as it is written (a pipe, a terminal), whose first record on one line is not to
    /// wait for the next line to decide the framing.
    @usableFromInline package init(hint: JSONFraming? = nil, live: Bool = false) {
        framing = hint
        self.live = live
    }

    /// How many bytes the framer holds: the record in progress and the unscanned rest of the last chunk.
    @usableFromInline package var bufferedByteCount: Int { buffer.count - consumedByteCount }

    /// How many bytes at the start of `buffer` are consumed: those before the current record, or before
    /// the scan position between records.
    private var consumedByteCount: Int { recordStart ?? scanIndex }

    /// Takes the next chunk of the stream and appends the records it completes to `records`, in order.
    ///
    /// On a framing error, the records completed before it are already in `records`: they are whole
    /// and can still be used.
    @usableFromInline package mutating func feed(_ chunk: some Collection<UInt8>, into records: inout [JSONRawRecord]) throws(JSONFramingError) {
        try checkUsable()
        take(chunk)
        try scanBuffer(atEnd: false, into: &records)
    }

    /// Ends the stream and appends the records still pending to `records`; throws when the stream
    /// ends where it must not (the records completed before that are already appended).
    @usableFromInline package mutating func finish(into records: inout [JSONRawRecord]) throws(JSONFramingError) {
        try checkUsable()
        try scanBuffer(atEnd: true, into: &records)
        switch state {
        case .start where framing == .lines:
            break  // JSON Lines with no line is an empty stream: no records, and nothing wrong.
        case .start:
            throw fail(.emptyInput, "the input is empty or only whitespace: expected a JSON value")
        case .detectingGap:
            framing = .single
            emitRecord(to: firstValueEnd, into: &records)
        case .detectingValue:
            framing = .single
            fallthrough
        case .single, .lineRecord:
            emitRecord(to: trimmedEnd(buffer.count), into: &records)
        case .element where scanner.isInString:
            throw fail(.unterminatedString, "the input ends inside a string of an array element")
        case .beforeElement, .element, .afterElement:
            throw fail(.unterminatedArray, "the input ends inside the top-level array: missing ']'")
        case .lineGap, .afterArray, .finished:
            break
        }
        state = .finished
        buffer = []
        blockShared = false
    }

    /// Cuts `bytes` into records in one go; returns the framing found (or hinted) and the records.
    @usableFromInline package static func records(in bytes: [UInt8], hint: JSONFraming? = nil) throws(JSONFramingError) -> (JSONFraming, [JSONRawRecord]) {
        var framer = JSONRecordFramer(hint: hint)
        var records: [JSONRawRecord] = []
        try framer.feed(bytes, into: &records)
        try framer.finish(into: &records)
        return (framer.framing!, records)  // finish() has set it
    }

    // MARK: - Scanning

    private func checkUsable() throws(JSONFramingError) {
        if let failure { throw failure }
        if case .finished = state { preconditionFailure("JSONRecordFramer used after finish()") }
    }

    private mutating func scanBuffer(atEnd: Bool, into records: inout [JSONRawRecord]) throws(JSONFramingError) {
        let bytes = buffer
        try bytes.withUnsafeBufferPointer { bytes in
            Result { () throws(JSONFramingError) in try scan(bytes, atEnd: atEnd, into: &records) }
        }.get()
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, atEnd: Bool, into records: inout [JSONRawRecord]) throws(JSONFramingError) {
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return }
        while scanIndex < bytes.count {
            let byte = bytes[scanIndex]
            switch state {
            case .start:
                if JSONByte.isWhitespace(byte) { break }
                if bufferOffset + scanIndex == 0 && byte == JSONByte.byteOrderMark[0] {
                    if bytes.count - scanIndex < JSONByte.byteOrderMark.count && !atEnd { return }
                    if bytes[scanIndex...].starts(with: JSONByte.byteOrderMark) {
                        // Skipped, and not counted as a column: editors do not show it either.
                        scanIndex += JSONByte.byteOrderMark.count
                        continue
                    }
                }
                startLocation = counter.location
                try begin(with: byte)
                if case .beforeElement = state { break }
                continue
            case .detectingValue:
                guard scanValue(base, count: bytes.count) else { return }
                firstValueEnd = scanIndex
                state = .detectingGap(sawLineFeed: false)
                continue
            case .detectingGap(let sawLineFeed):
                if JSONByte.isWhitespace(byte) {
                    if byte == JSONByte.lineFeed && live && !firstValueHasLineFeed {
                        framing = .lines
                        emitRecord(to: firstValueEnd, into: &records)
                        state = .lineGap
                    } else if byte == JSONByte.lineFeed {
                        state = .detectingGap(sawLineFeed: true)
                    }
                } else if sawLineFeed {
                    guard !firstValueHasLineFeed else {
                        throw fail(
                            .multiLineValue,
                            "a second value starts here, but the first spans several lines; JSON Lines needs one value per line"
                        )
                    }
                    framing = .lines
                    emitRecord(to: firstValueEnd, into: &records)
                    startRecord()
                    state = .lineRecord
                } else {
                    framing = .single
                    state = .single
                }
            case .single:
                scanIndex = bytes.count
                return
            case .lineGap:
                if !JSONByte.isWhitespace(byte) {
                    startRecord()
                    state = .lineRecord
                }
            case .lineRecord:
                // Only a line feed ends a line, and it ends the record too: the counter skips the
                // record's bytes (no column inside it is asked for) and takes the line feed in the gap.
                let lineEnd = Self.lineEnd(base, from: scanIndex, to: bytes.count)
                scanIndex = lineEnd
                guard lineEnd < bytes.count else { return }
                emitRecord(to: trimmedEnd(lineEnd), into: &records)
                state = .lineGap
                continue
            case .beforeElement(let afterComma):
                switch byte {
                case _ where JSONByte.isWhitespace(byte):
                    break
                case JSONByte.closeBracket:
                    guard !afterComma else { throw fail(.trailingComma, "trailing comma before ']' of the top-level array") }
                    state = .afterArray
                case JSONByte.comma:
                    throw fail(.missingValue, "expected an array element before ','")
                default:
                    startRecord()
                    scanner = JSONValueScanner()
                    state = .element
                    continue
                }
            case .element:
                guard scanValue(base, count: bytes.count) else { return }
                emitRecord(to: scanIndex, into: &records)
                state = .afterElement
                continue
            case .afterElement:
                switch byte {
                case _ where JSONByte.isWhitespace(byte): break
                case JSONByte.comma: state = .beforeElement(afterComma: true)
                case JSONByte.closeBracket: state = .afterArray
                default:
                    throw fail(.missingComma, "expected ',' or ']' after array element, found \(JSONByte.describe(byte))")
                }
            case .afterArray:
                if !JSONByte.isWhitespace(byte) {
                    throw fail(
                        .contentAfterArray,
                        "unexpected \(JSONByte.describe(byte)) after the top-level array; for JSON Lines, name the file .jsonl or .ndjson"
                    )
                }
            case .finished:
                return
            }
            counter.advance(over: byte)
            scanIndex += 1
        }
    }

    /// Feeds `scanner` from `scanIndex` until the value ends (true, with `scanIndex` at the first byte
    /// after it) or the buffer does (false). Plain string content is skipped eight bytes at a time.
    private mutating func scanValue(_ base: UnsafeRawPointer, count: Int) -> Bool {
        // Locals stay in registers; the stored properties are written back once.
        var index = scanIndex
        var scanner = self.scanner
        var counter = self.counter
        defer {
            scanIndex = index
            self.scanner = scanner
            self.counter = counter
        }
        while index < count {
            if scanner.isInPlainString {
                var passed: UInt64 = 0
                let stop = JSONByte.endOfPlainRun(base, from: index, to: count, passed: &passed)
                counter.advance(over: base, from: index, to: stop)
                index = stop
                if index == count { return false }
            }
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            guard scanner.step(byte) == .part else { return true }
            if byte == JSONByte.lineFeed, case .detectingValue = state { firstValueHasLineFeed = true }
            counter.advance(over: byte)
            index &+= 1
        }
        return false
    }

    /// Enters the state for the stream's first non-whitespace byte, `byte`, at `scanIndex`.
    private mutating func begin(with byte: UInt8) throws(JSONFramingError) {
        switch framing {
        case nil where byte == JSONByte.openBracket, .array where byte == JSONByte.openBracket:
            framing = .array
            state = .beforeElement(afterComma: false)
        case .array:
            throw fail(.expectedArray, "expected '[' to open the top-level array, found \(JSONByte.describe(byte))")
        case nil:
            startRecord()
            state = .detectingValue
        case .lines:
            startRecord()
            state = .lineRecord
        case .single:
            startRecord()
            state = .single
        }
    }

    // MARK: - Records

    /// Marks `scanIndex` as the first byte of a record.
    private mutating func startRecord() {
        recordStart = scanIndex
        recordLocation = counter.location
    }

    /// Emits the current record, which ends before `end`.
    private mutating func emitRecord(to end: Int, into records: inout [JSONRawRecord]) {
        guard let start = recordStart else { return }
        records.append(
            JSONRawRecord(
                block: buffer, range: start..<end, index: nextRecordIndex, offset: bufferOffset + start,
                line: recordLocation.line, column: recordLocation.column
            )
        )
        blockShared = true
        nextRecordIndex += 1
        recordStart = nil
    }

    /// The index of the first line feed in `start..<end` of `base`, or `end`: the C library's `memchr`,
    /// which looks at 16 or 32 bytes at a time where the machine can (a search of words looks at 8),
    /// about a third of the framing's instructions on NDJSON.
    private static func lineEnd(_ base: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
        guard start < end, let found = memchr(base + start, Int32(JSONByte.lineFeed), end - start) else { return end }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// `end` moved back over whitespace, but not before the current record's start.
    private func trimmedEnd(_ end: Int) -> Int {
        var end = end
        while end > (recordStart ?? 0) && JSONByte.isWhitespace(buffer[end - 1]) { end -= 1 }
        return end
    }

    /// Drops the consumed bytes of `buffer` and appends `chunk`: in place while no record refers to the
    /// block, else into a new block that starts with the unconsumed bytes.
    private mutating func take(_ chunk: some Collection<UInt8>) {
        let keepFrom = consumedByteCount
        if blockShared && chunk.isEmpty { return }
        if blockShared {
            var block: [UInt8] = []
            if retiredBlocks.count == Self.retiredBlockCount {
                block = retiredBlocks.removeFirst()
                block.removeAll(keepingCapacity: true)
            }
            block.reserveCapacity(buffer.count - keepFrom + chunk.count)
            buffer.withUnsafeBufferPointer { block.append(contentsOf: UnsafeBufferPointer(rebasing: $0[keepFrom...])) }
            Self.append(chunk, to: &block)
            retiredBlocks.append(buffer)
            buffer = block
            blockShared = false
        } else {
            if keepFrom > 0 { buffer.removeSubrange(..<keepFrom) }
            Self.append(chunk, to: &buffer)
        }
        guard keepFrom > 0 else { return }
        bufferOffset += keepFrom
        scanIndex -= keepFrom
        firstValueEnd -= keepFrom
        recordStart = recordStart.map { $0 - keepFrom }
    }

    /// Appends `chunk` to `block`: a block read is contiguous and copied as one, not byte by byte through
    /// the collection's iterator (which, unspecialized, costs an instruction or more a byte).
    private static func append(_ chunk: some Collection<UInt8>, to block: inout [UInt8]) {
        if chunk.withContiguousStorageIfAvailable({ block.append(contentsOf: $0) }) == nil { block.append(contentsOf: chunk) }
    }

    /// An error at the scan position (the end of the input once everything is scanned), recorded as the
    /// framer's end.
    private mutating func fail(_ reason: JSONFramingError.Reason, _ message: String) -> JSONFramingError {
        let error = JSONFramingError(reason: reason, offset: bufferOffset + scanIndex, location: counter.location, message: message)
        failure = error
        return error
    }
}
