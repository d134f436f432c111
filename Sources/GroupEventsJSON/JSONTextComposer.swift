/// Writes JSON text piece by piece into a buffer of its own: `JSONWriter` writes every value with one,
/// and a shape composed generically (`JSONComposer`) is written with one straight from what it holds,
/// without a tree of values.
///
/// It writes exactly what `JSONWriter` documents: the same escapes, layout and copying. A value of an
/// indexed text (`JSONIndexedValue`) is written as the value built from it would be: with the
/// writer's source being that text's, its compact containers are copied, and the rest is written anew.
/// Not copyable, so its buffer has one owner; it lives inside one `JSONWriter.compose(_:)` call.
@usableFromInline package struct JSONTextComposer: JSONComposer, ~Copyable {
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
    @usableFromInline package mutating func beginObject() {
        begin(with: JSONByte.openBrace, isArray: false)
    }

    /// Closes the innermost open object.
    @usableFromInline package mutating func endObject() {
        close(with: JSONByte.closeBrace)
    }

    /// Opens an array, where the next value stands.
    @usableFromInline package mutating func beginArray() {
        begin(with: JSONByte.openBracket, isArray: true)
    }

    /// Closes the innermost open array.
    @usableFromInline package mutating func endArray() {
        close(with: JSONByte.closeBracket)
    }

    /// Names the next member of the innermost open object.
    @usableFromInline package mutating func key(_ key: String) {
        precondition(open.last?.isArray == false, "a key goes in an open object")
        startChild()
        JSONTextEncoding.writeString(key, into: &buffer)
        appendColon()
    }

    /// Puts a string where the next value stands.
    @usableFromInline package mutating func string(_ string: String) {
        placeValue()
        JSONTextEncoding.writeString(string, into: &buffer)
    }

    /// Puts an integer where the next value stands.
    @usableFromInline package mutating func integer(_ integer: Int64) {
        placeValue()
        JSONTextEncoding.writeInteger(integer, into: &buffer)
    }

    /// Puts a whole value where the next value stands.
    @usableFromInline package mutating func value(_ value: JSONValue) {
        placeValue()
        write(value, level: open.count)
    }

    /// Puts a value of an indexed text where the next value stands, as the value built from it would
    /// be written: its compact containers copied when the source is the text's, the rest written anew.
    @usableFromInline package mutating func value(_ value: JSONIndexedValue) {
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
            JSONTextEncoding.withUTF8(of: number.text) { buffer.append($0) }
        case .string(let string):
            JSONTextEncoding.writeString(string, into: &buffer)
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
                    JSONTextEncoding.writeString(members[index].key, into: &buffer)
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
            if entry.hasEscapes { JSONTextEncoding.writeString(value.decodedString(entry), into: &buffer) } else { buffer.append(value.bytes(of: entry)) }
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
}
