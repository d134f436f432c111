/// A strict RFC 8259 reader from UTF-8 bytes to `JSONValue`.
///
/// Accepted: exactly one value, optionally surrounded by space, tab, line feed and carriage return.
/// Rejected: comments, trailing commas, single quotes, `NaN`/`Infinity`, leading zeros, `+1`, `.5`, `1.`,
/// raw control characters in strings, unknown escapes, lone surrogate escapes, and ill-formed UTF-8
/// (overlong forms, encoded surrogates, scalars above U+10FFFF, truncated sequences). A UTF-8 byte
/// order mark at the start is rejected too (RFC 8259 §8.1 forbids writing one), with a message that says so.
///
/// Policies: numbers keep their exact text (no `Double` in between, no size limit); duplicate keys are
/// kept in order (`JSONObject` looks up the last); escaped `\u0000` and noncharacters such as `\uFFFF`
/// are accepted; valid surrogate pairs combine into one scalar. Arrays and objects may nest at most
/// `maximumDepth` deep; the reader keeps its own stack, so depth never touches the thread's stack.
///
/// Every offset stored in the result (`JSONObject.offset`, `JSONArray.offset`, `Member.offset`,
/// `Entry.offset`) and in a thrown `JSONSyntaxError` is `baseOffset` plus the byte index into the input.
public struct JSONReader: Sendable {
    /// The deepest nesting of arrays and objects accepted; one more is `JSONSyntaxError.Reason.tooDeep`.
    public let maximumDepth: Int

    /// A reader that accepts arrays and objects nested up to `maximumDepth` deep (at least 0).
    public init(maximumDepth: Int = 512) {
        precondition(maximumDepth >= 0, "maximumDepth must not be negative")
        self.maximumDepth = maximumDepth
    }

    /// Reads exactly one JSON value from `bytes`; offsets are `baseOffset` plus the index into `bytes`.
    public func read(_ bytes: UnsafeRawBufferPointer, baseOffset: Int = 0) throws(JSONSyntaxError) -> JSONValue {
        try read(bytes, baseOffset: baseOffset, document: JSONSource.nextDocument())
    }

    /// Reads exactly one JSON value from `bytes`, and the source that lets `JSONWriter` copy the parts
    /// of it that stay unchanged.
    @usableFromInline package func readWithSource(_ bytes: [UInt8], baseOffset: Int = 0) throws(JSONSyntaxError) -> (value: JSONValue, source: JSONSource) {
        let document = JSONSource.nextDocument()
        let value = try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try read(buffer, baseOffset: baseOffset, document: document) }
        }.get()
        return (value, JSONSource(bytes: bytes, baseOffset: baseOffset, document: document))
    }

    private func read(
        _ bytes: UnsafeRawBufferPointer, baseOffset: Int, document: UInt32, droppedArrays: (key: String, depth: Int)? = nil
    ) throws(JSONSyntaxError) -> JSONValue {
        try JSONScanner.checkStart(of: bytes, baseOffset: baseOffset)
        return try bytes.withMemoryRebound(to: UInt8.self) { (typed) throws(JSONSyntaxError) in
            try JSONParser.parse(
                base: typed.baseAddress!, count: typed.count, baseOffset: baseOffset, maximumDepth: maximumDepth, document: document,
                droppedArrays: droppedArrays)
        }
    }

    /// Reads exactly one JSON value from `bytes` as `read(_:baseOffset:)` does, except that each array
    /// that is the value of a member named `key` of an object that is the `depth`th container open (the
    /// root being the first) has its elements checked and dropped: it is left empty at its offset, for
    /// `forEachElement(ofArrayAt:in:_:)` to read the elements one at a time. A large array is then never
    /// held as a whole. No container of the result keeps source text for a `JSONWriter` to copy.
    @usableFromInline package func read(_ bytes: [UInt8], droppingElementsOfArraysNamed key: String, atDepth depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in
                try read(buffer, baseOffset: 0, document: JSONSource.nextDocument(), droppedArrays: (key, depth))
            }
        }.get()
    }

    /// Reads the elements of the array at `offset` in `bytes` (where `read(_:baseOffset:)` of them with
    /// base offset 0 found it) one at a time, handing each, with its offset, to `body` until `body`
    /// returns false or the array ends. Each element equals what `read` reads there.
    @usableFromInline package func forEachElement(ofArrayAt offset: JSONOffset, in bytes: [UInt8], _ body: (JSONArray.Entry) -> Bool) throws(JSONSyntaxError) {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONSyntaxError) in
                try JSONParser.forEachElement(
                    base: buffer.baseAddress!, count: buffer.count, baseOffset: 0, start: offset.rawValue, maximumDepth: maximumDepth,
                    document: JSONSource.nextDocument(), body)
            }
        }.get()
    }

    /// Reads exactly one JSON value from `bytes`; offsets are `baseOffset` plus the index into `bytes`.
    public func read(_ bytes: [UInt8], baseOffset: Int = 0) throws(JSONSyntaxError) -> JSONValue {
        try read(bytes[...], baseOffset: baseOffset)
    }

    /// Reads exactly one JSON value from `bytes`; offsets are `baseOffset` plus the position counted
    /// from the slice's first byte (not the slice's indices).
    public func read(_ bytes: ArraySlice<UInt8>, baseOffset: Int = 0) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try read(buffer, baseOffset: baseOffset) }
        }.get()
    }

    /// Reads exactly one JSON value from the UTF-8 of `text`; offsets count UTF-8 bytes from `baseOffset`.
    public func read(_ text: String, baseOffset: Int = 0) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in
            Result { () throws(JSONSyntaxError) in try read(UnsafeRawBufferPointer(buffer), baseOffset: baseOffset) }
        }.get()
    }
}
