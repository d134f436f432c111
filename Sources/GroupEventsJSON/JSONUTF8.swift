/// Strict UTF-8 validation and encoding (RFC 3629) for the reader.
enum JSONUTF8 {
    /// The index of the first byte of the first ill-formed sequence in `start..<end`, or nil when the
    /// bytes are well-formed UTF-8. Overlong forms, encoded surrogates, scalars above U+10FFFF and
    /// sequences cut off by `end` are ill-formed.
    static func firstInvalidSequence(_ base: UnsafeRawPointer, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            if index &+ 8 <= end && JSONByte.word(base, at: index) & JSONByte.highBits == 0 {
                index &+= 8
                continue
            }
            let lead = base.load(fromByteOffset: index, as: UInt8.self)
            if lead < 0x80 {
                index &+= 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: return index
            }
            guard index &+ length <= end,
                secondRange.contains(base.load(fromByteOffset: index &+ 1, as: UInt8.self))
            else { return index }
            for offset in 2..<length where base.load(fromByteOffset: index &+ offset, as: UInt8.self) & 0xC0 != 0x80 {
                return index
            }
            index &+= length
        }
        return nil
    }

    /// Appends the UTF-8 encoding of `scalar` (a valid Unicode scalar value) to `bytes`.
    @inline(__always)
    static func append(_ scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            bytes.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
            bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        case 0x800..<0x10000:
            bytes.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
            bytes.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
            bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        default:
            bytes.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
            bytes.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F))
            bytes.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
            bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        }
    }
}
