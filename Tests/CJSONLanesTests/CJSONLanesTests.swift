import CJSONLanes
import GroupEventsTestSupport
import Testing

/// The move-mask against the top bit of each lane read one at a time: the one the build uses
/// (`pmovmskb` on x86-64) and the portable gather, which the build uses elsewhere and which is
/// therefore checked here too.
@Suite struct CJSONLanesTests {
    /// The top bit of each lane, lane 0 lowest, read lane by lane.
    static func reference(_ lanes: SIMD16<UInt8>) -> UInt32 {
        (0..<16).reduce(0) { bits, lane in bits | UInt32(lanes[lane] >> 7) << UInt32(lane) }
    }

    @Test func eachLaneIsItsOwnBit() {
        for lane in 0..<16 {
            for byte: UInt8 in [0x80, 0xFF, 0xC3] {
                var lanes = SIMD16<UInt8>(repeating: 0x7F)
                lanes[lane] = byte
                #expect(cjson_lane_top_bits(lanes) == 1 << UInt32(lane), "lane \(lane), byte \(byte)")
                #expect(cjson_lane_top_bits_portable(lanes) == 1 << UInt32(lane), "lane \(lane), byte \(byte)")
            }
        }
    }

    @Test func randomLanesAgreeWithTheirTopBits() {
        var generator = SplitMix64(seed: 16)
        for _ in 0..<20_000 {
            var lanes = SIMD16<UInt8>()
            for lane in 0..<16 {
                // Compare results (0x00, 0xFF) as often as arbitrary bytes.
                lanes[lane] = [0x00, 0xFF, UInt8.random(in: 0...255, using: &generator)].randomElement(using: &generator)!
            }
            let expected = Self.reference(lanes)
            #expect(cjson_lane_top_bits(lanes) == expected, "\(lanes)")
            #expect(cjson_lane_top_bits_portable(lanes) == expected, "\(lanes)")
        }
    }
}
