/// The reader's engine: one pass over the bytes with an explicit stack of open arrays and objects,
/// walking the text with `JSONScanner` (which `JSONTapeIndexer` shares) and building values as it goes.
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
        /// Whether the container is an array whose elements are checked and dropped (see `droppedArrays`).
        var dropsElements = false
    }

    /// The grammar's walk over the text.
    private var scanner: JSONScanner
    private let maximumDepth: Int
    /// The read's document number, stamped on compact containers.
    private let document: UInt32
    /// The arrays whose elements are read but not kept: each the value of a member named `key` of an
    /// object that is the `depth`th container open (the root being the first); nil to keep everything.
    private let droppedArrays: (key: String, depth: Int)?
    private var frames: JSONStack<Frame>
    private var members: JSONStack<JSONObject.Member>
    private var entries: JSONStack<JSONArray.Entry>
    /// Scratch space for decoding strings with escapes.
    private var unescaped: [UInt8] = []

    private init(
        base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, maximumDepth: Int, document: UInt32,
        droppedArrays: (key: String, depth: Int)?, frames: UnsafeMutableBufferPointer<Frame>,
        members: UnsafeMutableBufferPointer<JSONObject.Member>, entries: UnsafeMutableBufferPointer<JSONArray.Entry>
    ) {
        self.scanner = JSONScanner(base: base, count: count, baseOffset: baseOffset)
        self.maximumDepth = maximumDepth
        self.document = document
        self.droppedArrays = droppedArrays
        self.frames = JSONStack(initialStorage: frames)
        self.members = JSONStack(initialStorage: members)
        self.entries = JSONStack(initialStorage: entries)
    }

    /// Reads one value surrounded by optional whitespace from the `count` bytes at `base`, with scratch
    /// space on the thread's stack for typical documents; the elements of `droppedArrays` are checked
    /// and dropped, and no container then keeps its source span (its text is no longer its value's).
    static func parse(
        base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, maximumDepth: Int, document: UInt32,
        droppedArrays: (key: String, depth: Int)? = nil
    ) throws(JSONSyntaxError) -> JSONValue {
        try withParser(base: base, count: count, baseOffset: baseOffset, maximumDepth: maximumDepth, document: document, droppedArrays: droppedArrays) {
            (parser) throws(JSONSyntaxError) in try parser.parseDocument()
        }
    }

    /// Reads the elements of the array whose `[` is at index `start` of the `count` bytes at `base`, one
    /// at a time, handing each with its offset to `body` until it returns false or the array closes.
    static func forEachElement(
        base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, start: Int, maximumDepth: Int, document: UInt32,
        _ body: (JSONArray.Entry) -> Bool
    ) throws(JSONSyntaxError) {
        try withParser(base: base, count: count, baseOffset: baseOffset, maximumDepth: maximumDepth, document: document, droppedArrays: nil) {
            (parser) throws(JSONSyntaxError) in
            parser.scanner.position = start
            try parser.parseElements(body)
        }
    }

    /// Runs `body` with a parser of the `count` bytes at `base` whose scratch space lies on the thread's stack.
    private static func withParser<Result>(
        base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, maximumDepth: Int, document: UInt32,
        droppedArrays: (key: String, depth: Int)?, _ body: (inout JSONParser) throws(JSONSyntaxError) -> Result
    ) throws(JSONSyntaxError) -> Result {
        try withUnsafeTemporaryAllocation(of: Frame.self, capacity: 8) { frames throws(JSONSyntaxError) in
            try withUnsafeTemporaryAllocation(of: JSONObject.Member.self, capacity: 16) { members throws(JSONSyntaxError) in
                try withUnsafeTemporaryAllocation(of: JSONArray.Entry.self, capacity: 16) { entries throws(JSONSyntaxError) in
                    var parser = JSONParser(
                        base: base, count: count, baseOffset: baseOffset, maximumDepth: maximumDepth, document: document,
                        droppedArrays: droppedArrays, frames: frames, members: members, entries: entries
                    )
                    return try body(&parser)
                }
            }
        }
    }

    /// Reads one value surrounded by optional whitespace, up to the end of the input.
    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        scanner.skipWhitespace()
        try scanner.expectDocument()
        let value = try parseValue()
        try scanner.finishDocument()
        return value
    }

    /// Reads the elements of the array whose `[` is at the scanner's position, handing each to `body`
    /// until it returns false or the array closes.
    private mutating func parseElements(_ body: (JSONArray.Entry) -> Bool) throws(JSONSyntaxError) {
        precondition(scanner.current == JSONByte.openBracket, "no array starts at the offset")
        try scanner.open(depth: 0, maximumDepth: maximumDepth)
        if scanner.closesAtOnce(JSONByte.closeBracket) { return }
        repeat {
            let start = scanner.position
            guard body(JSONArray.Entry(value: try parseValue(), offset: offset(start))) else { return }
        } while try scanner.continues(inObject: false)
    }

    // MARK: - Structure

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        nextValue: while true {
            let start = scanner.position
            let mark = scanner.whitespaceSkipped
            var completed: JSONValue?
            switch scanner.current ?? 0 {  // 0 begins no value, as the end of the text does not
            case JSONByte.openBrace:
                try scanner.open(depth: frames.count, maximumDepth: maximumDepth)
                if scanner.closesAtOnce(JSONByte.closeBrace) {
                    completed = .object(JSONObject(members: [], offset: offset(start), sourceSpan: compactSpan(from: start, mark: mark)))
                } else {
                    frames.push(Frame(isObject: true, start: start, firstChild: members.count, elementStart: 0, whitespaceMark: mark))
                    try beginMember()
                    continue nextValue
                }
            case JSONByte.openBracket:
                try scanner.open(depth: frames.count, maximumDepth: maximumDepth)
                if scanner.closesAtOnce(JSONByte.closeBracket) {
                    completed = .array(JSONArray(entries: [], offset: offset(start), sourceSpan: compactSpan(from: start, mark: mark)))
                } else {
                    frames.push(
                        Frame(
                            isObject: false, start: start, firstChild: entries.count, elementStart: scanner.position, whitespaceMark: mark,
                            dropsElements: opensDroppedArray))
                    continue nextValue
                }
            case JSONByte.quote:
                completed = .string(try parseString())
            case JSONByte.minus, JSONByte.zero...0x39:
                try scanner.skipNumber()
                completed = .number(JSONNumber(uncheckedText: text(from: start, to: scanner.position)))
            case UInt8(ascii: "t"):
                try scanner.expectLiteral("true")
                completed = .bool(true)
            case UInt8(ascii: "f"):
                try scanner.expectLiteral("false")
                completed = .bool(false)
            case UInt8(ascii: "n"):
                try scanner.expectLiteral("null")
                completed = .null
            default:
                throw scanner.notAValue()
            }

            // A value is complete: hand it to the open containers, closing those that end here.
            while let value = completed.take() {
                guard !frames.isEmpty else { return value }
                let top = frames.top
                if top.pointee.isObject {
                    members.top.pointee.value = value
                    if try scanner.continues(inObject: true) {
                        try beginMember()
                        continue nextValue
                    }
                    let frame = frames.pop()
                    completed = .object(
                        JSONObject(
                            members: members.popArray(from: frame.firstChild), offset: offset(frame.start),
                            sourceSpan: compactSpan(from: frame.start, mark: frame.whitespaceMark)))
                } else {
                    if !top.pointee.dropsElements { entries.push(JSONArray.Entry(value: value, offset: offset(top.pointee.elementStart))) }
                    if try scanner.continues(inObject: false) {
                        top.pointee.elementStart = scanner.position
                        continue nextValue
                    }
                    let frame = frames.pop()
                    completed = .array(
                        JSONArray(
                            entries: entries.popArray(from: frame.firstChild), offset: offset(frame.start),
                            sourceSpan: compactSpan(from: frame.start, mark: frame.whitespaceMark)))
                }
            }
        }
    }

    /// Whether the array opening now is one of `droppedArrays`: the value of a member so named of the
    /// innermost open container, an object at that depth.
    private var opensDroppedArray: Bool {
        guard let droppedArrays, frames.count == droppedArrays.depth, frames.top.pointee.isObject else { return false }
        return members.top.pointee.key == droppedArrays.key
    }

    /// Reads the key of the next member of the innermost object and pushes the member with a
    /// placeholder value.
    @inline(__always)
    private mutating func beginMember() throws(JSONSyntaxError) {
        let key = try scanner.beginMember()
        members.push(JSONObject.Member(key: string(quote: key.quote, end: key.end, escaped: key.escaped), value: .null, offset: offset(scanner.position)))
    }

    // MARK: - Scalars

    /// Reads a string whose opening quote is at the scanner's position.
    @inline(__always)
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = scanner.position
        let escaped = try scanner.skipString()
        return string(quote: quote, end: scanner.position, escaped: escaped)
    }

    /// The string whose text runs from its opening quote at `quote` to just past its closing quote at
    /// `end`, unescaped.
    @inline(__always)
    private mutating func string(quote: Int, end: Int, escaped: Bool) -> String {
        guard escaped else { return text(from: quote &+ 1, to: end &- 1) }
        if unescaped.capacity == 0 { unescaped.reserveCapacity(256) }
        unescaped.removeAll(keepingCapacity: true)
        JSONEscapes.decode(scanner.base, from: quote &+ 1, to: end &- 1, into: &unescaped)
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// The bytes in `start..<end` as a string (valid UTF-8, checked by the scanner).
    @inline(__always)
    private func text(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: scanner.base + start, count: end &- start), as: UTF8.self)
    }

    // MARK: - Positions

    /// The span of a container that opened at `start` and has just closed, when no whitespace was
    /// skipped inside it (its text is compact); nil otherwise.
    @inline(__always)
    private func compactSpan(from start: Int, mark: Int) -> JSONSourceSpan? {
        guard droppedArrays == nil, scanner.whitespaceSkipped == mark, let length = UInt32(exactly: scanner.position &- start) else { return nil }
        return JSONSourceSpan(document: document, length: length)
    }

    @inline(__always)
    private func offset(_ index: Int) -> JSONOffset {
        JSONOffset(scanner.baseOffset &+ index)
    }
}
