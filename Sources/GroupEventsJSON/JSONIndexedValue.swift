/// A value of a `JSONIndexedText`, read where it lies: a key is found by comparing bytes, a string is
/// decoded only when asked for, a number is its text's bytes, and `value` builds the `JSONValue`
/// `JSONReader` would have read. Safe to keep: it holds its text.
@usableFromInline package struct JSONIndexedValue: Sendable {
    /// The text the value lies in.
    @usableFromInline package let text: JSONIndexedText
    /// The value's entry on the text's tape.
    let entry: Int

    /// The value of entry `entry` of `text`.
    init(text: JSONIndexedText, entry: Int) {
        self.text = text
        self.entry = entry
    }

    /// The value on the tape, read without reference counting: valid only while `text` lives (keep
    /// this value, or its text, while using it).
    @inline(__always)
    @usableFromInline package var tapeValue: JSONTapeValue { text.tapeValue(entry) }

    /// What kind of value this is.
    @usableFromInline package var kind: JSONTape.Entry.Kind { tapeValue.kind }

    /// The byte offset of the value's first byte, as `JSONReader` gives it.
    @usableFromInline package var offset: JSONOffset { tapeValue.offset }

    /// The name of the value's JSON type, as `JSONValue.typeName` gives it.
    @usableFromInline package var typeName: String { kind.typeName }

    /// Whether this value is `null`.
    @usableFromInline package var isNull: Bool { kind == .null }

    /// The Boolean, when this value is one.
    @usableFromInline package var boolValue: Bool? { tapeValue.boolValue }

    /// The string, unescaped, when this value is one.
    @usableFromInline package var stringValue: String? { tapeValue.stringValue }

    /// The number, when this value is one (its text as written).
    @usableFromInline package var numberValue: JSONNumber? { tapeValue.numberValue }

    /// The number as a signed 64-bit integer, when it is an integer in range (what `JSONNumber.int64`
    /// gives), read from its bytes.
    @usableFromInline package var int64Value: Int64? { tapeValue.int64Value }

    /// The value of the last member named `key`, when this value is an object holding one.
    @usableFromInline package subscript(key: String) -> JSONIndexedValue? {
        tapeValue[key].map { JSONIndexedValue(text: text, entry: $0.entry) }
    }

    /// The number of members of an object or elements of an array; 0 for other values.
    @usableFromInline package var count: Int { tapeValue.count }

    /// An object's members in order (none for other values), each its key unescaped and its value.
    @usableFromInline package var members: [(key: String, value: JSONIndexedValue)] {
        tapeValue.members.map { ($0.key.stringValue ?? "", JSONIndexedValue(text: text, entry: $0.value.entry)) }
    }

    /// An array's elements in order; none for other values.
    @usableFromInline package var elements: Elements {
        Elements(text: text, child: kind == .array ? entry &+ 1 : text.tape[entry].next, end: text.tape[entry].next)
    }

    /// An array's elements in order.
    @usableFromInline package struct Elements: Sequence, IteratorProtocol {
        /// The text the array lies in.
        let text: JSONIndexedText
        /// The entry of the next element.
        var child: Int
        /// The entry after the array.
        let end: Int

        /// The next element, or nil after the last.
        @usableFromInline package mutating func next() -> JSONIndexedValue? {
            guard child < end else { return nil }
            defer { child = text.tape[child].next }
            return JSONIndexedValue(text: text, entry: child)
        }
    }

    /// This value as a `JSONValue`, equal to what `JSONReader` reads from its text, offsets included;
    /// its compact containers are copied by a `JSONWriter` given the text's `source`.
    @usableFromInline package var value: JSONValue {
        text.build(tapeValue)
    }

    /// Whether two values are the same entry of the same text (and so certainly equal).
    @usableFromInline package func isSameEntry(as other: JSONIndexedValue) -> Bool {
        text === other.text && entry == other.entry
    }
}
