import Foundation

/// Words sorted by their lower-case form, so that all words with a prefix sit in one block
/// found by binary search.
struct PrefixIndex: Sendable {
    /// Lower-cased NFC keys, sorted; Swift orders strings by their NFC scalars, so the words
    /// with a prefix form one block.
    private let entries: [(key: String, word: String)]

    init(_ words: some Sequence<String>) {
        entries = words
            .map { (key: $0.precomposedLowercased, word: $0) }
            .sorted { ($0.key, $0.word) < ($1.key, $1.word) }
    }

    /// The words that start with `prefix`, ignoring case, shortest first, then alphabetical;
    /// the prefix itself is left out.
    func completions(of prefix: some StringProtocol) -> [String] {
        let key = String(prefix).precomposedLowercased
        guard !key.isEmpty else { return [] }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var matches: [String] = []
        var seen: Set<String> = []
        for entry in entries[low...] {
            guard entry.key.unicodeScalars.starts(with: key.unicodeScalars) else { break }
            if entry.key.unicodeScalars.count > key.unicodeScalars.count, seen.insert(entry.word).inserted {
                matches.append(entry.word)
            }
        }
        return matches.sorted { ($0.count, $0) < ($1.count, $1) }
    }
}

extension String {
    var precomposedLowercased: String {
        nfc.lowercased()
    }
}
