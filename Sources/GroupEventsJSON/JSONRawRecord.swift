/// One record cut from a file by `JSONRecordFramer`: its bytes, unparsed, and where they came from.
///
/// The bytes are a range of a block the framer hands out whole: the records cut from one chunk of the
/// stream share that chunk's block (a record that began in an earlier chunk shares the block that
/// carries it on), so cutting a record allocates nothing. A block never changes once a record refers
/// to it, and it lives as long as a record cut from it does.
@usableFromInline package struct JSONRawRecord: Sendable, Equatable {
    /// The block the record lies in, shared with the other records cut from the same chunk.
    @usableFromInline package let block: [UInt8]
    /// Where in `block` the record's value bytes lie, without surrounding whitespace or separators.
    @usableFromInline package let range: Range<Int>
    /// The record's number in the file, from 0.
    @usableFromInline package let index: Int
    /// Absolute byte offset of the record's first byte in the file.
    @usableFromInline package let offset: Int
    /// The line of the record's first byte, from 1 (lines end at LF only, as `JSONSourceLocation` says).
    @usableFromInline package let line: Int
    /// The column of the record's first byte, in Unicode scalars from 1.
    @usableFromInline package let column: Int

    /// A record of `range` in `block`, whose first byte is at absolute `offset`, `line` and `column` in
    /// its file; `block` must never change while the record lives (an array is copied on write, so
    /// changing the caller's copy leaves the record's as it was, at the cost of a copy).
    @usableFromInline package init(block: [UInt8], range: Range<Int>, index: Int, offset: Int, line: Int, column: Int) {
        precondition(range.lowerBound >= 0 && range.upperBound <= block.count, "the record lies in its block")
        self.block = block
        self.range = range
        self.index = index
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// A record of all of `bytes`, which start at absolute `offset`, `line` and `column` in its file.
    @usableFromInline package init(bytes: [UInt8], index: Int, offset: Int, line: Int, column: Int) {
        self.init(block: bytes, range: 0..<bytes.count, index: index, offset: offset, line: line, column: column)
    }

    /// How many bytes the record has.
    @usableFromInline package var byteCount: Int { range.count }

    /// A copy of the record's bytes, for a caller that must own them (it allocates; the pipeline reads
    /// them through `withUnsafeBytes` instead).
    @usableFromInline package var bytes: [UInt8] { Array(block[range]) }

    /// Absolute byte offset in the file of `block[0]`, so that an absolute offset of the record minus
    /// this is its index in `block`.
    @usableFromInline package var blockOffset: Int { offset - range.lowerBound }

    /// Calls `body` with the record's bytes, valid only inside `body`.
    @inlinable package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        block.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    /// The line and column in the file of absolute `offset` inside this record (such as a
    /// `JSONSyntaxError.offset` or a value's `JSONOffset.rawValue`); offsets outside the record resolve
    /// as `JSONSourceText.location(ofOffset:)` says.
    @usableFromInline package func location(ofOffset offset: Int) -> JSONSourceLocation {
        withUnsafeBytes { bytes in
            JSONSourceText.location(ofOffset: offset, in: bytes, startOffset: self.offset, startLocation: JSONSourceLocation(line: line, column: column))
        }
    }

    /// Parses the record; offsets in the value and in errors are absolute in the file.
    @usableFromInline package func read(using reader: JSONReader = JSONReader()) throws(JSONSyntaxError) -> JSONValue {
        try withUnsafeBytes { bytes in
            Result { () throws(JSONSyntaxError) in try reader.read(bytes, baseOffset: offset) }
        }.get()
    }

    /// Whether two records are the same bytes cut from the same place, whatever blocks they lie in.
    @usableFromInline package static func == (left: JSONRawRecord, right: JSONRawRecord) -> Bool {
        (left.index, left.offset, left.line, left.column) == (right.index, right.offset, right.line, right.column)
            && left.block[left.range].elementsEqual(right.block[right.range])
    }
}
