/// A small, fast random number generator that gives the same numbers for the same seed
/// (SplitMix64), for reproducible games and tests.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 7)
/// Int.random(in: 1...6, using: &generator)   // the same on every run
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable, Hashable, Codable {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
