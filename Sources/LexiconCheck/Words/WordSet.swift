import Foundation
import LexiconSupport

/// A set of words that answers lookups with Hunspell's case rules.
///
/// An entry in lower case (`word`) accepts `word`, `Word` and `WORD`; an entry with capitals
/// (`London`, `iPhone`, `NASA`) accepts its own form and the all-caps form, never a lower-case
/// one. Entries and queries are compared in Unicode normalisation form C, so a word typed with
/// combining accents matches a precomposed entry. Case is mapped as Unicode's defaults do, or
/// as the set's language needs (Turkish and Azeri pair `i` with `İ` and `ı` with `I`).
///
/// ```swift
/// let words = WordSet(["word", "London"])
/// words.contains("WORD")     // true
/// words.contains("london")   // false
/// ```
public struct WordSet: Sendable {
    /// The entries, NFC-normalised.
    private var table = StringTable()
    /// Every entry with capitals of its own (`London`, `iPhone`) in capitals, with how many
    /// entries share it (`Polish` and `POLISH`): the forms Hunspell adds for such words.
    private var allCaps: [String: Int] = [:]
    /// How the words' language maps case.
    let caseMapping: CaseMapping

    /// An empty set.
    public init() {
        caseMapping = .standard
    }

    /// A set holding `words`.
    public init(_ words: some Sequence<some StringProtocol>) {
        self.init(words, caseMapping: .standard)
    }

    /// A set holding `words`, whose case rules map letters as `caseMapping` says.
    init(_ words: some Sequence<some StringProtocol>, caseMapping: CaseMapping) {
        self.caseMapping = caseMapping
        for word in words {
            insert(String(word))
        }
    }

    /// The number of distinct entries.
    public var count: Int { table.count }

    /// Whether the set has no entries.
    public var isEmpty: Bool { table.count == 0 }

    /// The entries, in no particular order.
    public var entries: Set<String> { Set(entryList) }

    /// The entries in an array, in no particular order, without building a set on the way.
    var entryList: [String] { caseMapping == .dutch ? table.elements.map(caseMapping.shownForm) : Array(table.elements) }

    /// Adds `word` (NFC); returns whether it was new.
    @discardableResult
    public mutating func insert(_ word: String) -> Bool {
        let entry = caseMapping.lookupForm(word.nfc)
        guard table.insert(entry) else { return false }
        if WordCase(entry) != .lower { allCaps[caseMapping.uppercased(entry), default: 0] += 1 }
        return true
    }

    /// Removes the entry spelled exactly `word` (NFC); returns whether it was there.
    @discardableResult
    public mutating func remove(_ word: String) -> Bool {
        let entry = caseMapping.lookupForm(word.nfc)
        guard table.remove(entry) else { return false }
        guard WordCase(entry) != .lower else { return true }
        let key = caseMapping.uppercased(entry)
        if let count = allCaps[key], count > 1 {
            allCaps[key] = count - 1
        } else {
            allCaps[key] = nil
        }
        return true
    }

    /// Whether the entry spelled exactly `word` is in the set (no case rules).
    public func containsEntry(_ word: String) -> Bool {
        table.contains(caseMapping.lookupForm(word.nfc))
    }

    /// Whether `word` is accepted under the case rules.
    public func contains(_ word: some StringProtocol) -> Bool {
        contains(String(word))
    }

    /// Whether `word` is accepted under the case rules.
    public func contains(_ word: String) -> Bool {
        if table.count == 0 { return false }
        let word = caseMapping.lookupForm(word.nfc)
        if table.contains(word) {
            return true
        }
        // As Hunspell looks words up: `Word` as `word`; `WORD` as an entry with capitals of its
        // own (`LONDON` for `London`, `IPHONE` for `iPhone`), as `Word` or as `word`.
        let wordCase = WordCase(word)
        guard wordCase == .capitalized || wordCase == .upper else { return false }
        if wordCase == .upper, allCaps[word] != nil { return true }
        let lower = caseMapping.lowercased(word)
        // Outside Turkish and Azeri, a word that starts with `İ` is looked up capitalised only
        // (`İSTANBUL` as `İstanbul`, never as `istanbul`), as Hunspell does.
        let dottedI = caseMapping != .turkic && word.unicodeScalars.first == "\u{130}"
        let capitalized = { (lower: String) in dottedI ? "\u{130}" + lower.dropFirst() : self.caseMapping.capitalized(lower) }
        let found = { (lower: String) in
            (wordCase == .upper && self.table.contains(capitalized(lower))) || (!dottedI && self.table.contains(lower))
        }
        if found(lower) { return true }
        // `STRASSE` for `straße`, as Hunspell's CHECKSHARPS reads it: each `ss` may be a `ß`.
        return wordCase == .upper && lower.contains("ss") && Self.sharpSReadings(of: lower).contains(where: found)
    }
}

extension WordSet {
    /// The spellings of a lower-case word with some of its `ss` (the first eight) read as `ß`,
    /// the word itself excluded.
    static func sharpSReadings(of word: String) -> [String] {
        let pieces = word.components(separatedBy: "ss")
        let choices = min(pieces.count - 1, 8)
        guard choices > 0 else { return [] }
        return (1..<(1 << choices)).map { mask in
            var reading = pieces[0]
            for index in 1..<pieces.count {
                let isSharp = index <= choices && mask & (1 << (index - 1)) != 0
                reading += (isSharp ? "ß" : "ss") + pieces[index]
            }
            return reading
        }
    }
}

extension WordSet: Hashable {
    public static func == (lhs: WordSet, rhs: WordSet) -> Bool {
        lhs.caseMapping == rhs.caseMapping && lhs.count == rhs.count && lhs.table.elements.allSatisfy(rhs.table.contains)
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: the sum of the entries' own hashes.
        hasher.combine(count)
        hasher.combine(table.elements.reduce(0 as UInt64) { $0 &+ StringTable.hash($1) })
    }
}
