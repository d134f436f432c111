import GroupEventsJSON

/// A vendor enum as a table of raw values and their meanings (`1` ↔ `owner`), read from a mapping file.
@usableFromInline package struct ValueTable: Sendable, Hashable {
    /// One raw value and its meaning.
    @usableFromInline package struct Entry: Sendable, Hashable {
        /// The vendor's raw value.
        @usableFromInline package var value: JSONValue
        /// Its meaning, in the registry's vocabulary (`owner`, `name`, `all`).
        @usableFromInline package var meaning: String

        /// An entry.
        @usableFromInline package init(value: JSONValue, meaning: String) {
            self.value = value
            self.meaning = meaning
        }
    }

    /// The entries in file order.
    @usableFromInline package var entries: [Entry]

    /// A table of entries.
    @usableFromInline package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The meaning of a raw value, or nil when the table does not list it.
    @usableFromInline package func meaning(of value: JSONValue) -> String? {
        entries.first { $0.value == value }?.meaning
    }

    /// The meaning of an integer raw value, or nil.
    @usableFromInline package func meaning(of value: Int64) -> String? {
        meaning(of: .integer(value))
    }

    /// The first raw value with this meaning, or nil.
    @usableFromInline package func value(for meaning: String) -> JSONValue? {
        entries.first { $0.meaning == meaning }?.value
    }

    /// The first raw integer value with this meaning, or nil.
    @usableFromInline package func integer(for meaning: String) -> Int64? {
        value(for: meaning)?.numberValue?.int64
    }
}
