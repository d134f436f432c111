import GroupEventsJSON

/// One record a translation writes: a value an encoder built, or — written straight from what it
/// holds, its value built only if someone asks — an object an encoder wrote as compact text, a source
/// record as it came (passed through, or written back to its own flavour unchanged) or an event in
/// unified JSON.
///
/// Written, each gives exactly the bytes its `value` gives a `JSONWriter` with the same style and source.
@usableFromInline package struct OutputRecord: Sendable, Hashable {
    private enum Content: Sendable {
        case value(JSONValue)
        case compact(JSONCompactObject)
        case record(SourceRecord)
        case unified(GroupEvent)
    }

    private let content: Content

    /// A record built as a value.
    @usableFromInline package init(_ value: JSONValue) {
        content = .value(value)
    }

    private init(content: Content) {
        self.content = content
    }

    /// An object written as compact text (`ObjectWriter.outputRecord`).
    @usableFromInline package static func compact(_ object: JSONCompactObject) -> OutputRecord {
        OutputRecord(content: .compact(object))
    }

    /// A source record written as it came.
    @usableFromInline package static func unchanged(_ record: SourceRecord) -> OutputRecord {
        OutputRecord(content: .record(record))
    }

    /// An event written as unified JSON (`UnifiedEncoder`).
    @usableFromInline package static func unified(_ event: GroupEvent) -> OutputRecord {
        OutputRecord(content: .unified(event))
    }

    /// The record as a value (built when it is not one).
    @usableFromInline package var value: JSONValue {
        switch content {
        case .value(let value): value
        case .compact(let object): .object(object.object)
        case .record(let record): record.value
        case .unified(let event): .object(UnifiedEncoder.encode(event))
        }
    }

    /// How many bytes the record takes written compactly, when that is known without writing it: for
    /// an object written as compact text, which is copied as it is.
    @usableFromInline package var compactByteCount: Int? {
        if case .compact(let object) = content { object.textByteCount } else { nil }
    }

    /// Appends the record to `writer`, as writing `value` would, without building it.
    @usableFromInline package func write(into writer: inout JSONWriter) {
        switch content {
        case .value(let value): writer.write(value)
        case .compact(let object): writer.write(object)
        case .record(let record): writer.compose { record.compose(into: &$0) }
        case .unified(let event): UnifiedEncoder.write(event, into: &writer)
        }
    }

    /// Records are equal when their values are.
    @usableFromInline package static func == (lhs: OutputRecord, rhs: OutputRecord) -> Bool {
        lhs.value == rhs.value
    }

    /// Hashes the value.
    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
