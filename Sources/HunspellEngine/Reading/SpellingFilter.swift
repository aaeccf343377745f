/// A set of spellings' hashes that may answer "yes" wrongly but never "no" wrongly: two bits per
/// hash in about 16 bits per spelling, small enough to stay in the processor's cache while the
/// tables it stands before do not. A clear bit says a spelling is not there without reading them.
/// It may also know the bytes its spellings begin with: a word beginning with another has none
/// of them as a prefix.
struct SpellingFilter: Sendable {
    private var words: [UInt64] = []
    private var firstBytes: ByteSet?

    /// A filter that may hold every spelling.
    init() {}

    /// A filter of `hashes`, of which there are about `count`, of spellings that begin with
    /// `firstBytes` (`nil`: any byte).
    init(_ hashes: some Sequence<UInt32>, count: Int, firstBytes: ByteSet? = nil) {
        self.firstBytes = firstBytes
        var size = 1
        while size < max(count, 4) * 16 / 64 { size *= 2 }
        words = [UInt64](repeating: 0, count: size)
        for hash in hashes {
            let (first, second) = bits(hash)
            words[first >> 6] |= 1 << (first & 63)
            words[second >> 6] |= 1 << (second & 63)
        }
    }

    /// A filter of spellings that may begin with any byte, from the bits of another's
    /// (``bits``): `nil` unless they are a power of two long.
    init?(bits: [UInt64]) {
        guard bits.count > 0, bits.count & (bits.count - 1) == 0 else { return nil }
        words = bits
    }

    /// The filter's bits; empty when it may hold every spelling.
    var bits: [UInt64] { words }

    /// Whether a spelling whose hash is `hash` may be in the set.
    @inline(__always)
    func mayHold(_ hash: UInt32) -> Bool {
        if words.isEmpty { return true }
        let (first, second) = bits(hash)
        return words[first >> 6] >> (first & 63) & 1 != 0 && words[second >> 6] >> (second & 63) & 1 != 0
    }

    /// Whether a spelling in the set may begin with `byte`.
    @inline(__always)
    func mayHoldSpelling(startingWith byte: UInt8) -> Bool {
        firstBytes?.contains(byte) ?? true
    }

    /// The two bits that stand for `hash`.
    @inline(__always)
    private func bits(_ hash: UInt32) -> (Int, Int) {
        let mask = words.count &* 64 &- 1
        let second = (hash &* 0x9E37_79B1) >> 11 ^ hash >> 21
        return (Int(hash) & mask, Int(second) & mask)
    }
}
