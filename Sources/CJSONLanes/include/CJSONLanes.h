// The one thing about SIMD lanes Swift cannot say portably: a move-mask, one bit per lane, which x86
// has as a single instruction (`pmovmskb`) and Swift's SIMD types do not expose. GroupEventsJSON's
// first stage (JSONQuoteMask) turns sixty-four compares into a 64-bit word with it.
#ifndef CJSONLANES_H
#define CJSONLANES_H

#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Sixteen bytes; Swift sees it as `SIMD16<UInt8>`.
typedef uint8_t cjson_lanes16 __attribute__((ext_vector_type(16)));

/// The top bit of each lane of `lanes`, lane 0 lowest, without SIMD instructions: each 64-bit half
/// keeps the top bit of its lanes in a different place for each lane, and a multiplication gathers
/// those eight bits into the top byte. What `cjson_lane_top_bits` does where it has no move-mask.
static inline uint32_t cjson_lane_top_bits_portable(cjson_lanes16 lanes) {
    uint64_t halves[2];
    __builtin_memcpy(halves, &lanes, sizeof halves);
    const uint64_t tops = 0x8080808080808080ULL;
    const uint64_t gather = 0x0002040810204081ULL;
    uint32_t low = (uint32_t)(((halves[0] & tops) * gather) >> 56);
    uint32_t high = (uint32_t)(((halves[1] & tops) * gather) >> 56);
    return low | high << 8;
}

/// The top bit of each lane of `lanes`, lane 0 lowest (a compare's marked lane, all ones, gives a 1;
/// a byte beyond ASCII gives a 1): `pmovmskb` on x86-64, the portable gather elsewhere.
static inline uint32_t cjson_lane_top_bits(cjson_lanes16 lanes) {
#if defined(__SSE2__)
    return (uint32_t)_mm_movemask_epi8((__m128i)lanes);
#else
    return cjson_lane_top_bits_portable(lanes);
#endif
}

#endif
