/// The languages sentences are rendered in (`--lang`).
public enum SentenceLanguage: String, Sendable, Hashable, CaseIterable {
    /// English.
    case english = "en"
    /// Simplified Chinese.
    case simplifiedChinese = "zh-Hans"
}
