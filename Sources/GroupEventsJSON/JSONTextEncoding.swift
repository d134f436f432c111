/// How JSON text spells strings and integers, for every writer of it (`JSONTextComposer`,
/// `JSONCompactObject`): a string in quotes, escaping only a quote, a backslash and control
/// characters (`\b \f \n \r \t`, else `\u00XX` in lowercase hex); an integer in decimal digits, a
/// minus sign before a negative one.
@usableFromInline package enum JSONTextEncoding {
    /// Appends `string`, quoted and escaped; one with nothing to escape (an event's kind, a vendor, a
    /// name) copied as it is.
    @inline(__always)
    static func writeString(_ string: String, into buffer: inout JSONByteBuffer) {
        withUTF8(of: string) { utf8 in
            guard utf8.contains(where: JSONByte.endsPlainRun) else {
                buffer.append(JSONByte.quote)
                buffer.append(utf8)
                buffer.append(JSONByte.quote)
                return
            }
            writeString(utf8: utf8, into: &buffer)
        }
    }

    /// Appends the string whose UTF-8 is `utf8`, quoted and escaped.
    static func writeString(utf8: UnsafeBufferPointer<UInt8>, into buffer: inout JSONByteBuffer) {
        buffer.append(JSONByte.quote)
        writeEscaped(utf8: utf8, into: &buffer)
        buffer.append(JSONByte.quote)
    }

    /// Appends the UTF-8 `utf8` escaped as the inside of a string, without the quotes: a string's
    /// text written in pieces is the pieces escaped one after another.
    ///
    /// Plain bytes are copied as runs (`JSONLanes.copyPlainRun`); an escape is written where the first
    /// byte to escape stands, and the copy goes on after it. The buffer is asked for room once per `escapesPerReservation` escapes (the
    /// rest of the text, a chunk stored past its end, and those escapes' longest form), so that a
    /// text of many quotes (a JSON document carried as a string) pays no capacity check per escape.
    static func writeEscaped(utf8: UnsafeBufferPointer<UInt8>, into buffer: inout JSONByteBuffer) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var index = 0
        while index < count {
            let room = count &- index &+ 16 &+ 5 &* escapesPerReservation
            buffer.append(upTo: room) { out in
                var written = 0
                var escapes = 0
                while true {
                    guard
                        JSONLanes.copyPlainRun(
                            from: base, index: &index, end: count, to: out, written: &written, stops: JSONLanes.plainRunStops(in:),
                            isStop: JSONByte.endsPlainRun)
                    else { return written }
                    written &+= writeEscape(for: base[index], at: out + written)
                    index &+= 1
                    escapes &+= 1
                    if escapes == escapesPerReservation { return written }
                }
            }
        }
    }

    /// How many escapes `writeEscaped` writes into one reservation of room.
    private static var escapesPerReservation: Int { 16 }

    /// Appends `integer` in decimal, without building a string.
    static func writeInteger(_ integer: Int64, into buffer: inout JSONByteBuffer) {
        withDecimalDigits(of: integer) { buffer.append($0) }
    }

    /// Calls `body` with `integer` in decimal (a minus sign before a negative one), written on the
    /// stack: for a writer that puts a number into text of its own (a diagnostic's message).
    /// Inlinable, so that its callers in other modules get it specialized: unspecialized, it looked up
    /// its result type's metadata on every call (some 700 instructions a number).
    @inlinable package static func withDecimalDigits<Result>(of integer: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // 19 digits and a sign at most.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = integer.magnitude
            var start = 20
            repeat {
                start &-= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
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

    /// Writes the escape for a quote, a backslash or a control character at `out`, and says how many
    /// bytes it took (2, or 6 for `\u00XX`).
    @inline(__always)
    private static func writeEscape(for byte: UInt8, at out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = JSONByte.backslash
        switch byte {
        case JSONByte.quote, JSONByte.backslash: out[1] = byte
        case 0x08: out[1] = UInt8(ascii: "b")
        case 0x0C: out[1] = UInt8(ascii: "f")
        case JSONByte.lineFeed: out[1] = UInt8(ascii: "n")
        case JSONByte.carriageReturn: out[1] = UInt8(ascii: "r")
        case JSONByte.tab: out[1] = UInt8(ascii: "t")
        default:
            out[1] = UInt8(ascii: "u")
            out[2] = JSONByte.zero
            out[3] = JSONByte.zero
            out[4] = hexDigit(byte >> 4)
            out[5] = hexDigit(byte & 0x0F)
            return 6
        }
        return 2
    }
}
