/// Byte constants and byte-level helpers shared by the reader, the writer and the framer.
enum JSONByte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let zero: UInt8 = 0x30
    static let colon: UInt8 = 0x3A
    static let backslash: UInt8 = 0x5C
    static let openBracket: UInt8 = 0x5B
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    /// The UTF-8 encoding of U+FEFF, the byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Whether `byte` is JSON whitespace: space, tab, line feed or carriage return.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == lineFeed || byte == carriageReturn || byte == tab
    }

    /// Whether `byte` is an ASCII digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- zero < 10
    }

    /// Whether `byte` begins a Unicode scalar in UTF-8 (is not a continuation byte).
    @inline(__always)
    static func isScalarStart(_ byte: UInt8) -> Bool {
        byte & 0xC0 != 0x80
    }

    /// What the reader says about a byte order mark at the start of a record (the framer skips one at the
    /// very start of an input).
    static let byteOrderMarkMessage =
        "a UTF-8 byte order mark (EF BB BF) is allowed only at the very start of an input, not at the start of a record inside it"

    /// A byte as messages show it: `'x'` for visible ASCII, `U+000A` for control characters,
    /// `byte 0xC3` beyond ASCII, and "end of input" for nil.
    static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "end of input" }
        switch byte {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case space: return "' '"
        case 0x00..<0x20, 0x7F: return "U+" + hex(byte, digits: 4)
        default: return "byte 0x" + hex(byte, digits: 2)
        }
    }

    /// `value` in uppercase hexadecimal, zero-padded to `digits`.
    static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// 0x01 in every byte of a word.
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    /// 0x80 in every byte of a word.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `index`, first byte lowest.
    @inline(__always)
    static func word(_ base: UnsafeRawPointer, at index: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// The high bit of every byte of `word` below `limit` (at most 0x80), and possibly of bytes above
    /// such a byte; so the lowest marked byte, if any, is exact.
    @inline(__always)
    static func markBytes(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// The high bit of every byte of `word` equal to `byte`, and possibly of bytes above such a byte;
    /// so the lowest marked byte, if any, is exact.
    @inline(__always)
    static func markBytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        markBytes(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// The index of the lowest byte with a set bit in a non-zero mask, counted from the word's first byte.
    @inline(__always)
    static func firstMarkedByte(_ marks: UInt64) -> Int {
        marks.trailingZeroBitCount &>> 3
    }

    /// The index of the first byte in `start..<end` that is not an ASCII digit, or `end`.
    @inline(__always)
    static func endOfDigits(_ base: UnsafeRawPointer, from start: Int, to end: Int) -> Int {
        var index = start
        while index &+ 8 <= end {
            let word = word(base, at: index)
            // A digit is 0x30...0x39: high nibble 3, and still 3 after adding 6 to the low nibble.
            let nibbles = ((word & (ones &* 0xF0)) ^ (ones &* 0x30)) | (((word &+ ones &* 0x06) & (ones &* 0xF0)) ^ (ones &* 0x30))
            if nibbles != 0 { return index &+ firstMarkedByte(nibbles) }
            index &+= 8
        }
        while index < end && isDigit(base.load(fromByteOffset: index, as: UInt8.self)) { index &+= 1 }
        return index
    }

    /// Why `endOfNumber` rejects a number, and where.
    struct NumberMistake: Error {
        /// What is missing or wrong.
        enum Kind {
            /// No digit where the integer part should start (after an optional `-`).
            case missingDigit
            /// A `0` that starts the integer part is followed by another digit.
            case leadingZero
            /// No digit after the decimal point.
            case missingFractionDigit
            /// No digit after `e` or `E` and an optional sign.
            case missingExponentDigit
        }

        /// What is missing or wrong.
        let kind: Kind
        /// The index of the byte where a digit was expected; for `leadingZero`, of the second digit.
        let index: Int
    }

    /// The index just past the RFC 8259 number that starts at `start` and ends before `end` at the
    /// latest: an optional `-`, an integer part without leading zeros, an optional fraction and an
    /// optional exponent. The number ends at the first byte that cannot continue it, which need not be
    /// `end`. `start` must be before `end`.
    @inline(__always)
    static func endOfNumber(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) throws(NumberMistake) -> Int {
        var index = start
        if base[index] == minus { index &+= 1 }
        guard index < end, isDigit(base[index]) else { throw NumberMistake(kind: .missingDigit, index: index) }
        if base[index] == zero {
            index &+= 1
            if index < end && isDigit(base[index]) { throw NumberMistake(kind: .leadingZero, index: index) }
        } else {
            index = endOfDigits(base, from: index, to: end)
        }
        if index < end && base[index] == period {
            index &+= 1
            guard index < end, isDigit(base[index]) else { throw NumberMistake(kind: .missingFractionDigit, index: index) }
            index = endOfDigits(base, from: index, to: end)
        }
        if index < end && base[index] | 0x20 == UInt8(ascii: "e") {
            index &+= 1
            if index < end && (base[index] == UInt8(ascii: "+") || base[index] == minus) { index &+= 1 }
            guard index < end, isDigit(base[index]) else { throw NumberMistake(kind: .missingExponentDigit, index: index) }
            index = endOfDigits(base, from: index, to: end)
        }
        return index
    }

    /// The index of the first byte in `start..<end` that ends a plain run inside a JSON string: a quote,
    /// a backslash or a control character (< 0x20); `end` when there is none. Sixteen bytes are
    /// examined at a time with SIMD compares. The bytes passed over are OR-ed into `passed` (eight to
    /// a word), so `includesNonASCII(passed)` tells afterwards whether any of them was beyond ASCII.
    @inline(__always)
    static func endOfPlainRun(_ base: UnsafeRawPointer, from start: Int, to end: Int, passed: inout UInt64) -> Int {
        var index = start
        while index &+ 16 <= end {
            let chunk = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let stops = JSONLanes.plainRunStops(in: chunk)
            let words = unsafeBitCast(chunk, to: SIMD2<UInt64>.self)
            if let stop = JSONLanes.first(of: stops) {
                passed |=
                    stop < 8
                    ? words[0] & ((1 &<< UInt64(stop &* 8)) &- 1)
                    : words[0] | (words[1] & ((1 &<< UInt64((stop &- 8) &* 8)) &- 1))
                return index &+ stop
            }
            passed |= words[0] | words[1]
            index &+= 16
        }
        while index < end {
            let byte = base.load(fromByteOffset: index, as: UInt8.self)
            if endsPlainRun(byte) { return index }
            passed |= UInt64(byte)
            index &+= 1
        }
        return index
    }

    /// Whether `byte` ends a plain run inside a JSON string: a quote, a backslash or a control
    /// character (< 0x20), which a reader stops at and a writer escapes.
    @inline(__always)
    static func endsPlainRun(_ byte: UInt8) -> Bool {
        byte == quote || byte == backslash || byte < 0x20
    }

    /// Whether any byte OR-ed into `passed` by `endOfPlainRun` was beyond ASCII.
    @inline(__always)
    static func includesNonASCII(_ passed: UInt64) -> Bool {
        passed & highBits != 0
    }

    /// The index of the first byte in `start..<end` that is not JSON whitespace, or `end`; sixteen
    /// bytes at a time once the first eight are whitespace (indentation), byte by byte before.
    @inline(__always)
    static func endOfWhitespace(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        let shortRun = min(end, start &+ 8)
        while index < shortRun {
            guard base[index] <= space && isWhitespace(base[index]) else { return index }
            index &+= 1
        }
        let raw = UnsafeRawPointer(base)
        while index &+ 16 <= end {
            let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let blank = (chunk .== JSONLanes.spaces) .| (chunk .== JSONLanes.lineFeeds) .| (chunk .== JSONLanes.carriageReturns) .| (chunk .== JSONLanes.tabs)
            if let stop = JSONLanes.first(of: .!blank) { return index &+ stop }
            index &+= 16
        }
        while index < end && base[index] <= space && isWhitespace(base[index]) { index &+= 1 }
        return index
    }

    /// The value of the hexadecimal digit `byte` (either case), or nil when it is not one.
    @inline(__always)
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case zero...0x39: byte &- zero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }
}
