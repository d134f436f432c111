import GroupEventsJSON

/// One field of a flavour's record codes, as its table declares it: its name, whether a record
/// carries a set of codes in it, and whether the vendor may send its numbers as strings.
///
/// In a mapping file a code field is either its name (`"event"`) or an object:
/// `{"name": "tags", "set": true, "numbersAsStrings": true}`.
@usableFromInline package struct CodeField: Sendable, Hashable {
    /// The field's name, as rules and records name it (`event`, `tags`).
    @usableFromInline package var name: String
    /// Whether a record carries several codes in this field (an array: NIM update tags, TIM change
    /// entries); each rule then names one element, and one record may match several rules.
    @usableFromInline package var isSet: Bool
    /// Whether the vendor writes this field's numbers as strings too, so that `"1"` matches `1`.
    @usableFromInline package var numbersAsStrings: Bool

    /// A code field; by default a single code whose numbers are numbers.
    @usableFromInline package init(name: String, isSet: Bool = false, numbersAsStrings: Bool = false) {
        self.name = name
        self.isSet = isSet
        self.numbersAsStrings = numbersAsStrings
    }

    /// `value` in the one spelling lookups compare: with `numbersAsStrings`, a string holding an
    /// integer is that number (`"1"` → `1`); everything else stays as it is.
    @usableFromInline package func normalized(_ value: JSONValue) -> JSONValue {
        guard numbersAsStrings, case .string(let text) = value, let number = JSONNumber(text: text), number.isInteger else {
            return value
        }
        return .number(number)
    }
}
