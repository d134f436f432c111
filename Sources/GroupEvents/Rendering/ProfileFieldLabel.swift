import GroupEventsJSON

/// How a sentence names a vendor-specific profile field (`GroupProfileChange.Field`) and, for fields
/// whose values are codes, each value: "changed who may invite to every member" rather than
/// "changed nim.inviteMode". Each vendor plugin supplies the labels of the fields its mapping makes.
public struct ProfileFieldLabel: Sendable, Hashable {
    /// The field's name in English, as it reads after "changed" ("the member limit", "who may invite").
    public let english: String
    /// The field's name in Simplified Chinese.
    public let simplifiedChinese: String
    /// Words for coded values, by the value's text (`"0"`, `"needVerify"`): English, then Chinese.
    public let values: [String: Words]

    /// A value's words in both languages.
    public struct Words: Sendable, Hashable {
        /// The English words.
        public let english: String
        /// The Simplified Chinese words.
        public let simplifiedChinese: String

        /// Words for one value.
        public init(_ english: String, _ simplifiedChinese: String) {
            self.english = english
            self.simplifiedChinese = simplifiedChinese
        }
    }

    /// A label; `values` names coded values, and a value it does not name is written as it came.
    public init(_ english: String, _ simplifiedChinese: String, values: [String: Words] = [:]) {
        self.english = english
        self.simplifiedChinese = simplifiedChinese
        self.values = values
    }

    /// The phrase "changed <field> [“key”] to <value>" in `language`; `key` names one field of a
    /// family (a custom field's key).
    func phrase(for value: JSONValue, key: String? = nil, in language: SentenceLanguage) -> String {
        let text = JSONScalarText.text(of: value)
        let words = values[text]
        switch language {
        case .english:
            let field = key.map { "\(english) \"\($0)\"" } ?? english
            return "changed \(field) to \(words.map { $0.english } ?? "\"\(text)\"")"
        case .simplifiedChinese:
            let field = key.map { "\(simplifiedChinese)“\($0)”" } ?? simplifiedChinese
            return "将\(field)修改为\(words.map { $0.simplifiedChinese } ?? "“\(text)”")"
        }
    }
}
