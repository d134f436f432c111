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
    public let style: Style
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []
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
    public init(style: Style = .compact, source: JSONSource? = nil) {
        self.style = style
        self.source = source
        switch style {
        case .compact: indentWidth = nil
        case .pretty(let indent): indentWidth = max(0, indent)
        }
    }

    /// Appends `value` as JSON text.
    public mutating func write(_ value: JSONValue) {
        // Written into a buffer of this writer's spare capacity, then appended at once.
        var buffer = JSONByteBuffer(capacity: bytes.capacity &- bytes.count)
        write(value, level: 0, into: &buffer)
        buffer.withBytes { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes as they are, for framing such as `[`, `,\n` or a final newline.
    public mutating func writeRaw(_ bytes: some Sequence<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }

    /// Makes room for at least `count` bytes in all, so that writing a value of about that size grows
    /// the buffer once instead of doubling it again and again.
    public mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// Empties the buffer, by default keeping its storage for the next value.
    public mutating func reset(keepingCapacity: Bool = true) {
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

    // MARK: - Values

    private func write(_ value: JSONValue, level: Int, into buffer: inout JSONByteBuffer) {
        switch value {
        case .null:
            append("null", to: &buffer)
        case .bool(let bool):
            append(bool ? "true" : "false", to: &buffer)
        case .number(let number):
            Self.withUTF8(of: number.text) { buffer.append($0) }
        case .string(let string):
            Self.writeString(string, into: &buffer)
        case .array(let array):
            if let span = array.sourceSpan, copySource(span, at: array.offset, into: &buffer) { return }
            guard !array.entries.isEmpty else { return append("[]", to: &buffer) }
            buffer.append(JSONByte.openBracket)
            array.entries.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    if index > 0 { buffer.append(JSONByte.comma) }
                    newline(level: level + 1, into: &buffer)
                    write(entries[index].value, level: level + 1, into: &buffer)
                }
            }
            newline(level: level, into: &buffer)
            buffer.append(JSONByte.closeBracket)
        case .object(let object):
            if let span = object.sourceSpan, copySource(span, at: object.offset, into: &buffer) { return }
            guard !object.members.isEmpty else { return append("{}", to: &buffer) }
            buffer.append(JSONByte.openBrace)
            object.members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    if index > 0 { buffer.append(JSONByte.comma) }
                    newline(level: level + 1, into: &buffer)
                    Self.writeString(members[index].key, into: &buffer)
                    buffer.append(JSONByte.colon)
                    if indentWidth != nil { buffer.append(JSONByte.space) }
                    write(members[index].value, level: level + 1, into: &buffer)
                }
            }
            newline(level: level, into: &buffer)
            buffer.append(JSONByte.closeBrace)
        }
    }

    /// In compact style, copies a container's text from the source it was read from; says whether it did.
    @inline(__always)
    private func copySource(_ span: JSONSourceSpan, at offset: JSONOffset, into buffer: inout JSONByteBuffer) -> Bool {
        guard indentWidth == nil, let source, span.document == source.document else { return false }
        let start = offset.rawValue &- source.baseOffset
        let end = start &+ Int(span.length)
        guard start >= 0, end <= source.bytes.count else { return false }
        source.bytes.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        return true
    }

    /// In pretty style, a line break and the indentation of `level`.
    @inline(__always)
    private func newline(level: Int, into buffer: inout JSONByteBuffer) {
        guard let indentWidth else { return }
        buffer.append(JSONByte.lineFeed)
        buffer.append(JSONByte.space, repeated: indentWidth * level)
    }

    @inline(__always)
    private func append(_ literal: StaticString, to buffer: inout JSONByteBuffer) {
        literal.withUTF8Buffer { buffer.append($0) }
    }

    /// Calls `body` with the UTF-8 of `text`, without copying when the string is stored contiguously.
    @inline(__always)
    private static func withUTF8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = text
            copy.withUTF8(body)
        }
    }

    // MARK: - Strings

    private static func writeString(_ string: String, into buffer: inout JSONByteBuffer) {
        buffer.append(JSONByte.quote)
        withUTF8(of: string) { utf8 in
            guard let base = utf8.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var runStart = 0
            var passed: UInt64 = 0
            while true {
                let special = JSONByte.endOfPlainRun(raw, from: runStart, to: utf8.count, passed: &passed)
                buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<special]))
                guard special < utf8.count else { return }
                appendEscape(for: utf8[special], into: &buffer)
                runStart = special + 1
            }
        }
        buffer.append(JSONByte.quote)
    }

    /// The lowercase hex digit for a value below 16.
    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? JSONByte.zero + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// Appends the escape for a quote, a backslash or a control character.
    private static func appendEscape(for byte: UInt8, into buffer: inout JSONByteBuffer) {
        buffer.append(JSONByte.backslash)
        switch byte {
        case JSONByte.quote, JSONByte.backslash: buffer.append(byte)
        case 0x08: buffer.append(UInt8(ascii: "b"))
        case 0x0C: buffer.append(UInt8(ascii: "f"))
        case JSONByte.lineFeed: buffer.append(UInt8(ascii: "n"))
        case JSONByte.carriageReturn: buffer.append(UInt8(ascii: "r"))
        case JSONByte.tab: buffer.append(UInt8(ascii: "t"))
        default:
            buffer.append(UInt8(ascii: "u"))
            buffer.append(JSONByte.zero)
            buffer.append(JSONByte.zero)
            buffer.append(hexDigit(byte >> 4))
            buffer.append(hexDigit(byte & 0x0F))
        }
    }
}
