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

    /// Writes the UTF-8 of the checked string content in `start..<end`, escapes decoded (a surrogate
    /// pair into its one scalar), at `output`, which has room for `end - start` bytes (an escape is
    /// never shorter than the UTF-8 it stands for); returns the number of bytes written.
    ///
    /// The plain bytes between escapes are copied as runs (`JSONLanes.copyPlainRun`), not with a call
    /// each: in a JSON document carried as a string, an escaped quote comes every few bytes. A store
    /// never passes the room: at most as many bytes are written as read, and a chunk is read only
    /// where sixteen bytes are left.
    static func decode(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, at output: UnsafeMutablePointer<UInt8>) -> Int {
        var index = start
        var written = 0
        while index < end {
            guard
                JSONLanes.copyPlainRun(
                    from: base, index: &index, end: end, to: output, written: &written, stops: { $0 .== JSONLanes.backslashes },
                    isStop: { $0 == JSONByte.backslash })
            else { break }
            let backslash = index
            let letter = base[backslash &+ 1]
            if let byte = simple(letter) {
                output[written] = byte
                written &+= 1
                index = backslash &+ 2
                continue
            }
            var scalar = hexQuad(base, at: backslash &+ 2)
            index = backslash &+ 6
            if (0xD800...0xDBFF).contains(scalar) {
                scalar = 0x10000 &+ ((scalar &- 0xD800) << 10) &+ (hexQuad(base, at: index &+ 2) &- 0xDC00)
                index &+= 6
            }
            written &+= JSONUTF8.write(scalar, at: output + written)
        }
        return written
    }

    /// Appends the UTF-8 of the checked string content in `start..<end`, escapes decoded, to `bytes`.
    static func decode(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, into bytes: inout [UInt8]) {
        let count = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: end &- start))
        let written = bytes.withUnsafeMutableBufferPointer { decode(base, from: start, to: end, at: $0.baseAddress! + count) }
        bytes.removeLast(end &- start &- written)
    }

    /// The checked string content in `start..<end` as a `String`, escapes decoded straight into the
    /// string's storage.
    static func string(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> String {
        String(unsafeUninitializedCapacity: max(end &- start, 1)) { decode(base, from: start, to: end, at: $0.baseAddress!) }
    }

    /// The checked string content in `start..<end` as its UTF-8 bytes, escapes decoded: the bytes of
    /// `string(_:from:to:)`, which are well-formed, as the scanner checked the content and its escapes.
    static func bytes(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: max(end &- start, 1)) { buffer, count in
            count = decode(base, from: start, to: end, at: buffer.baseAddress!)
        }
    }
}
