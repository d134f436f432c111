/// The built-in languages sentences are rendered in (`--lang`); each is a `SentenceTable`.
public enum SentenceLanguage: String, Sendable, Hashable, CaseIterable {
    /// English.
    case english = "en"
    /// Simplified Chinese.
    case simplifiedChinese = "zh-Hans"

    /// The language's words.
    public var table: SentenceTable {
        switch self {
        case .english: .english
        case .simplifiedChinese: .simplifiedChinese
        }
    }
}
