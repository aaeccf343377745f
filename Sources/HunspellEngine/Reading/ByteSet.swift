/// A set of bytes, as 256 bits in four 64-bit words.
struct ByteSet: Sendable, BitwiseCopyable {
    private var bits0: UInt64 = 0
    private var bits1: UInt64 = 0
    private var bits2: UInt64 = 0
    private var bits3: UInt64 = 0

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: bits0 |= bit
        case 1: bits1 |= bit
        case 2: bits2 |= bit
        default: bits3 |= bit
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = bits0
        case 1: word = bits1
        case 2: word = bits2
        default: word = bits3
        }
        return word >> (byte & 63) & 1 != 0
    }
}
