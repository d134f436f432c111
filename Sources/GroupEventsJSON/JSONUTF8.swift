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
            guard let length = sequenceLength(base, at: index, end: end) else { return index }
            index &+= length
        }
        return nil
    }

    /// The length of the well-formed sequence that starts at `index` (before `end`), or nil when the
    /// sequence there is ill-formed (as `firstInvalidSequence` judges).
    @inline(__always)
    static func sequenceLength(_ base: UnsafeRawPointer, at index: Int, end: Int) -> Int? {
        let lead = base.load(fromByteOffset: index, as: UInt8.self)
        if lead < 0x80 { return 1 }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return nil
        }
        guard index &+ length <= end,
            secondRange.contains(base.load(fromByteOffset: index &+ 1, as: UInt8.self))
        else { return nil }
        for offset in 2..<length where base.load(fromByteOffset: index &+ offset, as: UInt8.self) & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// Writes the UTF-8 encoding of `scalar` (a valid Unicode scalar value) at `output`, which has
    /// room for it; returns the number of bytes written (1 to 4).
    @inline(__always)
    static func write(_ scalar: UInt32, at output: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            output[0] = UInt8(truncatingIfNeeded: scalar)
            return 1
        case 0x80..<0x800:
            output[0] = 0xC0 | UInt8(truncatingIfNeeded: scalar >> 6)
            output[1] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[0] = 0xE0 | UInt8(truncatingIfNeeded: scalar >> 12)
            output[1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            output[2] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 3
        default:
            output[0] = 0xF0 | UInt8(truncatingIfNeeded: scalar >> 18)
            output[1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F)
            output[2] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            output[3] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            return 4
        }
    }
}
