/// Writes `JSONValue`s as UTF-8 JSON text, appending to `bytes`.
///
/// Strings escape only what JSON requires: `"` and `\` with a backslash, control characters
/// U+0000–U+001F as `\b \f \n \r \t` or `\u00XX` (lowercase hex); everything else, including `/`,
/// U+007F, non-ASCII text and U+2028/U+2029, is written as raw UTF-8. Numbers are written as their
/// exact text. Members keep their order, duplicate keys included. No newline follows the last value: callers frame records.
/// Nesting is written recursively, as deep as the value is (values from `JSONReader` are bounded by
/// its `maximumDepth`).
public struct JSONWriter: Sendable {
    /// How values are laid out.
    public enum Style: Sendable {
        /// No whitespace at all: `{"a":[1,2]}`.
        case compact
        /// One member or element per line, nested levels indented by `indent` spaces, `"key": value`;
        /// empty arrays and objects stay `[]` and `{}`.
        case pretty(indent: Int)
    }

    /// The layout this writer uses.
    @usableFromInline package let style: Style
    /// Everything written so far.
    @usableFromInline package private(set) var bytes: [UInt8] = []
    /// Spaces per nesting level, or nil for compact output.
    private let indentWidth: Int?
    /// The source values were read from, when given.
    private let source: JSONSource?

    /// A writer with an empty buffer.
    ///
    /// With `source` (from `JSONReader.readWithSource`), compact output copies every object and
    /// array of that read which came from compact text and has not changed since straight from the
    /// source bytes instead of writing it again. The copy says the same thing in the same order;
    /// only escapes keep the spelling they had in the source.
    @usableFromInline package init(style: Style = .compact, source: JSONSource? = nil) {
        self.style = style
        self.source = source
        switch style {
        case .compact: indentWidth = nil
        case .pretty(let indent): indentWidth = max(0, indent)
        }
    }

    /// A writer that appends to `bytes` (taken over: the writer appends in place when it holds their
    /// only reference), as `init(style:source:)` says; `takeBytes()` hands them back.
    @usableFromInline package init(style: Style, source: JSONSource?, appendingTo bytes: [UInt8]) {
        self.init(style: style, source: source)
        self.bytes = bytes
    }

    /// Everything written so far, leaving the writer's buffer empty (so that the bytes returned are
    /// their only reference).
    @usableFromInline package mutating func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        return taken
    }

    /// Appends `value` as JSON text.
    @usableFromInline package mutating func write(_ value: JSONValue) {
        compose { $0.value(value) }
    }

    /// Appends a value of an indexed text as the value built from it would be written, without
    /// building it: compact containers are copied when this writer's source is the text's.
    @usableFromInline package mutating func write(_ value: JSONIndexedValue) {
        compose { $0.value(value) }
    }

    /// Appends `object` as `write(.object(object.object))` would: compact, a copy of its text.
    @usableFromInline package mutating func write(_ object: JSONCompactObject) {
        guard indentWidth == nil else { return write(.object(object.object)) }
        bytes.append(JSONByte.openBrace)
        object.withMemberBytes { bytes.append(contentsOf: $0) }
        bytes.append(JSONByte.closeBrace)
    }

    /// Appends the one value `body` composes, written piece by piece as it comes (`JSONComposer`),
    /// in this writer's style and copying from its source as `write(_:)` does.
    @usableFromInline package mutating func compose(_ body: (inout JSONTextComposer) -> Void) {
        // Written into a buffer of this writer's spare capacity, then appended at once.
        var composer = JSONTextComposer(indentWidth: indentWidth, source: source, capacity: bytes.capacity &- bytes.count)
        body(&composer)
        precondition(composer.isClosed, "a composed value closes every container it opens")
        composer.withBytes { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes as they are, for framing such as `[`, `,\n` or a final newline.
    @usableFromInline package mutating func writeRaw(_ bytes: some Sequence<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    /// Makes room for at least `count` bytes in all, so that writing a value of about that size grows
    /// the buffer once instead of doubling it again and again.
    @usableFromInline package mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Empties the buffer, by default keeping its storage for the next value.
    @usableFromInline package mutating func reset(keepingCapacity: Bool = true) {
        bytes.removeAll(keepingCapacity: keepingCapacity)
    }

    /// `value` as compact JSON bytes.
    public static func compactBytes(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter()
        writer.write(value)
        return writer.bytes
    }

    /// `value` as compact JSON text.
    public static func compactString(_ value: JSONValue) -> String {
        String(decoding: compactBytes(value), as: UTF8.self)
    }

    /// `value` as indented JSON text, without a trailing newline.
    public static func prettyString(_ value: JSONValue, indent: Int = 2) -> String {
        var writer = JSONWriter(style: .pretty(indent: indent))
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
