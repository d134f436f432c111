/// Builds a `JSONValue` piece by piece (`JSONComposer`): the value a `JSONTextComposer` given the
/// same pieces writes as text.
@usableFromInline package struct JSONValueComposer: JSONComposer, Sendable {
    /// An open container and, for an object, the key of the member being put in it.
    private enum OpenContainer: Sendable {
        case object(JSONObject, key: String?)
        case array([JSONValue])
    }

    /// The open containers, innermost last.
    private var open: [OpenContainer] = []
    /// The value composed, once the top value is complete.
    @usableFromInline package private(set) var value: JSONValue?

    /// A composer with nothing composed yet.
    @usableFromInline package init() {}

    /// Opens an object, where the next value stands.
    @usableFromInline package mutating func beginObject() {
        open.append(.object(JSONObject(), key: nil))
    }

    /// Closes the innermost open object.
    @usableFromInline package mutating func endObject() {
        guard case .object(let object, nil)? = open.popLast() else { preconditionFailure("no object is open, or a key has no value") }
        place(.object(object))
    }

    /// Opens an array, where the next value stands.
    @usableFromInline package mutating func beginArray() {
        open.append(.array([]))
    }

    /// Closes the innermost open array.
    @usableFromInline package mutating func endArray() {
        guard case .array(let values)? = open.popLast() else { preconditionFailure("no array is open") }
        place(.array(JSONArray(values)))
    }

    /// Names the next member of the innermost open object.
    @usableFromInline package mutating func key(_ key: String) {
        guard case .object(let object, nil)? = open.popLast() else { preconditionFailure("a key goes in an open object, after a value") }
        open.append(.object(object, key: key))
    }

    /// Puts a string where the next value stands.
    @usableFromInline package mutating func string(_ string: String) {
        place(.string(string))
    }

    /// Puts an integer where the next value stands.
    @usableFromInline package mutating func integer(_ integer: Int64) {
        place(.integer(integer))
    }

    /// Puts a whole value where the next value stands.
    @usableFromInline package mutating func value(_ value: JSONValue) {
        place(value)
    }

    /// Puts the value built from a value of an indexed text where the next value stands.
    @usableFromInline package mutating func value(_ value: JSONIndexedValue) {
        place(value.value)
    }

    /// Puts a complete value in the innermost open container, or makes it the composed value.
    private mutating func place(_ value: JSONValue) {
        switch open.popLast() {
        case nil:
            precondition(self.value == nil, "one value is composed at the top")
            self.value = value
        case .object(var object, let key?)?:
            object.append(key, value)
            open.append(.object(object, key: nil))
        case .object?:
            preconditionFailure("a value in an object follows its key")
        case .array(var values)?:
            values.append(value)
            open.append(.array(values))
        }
    }
}
