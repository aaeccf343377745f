import Foundation

/// A set of words that answers lookups with Hunspell's case rules.
///
/// An entry in lower case (`word`) accepts `word`, `Word` and `WORD`; an entry with capitals
/// (`London`, `iPhone`, `NASA`) accepts its own form and the all-caps form, never a lower-case
/// one. Entries and queries are compared in Unicode normalisation form C, so a word typed with
/// combining accents matches a precomposed entry.
///
/// ```swift
/// var words = WordSet(["word", "London"])
/// words.contains("WORD")     // true
/// words.contains("london")   // false
/// ```
public struct WordSet: Sendable {
    /// The entries, NFC-normalised.
    private var table = StringTable()
    /// Every entry in capitals, with how many entries share it (`Polish` and `polish`).
    private var allCaps: [String: Int] = [:]

    /// An empty set.
    public init() {}

    /// A set holding `words`.
    public init(_ words: some Sequence<some StringProtocol>) {
        for word in words {
            insert(String(word))
        }
    }

    /// The number of distinct entries.
    public var count: Int { table.count }

    /// Whether the set has no entries.
    public var isEmpty: Bool { table.count == 0 }

    /// The entries, in no particular order.
    public var entries: Set<String> { Set(table.elements) }

    /// The entries in an array, in no particular order, without building a set on the way.
    var entryList: [String] { Array(table.elements) }

    /// Adds `word` (NFC); returns whether it was new.
    @discardableResult
    public mutating func insert(_ word: String) -> Bool {
        let entry = word.nfc
        guard table.insert(entry) else { return false }
        allCaps[entry.uppercased(), default: 0] += 1
        return true
    }

    /// Removes the entry spelled exactly `word` (NFC); returns whether it was there.
    @discardableResult
    public mutating func remove(_ word: String) -> Bool {
        let entry = word.nfc
        guard table.remove(entry) else { return false }
        let key = entry.uppercased()
        if let count = allCaps[key], count > 1 {
            allCaps[key] = count - 1
        } else {
            allCaps[key] = nil
        }
        return true
    }

    /// Whether the entry spelled exactly `word` is in the set (no case rules).
    public func containsEntry(_ word: String) -> Bool {
        table.contains(word.nfc)
    }

    /// Whether `word` is accepted under the case rules.
    public func contains(_ word: some StringProtocol) -> Bool {
        contains(String(word))
    }

    /// Whether `word` is accepted under the case rules.
    public func contains(_ word: String) -> Bool {
        if table.count == 0 { return false }
        let word = word.nfc
        if table.contains(word) {
            return true
        }
        switch WordCase(word) {
        case .capitalized:
            return table.contains(word.lowercased())
        case .upper:
            return allCaps[word] != nil
        case .lower, .mixed, .none:
            return false
        }
    }
}

extension WordSet: Hashable {
    public static func == (lhs: WordSet, rhs: WordSet) -> Bool {
        lhs.count == rhs.count && lhs.table.elements.allSatisfy(rhs.table.contains)
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: the sum of the entries' own hashes.
        hasher.combine(count)
        hasher.combine(table.elements.reduce(0 as UInt64) { $0 &+ StringTable.hash($1) })
    }
}
