/// A JSON object written member by member as compact text, spelled as `JSONWriter` writes compactly:
/// for a writer that builds an object afresh (`ObjectWriter` in the core), so that the object reaches
/// the output as a copy of its text, without a tree of values built, walked and freed. A nested
/// object or an array of them is another `JSONCompactObject`, whose text is copied in.
///
/// Members keep the order they are written in, duplicate keys included. A value: copies share the
/// text until one of them writes (copy on write).
@usableFromInline package struct JSONCompactObject: Sendable {
    /// The members' text, without the braces.
    private final class Storage: @unchecked Sendable {
        // Written only by the one object that holds it uniquely (`makeUnique()`), so the run-time
        // check that no two accesses overlap, costly for every member written, is left out.
        @exclusivity(unchecked) var buffer: JSONByteBuffer

        init(capacity: Int) {
            buffer = JSONByteBuffer(capacity: capacity)
        }
    }

    private var storage: Storage
    /// Whether no member has been written.
    @usableFromInline package private(set) var isEmpty = true

    /// An empty object with room for about `capacity` bytes of members before it grows.
    @usableFromInline package init(capacity: Int) {
        storage = Storage(capacity: capacity)
    }

    /// Appends a member whose value is a string.
    @usableFromInline package mutating func append(_ key: String, string: String) {
        beginMember(key)
        JSONTextEncoding.writeString(string, into: &storage.buffer)
    }

    /// Appends a member whose value is the string whose UTF-8 is `utf8` (well-formed UTF-8: JSON text
    /// written elsewhere, say), without a `String` of it.
    @usableFromInline package mutating func append(_ key: String, utf8: UnsafeBufferPointer<UInt8>) {
        beginMember(key)
        JSONTextEncoding.writeString(utf8: utf8, into: &storage.buffer)
    }

    /// Appends a member whose value is an integer.
    @usableFromInline package mutating func append(_ key: String, integer: Int64) {
        beginMember(key)
        JSONTextEncoding.writeInteger(integer, into: &storage.buffer)
    }

    /// Appends a member whose value is a Boolean.
    @usableFromInline package mutating func append(_ key: String, bool: Bool) {
        beginMember(key)
        appendLiteral(bool ? "true" : "false")
    }

    /// Appends a member whose value is an array of strings.
    @usableFromInline package mutating func append(_ key: String, strings: [String]) {
        beginMember(key)
        appendArray(strings) { JSONTextEncoding.writeString($0, into: &$1) }
    }

    /// Appends a member whose value is an array of integers.
    @usableFromInline package mutating func append(_ key: String, integers: [Int64]) {
        beginMember(key)
        appendArray(integers) { JSONTextEncoding.writeInteger($0, into: &$1) }
    }

    /// Appends a member whose value is `object`.
    @usableFromInline package mutating func append(_ key: String, object: JSONCompactObject) {
        beginMember(key)
        object.appendText(to: &storage.buffer)
    }

    /// Appends a member whose value is an array of `objects`.
    @usableFromInline package mutating func append(_ key: String, objects: [JSONCompactObject]) {
        beginMember(key)
        appendArray(objects) { $0.appendText(to: &$1) }
    }

    /// Appends a member whose value is a string holding `object`'s compact text (an embedded document).
    @usableFromInline package mutating func append(_ key: String, embedding object: JSONCompactObject) {
        beginMember(key)
        object.withText { JSONTextEncoding.writeString(utf8: $0, into: &storage.buffer) }
    }

    /// Appends a member whose value is `value`, written anew, and says whether it did. A value holding
    /// an array or object read from compact text is left out (false): a `JSONWriter` given that text
    /// as its source copies such a container as it was read, escapes included, so writing it anew
    /// here could spell it differently.
    @usableFromInline package mutating func append(_ key: String, value: JSONValue) -> Bool {
        guard !value.holdsSourceText else { return false }
        beginMember(key)
        switch value {
        case .null: appendLiteral("null")
        case .bool(let bool): appendLiteral(bool ? "true" : "false")
        case .number(let number): JSONTextEncoding.withUTF8(of: number.text) { storage.buffer.append($0) }
        case .string(let string): JSONTextEncoding.writeString(string, into: &storage.buffer)
        case .array, .object:
            var composer = JSONTextComposer(indentWidth: nil, source: nil, capacity: 64)
            composer.value(value)
            composer.withBytes { storage.buffer.append($0) }
        }
        return true
    }

    /// Orders the members by the bytes of their keys, as `JSONObject.members.sort` by `key.utf8` would,
    /// and says whether it did; members whose keys hold escapes (whose text is not their bytes) are
    /// left in place (false).
    @usableFromInline package mutating func sortMembersByKey() -> Bool {
        guard !isEmpty else { return true }
        var tape = JSONTape()
        let sorted: Storage? = withText { bytes in
            do {
                try tape.index(UnsafeRawBufferPointer(bytes), baseOffset: 0)
            } catch {
                preconditionFailure("a compact object's text is well-formed JSON: \(error)")
            }
            // Each member as the range of its key's text (inside the quotes) and of the whole member.
            var members: [(key: Range<Int>, member: Range<Int>)] = []
            var entry = 1
            while entry < tape.entries.count {
                let key = tape.entries[entry]
                guard !key.hasEscapes else { return nil }
                let value = tape.entries[entry &+ 1]
                members.append((key.start &+ 1..<key.end &- 1, key.start..<value.end))
                entry = value.next
            }
            members.sort { bytes[$0.key].lexicographicallyPrecedes(bytes[$1.key]) }
            let sorted = Storage(capacity: bytes.count)
            for (index, member) in members.enumerated() {
                if index > 0 { sorted.buffer.append(JSONByte.comma) }
                sorted.buffer.append(UnsafeBufferPointer(rebasing: bytes[member.member]))
            }
            return sorted
        }
        guard let sorted else { return false }
        storage = sorted
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
        storage.buffer.withBytes { buffer.append($0) }
        buffer.append(JSONByte.closeBrace)
    }

    /// Calls `body` with the object's text, braces included (a copy: the members' text has none).
    private func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = JSONByteBuffer(capacity: storage.buffer.count &+ 2)
        appendText(to: &text)
        return text.withBytes(body)
    }

    /// Calls `body` with the members' text, without the braces.
    func withMemberBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.buffer.withBytes(body)
    }

    /// The comma after a previous member, the key and its colon.
    @inline(__always)
    private mutating func beginMember(_ key: String) {
        makeUnique()
        if isEmpty { isEmpty = false } else { storage.buffer.append(JSONByte.comma) }
        JSONTextEncoding.writeString(key, into: &storage.buffer)
        storage.buffer.append(JSONByte.colon)
    }

    /// Appends an array of `elements`, each written by `write`.
    @inline(__always)
    private mutating func appendArray<Element>(_ elements: [Element], _ write: (Element, inout JSONByteBuffer) -> Void) {
        storage.buffer.append(JSONByte.openBracket)
        for index in elements.indices {
            if index > 0 { storage.buffer.append(JSONByte.comma) }
            write(elements[index], &storage.buffer)
        }
        storage.buffer.append(JSONByte.closeBracket)
    }

    @inline(__always)
    private mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { storage.buffer.append($0) }
    }

    /// Gives this object storage of its own before it writes, when a copy shares it.
    @inline(__always)
    private mutating func makeUnique() {
        guard !isKnownUniquelyReferenced(&storage) else { return }
        let copy = Storage(capacity: storage.buffer.count &* 2)
        storage.buffer.withBytes { copy.buffer.append($0) }
        storage = copy
    }
}
