internal import CJSONLanes

/// Sixteen-byte SIMD vectors the scanners compare text against, and the first lane a compare marks.
/// The vectors are computed properties, not stored globals, so that they fold into constants instead
/// of being initialized lazily on every use.
enum JSONLanes {
    /// `"` in every lane.
    @inline(__always) static var quotes: SIMD16<UInt8> { SIMD16(repeating: JSONByte.quote) }
    /// `\` in every lane.
    @inline(__always) static var backslashes: SIMD16<UInt8> { SIMD16(repeating: JSONByte.backslash) }
    /// A space in every lane (also the bound below which bytes are control characters).
    @inline(__always) static var spaces: SIMD16<UInt8> { SIMD16(repeating: JSONByte.space) }
    /// A line feed in every lane.
    @inline(__always) static var lineFeeds: SIMD16<UInt8> { SIMD16(repeating: JSONByte.lineFeed) }
    /// A carriage return in every lane.
    @inline(__always) static var carriageReturns: SIMD16<UInt8> { SIMD16(repeating: JSONByte.carriageReturn) }
    /// A tab in every lane.
    @inline(__always) static var tabs: SIMD16<UInt8> { SIMD16(repeating: JSONByte.tab) }

    /// The two top bits of a byte in every lane, which tell a UTF-8 continuation byte (`10xxxxxx`).
    @inline(__always) static var scalarBits: SIMD16<UInt8> { SIMD16(repeating: 0xC0) }
    /// The top bits of a UTF-8 continuation byte in every lane.
    @inline(__always) static var continuationBits: SIMD16<UInt8> { SIMD16(repeating: 0x80) }

    /// The lanes of `chunk` that end a plain run inside a JSON string: a quote, a backslash or a
    /// control character (`JSONByte.endsPlainRun`).
    @inline(__always)
    static func plainRunStops(in chunk: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
        (chunk .== quotes) .| (chunk .== backslashes) .| (chunk .< spaces)
    }

    /// Copies the bytes from `index` of `source` to `written` of `target` up to the first byte that
    /// `stops` marks in a chunk (and `isStop` says of one byte) or `end`, and moves both counts past
    /// them; whether it stopped at such a byte (then at `index`) rather than at `end`. Sixteen bytes at
    /// a time: each chunk is stored whole and the counts moved past its plain bytes only, so a store
    /// may write up to sixteen bytes past the run (a chunk is read only where sixteen bytes are left
    /// before `end`); the last bytes are copied one by one. For the unescaping and the escaping of
    /// string text, which copy the runs between escapes.
    @inline(__always)
    static func copyPlainRun(
        from source: UnsafePointer<UInt8>, index: inout Int, end: Int, to target: UnsafeMutablePointer<UInt8>, written: inout Int,
        stops: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>, isStop: (UInt8) -> Bool
    ) -> Bool {
        while index &+ 16 <= end {
            let chunk = UnsafeRawPointer(source).loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(target).storeBytes(of: chunk, toByteOffset: written, as: SIMD16<UInt8>.self)
            if let stop = first(of: stops(chunk)) {
                index &+= stop
                written &+= stop
                return true
            }
            index &+= 16
            written &+= 16
        }
        while index < end {
            if isStop(source[index]) { return true }
            target[written] = source[index]
            written &+= 1
            index &+= 1
        }
        return false
    }

    /// `mask` as sixteen bits, lane 0 lowest (a marked lane is all ones): a move-mask
    /// (`cjson_lane_top_bits`, one instruction on x86-64), which Swift's SIMD types do not have.
    @inline(__always)
    static func bits(of mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
        topBits(of: unsafeBitCast(mask, to: SIMD16<UInt8>.self))
    }

    /// The top bit of each lane of `chunk` as sixteen bits, lane 0 lowest: the bytes beyond ASCII.
    @inline(__always)
    static func topBits(of chunk: SIMD16<UInt8>) -> UInt64 {
        UInt64(cjson_lane_top_bits(chunk))
    }

    /// Whether `mask` marks any lane (the standard library's `any` reduces lane by lane through a
    /// generic call).
    @inline(__always)
    static func marksAny(_ mask: SIMDMask<SIMD16<Int8>>) -> Bool {
        bits(of: mask) != 0
    }

    /// The index of the first lane `mask` marks, or nil when it marks none: a bit count of its
    /// move-mask, not a loop over lanes.
    @inline(__always)
    static func first(of mask: SIMDMask<SIMD16<Int8>>) -> Int? {
        let bits = bits(of: mask)
        return bits == 0 ? nil : bits.trailingZeroBitCount
    }

    /// The number of lanes before lane `end` (at most 16) that `mask` marks: a bit count of the mask
    /// read as two 64-bit words, each marked lane eight set bits.
    @inline(__always)
    static func count(of mask: SIMDMask<SIMD16<Int8>>, before end: Int) -> Int {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        let low = end >= 8 ? words[0] : words[0] & ((1 &<< UInt64(end &* 8)) &- 1)
        let high = end >= 16 ? words[1] : end <= 8 ? 0 : words[1] & ((1 &<< UInt64((end &- 8) &* 8)) &- 1)
        return (low.nonzeroBitCount &+ high.nonzeroBitCount) &>> 3
    }
}
