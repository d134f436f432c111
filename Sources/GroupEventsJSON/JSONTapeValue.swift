/// A value of an indexed `JSONTape`, read where it lies: a key is found by comparing bytes, a string is
/// decoded only when asked for, a number is its text's bytes. Valid only inside the
/// `JSONTape.withRoot` call that handed out the root it was reached from.
@usableFromInline package struct JSONTapeValue {
    /// The tape's entries.
    @usableFromInline let tape: UnsafePointer<JSONTape.Entry>
    /// The indexed text.
    @usableFromInline let text: UnsafePointer<UInt8>
    /// What every offset adds to a byte's index into the text.
    @usableFromInline let baseOffset: Int
    /// This value's entry.
    @usableFromInline let entry: Int

    /// The value of entry `entry` of `tape`, over `text`.
    @inlinable init(tape: UnsafePointer<JSONTape.Entry>, text: UnsafePointer<UInt8>, baseOffset: Int, entry: Int) {
        self.tape = tape
        self.text = text
        self.baseOffset = baseOffset
        self.entry = entry
    }

    // The accessors the slot readers call for every key and value are inlinable, so that each
    // adapter's module compiles them into its reader rather than calling across modules.

    /// This value's tape entry.
    @inlinable package var tapeEntry: JSONTape.Entry { tape[entry] }

    /// What kind of value this is.
    @inlinable package var kind: JSONTape.Entry.Kind { tapeEntry.kind }

    /// The byte offset of the value's first byte (as `JSONObject.Member.offset` gives it).
    @usableFromInline package var offset: JSONOffset { JSONOffset(baseOffset &+ tapeEntry.start) }

    /// Whether this value is `null`.
    @inlinable package var isNull: Bool { kind == .null }

    /// The Boolean, when this value is one.
    @usableFromInline package var boolValue: Bool? {
        switch kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The number's text (RFC 8259, as written), when this value is a number.
    @inlinable package var numberText: UnsafeBufferPointer<UInt8>? {
        kind == .number ? bytes(of: tapeEntry) : nil
    }

    /// The number, when this value is one.
    @usableFromInline package var numberValue: JSONNumber? {
        numberText.map { JSONNumber(uncheckedText: String(decoding: $0, as: UTF8.self)) }
    }

    /// The number as a signed 64-bit integer, read from its bytes without a `String`, when it is an
    /// integer in range (no fraction or exponent): what `JSONNumber.int64` gives.
    @inlinable package var int64Value: Int64? {
        guard let digits = numberText else { return nil }
        let negative = digits[0] == UInt8(ascii: "-")
        var magnitude: UInt64 = 0
        for digit in digits.dropFirst(negative ? 1 : 0) {
            let value = digit &- UInt8(ascii: "0")
            guard value < 10 else { return nil }
            let (shifted, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carried) = shifted.addingReportingOverflow(UInt64(value))
            guard !overflowed, !carried else { return nil }
            magnitude = sum
        }
        if negative { return magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- magnitude) : nil }
        return Int64(exactly: magnitude)
    }

    /// The string, unescaped, when this value is one.
    @usableFromInline package var stringValue: String? {
        let entry = tapeEntry
        return entry.kind == .string ? decodedString(entry) : nil
    }

    /// The string's UTF-8 bytes, unescaped, when this value is one: the bytes of `stringValue`, without
    /// building it (for a string holding a JSON text of its own, indexed from these bytes).
    @usableFromInline package var stringUTF8: [UInt8]? {
        let entry = tapeEntry
        guard entry.kind == .string else { return nil }
        guard entry.hasEscapes else { return Array(content(of: entry)) }
        return JSONEscapes.bytes(text, from: entry.start &+ 1, to: entry.end &- 1)
    }

    /// Whether this value is a string equal to `string` (compared as UTF-8 bytes, decoding only a
    /// string that holds escapes).
    @usableFromInline package func isString(_ string: String) -> Bool {
        let entry = tapeEntry
        guard entry.kind == .string else { return false }
        if entry.hasEscapes { return stringValue == string }
        let content = content(of: entry)
        return string.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.count == content.count && memoryEqual(utf8.baseAddress, content.baseAddress!, utf8.count)
        } ?? string.utf8.elementsEqual(content)
    }

    /// Where the string lies in the text, when this value is one: its bytes between the quotes, still
    /// escaped (`JSONStringRange`).
    @inlinable package var stringRange: JSONStringRange? {
        let entry = tapeEntry
        guard entry.kind == .string else { return nil }
        return JSONStringRange(start: entry.start &+ 1, end: entry.end &- 1, hasEscapes: entry.hasEscapes)
    }

    /// The first byte of the text this value lies in, which every `JSONStringRange` of it counts from.
    @inlinable package var textStart: UnsafePointer<UInt8> { text }

    /// The number of members of an object or elements of an array; 0 for other values.
    @usableFromInline package var count: Int {
        var count = 0
        var child = entry &+ 1
        let end = tapeEntry.next
        while child < end {
            count &+= 1
            child = tape[child].next
        }
        return kind == .object ? count / 2 : count
    }

    /// The value of the last member named `key`, when this value is an object holding one (the member
    /// `JSONObject` would give).
    @usableFromInline package subscript(key: String) -> JSONTapeValue? {
        guard kind == .object else { return nil }
        var key = key
        let found = key.withUTF8 { member(named: $0) }
        return found < 0 ? nil : JSONTapeValue(tape: tape, text: text, baseOffset: baseOffset, entry: found)
    }

    /// The entry of the value of the last member of this object whose key is the UTF-8 `key`, or -1:
    /// keys without escapes are told apart by the length of their text (quotes included) before their
    /// bytes are compared; a key with escapes is decoded, whatever its length (its text is no key).
    private func member(named key: UnsafeBufferPointer<UInt8>) -> Int {
        var found = -1
        var child = entry &+ 1
        let end = tapeEntry.next
        let quotedCount = key.count &+ 2
        while child < end {
            let keyEntry = tape[child]
            let valueEntry = child &+ 1
            if keyEntry.hasEscapes {
                if decodedString(keyEntry).utf8.elementsEqual(key) { found = valueEntry }
            } else if keyEntry.end &- keyEntry.start == quotedCount,
                memoryEqual(key.baseAddress, text + (keyEntry.start &+ 1), key.count)
            {
                found = valueEntry
            }
            child = tape[valueEntry].next
        }
        return found
    }

    /// The keys of this object's members whose UTF-8 `isIncluded` accepts, in order (a `String` is
    /// built only for those; a key with escapes is decoded before it is asked about).
    @usableFromInline package func keys(where isIncluded: (UnsafeBufferPointer<UInt8>) -> Bool) -> [String] {
        guard kind == .object else { return [] }
        var included: [String] = []
        var child = entry &+ 1
        let end = tapeEntry.next
        while child < end {
            let keyEntry = tape[child]
            if keyEntry.hasEscapes {
                var key = decodedString(keyEntry)
                if key.withUTF8(isIncluded) { included.append(key) }
            } else {
                let key = content(of: keyEntry)
                if isIncluded(key) { included.append(String(decoding: key, as: UTF8.self)) }
            }
            child = tape[child &+ 1].next
        }
        return included
    }

    /// Whether this value is an object with a member whose key's UTF-8 starts with that of `prefix`
    /// (decoding only keys that hold escapes).
    @usableFromInline package func containsKey(withPrefix prefix: String) -> Bool {
        guard kind == .object else { return false }
        var prefix = prefix
        return prefix.withUTF8 { prefix in
            var child = entry &+ 1
            let end = tapeEntry.next
            while child < end {
                let keyEntry = tape[child]
                if keyEntry.hasEscapes {
                    if decodedString(keyEntry).utf8.starts(with: prefix) { return true }
                } else if keyEntry.end &- keyEntry.start &- 2 >= prefix.count,
                    memoryEqual(prefix.baseAddress, text + (keyEntry.start &+ 1), prefix.count)
                {
                    return true
                }
                child = tape[child &+ 1].next
            }
            return false
        }
    }

    /// An object's members in order; none for other values.
    @inlinable package var members: Members {
        Members(children: Elements(value: self, child: kind == .object ? entry &+ 1 : tapeEntry.next))
    }

    /// An array's elements in order; none for other values.
    @inlinable package var elements: Elements {
        Elements(value: self, child: kind == .array ? entry &+ 1 : tapeEntry.next)
    }

    /// The children of a container in order: an array's elements, or an object's keys and values in turn.
    @usableFromInline package struct Elements: Sequence, IteratorProtocol {
        /// The container.
        @usableFromInline let value: JSONTapeValue
        /// The entry of the next child.
        @usableFromInline var child: Int

        /// The children of `value` from entry `child` on.
        @inlinable init(value: JSONTapeValue, child: Int) {
            self.value = value
            self.child = child
        }

        /// The next child, or nil after the last.
        @inlinable package mutating func next() -> JSONTapeValue? {
            guard child < value.tapeEntry.next else { return nil }
            defer { child = value.tape[child].next }
            return JSONTapeValue(tape: value.tape, text: value.text, baseOffset: value.baseOffset, entry: child)
        }
    }

    /// An object's members in order, each its key (a string value) and its value.
    @usableFromInline package struct Members: Sequence, IteratorProtocol {
        /// The object's children, keys and values in turn.
        @usableFromInline var children: Elements

        /// The members of the object whose children `children` walks.
        @inlinable init(children: Elements) {
            self.children = children
        }

        /// The next member, or nil after the last.
        @inlinable package mutating func next() -> (key: JSONTapeValue, value: JSONTapeValue)? {
            guard let key = children.next(), let value = children.next() else { return nil }
            return (key, value)
        }
    }

    /// This value as a `JSONValue`, equal to what `JSONReader` reads from its text, offsets included;
    /// compact containers carry a fresh document number (no `JSONSource` copies from them).
    @usableFromInline package func materialize() -> JSONValue {
        JSONTapeMaterializer.materialize(self, document: JSONSource.nextDocument())
    }

    /// The unescaped text of the string `entry`.
    @inline(__always)
    func decodedString(_ entry: JSONTape.Entry) -> String {
        guard entry.hasEscapes else { return String(decoding: content(of: entry), as: UTF8.self) }
        return JSONEscapes.string(text, from: entry.start &+ 1, to: entry.end &- 1)
    }

    /// The bytes of the text of `entry`.
    @inlinable
    func bytes(of entry: JSONTape.Entry) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text + entry.start, count: entry.end &- entry.start)
    }

    /// The bytes between a string entry's quotes.
    @inline(__always)
    func content(of entry: JSONTape.Entry) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text + (entry.start &+ 1), count: entry.end &- entry.start &- 2)
    }

    /// Whether the `count` bytes at `a` and at `b` are the same (true for none, where `a` may be nil):
    /// compared a word at a time, the last word of a run of 8 or more overlapping the one before it,
    /// and so for 4 to 7 bytes by two overlapping half words.
    @inline(__always)
    private func memoryEqual(_ a: UnsafePointer<UInt8>?, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard count > 0, let a else { return true }
        let left = UnsafeRawPointer(a)
        let right = UnsafeRawPointer(b)
        if count >= 8 {
            var index = 0
            while index &+ 8 < count {
                guard left.loadUnaligned(fromByteOffset: index, as: UInt64.self) == right.loadUnaligned(fromByteOffset: index, as: UInt64.self) else {
                    return false
                }
                index &+= 8
            }
            return left.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self) == right.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        for index in 0..<count where a[index] != b[index] { return false }
        return true
    }
}
