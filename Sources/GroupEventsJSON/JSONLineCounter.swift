/// Follows lines and columns over bytes, for `JSONSourceText` and the framer.
///
/// Rules: a line feed (LF) ends a line, and nothing else does: CR LF ends one line, at its LF, and a
/// carriage return anywhere else is an ordinary character of its line. This is how JSON Lines framing
/// splits records, and how `wc -l`, `grep -n`, `sed -n Np` and an editor's "go to line" count the
/// lines of a file with LF endings, so a line given here is the line of the file's own record. Columns
/// count Unicode scalars (UTF-8 lead bytes) from 1; a tab or a carriage return is one column. Each
/// byte is decided on its own, so bytes may come in separate chunks.
struct JSONLineCounter: Sendable {
    private var line: Int
    private var column: Int

    /// A counter standing before the byte at `line` and `column`.
    init(line: Int = 1, column: Int = 1) {
        self.line = line
        self.column = column
    }

    /// The location of the next byte (or of the end of the input, when no byte follows).
    var location: JSONSourceLocation {
        JSONSourceLocation(line: line, column: column)
    }

    /// Moves past `byte`.
    @inline(__always)
    mutating func advance(over byte: UInt8) {
        if byte == JSONByte.lineFeed {
            line &+= 1
            column = 1
        } else if JSONByte.isScalarStart(byte) {
            column &+= 1
        }
    }

    /// Moves past the bytes `start..<end` at `base`: sixteen at a time up to the next line feed, which
    /// is taken on its own.
    mutating func advance(over base: UnsafeRawPointer, from start: Int, to end: Int) {
        var index = start
        while index < end {
            if index &+ 16 <= end {
                let chunk = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                let plain = JSONLanes.first(of: chunk .== JSONLanes.lineFeeds) ?? 16
                let continuations = (chunk & JSONLanes.scalarBits) .== JSONLanes.continuationBits
                column &+= plain &- JSONLanes.count(of: continuations, before: plain)
                index &+= plain
                guard plain < 16 else { continue }
            }
            advance(over: base.load(fromByteOffset: index, as: UInt8.self))
            index &+= 1
        }
    }
}
