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

/// The case pattern of a word, as Hunspell sees it.
enum WordCase {
    /// No cased letters (digits, CJK...).
    case none
    /// `word`
    case lower
    /// `Word`
    case capitalized
    /// `WORD`
    case upper
    /// `iPhone`, `McDonald`
    case mixed

    init(_ word: some StringProtocol) {
        if let ascii = Self(ascii: word.utf8) {
            self = ascii
            return
        }
        var upper = 0
        var lower = 0
        var firstIsUpper = false
        var isFirst = true
        for scalar in word.unicodeScalars {
            let properties = scalar.properties
            if properties.isUppercase || properties.generalCategory == .titlecaseLetter {
                upper += 1
                if isFirst { firstIsUpper = true }
            } else if properties.isLowercase {
                lower += 1
            }
            if properties.generalCategory != .nonspacingMark { isFirst = false }
        }
        self.init(upper: upper, lower: lower, firstIsUpper: firstIsUpper)
    }

    private init(upper: Int, lower: Int, firstIsUpper: Bool) {
        switch (upper, lower) {
        case (0, 0): self = .none
        case (0, _): self = .lower
        case (_, 0): self = .upper
        case (1, _) where firstIsUpper: self = .capitalized
        default: self = .mixed
        }
    }

    /// The same answer for ASCII text without Unicode property look-ups; `nil` otherwise.
    private init?(ascii bytes: some Collection<UInt8>) {
        var upper = 0
        var lower = 0
        for byte in bytes {
            switch byte {
            case 0x41...0x5A: upper += 1
            case 0x61...0x7A: lower += 1
            case 0x80...: return nil
            default: break
            }
        }
        let first = bytes.first ?? 0
        self.init(upper: upper, lower: lower, firstIsUpper: (0x41...0x5A).contains(first))
    }
}

extension String {
    /// The string in Unicode normalisation form C; ASCII text is returned as it is.
    var nfc: String {
        isASCII ? self : precomposedStringWithCanonicalMapping
    }

    /// Whether the string is all ASCII, read from its contiguous UTF-8 bytes.
    @inlinable
    package var isASCII: Bool {
        allBytes { $0 < 0x80 }
    }

    /// Whether every UTF-8 byte satisfies `predicate`: a plain loop over contiguous bytes, much
    /// faster than iterating the UTF-8 view.
    @inlinable @inline(__always)
    package func allBytes(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
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
