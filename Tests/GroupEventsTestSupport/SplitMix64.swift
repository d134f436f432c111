/// The seeded pseudo-random generator every test uses (SplitMix64): JSON fuzzing, framing, mutation
/// tests. A seed gives the same sequence on every run and platform, so a failure reproduces.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A random integer in `0..<bound` (`bound` above 0).
    package mutating func below(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &self)
    }

    /// A random element of a non-empty array.
    package mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }

    /// True with probability `probability`.
    package mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
