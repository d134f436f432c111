/// The reader's engine: one pass over the bytes with an explicit stack of open arrays and objects.
///
/// Members and entries of open containers wait in two shared scratch stacks (a member is pushed with a
/// placeholder value as soon as its key is read); when a container closes, its part is moved out into
/// an array of exactly the right size.
struct JSONParser: ~Copyable {
    /// An array or object that is open while its children are read.
    private struct Frame {
        /// Whether the container is an object (else an array).
        var isObject: Bool
        /// Index of the container's first byte.
        var start: Int
        /// Where the container's children begin in `members` or `entries`.
        var firstChild: Int
        /// Index of the first byte of the array element being read.
        var elementStart: Int
        /// `whitespaceSkipped` when the container opened: unchanged at its close means compact text.
        var whitespaceMark: Int
    }

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private let baseOffset: Int
    private let maximumDepth: Int
    /// The read's document number, stamped on compact containers.
    private let document: UInt32
    private var position = 0
    /// How many whitespace bytes have been skipped so far.
    private var whitespaceSkipped = 0
    private var frames: JSONStack<Frame>
    private var members: JSONStack<JSONObject.Member>
    private var entries: JSONStack<JSONArray.Entry>
    private var unescaped: [UInt8] = []

    private init(
        base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, maximumDepth: Int, document: UInt32,
        frames: UnsafeMutableBufferPointer<Frame>, members: UnsafeMutableBufferPointer<JSONObject.Member>,
        entries: UnsafeMutableBufferPointer<JSONArray.Entry>
    ) {
        self.base = base
        self.count = count
        self.baseOffset = baseOffset
        self.maximumDepth = maximumDepth
        self.document = document
        self.frames = JSONStack(initialStorage: frames)
        self.members = JSONStack(initialStorage: members)
        self.entries = JSONStack(initialStorage: entries)
    }

    /// Reads one value surrounded by optional whitespace from the `count` bytes at `base`, with scratch
    /// space on the thread's stack for typical documents.
    static func parse(
        base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, maximumDepth: Int, document: UInt32
    ) throws(JSONSyntaxError) -> JSONValue {
        try withUnsafeTemporaryAllocation(of: Frame.self, capacity: 8) { frames throws(JSONSyntaxError) in
            try withUnsafeTemporaryAllocation(of: JSONObject.Member.self, capacity: 16) { members throws(JSONSyntaxError) in
                try withUnsafeTemporaryAllocation(of: JSONArray.Entry.self, capacity: 16) { entries throws(JSONSyntaxError) in
                    var parser = JSONParser(
                        base: base, count: count, baseOffset: baseOffset, maximumDepth: maximumDepth, document: document,
                        frames: frames, members: members, entries: entries
                    )
                    return try parser.parseDocument()
                }
            }
        }
    }

    /// Reads one value surrounded by optional whitespace, up to the end of the input.
    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < count else {
            throw error(.emptyInput, at: position, "input has only whitespace: expected a JSON value")
        }
        let value = try parseValue()
        skipWhitespace()
        guard position == count else {
            throw error(.trailingContent, at: position, "unexpected \(describeCurrent()) after the JSON value")
        }
        return value
    }

    // MARK: - Structure

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        nextValue: while true {
            guard position < count else { throw error(.unexpectedEnd, at: position, "unexpected end of input: expected a value") }
            let start = position
            let mark = whitespaceSkipped
            var completed: JSONValue?
            switch byte(at: position) {
            case JSONByte.openBrace:
                try open(at: start)
                if position < count && byte(at: position) == JSONByte.closeBrace {
                    position &+= 1
                    completed = .object(JSONObject(members: [], offset: offset(start), sourceSpan: compactSpan(from: start, mark: mark)))
                } else {
                    frames.push(Frame(isObject: true, start: start, firstChild: members.count, elementStart: 0, whitespaceMark: mark))
                    try beginMember()
                    continue nextValue
                }
            case JSONByte.openBracket:
                try open(at: start)
                if position < count && byte(at: position) == JSONByte.closeBracket {
                    position &+= 1
                    completed = .array(JSONArray(entries: [], offset: offset(start), sourceSpan: compactSpan(from: start, mark: mark)))
                } else {
                    frames.push(Frame(isObject: false, start: start, firstChild: entries.count, elementStart: position, whitespaceMark: mark))
                    continue nextValue
                }
            case JSONByte.quote:
                completed = .string(try parseString())
            case JSONByte.minus, JSONByte.zero...0x39:
                completed = .number(try parseNumber())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                completed = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                completed = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                completed = .null
            default:
                throw error(.unexpectedByte, at: position, "expected a value, found \(describeCurrent())")
            }

            // A value is complete: hand it to the open containers, closing those that end here.
            while let value = completed.take() {
                guard !frames.isEmpty else { return value }
                let top = frames.top
                skipWhitespace()
                let next: UInt8? = position < count ? byte(at: position) : nil
                if top.pointee.isObject {
                    members.top.pointee.value = value
                    if next == JSONByte.comma {
                        position &+= 1
                        skipWhitespace()
                        if position < count && byte(at: position) == JSONByte.closeBrace {
                            throw error(.unexpectedByte, at: position, "trailing comma before '}'")
                        }
                        try beginMember()
                        continue nextValue
                    }
                    guard next == JSONByte.closeBrace else {
                        throw unexpected(next, "expected ',' or '}' after object member")
                    }
                    position &+= 1
                    let frame = frames.pop()
                    completed = .object(
                        JSONObject(
                            members: members.popArray(from: frame.firstChild), offset: offset(frame.start),
                            sourceSpan: compactSpan(from: frame.start, mark: frame.whitespaceMark)))
                } else {
                    entries.push(JSONArray.Entry(value: value, offset: offset(top.pointee.elementStart)))
                    if next == JSONByte.comma {
                        position &+= 1
                        skipWhitespace()
                        if position < count && byte(at: position) == JSONByte.closeBracket {
                            throw error(.unexpectedByte, at: position, "trailing comma before ']'")
                        }
                        top.pointee.elementStart = position
                        continue nextValue
                    }
                    guard next == JSONByte.closeBracket else {
                        throw unexpected(next, "expected ',' or ']' after array element")
                    }
                    position &+= 1
                    let frame = frames.pop()
                    completed = .array(
                        JSONArray(
                            entries: entries.popArray(from: frame.firstChild), offset: offset(frame.start),
                            sourceSpan: compactSpan(from: frame.start, mark: frame.whitespaceMark)))
                }
            }
        }
    }

    /// Checks the depth for a container opening at `start` and moves past its bracket and whitespace.
    @inline(__always)
    private mutating func open(at start: Int) throws(JSONSyntaxError) {
        guard frames.count < maximumDepth else {
            throw error(.tooDeep, at: start, "arrays and objects nested deeper than \(maximumDepth) levels")
        }
        position &+= 1
        skipWhitespace()
    }

    /// Reads `"key"`, the colon and whitespace of the next member of the innermost object, and pushes the
    /// member with a placeholder value.
    @inline(__always)
    private mutating func beginMember() throws(JSONSyntaxError) {
        guard position < count && byte(at: position) == JSONByte.quote else {
            throw unexpected(position < count ? byte(at: position) : nil, "expected '\"' to begin an object key")
        }
        let key = try parseString()
        skipWhitespace()
        guard position < count && byte(at: position) == JSONByte.colon else {
            throw unexpected(position < count ? byte(at: position) : nil, "expected ':' after object key")
        }
        position &+= 1
        skipWhitespace()
        members.push(JSONObject.Member(key: key, value: .null, offset: offset(position)))
    }

    // MARK: - Scalars

    /// Reads a string whose opening quote is at `position`.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let contentStart = position &+ 1
        var passed: UInt64 = 0
        position = JSONByte.endOfPlainRun(base, from: contentStart, to: count, passed: &passed)
        if position < count && byte(at: position) == JSONByte.quote {
            if JSONByte.includesNonASCII(passed) { try validateUTF8(from: contentStart, to: position) }
            position &+= 1
            return String(decoding: UnsafeBufferPointer(start: base + contentStart, count: position &- 1 &- contentStart), as: UTF8.self)
        }

        if unescaped.capacity == 0 { unescaped.reserveCapacity(256) }
        unescaped.removeAll(keepingCapacity: true)
        var runStart = contentStart
        while true {
            guard position < count else {
                throw error(.unexpectedEnd, at: position, "unexpected end of input inside the string that starts at byte \(baseOffset + contentStart - 1)")
            }
            let current = byte(at: position)
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
            unescaped.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position &- runStart))
            if current == JSONByte.quote {
                position &+= 1
                return String(decoding: unescaped, as: UTF8.self)
            }
            try parseEscape()
            runStart = position
            position = JSONByte.endOfPlainRun(base, from: runStart, to: count, passed: &passed)
        }
    }

    /// Checks that the string content in `start..<end` is well-formed UTF-8.
    @inline(__always)
    private func validateUTF8(from start: Int, to end: Int) throws(JSONSyntaxError) {
        if let bad = JSONUTF8.firstInvalidSequence(base, from: start, to: end) {
            throw error(.invalidUTF8, at: bad, "ill-formed UTF-8 in string at \(JSONByte.describe(byte(at: bad)))")
        }
    }

    /// Decodes the escape whose backslash is at `position` into `unescaped`.
    private mutating func parseEscape() throws(JSONSyntaxError) {
        let backslash = position
        guard position &+ 1 < count else {
            throw error(.unexpectedEnd, at: count, "unexpected end of input inside an escape sequence")
        }
        let letter = byte(at: position &+ 1)
        position &+= 2
        switch letter {
        case JSONByte.quote, JSONByte.backslash, UInt8(ascii: "/"): unescaped.append(letter)
        case UInt8(ascii: "b"): unescaped.append(0x08)
        case UInt8(ascii: "f"): unescaped.append(0x0C)
        case UInt8(ascii: "n"): unescaped.append(JSONByte.lineFeed)
        case UInt8(ascii: "r"): unescaped.append(JSONByte.carriageReturn)
        case UInt8(ascii: "t"): unescaped.append(JSONByte.tab)
        case UInt8(ascii: "u"):
            let unit = try parseHexQuad(escapeAt: backslash)
            switch unit {
            case 0xD800...0xDBFF:
                let low = position
                guard position &+ 1 < count, byte(at: position) == JSONByte.backslash, byte(at: position &+ 1) == UInt8(ascii: "u") else {
                    throw error(.loneSurrogate, at: backslash, "high surrogate escape \\u\(JSONByte.hex(unit, digits: 4)) is not followed by a low surrogate escape")
                }
                position &+= 2
                let second = try parseHexQuad(escapeAt: low)
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error(.loneSurrogate, at: backslash, "high surrogate escape \\u\(JSONByte.hex(unit, digits: 4)) is followed by \\u\(JSONByte.hex(second, digits: 4)), not a low surrogate")
                }
                JSONUTF8.append(0x10000 &+ ((unit &- 0xD800) << 10) &+ (second &- 0xDC00), to: &unescaped)
            case 0xDC00...0xDFFF:
                throw error(.loneSurrogate, at: backslash, "low surrogate escape \\u\(JSONByte.hex(unit, digits: 4)) without a high surrogate before it")
            default:
                JSONUTF8.append(unit, to: &unescaped)
            }
        default:
            throw error(
                .invalidEscape, at: backslash,
                "invalid escape '\\' followed by \(JSONByte.describe(letter)); allowed are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
            )
        }
    }

    /// Reads the four hex digits at `position` of a `\u` escape that starts at `escapeAt`.
    @inline(__always)
    private mutating func parseHexQuad(escapeAt: Int) throws(JSONSyntaxError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard position < count else {
                throw error(.unexpectedEnd, at: count, "unexpected end of input inside a \\u escape")
            }
            let digit = byte(at: position)
            let nibble: UInt8
            switch digit {
            case JSONByte.zero...0x39: nibble = digit &- JSONByte.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit &- UInt8(ascii: "A") &+ 10
            default:
                throw error(.invalidEscape, at: escapeAt, "\\u must be followed by four hex digits, found \(JSONByte.describe(digit))")
            }
            unit = unit << 4 | UInt32(nibble)
            position &+= 1
        }
        return unit
    }

    /// Reads a number that starts at `position` and keeps its exact text.
    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
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
        return JSONNumber(uncheckedText: String(decoding: UnsafeBufferPointer(start: base + start, count: position &- start), as: UTF8.self))
    }

    private func numberError(_ expectation: String) -> JSONSyntaxError {
        error(.invalidNumber, at: position, "invalid number: \(expectation), found \(describeCurrent())")
    }

    /// Moves past `literal` (`true`, `false` or `null`), which must start at `position`.
    @inline(__always)
    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let length = literal.utf8CodeUnitCount
        let start = literal.utf8Start
        for index in 0..<length where position &+ index >= count || byte(at: position &+ index) != start[index] {
            let found = position &+ index < count ? byte(at: position &+ index) : nil
            throw error(
                found == nil ? .unexpectedEnd : .unexpectedByte, at: position &+ index,
                "invalid literal: expected '\(literal)', found \(JSONByte.describe(found))"
            )
        }
        position &+= length
    }

    // MARK: - Bytes

    @inline(__always)
    private func byte(at index: Int) -> UInt8 {
        base[index]
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        let start = position
        while position < count {
            let current = byte(at: position)
            guard current <= JSONByte.space && JSONByte.isWhitespace(current) else { break }
            position &+= 1
        }
        whitespaceSkipped &+= position &- start
    }

    /// The span of a container that opened at `start` and has just closed, when no whitespace was
    /// skipped inside it (its text is compact); nil otherwise.
    @inline(__always)
    private func compactSpan(from start: Int, mark: Int) -> JSONSourceSpan? {
        guard whitespaceSkipped == mark, let length = UInt32(exactly: position &- start) else { return nil }
        return JSONSourceSpan(document: document, length: length)
    }

    @inline(__always)
    private func offset(_ index: Int) -> JSONOffset {
        JSONOffset(baseOffset &+ index)
    }

    private func describeCurrent() -> String {
        JSONByte.describe(position < count ? byte(at: position) : nil)
    }

    private func error(_ reason: JSONSyntaxError.Reason, at index: Int, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: baseOffset + index, reason: reason, message: message)
    }

    /// An error at `position` for the byte `found` (nil at the end of input), which is not what `expectation` wants.
    private func unexpected(_ found: UInt8?, _ expectation: String) -> JSONSyntaxError {
        error(found == nil ? .unexpectedEnd : .unexpectedByte, at: position, "\(expectation), found \(JSONByte.describe(found))")
    }
}
