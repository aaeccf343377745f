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
/// A class: an expansion asks it at every stem and affix, where a copy of a structure of eight
/// tables would cost eight reference counts each time.
final class WantedForms: Sendable {
    /// The characters and length of wanted forms.
    private let letters: LetterTest

    /// How many characters each class may strip from a stem, at most: a prefix class with the
    /// suffixes its entries allow after them, a suffix class with the second suffixes and the
    /// prefixes its entries allow.
    private let prefixStrip: [AffixFlag: (start: Int, end: Int)]
    private let suffixStrip: [AffixFlag: (start: Int, end: Int)]
    /// Whether each entry can be in a wanted form, by class: as a prefix, as a first suffix, as a
    /// second suffix.
    private let prefixEntries: [AffixFlag: [Bool]]
    private let firstSuffixEntries: [AffixFlag: [Bool]]
    private let secondSuffixEntries: [AffixFlag: [Bool]]

    /// For each entry of each suffix class, the most characters a second suffix after it strips.
    private let secondSuffixStrips: [AffixFlag: [Int]]

    init(rules: AffixRules, letters: Set<Unicode.Scalar>?, maximumLength: Int?) {
        let letterTest = LetterTest(letters: letters, maximumLength: maximumLength)
        self.letters = letterTest
        var prefixStrip: [AffixFlag: (start: Int, end: Int)] = [:]
        var suffixStrip: [AffixFlag: (start: Int, end: Int)] = [:]
        var prefixEntries: [AffixFlag: [Bool]] = [:]
        var firstSuffixEntries: [AffixFlag: [Bool]] = [:]
        var secondSuffixEntries: [AffixFlag: [Bool]] = [:]
        var secondSuffixStrips: [AffixFlag: [Int]] = [:]
        let longestPrefixStrip = rules.prefixes.mapValues { $0.entries.map(\.strip.count).max() ?? 0 }
        let longestSuffixStrip = rules.suffixes.mapValues { $0.entries.map(\.strip.count).max() ?? 0 }
        func longestStrip(_ table: [AffixFlag: Int], among flags: [AffixFlag]) -> Int {
            flags.lazy.compactMap { table[$0] }.max() ?? 0
        }
        for (flag, suffixClass) in rules.suffixes {
            var start = 0, end = 0
            var first: [Bool] = [], second: [Bool] = [], secondStrips: [Int] = []
            for entry in suffixClass.entries {
                let secondStrip = longestStrip(longestSuffixStrip, among: entry.continuation)
                secondStrips.append(secondStrip)
                start = max(start, longestStrip(longestPrefixStrip, among: entry.continuation))
                end = max(end, entry.strip.count + secondStrip)
                first.append(letterTest.isWanted(entry.append.dropLast(secondStrip)))
                second.append(letterTest.isWanted(entry.append))
            }
            suffixStrip[flag] = (start, end)
            firstSuffixEntries[flag] = first
            secondSuffixEntries[flag] = second
            secondSuffixStrips[flag] = secondStrips
        }
        for (flag, prefixClass) in rules.prefixes {
            var start = 0, end = 0
            for entry in prefixClass.entries {
                start = max(start, entry.strip.count)
                end = max(end, entry.continuation.lazy.compactMap { suffixStrip[$0]?.end }.max() ?? 0)
            }
            prefixStrip[flag] = (start, end)
            prefixEntries[flag] = prefixClass.entries.map { letterTest.isWanted($0.append) }
        }
        self.prefixStrip = prefixStrip
        self.suffixStrip = suffixStrip
        self.prefixEntries = prefixEntries
        self.firstSuffixEntries = firstSuffixEntries
        self.secondSuffixEntries = secondSuffixEntries
        self.secondSuffixStrips = secondSuffixStrips
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

    /// Whether `scalars` may all stay in a wanted form: wanted characters, not too many.
    func isWanted(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        letters.isWanted(scalars)
    }

    /// For each entry of the suffix class `flag`, the most characters a second suffix after it
    /// strips.
    func secondStrips(after flag: AffixFlag) -> [Int]? { secondSuffixStrips[flag] }

    /// What a stem with `flags` may lose to affixes at its start and end, at most.
    func strippable(by flags: [AffixFlag]) -> (start: Int, end: Int) {
        var start = 0, end = 0
        for flag in flags {
            if let strip = prefixStrip[flag] {
                start = max(start, strip.start)
                end = max(end, strip.end)
            }
            if let strip = suffixStrip[flag] {
                start = max(start, strip.start)
                end = max(end, strip.end)
            }
        }
        return (start, end)
    }

    /// Whether each entry of the prefix class `flag` can be in a wanted form.
    func prefixesKept(_ flag: AffixFlag) -> [Bool]? { prefixEntries[flag] }

    /// Whether each entry of the suffix class `flag` can be a form's first suffix.
    func firstSuffixesKept(_ flag: AffixFlag) -> [Bool]? { firstSuffixEntries[flag] }

    /// Whether each entry of the suffix class `flag` can be a form's second suffix.
    func secondSuffixesKept(_ flag: AffixFlag) -> [Bool]? { secondSuffixEntries[flag] }
}
