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
    public func readWithSource(_ bytes: [UInt8], baseOffset: Int = 0) throws(JSONSyntaxError) -> (value: JSONValue, source: JSONSource) {
        let document = JSONSource.nextDocument()
        let value = try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try read(buffer, baseOffset: baseOffset, document: document) }
        }.get()
        return (value, JSONSource(bytes: bytes, baseOffset: baseOffset, document: document))
    }

    private func read(_ bytes: UnsafeRawBufferPointer, baseOffset: Int, document: UInt32) throws(JSONSyntaxError) -> JSONValue {
        try JSONScanner.checkStart(of: bytes, baseOffset: baseOffset)
        return try bytes.withMemoryRebound(to: UInt8.self) { (typed) throws(JSONSyntaxError) in
            try JSONParser.parse(
                base: typed.baseAddress!, count: typed.count, baseOffset: baseOffset, maximumDepth: maximumDepth, document: document)
        }
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
