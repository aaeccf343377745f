import LexiconSupport

/// The letters of a word as a multiset of user-perceived characters: what the
/// ``RejectionReason/notPossible`` rule and the solver compare.
///
/// Words of the letters `a` to `z` take a fast path: a presence mask and the 26 counts packed in
/// one SIMD vector, so a comparison is a handful of instructions. Any other word (accents, other
/// scripts, digits, spaces) takes a general path over `Character` counts. Both give the same
/// answers. Three letters count as others: `ß` as `ss`, final `ς` as `σ`, the Dutch ligature
/// `ĳ` as `ij`.
///
/// ```swift
/// let root = LetterInventory("telepaths")
/// root.canSpell(LetterInventory("palettes"))    // true
/// root.canSpell(LetterInventory("sleepless"))   // false: it needs three e's and two s's
/// ```
public struct LetterInventory: Sendable {
    enum Storage {
        /// Counts of `a`...`z` in lanes 0...25, and which of them occur.
        case basic(counts: SIMD32<UInt8>, mask: UInt32)
        /// Any other word (or a letter repeated 256 times or more): its text, and its counts
        /// worked out the first time they are needed and kept, so that a long root is not
        /// counted again for every comparison, and a word that a root of a...z refuses at its
        /// first other character (`simper's`) is never counted at all.
        case general(String, counts: Lazy<[Character: Int]>)
    }

    let storage: Storage

    /// The number of characters.
    public let count: Int

    /// The inventory of `word`, taken as it is (normalise it first). Invisible characters
    /// (Unicode's default-ignorable ones: zero-width joiners and spaces, direction marks, the
    /// combining grapheme joiner, variation selectors, soft hyphens) are no letters: a word
    /// counts the same with them or without, in a root as in an answer.
    public init(_ word: some StringProtocol) {
        let basic = word.utf8.withContiguousStorageIfAvailable(Self.basicCounts) ?? Self.basicCounts(Array(word.utf8))
        if let (counts, mask, length) = basic {
            self.init(storage: .basic(counts: counts, mask: mask), count: length)
        } else if word.unicodeScalars.contains(where: \.properties.isDefaultIgnorableCodePoint) {
            var visible = String.UnicodeScalarView()
            visible.append(contentsOf: word.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
            self.init(String(visible))
        } else {
            self.init(general: word)
        }
    }

    /// The packed counts, mask and length of a word of a...z; `nil` for any other word (or a
    /// letter repeated 255 times or more).
    private static func basicCounts(_ bytes: some Collection<UInt8>) -> (SIMD32<UInt8>, UInt32, Int)? {
        var counts = SIMD32<UInt8>()
        var mask: UInt32 = 0
        let complete = withUnsafeMutableBytes(of: &counts) { lanes -> Bool in
            for byte in bytes {
                let index = Int(byte) &- 0x61
                guard index >= 0, index < 26, lanes[index] < 255 else { return false }
                lanes[index] &+= 1
                mask |= 1 << UInt32(index)
            }
            return true
        }
        return complete ? (counts, mask, bytes.count) : nil
    }

    /// The inventory of a word of the letters a...z from its packed counts.
    init(counts: SIMD32<UInt8>, mask: UInt32, count: Int) {
        self.init(storage: .basic(counts: counts, mask: mask), count: count)
    }

    private init(storage: Storage, count: Int) {
        self.storage = storage
        self.count = count
    }

    /// The inventory built on the general path, whatever the word (tests compare the paths).
    init(general word: some StringProtocol) {
        self.init(storage: .general(String(word), counts: Lazy()), count: word.count)
    }

    /// The letters counted, with ``LetterEquivalents`` (`ß` as `ss`, `ς` as `σ`, `ĳ` as `ij`).
    private static func characterCounts(of text: String) -> [Character: Int] {
        var counts: [Character: Int] = [:]
        for character in text {
            let scalars = character.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first else {
                counts[character, default: 0] += 1
                continue
            }
            LetterEquivalents.forEachLetter(of: scalar) { counts[Character($0), default: 0] += 1 }
        }
        return counts
    }

    /// The number of letters counted (`ß` and `ĳ` are two).
    private var letterTotal: Int {
        guard case .general(let text, _) = storage else { return count }
        return count + LetterEquivalents.extraLetters(in: text)
    }

    /// Whether this inventory holds every character of `other`, as often as `other` needs it.
    @inline(__always)
    public func canSpell(_ other: LetterInventory) -> Bool {
        switch (storage, other.storage) {
        case let (.basic(counts, mask), .basic(otherCounts, otherMask)):
            return otherMask & ~mask == 0 && !any(otherCounts .> counts)
        case let (.basic(counts, _), .general(text, _)) where text.isASCII:
            // Usually `other` holds a character outside a...z and fails at once.
            guard other.count <= count else { return false }
            var needed = SIMD32<UInt8>()
            let onlyLetters = withUnsafeMutableBytes(of: &needed) { lanes in
                text.utf8.allSatisfy { byte in
                    // A letter needed more than 255 times is more than any basic root has.
                    guard (0x61...0x7A).contains(byte), lanes[Int(byte) - 0x61] < 255 else { return false }
                    lanes[Int(byte) - 0x61] += 1
                    return true
                }
            }
            return onlyLetters && !any(needed .> counts)
        default:
            guard other.letterTotal <= letterTotal else { return false }
            let counts = characterCounts
            return other.characterCounts.allSatisfy { character, needed in
                (counts[character] ?? 0) >= needed
            }
        }
    }

    /// For a word of the letters a...z only, its counts with each capped at 255, and its mask:
    /// enough to compare it with words of the basic path, whose counts never pass 255 (the
    /// solver's fast path for a root with a letter repeated hundreds of times). `nil` for a
    /// word with any other character.
    var cappedBasicCounts: (counts: SIMD32<UInt8>, mask: UInt32)? {
        switch storage {
        case let .basic(counts, mask):
            return (counts, mask)
        case .general(let text, _):
            var counts = SIMD32<UInt8>()
            var mask: UInt32 = 0
            let onlyLetters = withUnsafeMutableBytes(of: &counts) { lanes in
                text.utf8.allSatisfy { byte in
                    guard (0x61...0x7A).contains(byte) else { return false }
                    let index = Int(byte) - 0x61
                    if lanes[index] < 255 { lanes[index] += 1 }
                    mask |= 1 << UInt32(index)
                    return true
                }
            }
            return onlyLetters ? (counts, mask) : nil
        }
    }

    /// The counts as a dictionary (the general view of either path).
    var characterCounts: [Character: Int] {
        switch storage {
        case .general(let text, let counts):
            return counts.value { Self.characterCounts(of: text) }
        case .basic(let counts, _):
            var result: [Character: Int] = [:]
            for index in 0..<26 where counts[index] > 0 {
                result[Character(Unicode.Scalar(UInt8(0x61 + index)))] = Int(counts[index])
            }
            return result
        }
    }
}

extension LetterInventory {
    /// Whether this word uses every distinct letter of `other` at least once (a pangram of it).
    public func usesEveryLetter(of other: LetterInventory) -> Bool {
        switch (storage, other.storage) {
        case let (.basic(_, mask), .basic(_, otherMask)):
            return otherMask & ~mask == 0
        default:
            let mine = characterCounts
            return other.characterCounts.keys.allSatisfy { mine[$0] != nil }
        }
    }
}
