/// How far the affixes of a dictionary reach into a stem, whatever the letters wanted: what each
/// class may strip at a stem's start and end, with the affixes its entries allow after them,
/// and what a second suffix may strip after each suffix entry. Worked out once per dictionary
/// (``StemIndex`` keeps it), it lets an expansion for a root's letters (``WantedForms``) skip
/// the tables every root shares.
///
/// A class: an expansion asks it at every stem and suffix entry.
final class AffixReach: Sendable {
    /// How many characters each class may strip from a stem, at most: a prefix class with the
    /// suffixes its entries allow after them, a suffix class with the second suffixes and the
    /// prefixes its entries allow.
    private let prefixStrip: [AffixFlag: (start: Int, end: Int)]
    private let suffixStrip: [AffixFlag: (start: Int, end: Int)]
    /// For each entry of each suffix class, the most characters a second suffix after it strips.
    private let secondSuffixStrips: [AffixFlag: [Int]]
    /// For each entry of each suffix class, the fewest letters it adds to what a form keeps.
    private let suffixAddedLetters: [AffixFlag: [Int]]

    init(rules: AffixRules) {
        var prefixStrip: [AffixFlag: (start: Int, end: Int)] = [:]
        var suffixStrip: [AffixFlag: (start: Int, end: Int)] = [:]
        var secondSuffixStrips: [AffixFlag: [Int]] = [:]
        var suffixAddedLetters: [AffixFlag: [Int]] = [:]
        let longestPrefixStrip = rules.prefixes.mapValues { $0.entries.map(\.strip.count).max() ?? 0 }
        let longestSuffixStrip = rules.suffixes.mapValues { $0.entries.map(\.strip.count).max() ?? 0 }
        func longestStrip(_ table: [AffixFlag: Int], among flags: [AffixFlag]) -> Int {
            flags.lazy.compactMap { table[$0] }.max() ?? 0
        }
        for (flag, suffixClass) in rules.suffixes {
            var start = 0, end = 0
            var secondStrips: [Int] = [], addedLetters: [Int] = []
            secondStrips.reserveCapacity(suffixClass.entries.count)
            addedLetters.reserveCapacity(suffixClass.entries.count)
            for entry in suffixClass.entries {
                let secondStrip = longestStrip(longestSuffixStrip, among: entry.continuation)
                secondStrips.append(secondStrip)
                // Stripping or cutting n characters removes at most n letters.
                addedLetters.append(LetterLength.of(entry.append) - entry.strip.count - secondStrip)
                start = max(start, longestStrip(longestPrefixStrip, among: entry.continuation))
                end = max(end, entry.strip.count + secondStrip)
            }
            suffixStrip[flag] = (start, end)
            secondSuffixStrips[flag] = secondStrips
            suffixAddedLetters[flag] = addedLetters
        }
        for (flag, prefixClass) in rules.prefixes {
            var start = 0, end = 0
            for entry in prefixClass.entries {
                start = max(start, entry.strip.count)
                end = max(end, entry.continuation.lazy.compactMap { suffixStrip[$0]?.end }.max() ?? 0)
            }
            prefixStrip[flag] = (start, end)
        }
        self.prefixStrip = prefixStrip
        self.suffixStrip = suffixStrip
        self.secondSuffixStrips = secondSuffixStrips
        self.suffixAddedLetters = suffixAddedLetters
    }

    /// For each entry of the suffix class `flag`, the most characters a second suffix after it
    /// strips.
    func secondStrips(after flag: AffixFlag) -> [Int]? { secondSuffixStrips[flag] }

    /// For each entry of the suffix class `flag`, the fewest letters it adds to the part of a
    /// form no later affix strips (negative when it may remove some): the letters it appends,
    /// less the characters it strips and those a second suffix after it may strip. What a stem
    /// keeps of its letters plus this is a floor on the letters of every form the entry leads
    /// to, so an entry that puts it above a root's length is never applied.
    func addedLetters(after flag: AffixFlag) -> [Int]? { suffixAddedLetters[flag] }

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
}
