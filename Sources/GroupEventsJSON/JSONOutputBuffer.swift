/// Compact JSON text written piece by piece into storage that is kept from one record to the next:
/// the writer of a record's output puts its keys, strings and numbers here (a string that lies in
/// the record's text as a `JSONStringRange` is copied from there), then hands the bytes on
/// (`withBytes`) and empties it (`removeAll`). It writes exactly what `JSONWriter` writes in compact
/// style: the same escapes, no spaces.
///
/// Commas are its business: a key or an array element after the first of its container gets one.
/// Not copyable, so its storage has one owner.
@usableFromInline package struct JSONOutputBuffer: ~Copyable {
    /// The bytes written.
    private var buffer = JSONByteBuffer(capacity: 1024)
    /// One bit per open container, innermost lowest: set once the container has a member or element.
    private var filled: UInt64 = 0
    /// One bit per open container, innermost lowest: set for an array.
    private var isArray: UInt64 = 0
    /// How many containers are open.
    private var depth = 0

    /// An empty buffer.
    @usableFromInline package init() {}

    /// How many bytes are written.
    @usableFromInline package var count: Int { buffer.count }

    /// Calls `body` with the bytes written.
    @usableFromInline package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.withBytes(body)
    }

    /// Forgets the bytes written, keeping the storage.
    @usableFromInline package mutating func removeAll() {
        buffer.removeAll()
        filled = 0
        isArray = 0
        depth = 0
    }

    /// Opens an object where the next value stands.
    @usableFromInline package mutating func beginObject() {
        open(JSONByte.openBrace)
    }

    /// Closes the innermost object.
    @usableFromInline package mutating func endObject() {
        close(JSONByte.closeBrace)
    }

    /// Opens an array where the next value stands.
    @usableFromInline package mutating func beginArray() {
        open(JSONByte.openBracket)
    }

    /// Closes the innermost array.
    @usableFromInline package mutating func endArray() {
        close(JSONByte.closeBracket)
    }

    /// Names the next member of the innermost object (a key without characters to escape).
    ///
    /// The writers name some thirty keys a record: room is made once for the comma, the quoted key and
    /// the colon, and the key's few bytes are copied as words rather than through `memcpy`
    /// (`JSONByteBuffer.copy(_:count:to:)`).
    @usableFromInline package mutating func key(_ key: StaticString) {
        Self.checkNothingToEscape(in: key)
        let length = key.utf8CodeUnitCount
        if length &+ 4 > buffer.capacity &- buffer.count { buffer.grow(toHold: buffer.count &+ length &+ 4) }
        let out = buffer.base + buffer.count
        var written = 0
        if takesComma() {
            out[0] = JSONByte.comma
            written = 1
        }
        out[written] = JSONByte.quote
        if length > 0 { JSONByteBuffer.copy(key.utf8Start, count: length, to: out + (written &+ 1)) }
        written &+= length &+ 1
        out[written] = JSONByte.quote
        out[written &+ 1] = JSONByte.colon
        buffer.count &+= written &+ 2
    }

    /// Names the next member with `key`, escaped as `JSONWriter` escapes it: a key a mapping table
    /// gives (the unified field tree's and a flavour's own are static strings, above). Disfavoured, so
    /// that a literal key is the static string it can be rather than a `String` escaped byte by byte
    /// (about 200 instructions a key).
    @_disfavoredOverload
    @usableFromInline package mutating func key(_ key: String) {
        separate()
        JSONTextEncoding.writeString(key, into: &buffer)
        buffer.append(JSONByte.colon)
    }

    /// Puts the string `range` of `text` where the next value stands: its bytes as they are when it
    /// has no escapes, else its text escaped as `JSONWriter` escapes it.
    @usableFromInline package mutating func string(_ range: JSONStringRange, in text: UnsafePointer<UInt8>) {
        placeValue()
        if range.hasEscapes {
            JSONTextEncoding.writeString(range.string(in: text), into: &buffer)
        } else {
            buffer.appendQuoted(range.bytes(in: text))
        }
    }

    /// Puts the string `value` where the next value stands, escaped as `JSONWriter` escapes it;
    /// disfavoured, as `key(_:)` is, so that a literal is written as the static string it can be.
    @_disfavoredOverload
    @usableFromInline package mutating func string(_ value: String) {
        placeValue()
        JSONTextEncoding.writeString(value, into: &buffer)
    }

    /// Puts the string `value`, which has no characters to escape, where the next value stands.
    @usableFromInline package mutating func string(_ value: StaticString) {
        placeValue()
        appendQuoted(value)
    }

    /// Puts `json`, the compact text of one JSON value, where the next value stands, as it is.
    @usableFromInline package mutating func json(_ json: UnsafeBufferPointer<UInt8>) {
        placeValue()
        buffer.append(json)
    }

    /// Appends `json` to the value `json(_:)` began, as it is: a value copied in pieces.
    @usableFromInline package mutating func json(continuing json: UnsafeBufferPointer<UInt8>) {
        buffer.append(json)
    }

    /// Puts the string whose UTF-8 is `utf8` where the next value stands, escaped as `JSONWriter`
    /// escapes it: a text made elsewhere (a sentence, a JSON document carried as a string).
    @usableFromInline package mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        placeValue()
        JSONTextEncoding.writeString(utf8: utf8, into: &buffer)
    }

    /// Puts an integer where the next value stands.
    @usableFromInline package mutating func integer(_ integer: Int64) {
        placeValue()
        JSONTextEncoding.writeInteger(integer, into: &buffer)
    }

    /// Appends `string` between quotes as it is: a static string with no characters to escape.
    @inline(__always)
    private mutating func appendQuoted(_ string: StaticString) {
        Self.checkNothingToEscape(in: string)
        buffer.appendQuoted(string.utf8Bytes)
    }

    /// Checks, in a debug build, that `string` has no character to escape (a quote, a backslash or a
    /// control character): a key or value the writers spell as a literal.
    @inline(__always)
    private static func checkNothingToEscape(in string: StaticString) {
        assert(!string.utf8Bytes.contains { $0 == JSONByte.quote || $0 == JSONByte.backslash || $0 < 0x20 }, "\(string) has characters to escape")
    }

    /// A comma before every member or element but the first of its container.
    @inline(__always)
    private mutating func separate() {
        if takesComma() { buffer.append(JSONByte.comma) }
    }

    /// Whether the next member or element of the innermost container takes a comma before it (it is
    /// not the first); the container has one from now on.
    @inline(__always)
    private mutating func takesComma() -> Bool {
        guard depth > 0 else { return false }
        let follows = filled & 1 != 0
        filled |= 1
        return follows
    }

    /// Before a value: inside an array, its separator (inside an object the key has put it).
    @inline(__always)
    private mutating func placeValue() {
        if depth > 0, isArray & 1 != 0 { separate() }
    }

    private mutating func open(_ bracket: UInt8) {
        placeValue()
        precondition(depth < 64, "JSONOutputBuffer nests 64 containers at most")
        buffer.append(bracket)
        filled <<= 1
        isArray = isArray << 1 | (bracket == JSONByte.openBracket ? 1 : 0)
        depth &+= 1
    }

    private mutating func close(_ bracket: UInt8) {
        buffer.append(bracket)
        filled >>= 1
        isArray >>= 1
        depth &-= 1
    }
}
