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
@usableFromInline package struct JSONEmbeddedDocument: Sendable, Hashable {
    /// The document; edit it freely. While it is unedited, reading it builds it from `indexed`.
    @usableFromInline package var value: JSONValue {
        get { edited ?? indexed.root.value }
        set { edited = newValue }
    }
    /// The string's text, as it was read (built from `indexed.bytes` when asked for).
    @usableFromInline package var text: String { String(decoding: indexed.bytes, as: UTF8.self) }
    /// The text, indexed: read where it lies (`indexed.root`), the original to tell whether `value`
    /// changed, and the source to copy its unchanged parts from.
    @usableFromInline package let indexed: JSONIndexedText
    /// The value once set; nil while the document is as read.
    private var edited: JSONValue?

    /// Reads the text of a string as one JSON document; a text that is not JSON throws, with the
    /// offset of the problem in the text's UTF-8 bytes.
    @usableFromInline package init(text: String, reader: JSONReader = JSONReader()) throws(JSONSyntaxError) {
        try self.init(utf8: Array(text.utf8), reader: reader)
    }

    /// Reads the UTF-8 bytes of a string's text (`JSONTapeValue.stringUTF8`) as one JSON document,
    /// without building the string; a text that is not JSON throws, with the offset of the problem.
    @usableFromInline package init(utf8: [UInt8], reader: JSONReader = JSONReader()) throws(JSONSyntaxError) {
        indexed = try JSONIndexedText(bytes: utf8, maximumDepth: reader.maximumDepth)
    }

    /// The text to write back: `text` while `value` is unchanged, otherwise `value` written compactly.
    @usableFromInline package var writtenText: String {
        guard let edited, edited != indexed.root.value else { return text }
        var writer = JSONWriter(style: .compact, source: indexed.source)
        writer.write(edited)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The JSON string to write in the outer record: `writtenText` as a string value.
    @usableFromInline package var stringValue: JSONValue { .string(writtenText) }

    /// Documents are equal when their values and texts are.
    @usableFromInline package static func == (lhs: JSONEmbeddedDocument, rhs: JSONEmbeddedDocument) -> Bool {
        // The same bytes are the same text; other bytes may still spell an equal `String`.
        guard lhs.indexed.bytes == rhs.indexed.bytes || lhs.text == rhs.text else { return false }
        // Unedited documents of the same text hold the same value.
        return lhs.edited == nil && rhs.edited == nil || lhs.value == rhs.value
    }

    /// Hashes the value and the text.
    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(text)
    }
}
