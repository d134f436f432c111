extension JSONValue: ExpressibleByStringLiteral {
    /// A JSON string from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A JSON Boolean from a literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// A JSON number from an integer literal.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}
