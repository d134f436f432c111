/// Something a JSON value is composed into piece by piece: opening and closing containers, naming
/// members, and putting values in place. `JSONTextComposer` writes the pieces as text straight away;
/// `JSONValueComposer` builds a `JSONValue` of them. A shape composed once, generically, so gives both
/// a value for programs and bytes for the command without building a tree first.
///
/// Inside an object every value follows its `key`; inside an array values follow one another; at the
/// top there is exactly one value.
@usableFromInline package protocol JSONComposer: ~Copyable {
    /// Opens an object, where the next value stands.
    mutating func beginObject()
    /// Closes the innermost open object.
    mutating func endObject()
    /// Opens an array, where the next value stands.
    mutating func beginArray()
    /// Closes the innermost open array.
    mutating func endArray()
    /// Names the next member of the innermost open object.
    mutating func key(_ key: String)
    /// Puts a string where the next value stands.
    mutating func string(_ string: String)
    /// Puts an integer where the next value stands.
    mutating func integer(_ integer: Int64)
    /// Puts a whole value where the next value stands.
    mutating func value(_ value: JSONValue)
    /// Puts a value of an indexed text where the next value stands, as the value built from it would be.
    mutating func value(_ value: JSONIndexedValue)
}
