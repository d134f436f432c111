import GroupEventsJSON
import GroupEventsTestSupport
import Testing

/// Seeded random tests of the reader and writer together.
@Suite struct JSONFuzzTests {
    @Test func randomValuesRoundTripCompactAndPretty() throws {
        var random = RandomJSON(seed: 0x5EED)
        let reader = JSONReader()
        for _ in 0..<3_000 {
            let value = random.value(depth: 4)
            let compact = JSONWriter.compactBytes(value)
            let fromCompact = try reader.read(compact)
            #expect(fromCompact == value)
            #expect(JSONWriter.compactBytes(fromCompact) == compact)
            let pretty = JSONWriter.prettyString(value, indent: Int.random(in: 0...4, using: &random.generator))
            #expect(try reader.read(pretty) == value)
        }
    }

    @Test func mutatedDocumentsParseOrFailInside() {
        var random = RandomJSON(seed: 0xBAD5EED)
        let reader = JSONReader()
        let interesting: [UInt8] = Array(#"[]{}",:\-+.0123456789eEtrufalsn "#.utf8) + [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]
        var accepted = 0
        var rejected = 0
        for _ in 0..<3_000 {
            let value = random.value(depth: 3)
            let document = random.generator.chance(0.5)
                ? JSONWriter.compactBytes(value) : Array(JSONWriter.prettyString(value).utf8)
            for _ in 0..<10 {
                var bytes = document
                for _ in 0..<Int.random(in: 1...3, using: &random.generator) {
                    mutate(&bytes, with: interesting, using: &random.generator)
                }
                do {
                    _ = try reader.read(bytes, baseOffset: 7)
                    accepted += 1
                } catch {
                    rejected += 1
                    #expect((7...7 + bytes.count).contains(error.offset), "\(error) in \(bytes)")
                }
            }
        }
        #expect(accepted > 0)
        #expect(rejected > 0)
    }

    /// Flips a bit, inserts a byte, deletes a range or truncates.
    private func mutate(_ bytes: inout [UInt8], with interesting: [UInt8], using random: inout SplitMix64) {
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where position < bytes.count:
            bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &random)
        case 1:
            bytes.insert(random.pick(interesting), at: position)
        case 2:
            bytes.insert(UInt8.random(in: 0...255, using: &random), at: position)
        case 3:
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...4, using: &random)))
        default:
            bytes.removeSubrange(position...)
        }
    }
}
