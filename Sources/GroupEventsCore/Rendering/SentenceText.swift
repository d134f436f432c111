/// Text made for a sentence, and whether it begins with a language table's own words (which a
/// language that capitalizes may capitalize) rather than with a name or value from a record (which is
/// written exactly as it came).
struct SentenceText: Sendable, Hashable {
    /// The text.
    var text: String
    /// Whether the text begins with the table's words.
    var startsWithWords: Bool

    /// A record's own text: a name, a notice, a value.
    static func verbatim(_ text: String) -> SentenceText {
        SentenceText(text: text, startsWithWords: false)
    }

    /// A table's words.
    static func words(_ text: String) -> SentenceText {
        SentenceText(text: text, startsWithWords: true)
    }
}
