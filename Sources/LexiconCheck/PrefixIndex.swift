import Foundation

/// Words sorted by their lower-case form, so that all words with a prefix sit in one block
/// found by binary search.
struct PrefixIndex: Sendable {
    private let entries: [(key: [Unicode.Scalar], word: String)]

    init(_ words: some Sequence<String>) {
        entries = words
            .map { (key: Array($0.lowercased().unicodeScalars), word: $0) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) || ($0.key == $1.key && $0.word < $1.word) }
    }

    /// The words that start with `prefix`, ignoring case, shortest first, then alphabetical;
    /// the prefix itself is left out.
    func completions(of prefix: some StringProtocol) -> [String] {
        let key = Array(String(prefix).precomposedLowercased.unicodeScalars)
        guard !key.isEmpty else { return [] }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key.lexicographicallyPrecedes(key) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var matches: [String] = []
        var seen: Set<String> = []
        for entry in entries[low...] {
            guard entry.key.starts(with: key) else { break }
            if entry.key.count > key.count, seen.insert(entry.word).inserted {
                matches.append(entry.word)
            }
        }
        return matches.sorted { ($0.count, $0) < ($1.count, $1) }
    }
}

extension String {
    var precomposedLowercased: String {
        precomposedStringWithCanonicalMapping.lowercased()
    }
}
