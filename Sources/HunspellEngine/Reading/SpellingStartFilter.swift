/// The beginnings of a table's spellings, in a filter that may answer "yes" wrongly but never
/// "no" wrongly: one bit for each beginning of ``shortest`` bytes or more, about
/// ``bitsPerStart`` bits each, keyed by the FNV-1a state the beginning leaves
/// (``WordTable/hashStep(_:_:)``).
///
/// An affix check looks up many roots of one word: the word's first bytes, then a stripped
/// string. When no spelling begins with the word's first `n` bytes, no root that keeps `n` of
/// them or more is a spelling, and a misspelled word (a letter wrong in the middle, two words
/// run together) has few beginnings that are: a few looks at the filter (``StartHashes``) rule
/// out the roots past the longest that may be, whatever their affixes add back, without hashing
/// or looking up any of them.
struct SpellingStartFilter: Sendable {
    /// Beginnings shorter than this are not held: nearly every byte and pair begins a
    /// spelling, and the filter holds every such beginning.
    static let shortest = 2
    /// Bits of filter for each beginning: a wrong "yes" for about one absent beginning in
    /// eight, which leaves a root or two to look up that a right "no" would have ruled out.
    static let bitsPerStart = 8

    /// The bits; empty when the filter holds every beginning.
    private(set) var bits: [UInt64] = []

    /// A filter that holds every beginning.
    init() {}

    /// A filter of the beginnings of the spellings laid end to end in `bytes`, each beginning
    /// at the `wordStart` of one of `entries` (in order) and ending where the next begins.
    /// Spellings that begin alike (a sorted `.dic` file's neighbours) share the work of the
    /// bytes they have in common.
    init(spellingsIn bytes: [UInt8], of entries: [WordTable.Entry]) {
        guard !bytes.isEmpty else {
            // No spelling begins with anything.
            bits = [0]
            return
        }
        let starts = bytes.withUnsafeBufferPointer { bytes in
            entries.withUnsafeBufferPointer { entries in
                var longest = 0
                for index in entries.indices {
                    let end = index &+ 1 < entries.count ? Int(entries[index &+ 1].wordStart) : bytes.count
                    longest = max(longest, end &- Int(entries[index].wordStart))
                }
                // A beginning for each byte at most.
                return [UInt32](unsafeUninitializedCapacity: bytes.count) { starts, count in
                    count = 0
                    // FNV-1a's states after each byte of the spelling before, the empty
                    // beginning first (those past its length are left from longer ones).
                    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: longest &+ 1) { states in
                        states[0] = WordTable.hashSeed
                        var previous = 0..<0
                        for index in entries.indices {
                            let start = Int(entries[index].wordStart)
                            let end = index &+ 1 < entries.count ? Int(entries[index &+ 1].wordStart) : bytes.count
                            let spelling = start..<max(start, min(end, bytes.count))
                            var common = 0
                            while common < previous.count, common < spelling.count,
                                  bytes[previous.lowerBound &+ common] == bytes[spelling.lowerBound &+ common] {
                                common &+= 1
                            }
                            var state = states[common]
                            for length in (common &+ 1)..<(spelling.count &+ 1) {
                                state = WordTable.hashStep(state, bytes[spelling.lowerBound &+ length &- 1])
                                states[length] = state
                                if length >= Self.shortest {
                                    starts[count] = state
                                    count &+= 1
                                }
                            }
                            previous = spelling
                        }
                    }
                }
            }
        }
        bits = [UInt64](repeating: 0, count: max(1, (starts.count * Self.bitsPerStart + 63) / 64))
        bits.withUnsafeMutableBufferPointer { bits in
            for state in starts {
                let bit = Self.bit(of: state, in: bits.count &* 64)
                bits[bit >> 6] |= 1 << (bit & 63)
            }
        }
    }

    /// A filter made of another's ``bits``.
    init(bits: [UInt64]) {
        self.bits = bits
    }

    /// Whether it holds every beginning (it was made for no spelling in particular).
    var holdsEverything: Bool { bits.isEmpty }

    /// Whether some spelling may begin with the bytes that leave FNV-1a in `state` (of
    /// ``shortest`` bytes or more).
    @inline(__always)
    func mayHold(_ state: UInt32) -> Bool {
        if bits.isEmpty { return true }
        let bit = Self.bit(of: state, in: bits.count &* 64)
        return bits[bit >> 6] >> (bit & 63) & 1 != 0
    }

    /// The bit that stands for `state` among `count`: its bits mixed, then scaled to the range.
    @inline(__always)
    private static func bit(of state: UInt32, in count: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(state &* 0x9E37_79B1) &* UInt64(count)) >> 32)
    }
}
