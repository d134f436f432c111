/// The tape's fast path, in two stages as simdjson's: `JSONQuoteMask` marks the quotes that delimit
/// strings with SIMD compares, then this walks the grammar, jumping from a string's opening quote to the
/// next marked one instead of scanning the string, and appends the entries `JSONTapeIndexer` would.
///
/// It never reports an error: on anything the exact indexer could reject (and on texts over
/// `maximumCount` bytes, whose marks it does not take the memory for) it returns false, and the tape
/// indexes the text again with `JSONTapeIndexer`, which accepts it or gives the exact error. Numbers,
/// literals, whitespace and each escape are checked with `JSONScanner`, as there; UTF-8 is checked over
/// the whole text at once when it holds bytes beyond ASCII (outside strings they are an error in any
/// case).
///
/// The walk reaches every unescaped quote in order, alternately opening and closing a string, or fails;
/// so when it succeeds, the first stage's count of quotes before a byte (which told it whether a
/// control character was inside a string) agrees with the grammar's.
struct JSONQuoteMaskIndexer: ~Copyable {
    /// The longest text taken on the fast path: its marks take a quarter of its length in temporary
    /// memory (records are far shorter; a whole document of gigabytes is left to the exact indexer).
    static let maximumCount = 1 << 24

    /// The cursor, and the checks of numbers, literals, whitespace and escaped strings.
    private var scanner: JSONScanner
    /// The first stage's marks: bit `i % 64` of word `i / 64` for a string quote at byte `i`.
    private let quotes: UnsafePointer<UInt64>
    /// The first stage's backslashes that begin an escape, marked alike.
    private let escapes: UnsafePointer<UInt64>
    /// The number of words of marks.
    private let wordCount: Int
    /// Whether strings may hold escapes (the text has a backslash).
    private let checksEscapes: Bool
    private let maximumDepth: Int
    private var frames: JSONStack<JSONTapeFrame>
    /// The latest entries, kept in scratch memory and moved to the tape's array when it fills up, so that
    /// writing one costs no array bookkeeping.
    private let pending: UnsafeMutablePointer<JSONTape.Entry>
    private let pendingCapacity: Int
    private var pendingCount = 0
    /// The number of entries already moved to the array.
    private var moved = 0

    /// The number of entries written so far.
    private var entryCount: Int { moved &+ pendingCount }

    private init(
        scanner: JSONScanner, marks: UnsafeMutableBufferPointer<UInt64>, checksEscapes: Bool, maximumDepth: Int,
        frames: UnsafeMutableBufferPointer<JSONTapeFrame>, pending: UnsafeMutableBufferPointer<JSONTape.Entry>
    ) {
        self.scanner = scanner
        wordCount = marks.count / 2
        quotes = UnsafePointer(marks.baseAddress!)
        escapes = quotes + wordCount
        self.checksEscapes = checksEscapes
        self.maximumDepth = maximumDepth
        self.frames = JSONStack(initialStorage: frames)
        self.pending = pending.baseAddress!
        pendingCapacity = pending.count
    }

    /// Indexes the one value, surrounded by optional whitespace, of the `count` bytes at `base` (at least
    /// one) into `entries`, which must be empty; false, with `entries` emptied, when the text is left to
    /// `JSONTapeIndexer`.
    static func index(base: UnsafePointer<UInt8>, count: Int, maximumDepth: Int, into entries: inout [JSONTape.Entry]) -> Bool {
        guard count <= maximumCount else { return false }
        let wordCount = JSONQuoteMask.wordCount(for: count)
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 &* wordCount) { marks in
            guard let summary = JSONQuoteMask.build(base, count: count, quotes: marks.baseAddress!, escapes: marks.baseAddress! + wordCount),
                !summary.hasNonASCII || JSONUTF8.firstInvalidSequence(base, from: 0, to: count) == nil
            else { return false }
            return withUnsafeTemporaryAllocation(of: JSONTapeFrame.self, capacity: 8) { frames in
                // 48 entries of 16 bytes: scratch memory on the thread's stack.
                withUnsafeTemporaryAllocation(of: JSONTape.Entry.self, capacity: 48) { pending in
                    var indexer = JSONQuoteMaskIndexer(
                        scanner: JSONScanner(base: base, count: count, baseOffset: 0), marks: marks,
                        checksEscapes: summary.hasBackslashes, maximumDepth: maximumDepth, frames: frames, pending: pending)
                    guard indexer.indexDocument(into: &entries) else {
                        entries.removeAll(keepingCapacity: true)
                        return false
                    }
                    indexer.movePending(to: &entries)
                    return true
                }
            }
        }
    }

    /// Indexes the document's value with everything inside it; false where the text is left to the
    /// exact indexer.
    private mutating func indexDocument(into entries: inout [JSONTape.Entry]) -> Bool {
        scanner.skipWhitespace()
        nextValue: while true {
            let start = scanner.position
            guard let byte = scanner.current else { return false }
            switch byte {
            case JSONByte.openBrace, JSONByte.openBracket:
                guard frames.count < maximumDepth else { return false }
                let isObject = byte == JSONByte.openBrace
                let mark = scanner.whitespaceSkipped
                append(JSONTape.Entry(kind: isObject ? .object : .array, start: start, end: start, next: entryCount &+ 1), to: &entries)
                scanner.position &+= 1
                scanner.skipWhitespace()
                if scanner.current != (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
                    frames.push(JSONTapeFrame(isObject: isObject, entry: entryCount &- 1, whitespaceMark: mark))
                    guard !isObject || beginMember(into: &entries) else { return false }
                    continue nextValue
                }
                scanner.position &+= 1
                close(entry: entryCount &- 1, mark: mark, in: &entries)
            case JSONByte.quote:
                guard let escaped = takeString() else { return false }
                append(JSONTape.Entry(kind: .string, start: start, end: scanner.position, next: entryCount &+ 1, flag: escaped), to: &entries)
            case JSONByte.minus, JSONByte.zero...0x39:
                guard (try? scanner.skipNumber()) != nil else { return false }
                append(JSONTape.Entry(kind: .number, start: start, end: scanner.position, next: entryCount &+ 1), to: &entries)
            case UInt8(ascii: "t"):
                guard take("true", kind: .true, into: &entries) else { return false }
            case UInt8(ascii: "f"):
                guard take("false", kind: .false, into: &entries) else { return false }
            case UInt8(ascii: "n"):
                guard take("null", kind: .null, into: &entries) else { return false }
            default:
                return false
            }

            // A value is complete: continue its container, closing those that end here.
            while !frames.isEmpty {
                let isObject = frames.top.pointee.isObject
                scanner.skipWhitespace()
                if scanner.current == JSONByte.comma {
                    scanner.position &+= 1
                    scanner.skipWhitespace()
                    guard !isObject || beginMember(into: &entries) else { return false }
                    continue nextValue
                }
                guard scanner.current == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) else { return false }
                scanner.position &+= 1
                let frame = frames.pop()
                close(entry: frame.entry, mark: frame.whitespaceMark, in: &entries)
            }
            scanner.skipWhitespace()
            return scanner.position == scanner.count
        }
    }

    /// Indexes the key of the next member of the innermost object, the colon and the whitespace after it.
    @inline(__always)
    private mutating func beginMember(into entries: inout [JSONTape.Entry]) -> Bool {
        let quote = scanner.position
        guard scanner.current == JSONByte.quote, let escaped = takeString() else { return false }
        append(JSONTape.Entry(kind: .string, start: quote, end: scanner.position, next: entryCount &+ 1, flag: escaped), to: &entries)
        scanner.skipWhitespace()
        guard scanner.current == JSONByte.colon else { return false }
        scanner.position &+= 1
        scanner.skipWhitespace()
        return true
    }

    /// Moves past the string whose opening quote is at the cursor, to just past the next marked quote;
    /// returns whether it holds escapes, or nil when it is left to the exact indexer. Each escape the
    /// first stage marked inside is checked with the scanner; the bytes between them need no look
    /// (control characters and UTF-8 were checked for the whole text).
    @inline(__always)
    private mutating func takeString() -> Bool? {
        let opening = scanner.position
        var word = (opening &+ 1) &>> 6
        guard word < wordCount else { return nil }
        var marks = quotes[word] & (~0 &<< UInt64((opening &+ 1) & 63))
        while marks == 0 {
            word &+= 1
            guard word < wordCount else { return nil }
            marks = quotes[word]
        }
        let closing = word &<< 6 | marks.trailingZeroBitCount
        scanner.position = opening &+ 1
        var escaped = false
        if checksEscapes {
            // A valid escape ends before the closing quote: no quote is a hex digit, nor the byte an
            // escape escapes (that quote would not be marked).
            while let escape = nextEscape(from: scanner.position, before: closing) {
                scanner.position = escape
                guard (try? scanner.skipEscape()) != nil else { return nil }
                escaped = true
            }
        }
        scanner.position = closing &+ 1
        return escaped
    }

    /// The first byte in `start..<end` the first stage marked as beginning an escape, or nil.
    @inline(__always)
    private func nextEscape(from start: Int, before end: Int) -> Int? {
        var word = start &>> 6
        var marks = escapes[word] & (~0 &<< UInt64(start & 63))
        while marks == 0 {
            word &+= 1
            guard word &<< 6 < end else { return nil }
            marks = escapes[word]
        }
        let escape = word &<< 6 | marks.trailingZeroBitCount
        return escape < end ? escape : nil
    }

    /// Moves past `literal`, which must be at the cursor, and appends its entry of `kind`.
    @inline(__always)
    private mutating func take(_ literal: StaticString, kind: JSONTape.Entry.Kind, into entries: inout [JSONTape.Entry]) -> Bool {
        let start = scanner.position
        guard (try? scanner.expectLiteral(literal)) != nil else { return false }
        append(JSONTape.Entry(kind: kind, start: start, end: scanner.position, next: entryCount &+ 1), to: &entries)
        return true
    }

    /// Writes `entry` after the others.
    @inline(__always)
    private mutating func append(_ entry: JSONTape.Entry, to entries: inout [JSONTape.Entry]) {
        if pendingCount == pendingCapacity { movePending(to: &entries) }
        (pending + pendingCount).initialize(to: entry)
        pendingCount &+= 1
    }

    /// Moves the pending entries to the end of `entries`.
    private mutating func movePending(to entries: inout [JSONTape.Entry]) {
        entries.append(contentsOf: UnsafeBufferPointer(start: pending, count: pendingCount))
        moved &+= pendingCount
        pendingCount = 0
    }

    /// Completes the entry of the container that has just closed, as `JSONTapeIndexer` does.
    @inline(__always)
    private func close(entry: Int, mark: Int, in entries: inout [JSONTape.Entry]) {
        let opened = entry >= moved ? pending[entry &- moved] : entries[entry]
        let closed = JSONTape.Entry(
            kind: opened.kind, start: opened.start, end: scanner.position, next: entryCount,
            flag: scanner.whitespaceSkipped == mark)
        if entry >= moved {
            pending[entry &- moved] = closed
        } else {
            entries[entry] = closed
        }
    }
}
