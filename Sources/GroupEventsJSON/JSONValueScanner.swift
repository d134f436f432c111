/// Finds where one JSON value ends without parsing it: brackets are counted, strings and escapes
/// skipped, nothing is checked. Used by the framer, with no recursion, so any depth is fine.
struct JSONValueScanner: Sendable {
    /// Whether a byte belongs to the value.
    enum Step {
        /// The byte is part of the value.
        case part
        /// The value ended before this byte.
        case after
    }

    private var depth = 0
    /// Whether the scanner is inside a string.
    private(set) var isInString = false
    private var isEscaped = false
    /// Whether the next byte is inside a string and not escaped, so plain bytes up to the next quote,
    /// backslash or control character may be skipped without `step`.
    var isInPlainString: Bool { isInString && !isEscaped }
    private var hasStarted = false
    /// Whether the value is a bare token (number, literal or garbage) rather than a string or container.
    private var isToken = false
    private var isComplete = false

    /// A scanner expecting the value's first byte.
    init() {}

    /// Takes the next byte.
    @inline(__always)
    mutating func step(_ byte: UInt8) -> Step {
        if isComplete { return .after }
        if isInString {
            if isEscaped {
                isEscaped = false
            } else if byte == JSONByte.backslash {
                isEscaped = true
            } else if byte == JSONByte.quote {
                isInString = false
                isComplete = depth == 0
            }
            return .part
        }
        guard hasStarted else {
            hasStarted = true
            switch byte {
            case JSONByte.quote: isInString = true
            case JSONByte.openBrace, JSONByte.openBracket: depth = 1
            default: isToken = true
            }
            return .part
        }
        if isToken {
            guard JSONByte.isWhitespace(byte) || Self.isStructural(byte) else { return .part }
            isComplete = true
            return .after
        }
        switch byte {
        case JSONByte.quote:
            isInString = true
        case JSONByte.openBrace, JSONByte.openBracket:
            depth += 1
        case JSONByte.closeBrace, JSONByte.closeBracket:
            depth -= 1
            isComplete = depth == 0
        default:
            break
        }
        return .part
    }

    @inline(__always)
    private static func isStructural(_ byte: UInt8) -> Bool {
        switch byte {
        case JSONByte.openBrace, JSONByte.closeBrace, JSONByte.openBracket, JSONByte.closeBracket,
            JSONByte.comma, JSONByte.colon, JSONByte.quote:
            true
        default:
            false
        }
    }
}
