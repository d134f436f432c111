/// The tape's exact engine, for texts its fast path (`JSONQuoteMaskIndexer`) gives up on, and so the
/// source of every error: one pass over the bytes, walking the text with `JSONScanner` exactly as
/// `JSONParser` does, appending an entry per value instead of building it. An open container's entry
/// is appended when it opens and completed (end, next entry, compactness) when it closes.
struct JSONTapeIndexer: ~Copyable {
    private var scanner: JSONScanner
    private let maximumDepth: Int
    private var frames: JSONStack<JSONTapeFrame>

    private init(base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, maximumDepth: Int, frames: UnsafeMutableBufferPointer<JSONTapeFrame>) {
        self.scanner = JSONScanner(base: base, count: count, baseOffset: baseOffset)
        self.maximumDepth = maximumDepth
        self.frames = JSONStack(initialStorage: frames)
    }

    /// Indexes the one value, surrounded by optional whitespace, of the `count` bytes at `base` into
    /// `entries` (which it appends to), with scratch space on the thread's stack for typical nesting.
    static func index(
        base: UnsafePointer<UInt8>, count: Int, baseOffset: Int, maximumDepth: Int, into entries: inout [JSONTape.Entry]
    ) throws(JSONSyntaxError) {
        try withUnsafeTemporaryAllocation(of: JSONTapeFrame.self, capacity: 8) { frames throws(JSONSyntaxError) in
            var indexer = JSONTapeIndexer(base: base, count: count, baseOffset: baseOffset, maximumDepth: maximumDepth, frames: frames)
            indexer.scanner.skipWhitespace()
            try indexer.scanner.expectDocument()
            try indexer.indexValues(into: &entries)
            try indexer.scanner.finishDocument()
        }
    }

    /// Indexes the document's value with everything inside it.
    private mutating func indexValues(into entries: inout [JSONTape.Entry]) throws(JSONSyntaxError) {
        nextValue: while true {
            let start = scanner.position
            switch scanner.current ?? 0 {  // 0 begins no value, as the end of the text does not
            case JSONByte.openBrace, JSONByte.openBracket:
                let isObject = scanner.current == JSONByte.openBrace
                let mark = scanner.whitespaceSkipped
                try scanner.open(depth: frames.count, maximumDepth: maximumDepth)
                entries.append(JSONTape.Entry(kind: isObject ? .object : .array, start: start, end: start, next: entries.count &+ 1))
                if !scanner.closesAtOnce(isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
                    frames.push(JSONTapeFrame(isObject: isObject, entry: entries.count &- 1, whitespaceMark: mark))
                    if isObject { try beginMember(into: &entries) }
                    continue nextValue
                }
                close(entry: entries.count &- 1, mark: mark, in: &entries)
            case JSONByte.quote:
                let escaped = try scanner.skipString()
                entries.append(JSONTape.Entry(kind: .string, start: start, end: scanner.position, next: entries.count &+ 1, flag: escaped))
            case JSONByte.minus, JSONByte.zero...0x39:
                try scanner.skipNumber()
                entries.append(JSONTape.Entry(kind: .number, start: start, end: scanner.position, next: entries.count &+ 1))
            case UInt8(ascii: "t"):
                try scanner.expectLiteral("true")
                entries.append(JSONTape.Entry(kind: .true, start: start, end: scanner.position, next: entries.count &+ 1))
            case UInt8(ascii: "f"):
                try scanner.expectLiteral("false")
                entries.append(JSONTape.Entry(kind: .false, start: start, end: scanner.position, next: entries.count &+ 1))
            case UInt8(ascii: "n"):
                try scanner.expectLiteral("null")
                entries.append(JSONTape.Entry(kind: .null, start: start, end: scanner.position, next: entries.count &+ 1))
            default:
                throw scanner.notAValue()
            }

            // A value is complete: continue its container, closing those that end here.
            while !frames.isEmpty {
                let isObject = frames.top.pointee.isObject
                if try scanner.continues(inObject: isObject) {
                    if isObject { try beginMember(into: &entries) }
                    continue nextValue
                }
                let frame = frames.pop()
                close(entry: frame.entry, mark: frame.whitespaceMark, in: &entries)
            }
            return
        }
    }

    /// Indexes the key of the next member of the innermost object.
    @inline(__always)
    private mutating func beginMember(into entries: inout [JSONTape.Entry]) throws(JSONSyntaxError) {
        let key = try scanner.beginMember()
        entries.append(JSONTape.Entry(kind: .string, start: key.quote, end: key.end, next: entries.count &+ 1, flag: key.escaped))
    }

    /// Completes the entry of the container that has just closed: where its text ends, the entry after
    /// its last child, and whether its text is compact.
    @inline(__always)
    private func close(entry: Int, mark: Int, in entries: inout [JSONTape.Entry]) {
        let opened = entries[entry]
        entries[entry] = JSONTape.Entry(
            kind: opened.kind, start: Int(opened.start), end: scanner.position, next: entries.count,
            flag: scanner.whitespaceSkipped == mark)
    }
}
