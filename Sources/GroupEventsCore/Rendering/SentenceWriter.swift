import GroupEventsJSON

/// A sentence written as UTF-8, piece by piece, as `SentenceRenderer` says it: a language table's
/// words and a record's own text (names, values) one after another, with no string made for any
/// piece. It remembers whether the sentence begins with the table's words, which a language that
/// capitalizes may capitalize, or with a record's text, which is written exactly as it came: the
/// first piece written decides (`decide(startsWithWords:)`), whatever follows.
///
/// Not copyable, so its storage has one owner: a worker keeps one in its slots and reuses it from
/// record to record.
@usableFromInline package struct SentenceWriter: ~Copyable {
    /// The bytes written.
    private var buffer: JSONByteBuffer
    /// Whether the sentence begins with the table's words; nil until the first piece is written.
    private var beginning: Bool?

    /// An empty sentence with room for `capacity` bytes before it grows.
    @usableFromInline package init(capacity: Int = 256) {
        buffer = JSONByteBuffer(capacity: capacity)
    }

    /// Whether the sentence begins with the table's words.
    var startsWithWords: Bool { beginning ?? true }

    /// Forgets the sentence, keeping the storage.
    @usableFromInline package mutating func removeAll() {
        buffer.removeAll()
        beginning = nil
    }

    /// Calls `body` with the sentence's UTF-8.
    @usableFromInline package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.withBytes(body)
    }

    /// The sentence as a string.
    var string: String {
        buffer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Says whether the sentence begins with the table's words, unless a piece written before said.
    mutating func decide(startsWithWords: Bool) {
        if beginning == nil { beginning = startsWithWords }
    }

    /// Writes a table's words.
    mutating func words(_ text: String) {
        decide(startsWithWords: true)
        append(text)
    }

    /// Writes a slot no value fills, as the template has it: its name in braces (the table's words).
    mutating func unfilledSlot(_ name: String) {
        words("{")
        append(name)
        append("}")
    }

    /// Writes a record's own text (a name, a value).
    mutating func verbatim(_ text: String) {
        decide(startsWithWords: false)
        append(text)
    }

    /// Writes a record's own text, its UTF-8.
    @usableFromInline package mutating func verbatim(_ utf8: UnsafeBufferPointer<UInt8>) {
        decide(startsWithWords: false)
        buffer.append(utf8)
    }

    /// Writes a record's own text, the string `range` of `text` unescaped.
    @usableFromInline package mutating func verbatim(_ range: JSONStringRange, in text: UnsafePointer<UInt8>) {
        decide(startsWithWords: false)
        if range.hasEscapes {
            buffer.appendUnescaped(text, from: Int(range.start), to: Int(range.end))
        } else {
            buffer.append(range.bytes(in: text))
        }
    }

    /// Writes a number of a record's in decimal.
    mutating func verbatim(_ integer: Int64) {
        decide(startsWithWords: false)
        JSONTextEncoding.withDecimalDigits(of: integer) { buffer.append($0) }
    }

    /// Writes `text` after what the sentence holds, deciding nothing: a separator between pieces of a
    /// value whose first piece has decided.
    mutating func append(_ text: String) {
        buffer.append(text)
    }

    /// Capitalizes the sentence's first character, as `Character.uppercased()` does: a letter of ASCII
    /// followed by ASCII (every sentence a built-in table begins) in place, any other first
    /// character through a string.
    mutating func capitalizeFirstCharacter() {
        let (first, second) = buffer.withBytes { bytes in (bytes.first, bytes.count > 1 ? bytes[1] : nil) }
        guard let first else { return }
        if first < 0x80, second.map({ $0 < 0x80 }) ?? true {
            guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { upper in
                upper[0] = first &- 0x20
                buffer.replaceFirst(1, with: UnsafeBufferPointer(upper))
            }
            return
        }
        guard let character = string.first else { return }
        var upper = character.uppercased()
        upper.withUTF8 { buffer.replaceFirst(String(character).utf8.count, with: $0) }
    }
}
