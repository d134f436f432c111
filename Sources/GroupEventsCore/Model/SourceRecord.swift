import GroupEventsJSON

/// A record as it came: a value handed in by a program, or the indexed text the command read, whose
/// value is built only when someone asks for it: translating it, or writing it into unified JSON or
/// through unchanged (`OutputRecord`), never builds its tree.
@usableFromInline package struct SourceRecord: Sendable, Hashable {
    private enum Storage: Sendable {
        case value(JSONValue)
        case indexed(JSONIndexedValue)
    }

    private let storage: Storage

    /// A record handed in as a value.
    @usableFromInline package init(_ value: JSONValue) {
        storage = .value(value)
    }

    /// A record read from `text`.
    @usableFromInline package init(_ text: JSONIndexedText) {
        storage = .indexed(text.root)
    }

    /// A record that lies in an indexed text (the whole text, or a value inside it such as the
    /// `source.record` of a unified event).
    init(indexed value: JSONIndexedValue) {
        storage = .indexed(value)
    }

    /// The record as a value (built from the text, when it was read from one; its unchanged compact
    /// parts are then copied from the text by a `JSONWriter` given the text's source).
    @usableFromInline package var value: JSONValue {
        switch storage {
        case .value(let value): value
        case .indexed(let value): value.value
        }
    }

    /// Where the record lies in the indexed text it was read from, or nil for a record handed in as
    /// a value.
    @usableFromInline package var indexed: JSONIndexedValue? {
        guard case .indexed(let value) = storage else { return nil }
        return value
    }

    /// Composes the record into `composer`, a record read from a text without building it.
    func compose<Composer: JSONComposer & ~Copyable>(into composer: inout Composer) {
        switch storage {
        case .value(let value): composer.value(value)
        case .indexed(let value): composer.value(value)
        }
    }

    /// A reader over the record, which must be an object; a record read from a text is read where
    /// it lies.
    @usableFromInline package func reader() throws(RecordDecodingError) -> FieldReader {
        switch storage {
        case .value(let value): try FieldReader(record: value)
        case .indexed(let value): try FieldReader(record: value)
        }
    }

    /// Records are equal when their values are; the same value of the same text is, unbuilt.
    @usableFromInline package static func == (lhs: SourceRecord, rhs: SourceRecord) -> Bool {
        if let left = lhs.indexed, let right = rhs.indexed, left.isSameEntry(as: right) { return true }
        return lhs.value == rhs.value
    }

    /// Hashes the value.
    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
