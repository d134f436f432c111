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
        var accepted = 0
        var rejected = 0
        for _ in 0..<3_000 {
            let value = random.value(depth: 3)
            let document =
                random.generator.chance(0.5)
                ? JSONWriter.compactBytes(value) : Array(JSONWriter.prettyString(value).utf8)
            for _ in 0..<10 {
                var bytes = document
                random.mutate(&bytes)
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
}
