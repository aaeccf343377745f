/// A set of bytes, as 256 bits.
struct ByteSet: Sendable, BitwiseCopyable {
    private var low: UInt128 = 0
    private var high: UInt128 = 0

    mutating func insert(_ byte: UInt8) {
        if byte < 128 { low |= 1 << byte } else { high |= 1 << (byte - 128) }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        byte < 128 ? low >> byte & 1 != 0 : high >> (byte - 128) & 1 != 0
    }
}
