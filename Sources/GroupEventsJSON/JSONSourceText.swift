/// The bytes of one record with where they sit in their file, to turn byte offsets into lines and columns.
///
/// Offsets are absolute (counted from the start of the file, like `JSONSyntaxError.offset` and
/// `JSONOffset`), so a record read with `baseOffset` equal to its `startOffset` resolves its own offsets.
/// A line ends at each LF and nowhere else (CR LF is one line end, at its LF; any other CR is an
/// ordinary character of its line, one column), as JSON Lines framing, `grep -n` and editors count
/// lines; columns count Unicode scalars from 1. The work is a scan from the record's start, meant for
/// messages rather than for every value.
@usableFromInline package struct JSONSourceText: Sendable {
    /// The record's bytes.
    @usableFromInline package let bytes: [UInt8]
    /// Absolute offset of `bytes[0]` in the file.
    @usableFromInline package let startOffset: Int
    /// Where `bytes[0]` sits in the file.
    @usableFromInline package let startLocation: JSONSourceLocation

    /// The text of `bytes`, whose first byte is at absolute `startOffset` and at `startLine`:`startColumn`.
    @usableFromInline package init(bytes: [UInt8], startOffset: Int = 0, startLine: Int = 1, startColumn: Int = 1) {
        self.bytes = bytes
        self.startOffset = startOffset
        self.startLocation = JSONSourceLocation(line: startLine, column: startColumn)
    }

    /// The line and column of the byte at absolute `offset`; offsets before the record resolve to its
    /// start and offsets at or past its end to the position just after its last byte.
    @usableFromInline package func location(ofOffset offset: Int) -> JSONSourceLocation {
        bytes.withUnsafeBytes { Self.location(ofOffset: offset, in: $0, startOffset: startOffset, startLocation: startLocation) }
    }

    /// The line and column of the byte at absolute `offset` in `bytes`, whose first byte is at absolute
    /// `startOffset` and at `startLocation`, resolved as `location(ofOffset:)` says.
    @usableFromInline package static func location(
        ofOffset offset: Int, in bytes: UnsafeRawBufferPointer, startOffset: Int, startLocation: JSONSourceLocation
    ) -> JSONSourceLocation {
        let end = min(max(offset - startOffset, 0), bytes.count)
        var counter = JSONLineCounter(line: startLocation.line, column: startLocation.column)
        if let base = bytes.baseAddress { counter.advance(over: base, from: 0, to: end) }
        return counter.location
    }

    /// The line and column of `offset`, or nil when it is unknown.
    @usableFromInline package func location(of offset: JSONOffset) -> JSONSourceLocation? {
        offset.isKnown ? location(ofOffset: offset.rawValue) : nil
    }
}
