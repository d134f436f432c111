/// A JSON document carried as the text of a JSON string — NIM message copies send `attach` as
/// `"{\"id\":0,\"data\":{…}}"` — read as a value of its own and written back as a string.
///
/// While `value` is unchanged, `text` comes back as the very same text it was read from (spacing,
/// escapes and all). Once edited, the value is written compactly, and every object and array of the
/// text that is still unchanged and was compact is copied from the text verbatim (`JSONWriter`'s
/// source copy), so only what changed is written anew.
///
/// Offsets inside `value` count UTF-8 bytes of `text` from 0: they locate values inside the string's
/// text, not in the file the string came from.
public struct JSONEmbeddedDocument: Sendable, Hashable {
    /// The document; edit it freely.
    public var value: JSONValue
    /// The string's text, as it was read.
    public let text: String
    /// The document as read, to tell whether `value` changed.
    private let original: JSONValue
    /// The bytes of `text`, for copying unchanged parts.
    private let source: JSONSource

    /// Reads the text of a string as one JSON document; a text that is not JSON throws, with the
    /// offset of the problem in the text's UTF-8 bytes.
    public init(text: String, reader: JSONReader = JSONReader()) throws(JSONSyntaxError) {
        let read = try reader.readWithSource(Array(text.utf8))
        self.value = read.value
        self.text = text
        self.original = read.value
        self.source = read.source
    }

    /// The text to write back: `text` while `value` is unchanged, otherwise `value` written compactly.
    public var writtenText: String {
        guard value != original else { return text }
        var writer = JSONWriter(style: .compact, source: source)
        writer.write(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The JSON string to write in the outer record: `writtenText` as a string value.
    public var stringValue: JSONValue { .string(writtenText) }

    /// Documents are equal when their values and texts are.
    public static func == (lhs: JSONEmbeddedDocument, rhs: JSONEmbeddedDocument) -> Bool {
        lhs.value == rhs.value && lhs.text == rhs.text
    }

    /// Hashes the value and the text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(text)
    }
}
