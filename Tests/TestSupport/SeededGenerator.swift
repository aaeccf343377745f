/// Random numbers that are the same on every run (xorshift64*), so that tests with random
/// inputs are deterministic: a failure names its seed and happens again.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        // xorshift needs a state other than zero.
        state = seed ^ 0x9E37_79B9_7F4A_7C15
        if state == 0 { state = 1 }
    }

    public mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
