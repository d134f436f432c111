import GroupEventsJSON

/// What a flavour table says about a record's codes: the rules that match them, and the codes no
/// rule explains.
///
/// A record whose single codes no rule names exactly matches nothing (an unknown code is never
/// absorbed by a rule naming fewer fields); an element of a set field that no rule names is listed
/// in `unexplained` beside the rules its other elements match.
@usableFromInline package struct CodeMatch: Sendable, Hashable {
    /// The matching rules: those naming an element of a set field in the order the record lists the
    /// elements, or else the rules for the record as a whole, in file order.
    @usableFromInline package var rules: [CodeRule]
    /// The record's codes no rule explains, by field (an array of elements for a set field); the
    /// whole of the record's codes when no rule matches.
    @usableFromInline package var unexplained: JSONObject

    /// A match.
    @usableFromInline package init(rules: [CodeRule], unexplained: JSONObject = [:]) {
        self.rules = rules
        self.unexplained = unexplained
    }

    /// Whether every code of the record is explained by a rule.
    @usableFromInline package var isComplete: Bool { !rules.isEmpty && unexplained.isEmpty }
}
