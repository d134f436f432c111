/// Decoding the escapes of string content that `JSONScanner.skipString` has checked.
enum JSONEscapes {
    /// The byte a one-letter escape `\letter` stands for, or nil when `letter` makes no such escape
    /// (`u` included: it takes four hex digits).
    @inline(__always)
    static func simple(_ letter: UInt8) -> UInt8? {
        switch letter {
        case JSONByte.quote, JSONByte.backslash, UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): JSONByte.lineFeed
        case UInt8(ascii: "r"): JSONByte.carriageReturn
        case UInt8(ascii: "t"): JSONByte.tab
        default: nil
        }
    }

    /// The code unit of the four hex digits at `index` (checked before).
    @inline(__always)
    static func hexQuad(_ base: UnsafePointer<UInt8>, at index: Int) -> UInt32 {
        var unit: UInt32 = 0
        for digit in index..<index &+ 4 { unit = unit << 4 | UInt32(JSONByte.hexDigitValue(base[digit]) ?? 0) }
        return unit
    }

    /// Appends the UTF-8 of the checked string content in `start..<end`, escapes decoded (a surrogate
    /// pair into its one scalar), to `bytes`.
    static func decode(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into bytes: inout [UInt8]) {
        var index = start
        while index < end {
            let backslash = JSONByte.firstIndex(of: JSONByte.backslash, base, from: index, to: end)
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + index, count: backslash &- index))
            guard backslash < end else { return }
            let letter = base[backslash &+ 1]
            if let byte = simple(letter) {
                bytes.append(byte)
                index = backslash &+ 2
                continue
            }
            var scalar = hexQuad(base, at: backslash &+ 2)
            index = backslash &+ 6
            if (0xD800...0xDBFF).contains(scalar) {
                scalar = 0x10000 &+ ((scalar &- 0xD800) << 10) &+ (hexQuad(base, at: index &+ 2) &- 0xDC00)
                index &+= 6
            }
            JSONUTF8.append(scalar, to: &bytes)
        }
    }

    /// The checked string content in `start..<end` as a `String`, escapes decoded.
    static func string(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end &- start)
        decode(base, from: start, to: end, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
