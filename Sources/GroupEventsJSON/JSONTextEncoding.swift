/// How JSON text spells strings and integers, for every writer of it (`JSONTextComposer`,
/// `JSONCompactObject`): a string in quotes, escaping only a quote, a backslash and control
/// characters (`\b \f \n \r \t`, else `\u00XX` in lowercase hex); an integer in decimal digits, a
/// minus sign before a negative one.
@usableFromInline package enum JSONTextEncoding {
    /// Appends `string`, quoted and escaped.
    static func writeString(_ string: String, into buffer: inout JSONByteBuffer) {
        withUTF8(of: string) { writeString(utf8: $0, into: &buffer) }
    }

    /// Appends the string whose UTF-8 is `utf8`, quoted and escaped.
    static func writeString(utf8: UnsafeBufferPointer<UInt8>, into buffer: inout JSONByteBuffer) {
        buffer.append(JSONByte.quote)
        writeEscaped(utf8: utf8, into: &buffer)
        buffer.append(JSONByte.quote)
    }

    /// Appends the UTF-8 `utf8` escaped as the inside of a string, without the quotes: a string's
    /// text written in pieces is the pieces escaped one after another.
    static func writeEscaped(utf8: UnsafeBufferPointer<UInt8>, into buffer: inout JSONByteBuffer) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        while true {
            let special = copyPlainRun(base, from: runStart, to: count, into: &buffer)
            guard special < count else { break }
            appendEscape(for: base[special], into: &buffer)
            runStart = special &+ 1
        }
    }

    /// Copies the bytes of `start..<end` up to the first that must be escaped (a quote, a backslash or
    /// a control character) and returns its index, or `end`. Sixteen bytes are examined at a time and
    /// stored whole, the count then moved past the plain ones only: no copy call for each run.
    @inline(__always)
    private static func copyPlainRun(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into buffer: inout JSONByteBuffer) -> Int {
        var index = start
        buffer.append(upTo: end &- start &+ 16) { out in
            let source = UnsafeRawPointer(base)
            let target = UnsafeMutableRawPointer(out)
            var written = 0
            while index &+ 16 <= end {
                let chunk = source.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                target.storeBytes(of: chunk, toByteOffset: written, as: SIMD16<UInt8>.self)
                if let stop = JSONLanes.first(of: JSONLanes.plainRunStops(in: chunk)) {
                    index &+= stop
                    return written &+ stop
                }
                index &+= 16
                written &+= 16
            }
            while index < end {
                let byte = base[index]
                if JSONByte.endsPlainRun(byte) { break }
                out[written] = byte
                written &+= 1
                index &+= 1
            }
            return written
        }
        return index
    }

    /// Appends `integer` in decimal, without building a string.
    static func writeInteger(_ integer: Int64, into buffer: inout JSONByteBuffer) {
        withDecimalDigits(of: integer) { buffer.append($0) }
    }

    /// Calls `body` with `integer` in decimal (a minus sign before a negative one), written on the
    /// stack: for a writer that puts a number into text of its own (a diagnostic's message).
    @usableFromInline package static func withDecimalDigits<Result>(of integer: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // 19 digits and a sign at most.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = integer.magnitude
            var start = 20
            repeat {
                start &-= 1
                digits[start] = JSONByte.zero &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if integer < 0 {
                start &-= 1
                digits[start] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    /// Calls `body` with the UTF-8 of `text`, without copying when the string is stored contiguously.
    @inline(__always)
    static func withUTF8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = text
            copy.withUTF8(body)
        }
    }

    /// The lowercase hex digit for a value below 16.
    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? JSONByte.zero + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// Appends the escape for a quote, a backslash or a control character.
    private static func appendEscape(for byte: UInt8, into buffer: inout JSONByteBuffer) {
        buffer.append(JSONByte.backslash)
        switch byte {
        case JSONByte.quote, JSONByte.backslash: buffer.append(byte)
        case 0x08: buffer.append(UInt8(ascii: "b"))
        case 0x0C: buffer.append(UInt8(ascii: "f"))
        case JSONByte.lineFeed: buffer.append(UInt8(ascii: "n"))
        case JSONByte.carriageReturn: buffer.append(UInt8(ascii: "r"))
        case JSONByte.tab: buffer.append(UInt8(ascii: "t"))
        default:
            buffer.append(UInt8(ascii: "u"))
            buffer.append(JSONByte.zero)
            buffer.append(JSONByte.zero)
            buffer.append(hexDigit(byte >> 4))
            buffer.append(hexDigit(byte & 0x0F))
        }
    }
}
