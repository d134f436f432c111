import GroupEventsJSON
import GroupEventsTestSupport

/// Builds random JSON values for round-trip and framing tests: exact number texts of every form,
/// strings that need escapes or are not ASCII, duplicate and empty keys, nesting.
struct RandomJSON {
    var generator: SplitMix64

    /// A generator seeded with `seed`.
    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// A random value nested at most `depth` levels, written compact and pretty (with a random indent).
    mutating func documents(depth: Int) -> [[UInt8]] {
        let value = value(depth: depth)
        return [JSONWriter.compactBytes(value), Array(JSONWriter.prettyString(value, indent: Int.random(in: 0...4, using: &generator)).utf8)]
    }

    /// A random value nested at most `depth` levels.
    mutating func value(depth: Int) -> JSONValue {
        let kind = Int.random(in: 0..<(depth > 0 ? 8 : 6), using: &generator)
        switch kind {
        case 0: return .null
        case 1: return .bool(generator.chance(0.5))
        case 2, 3: return .number(number())
        case 4, 5: return .string(string())
        case 6:
            return .array(JSONArray((0..<Int.random(in: 0...4, using: &generator)).map { _ in value(depth: depth - 1) }))
        default:
            var object = JSONObject()
            var keys: [String] = []
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let key = !keys.isEmpty && generator.chance(0.15) ? generator.pick(keys) : string(maximumLength: 8)
                keys.append(key)
                object.append(key, value(depth: depth - 1))
            }
            return .object(object)
        }
    }

    /// A random number text valid under RFC 8259.
    mutating func number() -> JSONNumber {
        var text = generator.chance(0.3) ? "-" : ""
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: text += "0"
        case 1: text += String(UInt64.random(in: 1...UInt64.max, using: &generator))
        case 2: text += "7392815520153600001"
        default: text += "1" + digits(count: Int.random(in: 19...40, using: &generator))
        }
        if generator.chance(0.3) { text += "." + digits(count: Int.random(in: 1...6, using: &generator)) }
        if generator.chance(0.2) {
            text += generator.pick(["e", "E"]) + generator.pick(["", "+", "-"]) + digits(count: Int.random(in: 1...3, using: &generator))
        }
        guard let number = JSONNumber(text: text) else { preconditionFailure("generated an invalid number \(text)") }
        return number
    }

    /// A random string mixing ASCII, characters that must be escaped, and non-ASCII scalars.
    mutating func string(maximumLength: Int = 24) -> String {
        let pieces = [
            "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{8}", "\u{C}", "\u{1F}", "\u{7F}",
            "é", "中", "😀", "\u{2028}", "\u{2029}", "\u{FFFF}", "\u{10FFFF}", "id", "name",
        ]
        var result = ""
        for _ in 0..<Int.random(in: 0...maximumLength, using: &generator) { result += generator.pick(pieces) }
        return result
    }

    private mutating func digits(count: Int) -> String {
        String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
    }

    /// Mutates `bytes` one to three times: flips a bit, inserts a byte, deletes a range or truncates.
    mutating func mutate(_ bytes: inout [UInt8]) {
        ByteMutations.mutate(&bytes, &generator)
    }
}
