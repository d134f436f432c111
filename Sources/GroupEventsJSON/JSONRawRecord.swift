/// One record cut from a file by `JSONRecordFramer`: its bytes, unparsed, and where they came from.
@usableFromInline package struct JSONRawRecord: Sendable, Equatable {
    /// The record's value bytes, without surrounding whitespace or separators.
    @usableFromInline package let bytes: [UInt8]
    /// The record's number in the file, from 0.
    @usableFromInline package let index: Int
    /// Absolute byte offset of the record's first byte in the file.
    @usableFromInline package let offset: Int
    /// The line of the record's first byte, from 1 (lines end at LF only, as `JSONSourceLocation` says).
    @usableFromInline package let line: Int
    /// The column of the record's first byte, in Unicode scalars from 1.
    @usableFromInline package let column: Int

    /// A record of `bytes` that starts at absolute `offset`, `line` and `column` in its file.
    @usableFromInline package init(bytes: [UInt8], index: Int, offset: Int, line: Int, column: Int) {
        self.bytes = bytes
        self.index = index
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The record's bytes with their place in the file, for turning offsets into lines and columns.
    @usableFromInline package var sourceText: JSONSourceText {
        JSONSourceText(bytes: bytes, startOffset: offset, startLine: line, startColumn: column)
    }

    /// The line and column in the file of absolute `offset` inside this record (such as a
    /// `JSONSyntaxError.offset` or a value's `JSONOffset.rawValue`).
    @usableFromInline package func location(ofOffset offset: Int) -> JSONSourceLocation {
        sourceText.location(ofOffset: offset)
    }

    /// Parses the record; offsets in the value and in errors are absolute in the file.
    @usableFromInline package func read(using reader: JSONReader = JSONReader()) throws(JSONSyntaxError) -> JSONValue {
        try reader.read(bytes, baseOffset: offset)
    }

    /// Parses the record and gives the source `JSONWriter` can copy its unchanged parts from.
    @usableFromInline package func readWithSource(using reader: JSONReader = JSONReader()) throws(JSONSyntaxError) -> (value: JSONValue, source: JSONSource) {
        try reader.readWithSource(bytes, baseOffset: offset)
    }
}
