import GroupEventsJSON

/// Short text for a raw code in a sentence: numbers and strings as they are, other values as compact JSON.
@usableFromInline package enum JSONScalarText {
    /// The value's text: a number's or string's as it is, any other value's compact JSON.
    @usableFromInline package static func text(of value: JSONValue) -> String {
        switch value {
        case .number(let number): number.text
        case .string(let string): string
        default: JSONWriter.compactString(value)
        }
    }
}
