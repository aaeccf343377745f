/// The letters the solver's fast path counts: the 31 most frequent letters of its lexicon (after
/// case folding, with ``LetterEquivalents``), one SIMD lane each, and a last
/// lane counting every other letter together. English needs 26 lanes, German 29 (ä ö ü),
/// Turkish 29; Russian's 33 letters and French's accented ones put their rarest in the shared
/// lane, whose words the solver checks exactly once the lanes let them through. Only a word with
/// a character of several scalars (a letter and a combining mark) takes the general path.
struct SolverAlphabet: Sendable {
    /// The letters with a lane of their own.
    static let capacity = 31
    /// The lane every other letter counts in.
    static let otherLane = 31
    /// The mask bit of ``otherLane``: a word with it set needs an exact check.
    static let otherBit: UInt32 = 1 << 31

    /// The lane of each scalar below `directLimit`, or -1.
    private let direct: [Int8]
    /// The lanes of other scalars.
    private let others: [UInt32: Int8]
    private static let directLimit: UInt32 = 0x600

    /// The alphabet of `words` (folded): their most frequent letters, ties by code point.
    init(words: [String]) {
        var frequency: [UInt32: Int] = [:]
        for word in words {
            Self.forEachLetter(of: word) { frequency[$0.value, default: 0] += 1 }
        }
        let chosen = frequency.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(Self.capacity).map(\.key)
        var direct = [Int8](repeating: -1, count: Int(Self.directLimit))
        var others: [UInt32: Int8] = [:]
        for (lane, value) in chosen.sorted().enumerated() {
            if value < Self.directLimit { direct[Int(value)] = Int8(lane) } else { others[value] = Int8(lane) }
        }
        self.direct = direct
        self.others = others
    }

    /// Calls `body` with each letter of `word` as counted (``LetterEquivalents``).
    @inline(__always)
    static func forEachLetter(of word: String, _ body: (Unicode.Scalar) -> Void) {
        for scalar in word.unicodeScalars {
            LetterEquivalents.forEachLetter(of: scalar, body)
        }
    }

    /// The lane of `scalar`: its own, or ``otherLane``.
    @inline(__always)
    private func lane(of scalar: Unicode.Scalar) -> Int {
        let lane = scalar.value < Self.directLimit ? direct[Int(scalar.value)] : others[scalar.value] ?? -1
        return lane < 0 ? Self.otherLane : Int(lane)
    }

    /// The counts and mask of `word` when every character is one scalar (and no lane counts 255
    /// or more); `nil` otherwise. The mask has ``otherBit`` when a letter has no lane of its own.
    func counts(of word: String) -> (counts: SIMD32<UInt8>, mask: UInt32)? {
        // A character of several scalars (a letter and a combining mark) is not a lane.
        guard word.isASCII || word.unicodeScalars.count == word.count else { return nil }
        var counts = SIMD32<UInt8>()
        var mask: UInt32 = 0
        var complete = true
        withUnsafeMutableBytes(of: &counts) { lanes in
            Self.forEachLetter(of: word) { scalar in
                let lane = lane(of: scalar)
                guard complete, lanes[lane] < 254 else {
                    complete = false
                    return
                }
                lanes[lane] += 1
                mask |= 1 << UInt32(lane)
            }
        }
        return complete ? (counts, mask) : nil
    }

    /// The counts (each capped at 255) and mask of the letters of `root`, its one-scalar
    /// characters only: what words of the fast path can take from it (their letters without a
    /// lane of their own pooled, so a word fitting them still needs an exact check).
    func cappedCounts(of root: String) -> (counts: SIMD32<UInt8>, mask: UInt32) {
        var counts = SIMD32<UInt8>()
        var mask: UInt32 = 0
        withUnsafeMutableBytes(of: &counts) { lanes in
            for character in root where character.unicodeScalars.count == 1 {
                Self.forEachLetter(of: String(character)) { letter in
                    let lane = lane(of: letter)
                    if lanes[lane] < 255 { lanes[lane] += 1 }
                    mask |= 1 << UInt32(lane)
                }
            }
        }
        return (counts, mask)
    }
}
