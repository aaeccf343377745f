/// Which forms an expansion wants, when it wants only some: those made of some characters and of
/// at most some length. Worked out once per expansion from the affix rules, it tells which
/// stems and affixes can lead to a wanted form, so that the rest are never applied.
///
/// Each step keeps some characters in every form made from it: what no later affix strips. A
/// stem keeps all but what its own affix classes can strip at either end (a prefix at the start,
/// a suffix and a second suffix at the end); an affix keeps what it adds, but for the end of a
/// first suffix that a second one may strip. A step whose kept characters are not all wanted,
/// or are already too many, leads to no wanted form.
///
/// What every root shares (how far each class reaches) comes from ``AffixReach``; what is
/// worked out here is which entries add only wanted characters.
///
/// A class: an expansion asks it at every stem and affix, where a copy of a structure of its
/// tables would cost a reference count each time.
final class WantedForms: Sendable {
    /// The characters and length of wanted forms.
    private let letters: LetterTest
    /// How far each class reaches into a stem.
    let reach: AffixReach
    /// Whether each entry can be in a wanted form, by class: as a prefix, as a first suffix, as a
    /// second suffix.
    private let prefixEntries: [AffixFlag: [Bool]]
    private let firstSuffixEntries: [AffixFlag: [Bool]]
    private let secondSuffixEntries: [AffixFlag: [Bool]]

    /// The forms of `rules` made of `letters` (any, when `nil`) with at most `maximumLength`
    /// letters (any number, when `nil`); `reach` is how far `rules`' classes reach.
    init(rules: AffixRules, reach: AffixReach, letters: Set<Unicode.Scalar>?, maximumLength: Int?) {
        let letterTest = LetterTest(letters: letters, maximumLength: maximumLength)
        self.letters = letterTest
        self.reach = reach
        var prefixEntries: [AffixFlag: [Bool]] = [:]
        var firstSuffixEntries: [AffixFlag: [Bool]] = [:]
        var secondSuffixEntries: [AffixFlag: [Bool]] = [:]
        for (flag, suffixClass) in rules.suffixes {
            let secondStrips = reach.secondStrips(after: flag) ?? []
            var first: [Bool] = [], second: [Bool] = []
            first.reserveCapacity(suffixClass.entries.count)
            second.reserveCapacity(suffixClass.entries.count)
            for (index, entry) in suffixClass.entries.enumerated() {
                let secondStrip = index < secondStrips.count ? secondStrips[index] : 0
                first.append(letterTest.isWanted(entry.append.dropLast(secondStrip)))
                second.append(letterTest.isWanted(entry.append))
            }
            firstSuffixEntries[flag] = first
            secondSuffixEntries[flag] = second
        }
        for (flag, prefixClass) in rules.prefixes {
            prefixEntries[flag] = prefixClass.entries.map { letterTest.isWanted($0.append) }
        }
        self.prefixEntries = prefixEntries
        self.firstSuffixEntries = firstSuffixEntries
        self.secondSuffixEntries = secondSuffixEntries
    }

    /// The characters wanted forms hold and how many letters they have at most.
    private struct LetterTest: Sendable {
        /// The characters wanted forms hold, `nil` for any: a bit for each character of the
        /// Basic Multilingual Plane, a set for the others.
        let bmpLetters: [UInt64]?
        let otherLetters: Set<Unicode.Scalar>
        /// The most letters (``LetterLength``) a wanted form has, `nil` for any number.
        let maximumLength: Int?

        init(letters: Set<Unicode.Scalar>?, maximumLength: Int?) {
            if let letters {
                var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
                for letter in letters where letter.value < 0x10000 {
                    bits[Int(letter.value) >> 6] |= 1 << UInt64(letter.value & 63)
                }
                bmpLetters = bits
                otherLetters = letters.filter { $0.value >= 0x10000 }
            } else {
                bmpLetters = nil
                otherLetters = []
            }
            self.maximumLength = maximumLength
        }

        func isWanted(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
            if let maximumLength, LetterLength.of(scalars) > maximumLength { return false }
            guard let bmpLetters else { return true }
            return scalars.allSatisfy { scalar in
                scalar.value < 0x10000
                    ? bmpLetters[Int(scalar.value) >> 6] & (1 << UInt64(scalar.value & 63)) != 0
                    : otherLetters.contains(scalar)
            }
        }
    }

    /// The most letters (``LetterLength``) a wanted form has, `nil` for any number.
    var maximumLength: Int? { letters.maximumLength }

    /// Whether `scalars` may all stay in a wanted form: wanted characters, not too many.
    func isWanted(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        letters.isWanted(scalars)
    }

    /// Whether each entry of the prefix class `flag` can be in a wanted form.
    func prefixesKept(_ flag: AffixFlag) -> [Bool]? { prefixEntries[flag] }

    /// Whether each entry of the suffix class `flag` can be a form's first suffix.
    func firstSuffixesKept(_ flag: AffixFlag) -> [Bool]? { firstSuffixEntries[flag] }

    /// Whether each entry of the suffix class `flag` can be a form's second suffix.
    func secondSuffixesKept(_ flag: AffixFlag) -> [Bool]? { secondSuffixEntries[flag] }
}
