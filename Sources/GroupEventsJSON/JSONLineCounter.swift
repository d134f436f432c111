/// Follows lines and columns over bytes, one byte at a time, for `JSONSourceText` and the framer.
///
/// Rules: a line feed ends a line, a carriage return followed by a line feed ends one line, a lone
/// carriage return ends a line too; columns count UTF-8 lead bytes (Unicode scalars) from 1. A carriage
/// return is decided when the next byte arrives, so bytes may come in separate chunks.
struct JSONLineCounter: Sendable {
    private var line: Int
    private var column: Int
    /// Whether the previous byte was a carriage return whose line break is not yet counted.
    private var pendingCarriageReturn = false

    /// A counter standing before the byte at `line` and `column`.
    init(line: Int = 1, column: Int = 1) {
        self.line = line
        self.column = column
    }

    /// Whether the last byte was a carriage return whose line break waits on the next byte.
    var awaitsLineFeed: Bool { pendingCarriageReturn }

    /// The location of the next byte, `next`; nil when there is none (the end of the input).
    @inline(__always)
    func location(before next: UInt8?) -> JSONSourceLocation {
        if pendingCarriageReturn && next != JSONByte.lineFeed {
            return JSONSourceLocation(line: line + 1, column: 1)
        }
        return JSONSourceLocation(line: line, column: column)
    }

    /// Moves past `byte`.
    @inline(__always)
    mutating func advance(over byte: UInt8) {
        if !pendingCarriageReturn && byte > JSONByte.carriageReturn {
            if JSONByte.isScalarStart(byte) { column &+= 1 }
            return
        }
        advanceSlowly(over: byte)
    }

    /// Moves past the bytes `start..<end` at `base`: sixteen at a time up to the next byte that may
    /// break a line (any byte up to a carriage return, tabs included), which is taken on its own.
    mutating func advance(over base: UnsafeRawPointer, from start: Int, to end: Int) {
        var index = start
        while index < end {
            if !pendingCarriageReturn && index &+ 16 <= end {
                let chunk = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                let plain = JSONLanes.first(of: chunk .<= JSONLanes.carriageReturns) ?? 16
                let continuations = (chunk & JSONLanes.scalarBits) .== JSONLanes.continuationBits
                column &+= plain &- JSONLanes.count(of: continuations, before: plain)
                index &+= plain
                guard plain < 16 else { continue }
            }
            advance(over: base.load(fromByteOffset: index, as: UInt8.self))
            index &+= 1
        }
    }

    private mutating func advanceSlowly(over byte: UInt8) {
        if pendingCarriageReturn {
            pendingCarriageReturn = false
            if byte != JSONByte.lineFeed {
                line += 1
                column = 1
            }
        }
        switch byte {
        case JSONByte.lineFeed:
            line += 1
            column = 1
        case JSONByte.carriageReturn:
            column += 1
            pendingCarriageReturn = true
        default:
            if JSONByte.isScalarStart(byte) { column += 1 }
        }
    }
}
