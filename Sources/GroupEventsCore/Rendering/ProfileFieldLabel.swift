import GroupEventsJSON

/// How a sentence names a vendor-specific profile field (`GroupProfileChange.Field`) and, for fields
/// whose values are codes, each value: "changed who may invite to every member" rather than
/// "changed nim.inviteMode". Each vendor plugin supplies the labels of the fields its mapping makes.
///
/// Words are kept by language tag (`SentenceTable.languageTag`); a language a label has no words for
/// is given the English ones.
public struct ProfileFieldLabel: Sendable, Hashable {
    /// The field's name by language tag, as it reads after "changed" ("the member limit", "who may invite").
    public let names: [String: String]
    /// Words for coded values, by the value's text (`"0"`, `"needVerify"`).
    public let values: [String: Words]

    /// A value's words, by language tag.
    public struct Words: Sendable, Hashable {
        /// The words by language tag.
        public let byLanguage: [String: String]

        /// Words in English and Simplified Chinese.
        public init(_ english: String, _ simplifiedChinese: String) {
            byLanguage = [SentenceTable.english.languageTag: english, SentenceTable.simplifiedChinese.languageTag: simplifiedChinese]
        }

        /// Words in any languages, by language tag.
        public init(byLanguage: [String: String]) {
            self.byLanguage = byLanguage
        }

        /// The words in the language tagged `tag`, or else the English ones.
        func text(in tag: String) -> String? {
            byLanguage[tag] ?? byLanguage[SentenceTable.english.languageTag]
        }
    }

    /// A label in English and Simplified Chinese; `values` names coded values, and a value it does not
    /// name is written as it came.
    public init(_ english: String, _ simplifiedChinese: String, values: [String: Words] = [:]) {
        self.init(names: Words(english, simplifiedChinese).byLanguage, values: values)
    }

    /// A label in any languages, by language tag.
    public init(names: [String: String], values: [String: Words] = [:]) {
        self.names = names
        self.values = values
    }

    /// The field's name in the language tagged `tag` (or English).
    func name(in tag: String) -> String? {
        Words(byLanguage: names).text(in: tag)
    }

    /// The words for `value` in the language tagged `tag`, or nil for a value without words.
    func words(for value: JSONValue, in tag: String) -> String? {
        values[JSONScalarText.text(of: value)]?.text(in: tag)
    }
}
