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

    init(rules: AffixRules) {
        var prefixStrip: [AffixFlag: (start: Int, end: Int)] = [:]
        var suffixStrip: [AffixFlag: (start: Int, end: Int)] = [:]
        var secondSuffixStrips: [AffixFlag: [Int]] = [:]
        let longestPrefixStrip = rules.prefixes.mapValues { $0.entries.map(\.strip.count).max() ?? 0 }
        let longestSuffixStrip = rules.suffixes.mapValues { $0.entries.map(\.strip.count).max() ?? 0 }
        func longestStrip(_ table: [AffixFlag: Int], among flags: [AffixFlag]) -> Int {
            flags.lazy.compactMap { table[$0] }.max() ?? 0
        }
        for (flag, suffixClass) in rules.suffixes {
            var start = 0, end = 0
            var secondStrips: [Int] = []
            secondStrips.reserveCapacity(suffixClass.entries.count)
            for entry in suffixClass.entries {
                let secondStrip = longestStrip(longestSuffixStrip, among: entry.continuation)
                secondStrips.append(secondStrip)
                start = max(start, longestStrip(longestPrefixStrip, among: entry.continuation))
                end = max(end, entry.strip.count + secondStrip)
            }
            suffixStrip[flag] = (start, end)
            secondSuffixStrips[flag] = secondStrips
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
}
