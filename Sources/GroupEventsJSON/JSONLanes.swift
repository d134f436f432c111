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

    /// `mask` as sixteen bits, lane 0 lowest: each 64-bit half of the mask (a marked lane is all ones)
    /// keeps one bit per lane, in a different place for each lane, and a multiplication gathers the
    /// eight bits into the top byte (Swift has no portable move-mask).
    @inline(__always)
    static func bits(of mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        let diagonal: UInt64 = 0x8040_2010_0804_0201
        let gather: UInt64 = 0x0101_0101_0101_0101
        return ((words[0] & diagonal) &* gather) &>> 56 | (((words[1] & diagonal) &* gather) &>> 56) &<< 8
    }

    /// Whether `mask` marks any lane: its two 64-bit words OR-ed (the standard library's `any` reduces
    /// lane by lane through a generic call).
    @inline(__always)
    static func marksAny(_ mask: SIMDMask<SIMD16<Int8>>) -> Bool {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        return words[0] | words[1] != 0
    }

    /// The index of the first lane `mask` marks, or nil when it marks none. The mask is read as two
    /// 64-bit words (a marked lane is all ones), so this is two compares and a bit count, not a loop
    /// over lanes.
    @inline(__always)
    static func first(of mask: SIMDMask<SIMD16<Int8>>) -> Int? {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        if words[0] != 0 { return words[0].trailingZeroBitCount &>> 3 }
        if words[1] != 0 { return 8 &+ words[1].trailingZeroBitCount &>> 3 }
        return nil
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
