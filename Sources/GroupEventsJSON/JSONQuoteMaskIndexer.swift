/// The tape's fast path, in two stages as simdjson's: `JSONQuoteMask` marks the quotes that delimit
/// strings with SIMD compares, then this walks the grammar, jumping from a string's opening quote to the
/// next marked one instead of scanning the string, and appends the entries `JSONTapeIndexer` would.
///
/// It never reports an error: on anything the exact indexer could reject (and on texts over
/// `maximumCount` bytes, whose marks it does not take the memory for) it returns false, and the tape
/// indexes the text again with `JSONTapeIndexer`, which accepts it or gives the exact error. Numbers,
/// literals, whitespace and each escape are checked with `JSONScanner`, as there; UTF-8 is checked
/// sequence by sequence where the first stage marked a byte beyond ASCII (outside strings they are an
/// error in any case).
///
/// The walk reaches every unescaped quote in order, alternately opening and closing a string, or fails;
/// so when it succeeds, the first stage's count of quotes before a byte (which told it whether a
/// control character was inside a string) agrees with the grammar's.
struct JSONQuoteMaskIndexer: ~Copyable {
    /// The longest text taken on the fast path: its marks and entries take about sixteen times its
    /// length in temporary memory (records are far shorter; a whole document of more is left to the
    /// exact indexer).
    static let maximumCount = 1 << 18

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
    /// The entries, kept in scratch memory with room for as many as the text can have (`entryBound`) and
    /// moved to the tape's array at the end, so that writing one costs no array bookkeeping.
    private let pending: UnsafeMutablePointer<JSONTape.Entry>
    /// The number of entries written so far.
    private var entryCount = 0

    private init(
        scanner: JSONScanner, marks: UnsafeMutableBufferPointer<UInt64>, checksEscapes: Bool, maximumDepth: Int,
        frames: UnsafeMutableBufferPointer<JSONTapeFrame>, pending: UnsafeMutableBufferPointer<JSONTape.Entry>
    ) {
        self.scanner = scanner
        wordCount = marks.count / 3
        quotes = UnsafePointer(marks.baseAddress!)
        escapes = quotes + wordCount
        self.checksEscapes = checksEscapes
        self.maximumDepth = maximumDepth
        self.frames = JSONStack(initialStorage: frames)
        self.pending = pending.baseAddress!
    }

    /// Memory the indexer works in, kept from one text to the next (a tape keeps one), so that
    /// indexing a record allocates nothing once the largest has been seen: the first stage's marks and
    /// the entries before they are moved to the tape.
    struct Scratch {
        /// Three planes of marks, one word per 64 bytes each.
        fileprivate var marks: [UInt64] = []
        /// Room for `entryBound(count:)` entries.
        fileprivate var entries: [JSONTape.Entry] = []

        /// Empty scratch memory.
        init() {}

        /// Makes room for the marks and entries of a text of `count` bytes, at least doubling.
        fileprivate mutating func makeRoom(forTextOf count: Int) {
            let words = 3 &* JSONQuoteMask.wordCount(for: count)
            if marks.count < words { marks = Array(repeating: 0, count: max(words, 2 &* marks.count)) }
            let bound = entryBound(count: count)
            if entries.count < bound {
                entries = Array(repeating: JSONTape.Entry(kind: .null, start: 0, end: 0, next: 0), count: max(bound, 2 &* entries.count))
            }
        }
    }

    /// Indexes the one value, surrounded by optional whitespace, of the `count` bytes at `base` (at least
    /// one) into `entries`, which must be empty, with fresh scratch memory; false when the text is left
    /// to `JSONTapeIndexer`.
    static func index(base: UnsafePointer<UInt8>, count: Int, maximumDepth: Int, into entries: inout [JSONTape.Entry]) -> Bool {
        var scratch = Scratch()
        return index(base: base, count: count, maximumDepth: maximumDepth, scratch: &scratch, into: &entries)
    }

    /// Indexes the one value, surrounded by optional whitespace, of the `count` bytes at `base` (at least
    /// one) into `entries`, which must be empty, working in `scratch`; false when the text is left to
    /// `JSONTapeIndexer`.
    static func index(
        base: UnsafePointer<UInt8>, count: Int, maximumDepth: Int, scratch: inout Scratch, into entries: inout [JSONTape.Entry]
    ) -> Bool {
        guard count <= maximumCount else { return false }
        let wordCount = JSONQuoteMask.wordCount(for: count)
        scratch.makeRoom(forTextOf: count)
        return scratch.marks.withUnsafeMutableBufferPointer { marks in
            // The first stage writes every word of the three planes this text's marks take.
            let planes = UnsafeMutableBufferPointer(rebasing: marks[0..<3 &* wordCount])
            let quotes = planes.baseAddress!
            let nonASCII = quotes + 2 &* wordCount
            guard let summary = JSONQuoteMask.build(base, count: count, quotes: quotes, escapes: quotes + wordCount, nonASCII: nonASCII),
                !summary.hasNonASCII || isValidUTF8(base, count: count, nonASCII: nonASCII)
            else { return false }
            return withUnsafeTemporaryAllocation(of: JSONTapeFrame.self, capacity: 8) { frames in
                scratch.entries.withUnsafeMutableBufferPointer { pending in
                    var indexer = JSONQuoteMaskIndexer(
                        scanner: JSONScanner(base: base, count: count, baseOffset: 0), marks: planes,
                        checksEscapes: summary.hasBackslashes, maximumDepth: maximumDepth, frames: frames, pending: pending)
                    guard indexer.indexDocument() else { return false }
                    entries.append(contentsOf: UnsafeBufferPointer(start: pending.baseAddress!, count: indexer.entryCount))
                    return true
                }
            }
        }
    }

    /// No walk over a text of `count` bytes writes more entries than this: each begins at a byte of its
    /// own, even in a text given up halfway (an array opened on every byte).
    @inline(__always)
    static func entryBound(count: Int) -> Int { count }

    /// Whether every sequence that begins at a byte the `nonASCII` marks (one word per 64 bytes) mark is
    /// well-formed UTF-8: the ASCII bytes between them are, and continuation bytes are passed with their
    /// sequence (one not passed so is ill-formed as a sequence of its own).
    private static func isValidUTF8(_ base: UnsafePointer<UInt8>, count: Int, nonASCII: UnsafePointer<UInt64>) -> Bool {
        let wordCount = JSONQuoteMask.wordCount(for: count)
        var word = 0
        var marks = nonASCII[0]
        while true {
            while marks == 0 {
                word &+= 1
                guard word < wordCount else { return true }
                marks = nonASCII[word]
            }
            let lead = word &<< 6 | marks.trailingZeroBitCount
            guard let length = JSONUTF8.sequenceLength(base, at: lead, end: count) else { return false }
            let next = lead &+ length
            if next &>> 6 != word {
                word = next &>> 6
                guard word < wordCount else { return true }
                marks = nonASCII[word]
            }
            marks &= ~0 &<< UInt64(next & 63)
        }
    }

    /// Indexes the document's value with everything inside it; false where the text is left to the
    /// exact indexer.
    private mutating func indexDocument() -> Bool {
        scanner.skipWhitespace()
        nextValue: while true {
            let start = scanner.position
            guard let byte = scanner.current else { return false }
            switch byte {
            case JSONByte.openBrace, JSONByte.openBracket:
                guard frames.count < maximumDepth else { return false }
                let isObject = byte == JSONByte.openBrace
                let mark = scanner.whitespaceSkipped
                append(JSONTape.Entry(kind: isObject ? .object : .array, start: start, end: start, next: entryCount &+ 1))
                scanner.position &+= 1
                scanner.skipWhitespace()
                if scanner.current != (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
                    frames.push(JSONTapeFrame(isObject: isObject, entry: entryCount &- 1, whitespaceMark: mark))
                    guard !isObject || beginMember() else { return false }
                    continue nextValue
                }
                scanner.position &+= 1
                close(entry: entryCount &- 1, mark: mark)
            case JSONByte.quote:
                guard let escaped = takeString() else { return false }
                append(JSONTape.Entry(kind: .string, start: start, end: scanner.position, next: entryCount &+ 1, flag: escaped))
            case JSONByte.minus, JSONByte.zero...0x39:
                guard (try? scanner.skipNumber()) != nil else { return false }
                append(JSONTape.Entry(kind: .number, start: start, end: scanner.position, next: entryCount &+ 1))
            case UInt8(ascii: "t"):
                guard take("true", kind: .true) else { return false }
            case UInt8(ascii: "f"):
                guard take("false", kind: .false) else { return false }
            case UInt8(ascii: "n"):
                guard take("null", kind: .null) else { return false }
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
                    guard !isObject || beginMember() else { return false }
                    continue nextValue
                }
                guard scanner.current == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) else { return false }
                scanner.position &+= 1
                let frame = frames.pop()
                close(entry: frame.entry, mark: frame.whitespaceMark)
            }
            scanner.skipWhitespace()
            return scanner.position == scanner.count
        }
    }

    /// Indexes the key of the next member of the innermost object, the colon and the whitespace after it.
    @inline(__always)
    private mutating func beginMember() -> Bool {
        let quote = scanner.position
        guard scanner.current == JSONByte.quote, let escaped = takeString() else { return false }
        append(JSONTape.Entry(kind: .string, start: quote, end: scanner.position, next: entryCount &+ 1, flag: escaped))
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
    private mutating func take(_ literal: StaticString, kind: JSONTape.Entry.Kind) -> Bool {
        let start = scanner.position
        guard (try? scanner.expectLiteral(literal)) != nil else { return false }
        append(JSONTape.Entry(kind: kind, start: start, end: scanner.position, next: entryCount &+ 1))
        return true
    }

    /// Writes `entry` after the others.
    @inline(__always)
    private mutating func append(_ entry: JSONTape.Entry) {
        (pending + entryCount).initialize(to: entry)
        entryCount &+= 1
    }

    /// Completes the entry of the container that has just closed, as `JSONTapeIndexer` does.
    @inline(__always)
    private func close(entry: Int, mark: Int) {
        let opened = pending[entry]
        pending[entry] = JSONTape.Entry(
            kind: opened.kind, start: opened.start, end: scanner.position, next: entryCount,
            flag: scanner.whitespaceSkipped == mark)
    }
}
