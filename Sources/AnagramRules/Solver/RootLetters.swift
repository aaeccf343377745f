import LexiconCheck

/// The characters a root's answers may hold: each character of a word, folded as the game folds
/// it, must be among the root's letters (a necessary condition only: counts are not compared).
/// Combining marks are let through (the solver decides), and roots whose characters are not
/// single scalars are not described (`init` fails).
struct RootLetters {
    private let letters: LetterInventory
    /// The most letters (as `LetterLength` counts them) an answer has:
    /// the root's, `ß` and `ĳ` counted twice (an answer may spell them `ss` and `ij`). Every
    /// character of an answer is one of the root's, and a dictionary's spelling of it has no
    /// more such letters than its normalised form.
    let maximumLength: Int
    private let normalizer: AnswerNormalizer
    /// Each scalar's verdict, worked out once (a language has a few dozen letters, its words
    /// millions of them): 0 unknown, 1 in the root, 2 not, 3 a mark.
    private var verdicts = [UInt8](repeating: 0, count: 0x10000)

    init?(_ root: String, normalizer: AnswerNormalizer) {
        let folded = normalizer.normalize(root)
        guard folded.unicodeScalars.count == folded.count else { return nil }
        letters = LetterInventory(folded)
        maximumLength = LetterLength.of(folded.unicodeScalars) + LetterEquivalents.extraLetters(in: folded)
        self.normalizer = normalizer
    }

    private mutating func verdict(_ scalar: Unicode.Scalar) -> UInt8 {
        let index = Int(scalar.value)
        if index < verdicts.count, verdicts[index] != 0 { return verdicts[index] }
        let found: UInt8
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            found = 3
        default:
            found = letters.canSpell(LetterInventory(normalizer.normalize(String(scalar)))) ? 1 : 2
        }
        if index < verdicts.count { verdicts[index] = found }
        return found
    }

    /// Whether `scalar` may be in an answer: a letter of the root, or a combining mark.
    mutating func allows(_ scalar: Unicode.Scalar) -> Bool {
        verdict(scalar) != 2
    }

    /// Whether `word` may be an answer: every character is among the root's letters, or the
    /// word has a combining mark before the first that is not.
    mutating func mayHold(_ word: String) -> Bool {
        for scalar in word.unicodeScalars {
            switch verdict(scalar) {
            case 2: return false
            case 3: return true
            default: continue
            }
        }
        return true
    }
}
