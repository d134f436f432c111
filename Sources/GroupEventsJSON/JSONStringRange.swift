/// Where a JSON string lies in the text it was read from: the bytes between its quotes, escapes and
/// all, counted from the text's first byte (`JSONTapeValue.textStart`). A string is kept as its range
/// until someone needs its text: JSON output copies the bytes of a string without escapes as they
/// are (they are what `JSONWriter` writes for it), and decodes only one with escapes.
@usableFromInline package struct JSONStringRange: Sendable, Hashable {
    /// The index of the first byte after the opening quote.
    @usableFromInline package var start: Int32
    /// The index of the closing quote.
    @usableFromInline package var end: Int32
    /// Whether the bytes hold a backslash escape.
    @usableFromInline package var hasEscapes: Bool

    /// The string between the quotes at `start - 1` and `end`.
    @inlinable package init(start: Int, end: Int, hasEscapes: Bool) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
        self.hasEscapes = hasEscapes
    }

    /// The empty string, for a value a reader gives that the text does not hold (a field read as
    /// empty when it is absent): it lies nowhere, and its bytes are none.
    @usableFromInline package static let empty = JSONStringRange(start: 0, end: 0, hasEscapes: false)

    /// The same string in a text that holds this one's text `offset` bytes further on.
    @inlinable package func shifted(by offset: Int) -> JSONStringRange {
        JSONStringRange(start: Int(start) + offset, end: Int(end) + offset, hasEscapes: hasEscapes)
    }

    /// Whether the string is empty.
    @inlinable package var isEmpty: Bool { start == end }

    /// The bytes between the quotes in `text`, still escaped.
    @inlinable package func bytes(in text: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text + Int(start), count: Int(end &- start))
    }

    /// The string's text, unescaped.
    @usableFromInline package func string(in text: UnsafePointer<UInt8>) -> String {
        hasEscapes ? JSONEscapes.string(text, from: Int(start), to: Int(end)) : String(decoding: bytes(in: text), as: UTF8.self)
    }

    /// Whether this string and `other`, both in `text` and both without escapes, hold the same bytes.
    @inlinable package func sameBytes(as other: JSONStringRange, in text: UnsafePointer<UInt8>) -> Bool {
        let count = Int(end &- start)
        return count == Int(other.end &- other.start) && memcmpEqual(text + Int(start), text + Int(other.start), count)
    }

    /// Whether the string's bytes are `literal`'s.
    @inlinable package func holds(_ literal: StaticString, in text: UnsafePointer<UInt8>) -> Bool {
        let count = Int(end &- start)
        return !hasEscapes && count == literal.utf8CodeUnitCount && memcmpEqual(text + Int(start), literal.utf8Start, count)
    }

    /// Whether every byte of the string is ASCII and none is an escape.
    @inlinable package func isPlainASCII(in text: UnsafePointer<UInt8>) -> Bool {
        !hasEscapes && bytes(in: text).allSatisfy { $0 < 0x80 }
    }

    /// Whether the `count` bytes at `a` and at `b` are the same, compared a byte at a time: the slot
    /// readers compare short keys, mostly against literals of the same length, and `JSONTapeValue`'s
    /// word-at-a-time comparison made them slower (3,500 more instructions per record on the slot
    /// path, callgrind).
    @inlinable func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while index < count {
            if a[index] != b[index] { return false }
            index &+= 1
        }
        return true
    }
}
