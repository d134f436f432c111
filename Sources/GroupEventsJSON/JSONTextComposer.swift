/// Writes JSON text piece by piece into a buffer of its own: `JSONWriter` writes every value with one,
/// and a shape composed generically (`JSONComposer`) is written with one straight from what it holds,
/// without a tree of values.
///
/// It writes exactly what `JSONWriter` documents: the same escapes, layout and copying. A value of an
/// indexed text (`JSONIndexedValue`) is written as the value built from it would be: with the
/// writer's source being that text's, its compact containers are copied, and the rest is written anew.
/// Not copyable, so its buffer has one owner; it lives inside one `JSONWriter.compose(_:)` call.
public struct JSONTextComposer: JSONComposer, ~Copyable {
    /// An open container: whether it is an array, and whether anything has been put in it yet.
    private struct OpenContainer {
        let isArray: Bool
        var isEmpty = true
    }

    /// The bytes written.
    private var buffer: JSONByteBuffer
    /// Spaces per nesting level, or nil for compact output.
    private let indentWidth: Int?
    /// The source whose compact containers are copied, when given.
    private let source: JSONSource?
    /// The open containers, innermost last.
    private var open: [OpenContainer] = []

    /// A composer indenting nested levels by `indentWidth` spaces (nil: compact), copying from
    /// `source`, with room for `capacity` bytes to start with.
    init(indentWidth: Int?, source: JSONSource?, capacity: Int) {
        buffer = JSONByteBuffer(capacity: capacity)
        self.indentWidth = indentWidth
        self.source = source
    }

    /// Whether every container opened has been closed.
    var isClosed: Bool { open.isEmpty }

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.withBytes(body)
    }

    // MARK: - Composing

    /// Opens an object, where the next value stands.
    public mutating func beginObject() {
        begin(with: JSONByte.openBrace, isArray: false)
    }

    /// Closes the innermost open object.
    public mutating func endObject() {
        close(with: JSONByte.closeBrace)
    }

    /// Opens an array, where the next value stands.
    public mutating func beginArray() {
        begin(with: JSONByte.openBracket, isArray: true)
    }

    /// Closes the innermost open array.
    public mutating func endArray() {
        close(with: JSONByte.closeBracket)
    }

    /// Names the next member of the innermost open object.
    public mutating func key(_ key: String) {
        precondition(open.last?.isArray == false, "a key goes in an open object")
        startChild()
        Self.writeString(key, into: &buffer)
        appendColon()
    }

    /// Puts a string where the next value stands.
    public mutating func string(_ string: String) {
        placeValue()
        Self.writeString(string, into: &buffer)
    }

    /// Puts an integer where the next value stands.
    public mutating func integer(_ integer: Int64) {
        placeValue()
        var digits = String(integer)
        digits.withUTF8 { buffer.append($0) }
    }

    /// Puts a whole value where the next value stands.
    public mutating func value(_ value: JSONValue) {
        placeValue()
        write(value, level: open.count)
    }

    /// Puts a value of an indexed text where the next value stands, as the value built from it would
    /// be written: its compact containers copied when the source is the text's, the rest written anew.
    public mutating func value(_ value: JSONIndexedValue) {
        placeValue()
        let copiesCompact = indentWidth == nil && source?.document == value.text.document
        write(value.tapeValue, level: open.count, copiesCompact: copiesCompact)
    }

    /// Before a value: inside an array, the separator and line break an element takes (inside an
    /// object the value's key has put them; at the top there are none).
    @inline(__always)
    private mutating func placeValue() {
        guard let last = open.last, last.isArray else { return }
        startChild()
    }

    /// The comma after a previous child of the innermost container, and the child's line break.
    @inline(__always)
    private mutating func startChild() {
        let last = open.count &- 1
        if open[last].isEmpty { open[last].isEmpty = false } else { buffer.append(JSONByte.comma) }
        newline(level: open.count)
    }

    /// Opens a container with `bracket` where the next value stands.
    private mutating func begin(with bracket: UInt8, isArray: Bool) {
        placeValue()
        buffer.append(bracket)
        open.append(OpenContainer(isArray: isArray))
    }

    /// Closes the innermost container with `bracket`, on a line of its own when it is not empty.
    private mutating func close(with bracket: UInt8) {
        precondition(!open.isEmpty, "nothing is open to close")
        let closed = open.removeLast()
        if !closed.isEmpty { newline(level: open.count) }
        buffer.append(bracket)
    }

    // MARK: - Values

    private mutating func write(_ value: JSONValue, level: Int) {
        switch value {
        case .null:
            append("null")
        case .bool(let bool):
            append(bool ? "true" : "false")
        case .number(let number):
            Self.withUTF8(of: number.text) { buffer.append($0) }
        case .string(let string):
            Self.writeString(string, into: &buffer)
        case .array(let array):
            if let span = array.sourceSpan, copySource(span, at: array.offset) { return }
            guard !array.entries.isEmpty else { return append("[]") }
            buffer.append(JSONByte.openBracket)
            array.entries.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    if index > 0 { buffer.append(JSONByte.comma) }
                    newline(level: level + 1)
                    write(entries[index].value, level: level + 1)
                }
            }
            newline(level: level)
            buffer.append(JSONByte.closeBracket)
        case .object(let object):
            if let span = object.sourceSpan, copySource(span, at: object.offset) { return }
            guard !object.members.isEmpty else { return append("{}") }
            buffer.append(JSONByte.openBrace)
            object.members.withUnsafeBufferPointer { members in
                for index in members.indices {
                    if index > 0 { buffer.append(JSONByte.comma) }
                    newline(level: level + 1)
                    Self.writeString(members[index].key, into: &buffer)
                    appendColon()
                    write(members[index].value, level: level + 1)
                }
            }
            newline(level: level)
            buffer.append(JSONByte.closeBrace)
        }
    }

    /// Writes a value of a tape as `write(_:level:)` writes the value built from it; `copiesCompact`
    /// says whether the writer's source is the tape's text, so that compact containers are copied.
    private mutating func write(_ value: JSONTapeValue, level: Int, copiesCompact: Bool) {
        let entry = value.tapeEntry
        switch entry.kind {
        case .null:
            append("null")
        case .true:
            append("true")
        case .false:
            append("false")
        case .number:
            buffer.append(value.bytes(of: entry))
        case .string:
            // Without escapes a string's text is what writing it gives: well-formed UTF-8 (the reader
            // checks), no quote, backslash or control character.
            if entry.hasEscapes { Self.writeString(value.decodedString(entry), into: &buffer) } else { buffer.append(value.bytes(of: entry)) }
        case .array, .object:
            if copiesCompact && entry.isCompact { return buffer.append(value.bytes(of: entry)) }
            let isObject = entry.kind == .object
            buffer.append(isObject ? JSONByte.openBrace : JSONByte.openBracket)
            var children = JSONTapeValue.Elements(value: value, child: value.entry &+ 1)  // keys and values in turn
            var isEmpty = true
            while let child = children.next() {
                if !isEmpty { buffer.append(JSONByte.comma) }
                isEmpty = false
                newline(level: level + 1)
                write(child, level: level + 1, copiesCompact: copiesCompact)
                guard isObject, let memberValue = children.next() else { continue }
                appendColon()
                write(memberValue, level: level + 1, copiesCompact: copiesCompact)
            }
            if !isEmpty { newline(level: level) }
            buffer.append(isObject ? JSONByte.closeBrace : JSONByte.closeBracket)
        }
    }

    /// In compact style, copies a container's text from the source it was read from; says whether it did.
    @inline(__always)
    private mutating func copySource(_ span: JSONSourceSpan, at offset: JSONOffset) -> Bool {
        guard indentWidth == nil, let source, span.document == source.document else { return false }
        let start = offset.rawValue &- source.baseOffset
        let end = start &+ Int(span.length)
        guard start >= 0, end <= source.bytes.count else { return false }
        source.bytes.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        return true
    }

    /// The colon after a key, and in pretty style the space after it.
    @inline(__always)
    private mutating func appendColon() {
        buffer.append(JSONByte.colon)
        if indentWidth != nil { buffer.append(JSONByte.space) }
    }

    /// In pretty style, a line break and the indentation of `level`.
    @inline(__always)
    private mutating func newline(level: Int) {
        guard let indentWidth else { return }
        buffer.append(JSONByte.lineFeed)
        buffer.append(JSONByte.space, repeated: indentWidth * level)
    }

    @inline(__always)
    private mutating func append(_ literal: StaticString) {
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
