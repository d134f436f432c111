/// Sixteen-byte SIMD vectors the scanners compare text against, and the first lane a compare marks.
enum JSONLanes {
    /// `"` in every lane.
    static let quotes = SIMD16<UInt8>(repeating: JSONByte.quote)
    /// `\` in every lane.
    static let backslashes = SIMD16<UInt8>(repeating: JSONByte.backslash)
    /// A space in every lane (also the bound below which bytes are control characters).
    static let spaces = SIMD16<UInt8>(repeating: JSONByte.space)
    /// A line feed in every lane.
    static let lineFeeds = SIMD16<UInt8>(repeating: JSONByte.lineFeed)
    /// A carriage return in every lane.
    static let carriageReturns = SIMD16<UInt8>(repeating: JSONByte.carriageReturn)
    /// A tab in every lane.
    static let tabs = SIMD16<UInt8>(repeating: JSONByte.tab)
    /// Each lane's own index, 0 to 15.
    static let indices = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)

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
}
