/// The grammar every reading of a JSON text shares, over bytes in memory: whitespace, strings (checked,
/// not decoded), numbers, literals and the punctuation between members and elements, with the errors
/// and messages each breach gives.
///
/// `JSONParser` (which builds `JSONValue`s) and `JSONTapeIndexer` (which indexes a tape) both walk the
/// text with it and differ only in what they keep, so both accept exactly the same texts and reject the
/// others with the same error at the same offset.
struct JSONScanner {
    /// The first byte of the text.
    let base: UnsafePointer<UInt8>
    /// The number of bytes in the text.
    let count: Int
    /// What every offset in an error adds to a byte's index.
    let baseOffset: Int
    /// The index of the next byte to read.
    var position = 0
    /// How many whitespace bytes have been skipped so far (unchanged over a container = compact text).
    var whitespaceSkipped = 0

    /// A scanner at the start of the `count` bytes at `base`.
    init(base: UnsafePointer<UInt8>, count: Int, baseOffset: Int) {
        self.base = base
        self.count = count
        self.baseOffset = baseOffset
    }

    /// Rejects a text that is empty or starts with a byte order mark, before any scanning.
    static func checkStart(of bytes: UnsafeRawBufferPointer, baseOffset: Int) throws(JSONSyntaxError) {
        guard !bytes.isEmpty else {
            throw JSONSyntaxError(offset: baseOffset, reason: .emptyInput, message: "empty input: expected a JSON value")
        }
        if bytes.starts(with: JSONByte.byteOrderMark) {
            throw JSONSyntaxError(offset: baseOffset, reason: .byteOrderMark, message: JSONByte.byteOrderMarkMessage)
        }
    }

    /// The byte at `position`, or nil at the end of the text.
    @inline(__always)
    var current: UInt8? { position < count ? base[position] : nil }

    // MARK: - Whitespace

    /// Moves past whitespace: byte by byte for the short runs of compact text, 16 bytes at a time
    /// once a run is longer (indentation).
    @inline(__always)
    mutating func skipWhitespace() {
        guard position < count, base[position] <= JSONByte.space, JSONByte.isWhitespace(base[position]) else { return }
        let start = position
        position = JSONByte.endOfWhitespace(base, from: position &+ 1, to: count)
        whitespaceSkipped &+= position &- start
    }

    // MARK: - Structure

    /// Checks the depth for a container opening at `position` inside `depth` open ones, and moves past
    /// its bracket and the whitespace after it.
    @inline(__always)
    mutating func open(depth: Int, maximumDepth: Int) throws(JSONSyntaxError) {
        guard depth < maximumDepth else {
            throw error(.tooDeep, at: position, "arrays and objects nested deeper than \(maximumDepth) levels")
        }
        position &+= 1
        skipWhitespace()
    }

    /// Whether the container just opened closes at once (`{}` or `[]` with `closing` its bracket); moves
    /// past the bracket if so.
    @inline(__always)
    mutating func closesAtOnce(_ closing: UInt8) -> Bool {
        guard position < count && base[position] == closing else { return false }
        position &+= 1
        return true
    }

    /// Reads the key of the next member of an object, the colon and the whitespace after it; returns
    /// where the key's text is (from its opening quote to just past its closing one) and whether the
    /// key holds escapes.
    @inline(__always)
    mutating func beginMember() throws(JSONSyntaxError) -> (quote: Int, end: Int, escaped: Bool) {
        guard position < count && base[position] == JSONByte.quote else {
            throw unexpected(current, "expected '\"' to begin an object key")
        }
        let quote = position
        let escaped = try skipString()
        let end = position
        skipWhitespace()
        guard position < count && base[position] == JSONByte.colon else {
            throw unexpected(current, "expected ':' after object key")
        }
        position &+= 1
        skipWhitespace()
        return (quote, end, escaped)
    }

    /// After a member's or element's value: moves past the whitespace and the comma that announce
    /// another one (true), or past the bracket that closes the container (false).
    @inline(__always)
    mutating func continues(inObject: Bool) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        let next = current
        let closing = inObject ? JSONByte.closeBrace : JSONByte.closeBracket
        if next == JSONByte.comma {
            position &+= 1
            skipWhitespace()
            if position < count && base[position] == closing {
                throw error(.unexpectedByte, at: position, inObject ? "trailing comma before '}'" : "trailing comma before ']'")
            }
            return true
        }
        guard next == closing else {
            throw unexpected(next, inObject ? "expected ',' or '}' after object member" : "expected ',' or ']' after array element")
        }
        position &+= 1
        return false
    }

    /// Checks that nothing but whitespace follows the document's value.
    mutating func finishDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        guard position == count else {
            throw error(.trailingContent, at: position, "unexpected \(JSONByte.describe(current)) after the JSON value")
        }
    }

    /// Checks that a value starts at `position` (after the document's leading whitespace).
    func expectDocument() throws(JSONSyntaxError) {
        guard position < count else {
            throw error(.emptyInput, at: position, "input has only whitespace: expected a JSON value")
        }
    }

    /// The error for a byte at `position` that begins no value (or the end of the text).
    func notAValue() -> JSONSyntaxError {
        guard position < count else { return error(.unexpectedEnd, at: position, "unexpected end of input: expected a value") }
        return error(.unexpectedByte, at: position, "expected a value, found \(JSONByte.describe(current))")
    }

    // MARK: - Scalars

    /// Moves past the string whose opening quote is at `position`, checking its UTF-8, control
    /// characters and escapes; returns whether it holds escapes (its text then needs
    /// `JSONEscapes.decode`).
    mutating func skipString() throws(JSONSyntaxError) -> Bool {
        let contentStart = position &+ 1
        var passed: UInt64 = 0
        position = JSONByte.endOfPlainRun(base, from: contentStart, to: count, passed: &passed)
        if position < count && base[position] == JSONByte.quote {
            if JSONByte.includesNonASCII(passed) { try validateUTF8(from: contentStart, to: position) }
            position &+= 1
            return false
        }
        var runStart = contentStart
        while true {
            guard position < count else {
                throw error(.unexpectedEnd, at: position, "unexpected end of input inside the string that starts at byte \(baseOffset + contentStart - 1)")
            }
            let current = base[position]
            if current < 0x20 {
                throw error(
                    .controlCharacterInString, at: position,
                    "unescaped control character \(JSONByte.describe(current)) in string; write it as an escape such as \\n or \\u00XX"
                )
            }
            if JSONByte.includesNonASCII(passed) {
                try validateUTF8(from: runStart, to: position)
                passed = 0
            }
            if current == JSONByte.quote {
                position &+= 1
                return true
            }
            try skipEscape()
            runStart = position
            position = JSONByte.endOfPlainRun(base, from: runStart, to: count, passed: &passed)
        }
    }

    /// Checks that the string content in `start..<end` is well-formed UTF-8.
    @inline(__always)
    private func validateUTF8(from start: Int, to end: Int) throws(JSONSyntaxError) {
        if let bad = JSONUTF8.firstInvalidSequence(base, from: start, to: end) {
            throw error(.invalidUTF8, at: bad, "ill-formed UTF-8 in string at \(JSONByte.describe(base[bad]))")
        }
    }

    /// Moves past the escape whose backslash is at `position`, checking it (a `\u` escape of a high
    /// surrogate with the low one after it).
    mutating func skipEscape() throws(JSONSyntaxError) {
        let backslash = position
        guard position &+ 1 < count else {
            throw error(.unexpectedEnd, at: count, "unexpected end of input inside an escape sequence")
        }
        let letter = base[position &+ 1]
        position &+= 2
        guard letter == UInt8(ascii: "u") else {
            guard JSONEscapes.simple(letter) != nil else {
                throw error(
                    .invalidEscape, at: backslash,
                    "invalid escape '\\' followed by \(JSONByte.describe(letter)); allowed are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
                )
            }
            return
        }
        let unit = try skipHexQuad(escapeAt: backslash)
        switch unit {
        case 0xD800...0xDBFF:
            let low = position
            guard position &+ 1 < count, base[position] == JSONByte.backslash, base[position &+ 1] == UInt8(ascii: "u") else {
                throw error(
                    .loneSurrogate, at: backslash, "high surrogate escape \\u\(JSONByte.hex(unit, digits: 4)) is not followed by a low surrogate escape")
            }
            position &+= 2
            let second = try skipHexQuad(escapeAt: low)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error(
                    .loneSurrogate, at: backslash,
                    "high surrogate escape \\u\(JSONByte.hex(unit, digits: 4)) is followed by \\u\(JSONByte.hex(second, digits: 4)), not a low surrogate")
            }
        case 0xDC00...0xDFFF:
            throw error(.loneSurrogate, at: backslash, "low surrogate escape \\u\(JSONByte.hex(unit, digits: 4)) without a high surrogate before it")
        default:
            break
        }
    }

    /// Reads the four hex digits at `position` of a `\u` escape that starts at `escapeAt`.
    @inline(__always)
    private mutating func skipHexQuad(escapeAt: Int) throws(JSONSyntaxError) -> UInt32 {
        for index in position..<position &+ 4 {
            guard index < count else {
                throw error(.unexpectedEnd, at: count, "unexpected end of input inside a \\u escape")
            }
            guard JSONByte.hexDigitValue(base[index]) != nil else {
                throw error(.invalidEscape, at: escapeAt, "\\u must be followed by four hex digits, found \(JSONByte.describe(base[index]))")
            }
        }
        position &+= 4
        return JSONEscapes.hexQuad(base, at: position &- 4)
    }

    /// Moves past the number that starts at `position`, checking its grammar.
    @inline(__always)
    mutating func skipNumber() throws(JSONSyntaxError) {
        let start = position
        do throws(JSONByte.NumberMistake) {
            position = try JSONByte.endOfNumber(base, from: start, to: count)
        } catch let mistake {
            position = mistake.index
            switch mistake.kind {
            case .missingDigit: throw numberError("expected a digit after '-'")
            case .leadingZero: throw error(.invalidNumber, at: start, "numbers must not have leading zeros")
            case .missingFractionDigit: throw numberError("expected a digit after the decimal point")
            case .missingExponentDigit: throw numberError("expected a digit in the exponent")
            }
        }
    }

    private func numberError(_ expectation: String) -> JSONSyntaxError {
        error(.invalidNumber, at: position, "invalid number: \(expectation), found \(JSONByte.describe(current))")
    }

    /// Moves past `literal` (`true`, `false` or `null`), which must start at `position`.
    @inline(__always)
    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let length = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        for index in 0..<length where position &+ index >= count || base[position &+ index] != start[index] {
            let found = position &+ index < count ? base[position &+ index] : nil
            throw error(
                found == nil ? .unexpectedEnd : .unexpectedByte, at: position &+ index,
                "invalid literal: expected '\(literal)', found \(JSONByte.describe(found))"
            )
        }
        position &+= length
    }

    // MARK: - Errors

    /// An error at byte index `index`.
    func error(_ reason: JSONSyntaxError.Reason, at index: Int, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: baseOffset + index, reason: reason, message: message)
    }

    /// An error at `position` for the byte `found` (nil at the end of input), which is not what `expectation` wants.
    private func unexpected(_ found: UInt8?, _ expectation: String) -> JSONSyntaxError {
        error(found == nil ? .unexpectedEnd : .unexpectedByte, at: position, "\(expectation), found \(JSONByte.describe(found))")
    }
}
