import Foundation
import LexiconSupport

/// Completes prefixes from a word list, most common words first, without sorting at query time.
///
/// Words are sorted by their lower-case form (by its UTF-8 bytes), so that all words with a
/// prefix sit in one block found by binary search. Beside that order the index keeps two
/// permutations of the same words: grouped by their first letter, and by their first two letters, each group in ranking
/// order (frequency level, then length, then alphabetical). The words with a prefix of one or
/// two letters are then one block of a permutation, already ranked; a longer prefix filters the
/// block of its first two letters, which keeps the ranking.
struct PrefixIndex: Sendable, Equatable {
    /// Lower-cased NFC keys, sorted by their bytes (the words with a prefix form one block),
    /// and the words as listed, in the same order.
    let keys: PackedStrings
    let words: PackedStrings
    /// The entries (places in ``keys``) grouped by the key's first letter, or first two
    /// letters, in ranking order within a group.
    let byFirstLetter: [Int32]
    let byFirstTwoLetters: [Int32]
    /// ``words`` as strings, made at the first completion (not when the index is read from a
    /// file: a guess may come first, or no completion at all): completions return thousands of
    /// them, and making each from its bytes at every call would cost more than the lookup.
    private let strings = Lazy<[String]>()

    /// - Parameters:
    ///   - words: the words; duplicates are dropped.
    ///   - level: a word's frequency level (lower is more common) by its lower-cased form, or
    ///     `nil` when unknown (ranked after all known levels).
    init(_ words: some Sequence<String>, level: (String) -> Int? = { _ in nil }) {
        var seen: Set<String> = []
        let entries = words.filter { seen.insert($0).inserted }
            .map { (key: $0.precomposedLowercased, word: $0) }
            .sorted { $0.key.utf8.elementsEqual($1.key.utf8)
                ? $0.word.utf8.lexicographicallyPrecedes($1.word.utf8) : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        keys = PackedStrings(entries.map(\.key))
        self.words = PackedStrings(entries.map(\.word))
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
        byFirstLetter = ranked(groupingBy: 1)
        byFirstTwoLetters = ranked(groupingBy: 2)
        _ = strings.value { entries.map(\.word) }
    }

    /// An index read back from a file: `nil` unless the parts fit (a word per key, each
    /// permutation a place of each entry).
    init?(keys: PackedStrings, words: PackedStrings, byFirstLetter: [Int32], byFirstTwoLetters: [Int32]) {
        let count = keys.count
        guard words.count == count, byFirstLetter.count == count, byFirstTwoLetters.count == count,
              (byFirstLetter + byFirstTwoLetters).allSatisfy({ UInt32(bitPattern: $0) < UInt32(count) }) else { return nil }
        self.keys = keys
        self.words = words
        self.byFirstLetter = byFirstLetter
        self.byFirstTwoLetters = byFirstTwoLetters
    }

    static func == (a: PrefixIndex, b: PrefixIndex) -> Bool {
        a.keys == b.keys && a.words == b.words && a.byFirstLetter == b.byFirstLetter && a.byFirstTwoLetters == b.byFirstTwoLetters
    }

    /// The words that start with `prefix`, ignoring case, most common first; the prefix itself
    /// is left out.
    func completions(of prefix: some StringProtocol) -> [String] {
        var key = String(prefix).precomposedLowercased
        let length = key.unicodeScalars.count
        guard length > 0 else { return [] }
        // The block of the first two letters is the same in key order and in the permutation.
        let block = self.block(startingWith: Array(String(String.UnicodeScalarView(key.unicodeScalars.prefix(2))).utf8))
        let ranked = length == 1 ? byFirstLetter : byFirstTwoLetters
        let strings = self.strings.value { words.indices.map { words[$0] } }
        return key.withUTF8 { key in
            keys.bytes.withUnsafeBufferPointer { bytes in
            keys.ends.withUnsafeBufferPointer { ends in
            ranked.withUnsafeBufferPointer { ranked in
                var matches: [String] = []
                matches.reserveCapacity(block.count)
                for position in block {
                    // Every key in the block starts with the first two letters; longer ones are
                    // completions.
                    let entry = Int(ranked[position])
                    let start = entry == 0 ? 0 : Int(ends[entry - 1]), end = Int(ends[entry])
                    guard end - start > key.count,
                          length <= 2 || UnsafeBufferPointer(rebasing: bytes[start..<end]).starts(with: key) else { continue }
                    matches.append(strings[entry])
                }
                return matches
            }}}
        }
    }

    /// The positions of the keys that start with the bytes `prefix`.
    private func block(startingWith prefix: [UInt8]) -> Range<Int> {
        func firstPosition(where isAfter: (ArraySlice<UInt8>) -> Bool) -> Int {
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if isAfter(keys.bytes[keys.byteRange(at: middle)]) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = firstPosition { !$0.lexicographicallyPrecedes(prefix) }
        let end = firstPosition { !$0.lexicographicallyPrecedes(prefix) && !$0.starts(with: prefix) }
        return start..<max(start, end)
    }
}
