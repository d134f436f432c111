/// The first stage of the tape's fast path (`JSONQuoteMaskIndexer`): one pass over a text, sixty-four
/// bytes at a time with SIMD compares (as simdjson's first stage), that marks every quote no backslash
/// escapes, every backslash that begins an escape and every byte beyond ASCII, one bit per byte in 64-bit
/// words, so that the second stage finds where a string ends, and the escapes inside it, without
/// scanning it, and checks UTF-8 only where a sequence begins.
///
/// Left to right, a backslash that is not itself escaped escapes the byte after it: the rule inside
/// strings (a backslash outside one is an error the second stage finds). A byte is inside a string when
/// an odd number of marked quotes comes before it. The pass gives up (nil) on what only the exact reader
/// may judge: a control character that is no whitespace, and a tab, line feed or carriage return inside
/// a string.
enum JSONQuoteMask {
    /// What the pass found besides the quotes.
    struct Summary {
        /// Whether any byte is beyond ASCII (so the text's UTF-8 needs checking).
        var hasNonASCII: Bool
        /// Whether any byte is a backslash (so strings may hold escapes, which need checking).
        var hasBackslashes: Bool
    }

    /// Sixty-four bytes of the text, as four SIMD lanes.
    private struct Block {
        var chunks: (SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>)

        /// The 64 bytes at `base`.
        @inline(__always)
        init(_ base: UnsafeRawPointer) {
            chunks = (
                base.loadUnaligned(fromByteOffset: 0, as: SIMD16<UInt8>.self),
                base.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
                base.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self),
                base.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
            )
        }

        /// The bits of the bytes beyond ASCII, byte 0 lowest.
        @inline(__always)
        var nonASCIIBits: UInt64 {
            JSONLanes.topBits(of: chunks.0) | JSONLanes.topBits(of: chunks.1) &<< 16 | JSONLanes.topBits(of: chunks.2) &<< 32
                | JSONLanes.topBits(of: chunks.3) &<< 48
        }

        /// The bits of the bytes equal to `byte`, byte 0 lowest.
        @inline(__always)
        func bits(equalTo byte: UInt8) -> UInt64 {
            let lanes = SIMD16(repeating: byte)
            return JSONLanes.bits(of: chunks.0 .== lanes) | JSONLanes.bits(of: chunks.1 .== lanes) &<< 16
                | JSONLanes.bits(of: chunks.2 .== lanes) &<< 32 | JSONLanes.bits(of: chunks.3 .== lanes) &<< 48
        }

        /// Whether any byte equals `byte`.
        @inline(__always)
        func contains(_ byte: UInt8) -> Bool {
            let lanes = SIMD16(repeating: byte)
            return JSONLanes.marksAny((chunks.0 .== lanes) .| (chunks.1 .== lanes) .| (chunks.2 .== lanes) .| (chunks.3 .== lanes))
        }

        /// Whether any byte is a control character (below a space).
        @inline(__always)
        var hasControlCharacters: Bool {
            let spaces = JSONLanes.spaces
            return JSONLanes.marksAny((chunks.0 .< spaces) .| (chunks.1 .< spaces) .| (chunks.2 .< spaces) .| (chunks.3 .< spaces))
        }

        /// Whether any control character is not a tab, line feed or carriage return.
        @inline(__always)
        var hasControlCharactersBesidesWhitespace: Bool {
            func stray(_ chunk: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
                (chunk .< JSONLanes.spaces) .& .!(chunk .== JSONLanes.tabs) .& .!(chunk .== JSONLanes.lineFeeds)
                    .& .!(chunk .== JSONLanes.carriageReturns)
            }
            return JSONLanes.marksAny(stray(chunks.0) .| stray(chunks.1) .| stray(chunks.2) .| stray(chunks.3))
        }
    }

    /// The number of words `build` writes for a text of `count` bytes.
    @inline(__always)
    static func wordCount(for count: Int) -> Int { (count &+ 63) &>> 6 }

    /// Marks the string quotes of the `count` bytes at `base` in `quoteWords`, the backslashes that
    /// begin an escape (those not escaped themselves) in `escapeWords` and the bytes beyond ASCII in
    /// `nonASCIIWords` (`wordCount(for:)` words each, bit `i % 64` of word `i / 64` for byte `i`); nil
    /// when the fast path gives the text up.
    static func build(
        _ base: UnsafePointer<UInt8>, count: Int, quotes quoteWords: UnsafeMutablePointer<UInt64>,
        escapes escapeWords: UnsafeMutablePointer<UInt64>, nonASCII nonASCIIWords: UnsafeMutablePointer<UInt64>
    ) -> Summary? {
        var hasNonASCII = false
        var hasBackslashes = false
        // Whether the first byte of the next block is escaped by a backslash ending this one.
        var escapedCarry: UInt64 = 0
        // All ones when the block `carriedWords` starts inside a string: brought up to date only for a
        // block with a control character, the one place it is needed (compact records have none), from
        // the quotes of the blocks before it.
        var insideCarry: UInt64 = 0
        var carriedWords = 0
        var offset = 0
        var word = 0
        while offset < count {
            let block: Block
            if offset &+ 64 <= count {
                block = Block(UnsafeRawPointer(base + offset))
            } else {
                // The last block, padded with spaces.
                var padded = (SIMD32<UInt8>(repeating: JSONByte.space), SIMD32<UInt8>(repeating: JSONByte.space))
                block = withUnsafeMutableBytes(of: &padded) { buffer in
                    buffer.baseAddress!.copyMemory(from: base + offset, byteCount: count &- offset)
                    return Block(UnsafeRawPointer(buffer.baseAddress!))
                }
            }
            // The lanes' top bits, a move-mask each: as cheap as asking whether any is set.
            let nonASCII = block.nonASCIIBits
            nonASCIIWords[word] = nonASCII
            if nonASCII != 0 { hasNonASCII = true }

            var escaped = escapedCarry
            escapedCarry = 0
            var escapes: UInt64 = 0
            if block.contains(JSONByte.backslash) {
                hasBackslashes = true
                var backslashes = block.bits(equalTo: JSONByte.backslash) & ~escaped
                if backslashes & backslashes &<< 1 == 0 {
                    // No backslash right after another (`\"` in a string that holds JSON, the usual
                    // case): each begins an escape of the byte after it.
                    escapes = backslashes
                    escaped |= backslashes &<< 1
                    escapedCarry = backslashes &>> 63
                } else {
                    // Runs of backslashes: from the left, each that is not escaped escapes the next byte.
                    while backslashes != 0 {
                        let lowest = backslashes & (0 &- backslashes)
                        if lowest == 1 &<< 63 { escapedCarry = 1 }
                        escapes |= lowest
                        escaped |= lowest &<< 1
                        backslashes &= ~(lowest | lowest &<< 1)
                    }
                }
            }
            escapeWords[word] = escapes
            let quotes = block.bits(equalTo: JSONByte.quote) & ~escaped
            quoteWords[word] = quotes

            if block.hasControlCharacters {
                if block.hasControlCharactersBesidesWhitespace { return nil }
                while carriedWords < word {
                    if quoteWords[carriedWords].nonzeroBitCount & 1 == 1 { insideCarry = ~insideCarry }
                    carriedWords &+= 1
                }
                var inside = quotes
                inside ^= inside &<< 1
                inside ^= inside &<< 2
                inside ^= inside &<< 4
                inside ^= inside &<< 8
                inside ^= inside &<< 16
                inside ^= inside &<< 32
                let whitespace = block.bits(equalTo: JSONByte.tab) | block.bits(equalTo: JSONByte.lineFeed) | block.bits(equalTo: JSONByte.carriageReturn)
                if whitespace & (inside ^ insideCarry) != 0 { return nil }
            }
            offset &+= 64
            word &+= 1
        }
        return Summary(hasNonASCII: hasNonASCII, hasBackslashes: hasBackslashes)
    }
}
