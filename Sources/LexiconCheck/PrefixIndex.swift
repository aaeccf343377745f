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
    /// Lower-cased NFC keys and the words as listed, sorted by key; Swift orders strings by
    /// their NFC scalars, so the words with a prefix form one block.
    private let entries: [(key: String, word: String)]
    /// Entry numbers grouped by the key's first letter, or first two letters, ranked in a group.
    private let rankedByFirstLetter: [Int32]
    private let rankedByFirstTwoLetters: [Int32]

    /// - Parameters:
    ///   - words: the words; duplicates are dropped.
    ///   - level: a word's frequency level (lower is more common), or `nil` when unknown (ranked
    ///     after all known levels).
    init(_ words: some Sequence<String>, level: (String) -> Int? = { _ in nil }) {
        var seen: Set<String> = []
        let distinct = words.filter { seen.insert($0).inserted }
        let entries = distinct
            .map { (key: $0.precomposedLowercased, word: $0) }
            .sorted { ($0.key, $0.word) < ($1.key, $1.word) }
        self.entries = entries
        // Rank every entry once: level, then length, then the key order.
        let ranks: [(level: Int, length: Int)] = entries.map { (level($0.key) ?? .max, $0.key.unicodeScalars.count) }
        func ranked(groupingBy letters: Int) -> [Int32] {
            // Groups are runs of entries in key order; number them.
            var groups = [Int32](repeating: 0, count: entries.count)
            for index in entries.indices.dropFirst() {
                let same = entries[index].key.unicodeScalars.prefix(letters)
                    .elementsEqual(entries[index - 1].key.unicodeScalars.prefix(letters))
                groups[index] = groups[index - 1] + (same ? 0 : 1)
            }
            return entries.indices.sorted { a, b in
                (groups[a], ranks[a].level, ranks[a].length, a) < (groups[b], ranks[b].level, ranks[b].length, b)
            }.map { Int32($0) }
        }
        rankedByFirstLetter = ranked(groupingBy: 1)
        rankedByFirstTwoLetters = ranked(groupingBy: 2)
    }

    /// The words that start with `prefix`, ignoring case, most common first; the prefix itself
    /// is left out.
    func completions(of prefix: some StringProtocol) -> [String] {
        let key = String(prefix).precomposedLowercased
        let length = key.unicodeScalars.count
        guard length > 0 else { return [] }
        let group = String(String.UnicodeScalarView(key.unicodeScalars.prefix(2)))
        let block = self.block(startingWith: group)
        let ranked = length == 1 ? rankedByFirstLetter : rankedByFirstTwoLetters
        var matches: [String] = []
        for position in block {
            let entry = entries[Int(ranked[position])]
            guard length <= 2 || entry.key.unicodeScalars.starts(with: key.unicodeScalars) else { continue }
            if entry.key.unicodeScalars.count > length {
                matches.append(entry.word)
            }
        }
        return matches
    }

    /// The positions of the entries whose key starts with `prefix`.
    private func block(startingWith prefix: String) -> Range<Int> {
        func firstPosition(where isAfter: (String) -> Bool) -> Int {
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if isAfter(entries[middle].key) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = firstPosition { $0 >= prefix }
        let end = firstPosition { $0 >= prefix && !$0.unicodeScalars.starts(with: prefix.unicodeScalars) }
        return start..<max(start, end)
    }
}

extension String {
    var precomposedLowercased: String {
        nfc.lowercased()
    }
}
