extension JSONQuoteMaskIndexer {
    /// The second stage: one walk of the grammar over a text whose string quotes and escapes the first
    /// stage marked (`JSONQuoteMask`), writing the entries `JSONTapeIndexer` would write.
    ///
    /// The walk runs on a local copy of the walker (`indexDocument`), whose every step is inlined into
    /// the one loop, so that the compiler keeps the cursor, the count of whitespace bytes passed and
    /// the number of entries in registers: as stored properties of a value reached through a pointer,
    /// every step went through memory. A string is passed from its opening quote to the next marked
    /// one, each escape the first stage marked inside it checked with `JSONScanner`; a number is checked
    /// against RFC 8259's grammar as it is passed; a literal is compared whole. Anything it does not
    /// take (whatever the exact indexer could reject) makes it give up.
    struct Walk {
        /// The text, followed by a 0 (`JSONQuoteMaskIndexer.index`).
        private let text: UnsafePointer<UInt8>
        /// The number of bytes of the text.
        private let count: Int
        /// The first stage's string quotes: bit `i % 64` of word `i / 64` for a quote at byte `i`.
        private let quotes: UnsafePointer<UInt64>
        /// The first stage's backslashes that begin an escape, marked alike; nil when the text has no
        /// backslash.
        private let escapes: UnsafePointer<UInt64>?
        /// The number of words of each plane of marks.
        private let wordCount: Int
        /// Where the entries go, with room for as many as the text can have (`entryBound`).
        private let entries: UnsafeMutablePointer<JSONTape.Entry>
        /// The number of entries written.
        private(set) var entryCount = 0
        /// The index of the next byte to read.
        private var position = 0
        /// How many whitespace bytes have been passed: unchanged over a container means compact text.
        private var whitespace = 0

        /// A walk over `text`'s `count` bytes with the first stage's marks, writing to `entries`.
        init(
            text: UnsafePointer<UInt8>, count: Int, quotes: UnsafePointer<UInt64>, escapes: UnsafePointer<UInt64>?, wordCount: Int,
            entries: UnsafeMutablePointer<JSONTape.Entry>
        ) {
            self.text = text
            self.count = count
            self.quotes = quotes
            self.escapes = escapes
            self.wordCount = wordCount
            self.entries = entries
        }

        /// Indexes the document's one value, with whitespace around it, nested `maximumDepth` deep at
        /// most, keeping its open containers on `frames`; false where the text is left to the exact
        /// indexer.
        mutating func indexDocument(maximumDepth: Int, frames: inout JSONStack<JSONTapeFrame>) -> Bool {
            var walk = self
            defer { self = walk }
            // Two copies of the loop: a text without a backslash (most records) has no escape to
            // check, and its loop no check of one; a text with one checks each string's word inline.
            if escapes == nil { return walk.walkDocument(maximumDepth: maximumDepth, frames: &frames, checksEscapes: false) }
            return walk.walkDocument(maximumDepth: maximumDepth, frames: &frames, checksEscapes: true)
        }

        /// The walk `indexDocument` runs on its local copy; `checksEscapes` when the text has a backslash.
        @inline(__always)
        private mutating func walkDocument(maximumDepth: Int, frames: inout JSONStack<JSONTapeFrame>, checksEscapes: Bool) -> Bool {
            skipWhitespace()
            // Whether the next value is a member's, after its key: the key is read here, in one place.
            var startsMember = false
            nextValue: while true {
                if startsMember {
                    // The key, the colon and the whitespace around it.
                    let quote = position
                    guard byte(position) == JSONByte.quote, let escaped = takeString(checksEscapes: checksEscapes) else { return false }
                    append(.string, from: quote, flag: escaped)
                    skipWhitespace()
                    guard byte(position) == JSONByte.colon else { return false }
                    position &+= 1
                    skipWhitespace()
                    startsMember = false
                }
                let start = position
                switch byte(position) {
                case JSONByte.openBrace, JSONByte.openBracket:
                    guard frames.count < maximumDepth else { return false }
                    let isObject = text[position] == JSONByte.openBrace
                    let mark = whitespace
                    let entry = entryCount
                    append(isObject ? .object : .array, from: start)
                    position &+= 1
                    skipWhitespace()
                    if byte(position) != (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
                        frames.push(JSONTapeFrame(isObject: isObject, entry: entry, whitespaceMark: mark))
                        startsMember = isObject
                        continue nextValue
                    }
                    position &+= 1
                    close(entry: entry, mark: mark)
                case JSONByte.quote:
                    guard let escaped = takeString(checksEscapes: checksEscapes) else { return false }
                    append(.string, from: start, flag: escaped)
                case JSONByte.minus, JSONByte.zero...0x39:
                    guard takeNumber() else { return false }
                    append(.number, from: start)
                case UInt8(ascii: "t"):
                    guard take("true") else { return false }
                    append(.true, from: start)
                case UInt8(ascii: "f"):
                    guard take("false") else { return false }
                    append(.false, from: start)
                case UInt8(ascii: "n"):
                    guard take("null") else { return false }
                    append(.null, from: start)
                default:
                    return false
                }

                // A value is complete: continue its container, closing those that end here.
                while !frames.isEmpty {
                    let isObject = frames.top.pointee.isObject
                    skipWhitespace()
                    let next = byte(position)
                    if next == JSONByte.comma {
                        position &+= 1
                        skipWhitespace()
                        startsMember = isObject
                        continue nextValue
                    }
                    guard next == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) else { return false }
                    position &+= 1
                    let frame = frames.pop()
                    close(entry: frame.entry, mark: frame.whitespaceMark)
                }
                skipWhitespace()
                return position == count
            }
        }

        /// The byte at `index` (at most `count`): the text ends in a sentinel 0, which begins no value
        /// and no punctuation, so that every step stops at the end without checking where it is.
        @inline(__always)
        private func byte(_ index: Int) -> UInt8 { text[index] }

        /// Moves past whitespace.
        @inline(__always)
        private mutating func skipWhitespace() {
            let next = byte(position)
            guard next <= JSONByte.space, JSONByte.isWhitespace(next) else { return }
            let start = position
            position = JSONByte.endOfWhitespace(text, from: position &+ 1, to: count)
            whitespace &+= position &- start
        }

        /// Writes the entry of the value of `kind` from `start` to the cursor.
        @inline(__always)
        private mutating func append(_ kind: JSONTape.Entry.Kind, from start: Int, flag: Bool = false) {
            (entries + entryCount).initialize(to: JSONTape.Entry(kind: kind, start: start, end: position, next: entryCount &+ 1, flag: flag))
            entryCount &+= 1
        }

        /// Completes the entry of the container that has just closed, as `JSONTapeIndexer` does.
        @inline(__always)
        private func close(entry: Int, mark: Int) {
            let opened = entries[entry]
            entries[entry] = JSONTape.Entry(kind: opened.kind, start: opened.start, end: position, next: entryCount, flag: whitespace == mark)
        }

        /// Moves past the string whose opening quote is at the cursor, to just past the next marked
        /// quote; whether it holds escapes, or nil when it is left to the exact indexer. Only when
        /// `checksEscapes` are its escapes looked for: a string within one word of marks and none
        /// there has none, else `checkEscapes` reads them.
        @inline(__always)
        private mutating func takeString(checksEscapes: Bool) -> Bool? {
            let opening = position
            var word = (opening &+ 1) &>> 6
            guard word < wordCount else { return nil }
            var marks = quotes[word] & (~0 &<< UInt64((opening &+ 1) & 63))
            while marks == 0 {
                word &+= 1
                guard word < wordCount else { return nil }
                marks = quotes[word]
            }
            let closing = word &<< 6 | marks.trailingZeroBitCount
            position = closing &+ 1
            guard checksEscapes, let escapes else { return false }
            if (opening &+ 1) &>> 6 == word,
                escapes[word] & (~0 &<< UInt64((opening &+ 1) & 63)) & ((1 &<< UInt64(closing & 63)) &- 1) == 0
            {
                return false
            }
            return Self.checkEscapes(marked: escapes, in: text, count: count, from: opening &+ 1, before: closing)
        }

        /// Checks each escape `marks` mark in `start..<end` of `text` (a string's text); whether there
        /// is any, or nil when one is invalid. A valid escape ends before the closing quote: no quote
        /// is a hex digit, nor the byte an escape escapes (that quote would not be marked). Kept out of
        /// line: most strings have none, and the walk's loop stays small enough to keep its state in
        /// registers.
        @inline(never)
        private static func checkEscapes(
            marked marks: UnsafePointer<UInt64>, in text: UnsafePointer<UInt8>, count: Int, from start: Int, before end: Int
        ) -> Bool? {
            var escaped = false
            // The marks are read off word by word; a one-letter escape is passed here (most are `\"`),
            // `\u` and a wrong letter go to the scanner, and the marks read on after what it passed.
            var word = start &>> 6
            var bits = marks[word] & (~0 &<< UInt64(start & 63))
            while true {
                while bits == 0 {
                    word &+= 1
                    guard word &<< 6 < end else { return escaped }
                    bits = marks[word]
                }
                let escape = word &<< 6 | bits.trailingZeroBitCount
                guard escape < end else { return escaped }
                escaped = true
                let letter = text[escape &+ 1]
                if letter != UInt8(ascii: "u"), JSONEscapes.simple(letter) != nil {
                    bits &= bits &- 1
                    continue
                }
                var scanner = JSONScanner(base: text, count: count, baseOffset: 0)
                scanner.position = escape
                guard (try? scanner.skipEscape()) != nil else { return nil }
                word = scanner.position &>> 6
                bits = marks[word] & (~0 &<< UInt64(scanner.position & 63))
            }
        }

        /// Moves past the number that starts at the cursor; false when it breaks the grammar (the
        /// byte after it is the caller's to judge: `01` ends after its `0`).
        @inline(__always)
        private mutating func takeNumber() -> Bool {
            var index = position
            if text[index] == JSONByte.minus { index &+= 1 }
            let first = byte(index)
            guard JSONByte.isDigit(first) else { return false }
            index &+= 1
            if first != JSONByte.zero {
                while JSONByte.isDigit(byte(index)) { index &+= 1 }
            }
            if byte(index) == JSONByte.period {
                index &+= 1
                guard JSONByte.isDigit(byte(index)) else { return false }
                repeat { index &+= 1 } while JSONByte.isDigit(byte(index))
            }
            if byte(index) | 0x20 == UInt8(ascii: "e") {
                index &+= 1
                if byte(index) == UInt8(ascii: "+") || byte(index) == JSONByte.minus { index &+= 1 }
                guard JSONByte.isDigit(byte(index)) else { return false }
                repeat { index &+= 1 } while JSONByte.isDigit(byte(index))
            }
            position = index
            return true
        }

        /// Moves past `literal` when the text at the cursor spells it (its first byte already read).
        @inline(__always)
        private mutating func take(_ literal: StaticString) -> Bool {
            let length = literal.utf8CodeUnitCount
            guard position &+ length <= count else { return false }
            for index in 1..<length where text[position &+ index] != literal.utf8Start[index] { return false }
            position &+= length
            return true
        }
    }
}
