/// A JSON array: elements in order, each with where it started in the source.
public struct JSONArray: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// One element and where it started in the source.
    public struct Entry: Sendable, Hashable {
        /// The element's value.
        public var value: JSONValue
        /// Byte offset of the value's first byte in the source, or unknown for built values.
        public var offset: JSONOffset

        /// An element; `offset` defaults to unknown for values built in code.
        public init(value: JSONValue, offset: JSONOffset = .unknown) {
            self.value = value
            self.offset = offset
        }

        /// Elements are equal when their values are; positions do not count.
        public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.value == rhs.value }

        /// Hashes the value; positions do not count.
        public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// The elements with their positions.
    public var entries: [Entry] {
        didSet { sourceSpan = nil }
    }
    /// Byte offset of the array's `[` in the source, or unknown.
    public var offset: JSONOffset {
        didSet { sourceSpan = nil }
    }
    /// Where the compact source text the array was read from lies, while unchanged (see
    /// `JSONObject.sourceSpan`).
    var sourceSpan: JSONSourceSpan?

    /// An empty array.
    public init() {
        self.init(entries: [])
    }

    /// An array of the given entries.
    public init(entries: [Entry], offset: JSONOffset = .unknown) {
        self.entries = entries
        self.offset = offset
    }

    /// An array read from compact source text at `sourceSpan`.
    init(entries: [Entry], offset: JSONOffset, sourceSpan: JSONSourceSpan?) {
        self.entries = entries
        self.offset = offset
        self.sourceSpan = sourceSpan
    }

    /// An array of values built in code.
    public init(_ values: [JSONValue]) {
        self.init(entries: values.map { Entry(value: $0) })
    }

    /// An array from a literal list of values.
    public init(arrayLiteral values: JSONValue...) {
        self.init(values)
    }

    /// Index of the first element.
    public var startIndex: Int { entries.startIndex }
    /// Index past the last element.
    public var endIndex: Int { entries.endIndex }
    /// The value at `position`.
    public subscript(position: Int) -> JSONValue { entries[position].value }

    /// Appends a value built in code.
    public mutating func append(_ value: JSONValue) {
        entries.append(Entry(value: value))
    }

    /// Arrays are equal when their values are, in order; positions do not count.
    public static func == (lhs: JSONArray, rhs: JSONArray) -> Bool { lhs.entries == rhs.entries }

    /// Hashes the values; positions do not count.
    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }
}
