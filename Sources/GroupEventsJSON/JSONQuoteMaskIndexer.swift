/// The tape's fast path, in two stages as simdjson's: `JSONQuoteMask` marks the quotes that delimit
/// strings with SIMD compares, then this walks the grammar, jumping from a string's opening quote to the
/// next marked one instead of scanning the string, and writes the entries `JSONTapeIndexer` would.
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
enum JSONQuoteMaskIndexer {
    /// The longest text taken on the fast path: its marks and entries take about sixteen times its
    /// length in temporary memory (records are far shorter; a whole document of more is left to the
    /// exact indexer).
    static let maximumCount = 1 << 18

    /// Memory the indexer works in, kept from one text to the next (a tape keeps one), so that
    /// indexing a record allocates nothing once the largest has been seen: the first stage's marks.
    struct Scratch {
        /// Three planes of marks, one word per 64 bytes each.
        fileprivate var marks: [UInt64] = []
        /// A copy of a text that does not end in a sentinel, followed by one (see `index`).
        fileprivate var text: [UInt8] = []

        /// Empty scratch memory.
        init() {}
    }

    /// Indexes the one value, surrounded by optional whitespace, of the `count` bytes at `base` (at least
    /// one), working in `scratch`, into `entries`, which has room for `entryBound(count:)` of them: the
    /// caller's own tape, so that the entries are written once. The number of entries written, or nil
    /// when the text is left to `JSONTapeIndexer` (what was written is then no tape; a text over
    /// `maximumCount` bytes always is).
    ///
    /// The walk reads the byte after the text without checking that it is there: when
    /// `endsInSentinel`, the caller vouches that `base[count]` can be read and is 0 (a byte that begins
    /// no value and no punctuation, so every step stops at it); otherwise the text is copied into
    /// `scratch` with one after it. The entries are the same either way: offsets into the text.
    static func index(
        base: UnsafePointer<UInt8>, count: Int, endsInSentinel: Bool, maximumDepth: Int, scratch: inout Scratch,
        into entries: UnsafeMutablePointer<JSONTape.Entry>
    ) -> Int? {
        guard count <= maximumCount else { return nil }
        guard endsInSentinel else {
            scratch.text.removeAll(keepingCapacity: true)
            scratch.text.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
            scratch.text.append(0)
            // Taken out of the scratch while the walk reads it, and put back for the next text.
            let text = scratch.text
            defer { scratch.text = text }
            scratch.text = []
            return text.withUnsafeBufferPointer { copy in
                index(base: copy.baseAddress!, count: count, maximumDepth: maximumDepth, marks: &scratch.marks, into: entries)
            }
        }
        return index(base: base, count: count, maximumDepth: maximumDepth, marks: &scratch.marks, into: entries)
    }

    /// `index(base:count:endsInSentinel:maximumDepth:scratch:into:)` over a text that ends in a
    /// sentinel, with the scratch's marks alone.
    private static func index(
        base: UnsafePointer<UInt8>, count: Int, maximumDepth: Int, marks: inout [UInt64], into entries: UnsafeMutablePointer<JSONTape.Entry>
    ) -> Int? {
        let wordCount = JSONQuoteMask.wordCount(for: count)
        let words = 3 &* wordCount
        if marks.count < words { marks = Array(repeating: 0, count: max(words, 2 &* marks.count)) }
        return marks.withUnsafeMutableBufferPointer { marks in
            // The first stage writes every word of the three planes this text's marks take.
            let planes = UnsafeMutableBufferPointer(rebasing: marks[0..<3 &* wordCount])
            let quotes = planes.baseAddress!
            let nonASCII = quotes + 2 &* wordCount
            guard let summary = JSONQuoteMask.build(base, count: count, quotes: quotes, escapes: quotes + wordCount, nonASCII: nonASCII),
                !summary.hasNonASCII || isValidUTF8(base, count: count, nonASCII: nonASCII)
            else { return nil }
            return withUnsafeTemporaryAllocation(of: JSONTapeFrame.self, capacity: 8) { frames in
                var walk = Walk(
                    text: base, count: count, quotes: quotes, escapes: summary.hasBackslashes ? quotes + wordCount : nil, wordCount: wordCount,
                    entries: entries)
                var stack = JSONStack(initialStorage: frames)
                guard walk.indexDocument(maximumDepth: maximumDepth, frames: &stack) else { return nil }
                return walk.entryCount
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
}
