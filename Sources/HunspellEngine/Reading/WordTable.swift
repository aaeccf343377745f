/// The words of a `.dic` file: each spelling with its homonyms (the same word listed with other
/// flags or fields), in file order, as Hunspell's hash table holds them.
struct WordTable: Sendable {
    /// One `.dic` entry.
    struct Entry: Sendable {
        /// The word, bytes in the dictionary's encoding (reversed under `COMPLEXPREFIXES`,
        /// `IGNORE` characters removed).
        let word: [UInt8]
        /// Its flags, sorted.
        var flags: [AffixFlag]
        /// Its morphological fields, when it has any.
        let morphology: [UInt8]?

        @inline(__always)
        func has(_ flag: AffixFlag) -> Bool { flag != 0 && flags.containsSorted(flag) }
    }

    private(set) var entries: [Entry] = []
    private var homonyms: [[UInt8]: [Int32]] = [:]

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
        homonyms.reserveCapacity(capacity)
    }

    /// The entries spelled `word`, in file order.
    @inline(__always)
    func lookup(_ word: [UInt8]) -> [Int32]? {
        homonyms[word]
    }

    /// The number of distinct spellings.
    var count: Int { homonyms.count }

    /// Adds an entry as Hunspell's `add_word` does. A capitalised form Hunspell adds on its own
    /// (`onlyUppercase`) is dropped when the word is listed already; a listed word takes the
    /// flags of such a form listed before it.
    mutating func add(_ entry: Entry, onlyUppercase: Bool) {
        if let existing = homonyms[entry.word] {
            if onlyUppercase { return }
            if let last = existing.last, entries[Int(last)].has(AffixFile.onlyUppercase) {
                entries[Int(last)].flags = entry.flags
                return
            }
            homonyms[entry.word, default: []].append(Int32(entries.count))
        } else {
            homonyms[entry.word] = [Int32(entries.count)]
        }
        entries.append(entry)
    }

    /// Removes every entry spelled `word` from lookups.
    mutating func remove(_ word: [UInt8]) {
        homonyms[word] = nil
    }
}
