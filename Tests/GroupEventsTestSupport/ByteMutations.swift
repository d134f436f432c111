/// Byte-level damage for fuzz tests: the JSON reader's fuzzing and the command's conservation fuzz
/// both bend documents with it.
package enum ByteMutations {
    /// Bytes that make a mutation interesting: JSON's punctuation, digits and letters, whitespace,
    /// control characters and bytes that begin or break UTF-8.
    package static let interestingBytes: [UInt8] =
        Array(#"[]{}",:\-+.0123456789eEtrufalsn "#.utf8) + [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]

    /// Mutates `bytes` one to three times, chosen by `generator`: flips a bit, inserts a byte, deletes
    /// a range or truncates.
    package static func mutate(_ bytes: inout [UInt8], _ generator: inout SplitMix64) {
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let position = Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where position < bytes.count:
                bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &generator)
            case 1:
                bytes.insert(generator.pick(interestingBytes), at: position)
            case 2:
                bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
            case 3:
                bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...4, using: &generator)))
            default:
                bytes.removeSubrange(position...)
            }
        }
    }
}
