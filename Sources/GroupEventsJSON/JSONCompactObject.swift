/// A JSON object written member by member as compact text, spelled as `JSONWriter` writes compactly:
/// for a writer that builds an object afresh (`ObjectWriter` in the core), so that the object reaches
/// the output as a copy of its text, without a tree of values built, walked and freed. A nested
/// object or an array of them is another `JSONCompactObject`, whose text is copied in.
///
/// The text lives in the writing thread's `JSONCompactArena`, reused from record to record: in steady
/// state, writing an object, nested ones included, makes no heap allocation. Members keep the order
/// they are written in, duplicate keys included. A value: a copy keeps the members it had when it was
/// made, whatever either copy writes afterwards (the arena's rules), on any thread.
@usableFromInline package struct JSONCompactObject: Sendable {
    /// The arena holding the members' text.
    private var arena: JSONCompactArena
    /// Where the members' text, without the braces, starts in the arena.
    private var start: Int
    /// How many bytes the members' text takes.
    private var count = 0
    /// Whether no member has been written.
    @usableFromInline package private(set) var isEmpty = true

    /// An empty object.
    @usableFromInline package init() {
        arena = JSONCompactArena.forNewObject()
        start = arena.used
    }

    /// How many bytes the object's compact text takes, braces included.
    @usableFromInline package var textByteCount: Int { count &+ 2 }

    /// Appends a member whose value is a string.
    @usableFromInline package mutating func append(_ key: String, string: String) {
        appendMember(key) { JSONTextEncoding.writeString(string, into: &$0) }
    }

    /// Appends a member whose value is the string whose UTF-8 is `utf8` (well-formed UTF-8: JSON text
    /// written elsewhere, say), without a `String` of it.
    @usableFromInline package mutating func append(_ key: String, utf8: UnsafeBufferPointer<UInt8>) {
        appendMember(key) { JSONTextEncoding.writeString(utf8: utf8, into: &$0) }
    }

    /// Appends a member whose value is an integer.
    @usableFromInline package mutating func append(_ key: String, integer: Int64) {
        appendMember(key) { JSONTextEncoding.writeInteger(integer, into: &$0) }
    }

    /// Appends a member whose value is a Boolean.
    @usableFromInline package mutating func append(_ key: String, bool: Bool) {
        appendMember(key) { Self.appendLiteral(bool ? "true" : "false", to: &$0) }
    }

    /// Appends a member whose value is an array of strings.
    @usableFromInline package mutating func append(_ key: String, strings: [String]) {
        appendMember(key) { buffer in
            Self.appendArray(count: strings.count, to: &buffer) { JSONTextEncoding.writeString(strings[$0], into: &$1) }
        }
    }

    /// Appends a member whose value is an array of integers.
    @usableFromInline package mutating func append(_ key: String, integers: [Int64]) {
        appendMember(key) { buffer in
            Self.appendArray(count: integers.count, to: &buffer) { JSONTextEncoding.writeInteger(integers[$0], into: &$1) }
        }
    }

    /// Appends a member whose value is `object`.
    @usableFromInline package mutating func append(_ key: String, object: JSONCompactObject) {
        appendMember(key) { object.appendText(to: &$0) }
    }

    /// Appends a member whose value is an array of `count` objects, the one at each index given by
    /// `object` (so that a caller holding them in another form builds no array of them).
    @usableFromInline package mutating func append(_ key: String, objectCount count: Int, _ object: (Int) -> JSONCompactObject) {
        appendMember(key) { buffer in
            Self.appendArray(count: count, to: &buffer) { object($0).appendText(to: &$1) }
        }
    }

    /// Appends a member whose value is a string holding `object`'s compact text (an embedded document).
    @usableFromInline package mutating func append(_ key: String, embedding object: JSONCompactObject) {
        appendMember(key) { buffer in
            buffer.append(JSONByte.quote)
            buffer.append(JSONByte.openBrace)
            object.withMemberBytes { JSONTextEncoding.writeEscaped(utf8: $0, into: &buffer) }
            buffer.append(JSONByte.closeBrace)
            buffer.append(JSONByte.quote)
        }
    }

    /// Appends a member whose value is `value`, written anew, and says whether it did. A value holding
    /// an array or object read from compact text is left out (false): a `JSONWriter` given that text
    /// as its source copies such a container as it was read, escapes included, so writing it anew
    /// here could spell it differently.
    @usableFromInline package mutating func append(_ key: String, value: JSONValue) -> Bool {
        guard !value.holdsSourceText else { return false }
        appendMember(key) { buffer in
            switch value {
            case .null: Self.appendLiteral("null", to: &buffer)
            case .bool(let bool): Self.appendLiteral(bool ? "true" : "false", to: &buffer)
            case .number(let number): JSONTextEncoding.withUTF8(of: number.text) { buffer.append($0) }
            case .string(let string): JSONTextEncoding.writeString(string, into: &buffer)
            case .array, .object:
                var composer = JSONTextComposer(indentWidth: nil, source: nil, capacity: 64)
                composer.value(value)
                composer.withBytes { buffer.append($0) }
            }
        }
        return true
    }

    /// Orders the members by the bytes of their keys, as `JSONObject.members.sort` by `key.utf8` would,
    /// and says whether it did; members whose keys hold escapes (whose text is not their bytes) are
    /// left in place (false).
    @usableFromInline package mutating func sortMembersByKey() -> Bool {
        guard !isEmpty else { return true }
        var tape = JSONTape()
        // Each member as the range of its whole text in the members' text.
        let sorted: [Range<Int>]? = withText { bytes in
            do {
                try tape.index(UnsafeRawBufferPointer(bytes), baseOffset: 0)
            } catch {
                preconditionFailure("a compact object's text is well-formed JSON: \(error)")
            }
            // Each member as the range of its key's text (inside the quotes) and of the whole member,
            // in the text with its braces.
            var members: [(key: Range<Int>, member: Range<Int>)] = []
            let entries = tape.entries
            var entry = 1
            while entry < entries.count {
                let key = entries[entry]
                guard !key.hasEscapes else { return nil }
                let value = entries[entry &+ 1]
                members.append((key.start &+ 1..<key.end &- 1, key.start..<value.end))
                entry = value.next
            }
            members.sort { bytes[$0.key].lexicographicallyPrecedes(bytes[$1.key]) }
            return members.map { $0.member.lowerBound &- 1..<$0.member.upperBound &- 1 }
        }
        guard let sorted else { return false }
        // The members written again, in order, as a new text: the unsorted one may be a copy's too.
        let unsorted = self
        count = 0
        appendText { buffer in
            unsorted.withMemberBytes { bytes in
                for (index, member) in sorted.enumerated() {
                    if index > 0 { buffer.append(JSONByte.comma) }
                    buffer.append(UnsafeBufferPointer(rebasing: bytes[member]))
                }
            }
        }
        return true
    }

    /// The object, read from its text.
    @usableFromInline package var object: JSONObject {
        withText { bytes in
            do {
                guard case .object(let object) = try JSONReader().read(UnsafeRawBufferPointer(bytes)) else {
                    preconditionFailure("a compact object's text is an object")
                }
                return object
            } catch {
                preconditionFailure("a compact object's text is well-formed JSON: \(error)")
            }
        }
    }

    /// Appends the object's text, braces included, to `buffer`.
    func appendText(to buffer: inout JSONByteBuffer) {
        buffer.append(JSONByte.openBrace)
        withMemberBytes { buffer.append($0) }
        buffer.append(JSONByte.closeBrace)
    }

    /// Calls `body` with the object's text, braces included (a copy: the members' text has none).
    private func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = JSONByteBuffer(capacity: count &+ 2)
        appendText(to: &text)
        return text.withBytes(body)
    }

    /// Calls `body` with the members' text, without the braces.
    func withMemberBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: arena.base + start, count: count))
    }

    /// Appends a member: the comma after a previous member, the key, its colon and what `value` writes.
    @inline(__always)
    private mutating func appendMember(_ key: String, _ value: (inout JSONByteBuffer) -> Void) {
        let first = isEmpty
        isEmpty = false
        appendText { buffer in
            if !first { buffer.append(JSONByte.comma) }
            JSONTextEncoding.writeString(key, into: &buffer)
            buffer.append(JSONByte.colon)
            value(&buffer)
        }
    }

    /// Appends what `write` writes to the members' text, in place in this thread's arena: the text is
    /// first moved to the arena's end unless it already ends there, and to a larger arena when what
    /// is written outgrows this one.
    @inline(__always)
    private mutating func appendText(_ write: (inout JSONByteBuffer) -> Void) {
        // Only this thread's arena may be written, and only past every other object's text in it.
        if !arena.isCurrent || start &+ count != arena.used { moveToArenaEnd() }
        var buffer = JSONByteBuffer(lentStorage: arena.base + start, count: count, capacity: arena.capacity &- start)
        write(&buffer)
        guard !buffer.ownsStorage else { return moveToNewArena(buffer) }
        count = buffer.count
        arena.used = start &+ count
    }

    /// Copies the members' text to the end of this thread's arena (a new one when it lacks room), and
    /// writes on there.
    private mutating func moveToArenaEnd() {
        var target = JSONCompactArena.current
        if target.capacity &- target.used < count { target = JSONCompactArena.replaceCurrent(toHold: count) }
        if count > 0 { (target.base + target.used).initialize(from: arena.base + start, count: count) }
        arena = target
        start = target.used
        target.used = start &+ count
    }

    /// Makes the members' text `buffer`'s bytes, which outgrew the arena, in a new arena for this thread.
    private mutating func moveToNewArena(_ buffer: borrowing JSONByteBuffer) {
        let target = JSONCompactArena.replaceCurrent(toHold: buffer.count)
        buffer.withBytes { bytes in
            if let source = bytes.baseAddress { target.base.initialize(from: source, count: bytes.count) }
        }
        arena = target
        start = 0
        count = buffer.count
        target.used = count
    }

    /// Appends an array of `count` elements, each written by `write` given its index.
    @inline(__always)
    private static func appendArray(count: Int, to buffer: inout JSONByteBuffer, _ write: (Int, inout JSONByteBuffer) -> Void) {
        buffer.append(JSONByte.openBracket)
        for index in 0..<count {
            if index > 0 { buffer.append(JSONByte.comma) }
            write(index, &buffer)
        }
        buffer.append(JSONByte.closeBracket)
    }

    @inline(__always)
    private static func appendLiteral(_ literal: StaticString, to buffer: inout JSONByteBuffer) {
        literal.withUTF8Buffer { buffer.append($0) }
    }
}
