import Foundation

/// Completes prefixes from a word list, most common words first, without sorting at query time.
///
/// Words are sorted by their lower-case form, so that all words with a prefix sit in one block
/// found by binary search. Beside that order the index keeps two permutations of the same
/// words: grouped by their first letter, and by their first two letters, each group in ranking
/// order (frequency level, then length, then alphabetical). The words with a prefix of one or
/// two letters are then one block of a permutation, already ranked; a longer prefix filters the
/// block of its first two letters, which keeps the ranking.
struct PrefixIndex: Sendable {
    /// Lower-cased NFC keys, sorted; Swift orders strings by their NFC scalars, so the words
    /// with a prefix form one block.
    private let sortedKeys: [String]
    /// The same words (as listed) and keys, grouped by the key's first letter, or first two
    /// letters, in ranking order within a group.
    private let byFirstLetter: (words: [String], keys: [String])
    private let byFirstTwoLetters: (words: [String], keys: [String])

    /// - Parameters:
    ///   - words: the words; duplicates are dropped.
    ///   - level: a word's frequency level (lower is more common) by its lower-cased form, or
    ///     `nil` when unknown (ranked after all known levels).
    init(_ words: some Sequence<String>, level: (String) -> Int? = { _ in nil }) {
        var seen: Set<String> = []
        let entries = words.filter { seen.insert($0).inserted }
            .map { (key: $0.precomposedLowercased, word: $0) }
            .sorted { ($0.key, $0.word) < ($1.key, $1.word) }
        sortedKeys = entries.map(\.key)
        // Rank every entry once: level, then length, then the key order.
        let ranks: [(level: Int, length: Int)] = entries.map { (level($0.key) ?? .max, $0.key.unicodeScalars.count) }
        func ranked(groupingBy letters: Int) -> (words: [String], keys: [String]) {
            // Groups are runs of entries in key order; number them.
            var groups = [Int32](repeating: 0, count: entries.count)
            for index in entries.indices.dropFirst() {
                let same = entries[index].key.unicodeScalars.prefix(letters)
                    .elementsEqual(entries[index - 1].key.unicodeScalars.prefix(letters))
                groups[index] = groups[index - 1] + (same ? 0 : 1)
            }
            let order = entries.indices.sorted { a, b in
                (groups[a], ranks[a].level, ranks[a].length, a) < (groups[b], ranks[b].level, ranks[b].length, b)
            }
            return (order.map { entries[$0].word }, order.map { entries[$0].key })
        }
        byFirstLetter = ranked(groupingBy: 1)
        byFirstTwoLetters = ranked(groupingBy: 2)
    }

    /// The words that start with `prefix`, ignoring case, most common first; the prefix itself
    /// is left out.
    func completions(of prefix: some StringProtocol) -> [String] {
        let key = String(prefix).precomposedLowercased
        let length = key.unicodeScalars.count
        guard length > 0 else { return [] }
        // The block of the first two letters is the same in key order and in the permutation.
        let block = self.block(startingWith: String(String.UnicodeScalarView(key.unicodeScalars.prefix(2))))
        let ranked = length == 1 ? byFirstLetter : byFirstTwoLetters
        let keyBytes = key.utf8.count
        var matches: [String] = []
        matches.reserveCapacity(block.count)
        for position in block {
            // Every key in the block starts with the first two letters; longer ones are completions.
            let candidate = ranked.keys[position]
            guard candidate.utf8.count > keyBytes,
                  length <= 2 || candidate.unicodeScalars.starts(with: key.unicodeScalars) else { continue }
            matches.append(ranked.words[position])
        }
        return matches
    }

    /// The positions of the keys that start with `prefix`.
    private func block(startingWith prefix: String) -> Range<Int> {
        func firstPosition(where isAfter: (String) -> Bool) -> Int {
            var low = 0
            var high = sortedKeys.count
            while low < high {
                let middle = (low + high) / 2
                if isAfter(sortedKeys[middle]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = firstPosition { $0 >= prefix }
        let end = firstPosition { $0 >= prefix && !$0.unicodeScalars.starts(with: prefix.unicodeScalars) }
        return start..<max(start, end)
    }
}
