/// A template with a form for one and a form for any other count ("{members} was removed" /
/// "{members} were removed"); a language without plural forms gives one text for both.
public struct PluralTemplate: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The form for a count of one.
    public let one: SentenceTemplate
    /// The form for every other count (none, several).
    public let other: SentenceTemplate

    /// A template with two forms.
    public init(one: SentenceTemplate, other: SentenceTemplate) {
        self.one = one
        self.other = other
    }

    /// One form for every count.
    public init(stringLiteral text: String) {
        let template = SentenceTemplate(text)
        self.init(one: template, other: template)
    }

    /// The form for `count`.
    public func form(for count: Int) -> SentenceTemplate {
        count == 1 ? one : other
    }
}
