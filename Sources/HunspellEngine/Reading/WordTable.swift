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

        /// Whether the entry has `flag` (Hunspell's `TESTAFF`; see ``AffixEntry/continues(with:)``
        /// on flag 0).
        @inline(__always)
        func has(_ flag: AffixFlag) -> Bool { flags.containsSorted(flag) }
    }

    private(set) var entries: [Entry] = []
    /// The entries of each distinct spelling, in file order.
    private var groups: [[Int32]] = []
    /// Each group's hash, and an entry with its spelling (kept when the group is emptied).
    private var groupHashes: [UInt32] = []
    private var groupSpellings: [Int32] = []
    /// Open addressing: a group's number plus one, 0 for an empty slot; a power of two long.
    private var slots: [Int32] = [0, 0]

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
        groups.reserveCapacity(capacity)
        groupHashes.reserveCapacity(capacity)
        groupSpellings.reserveCapacity(capacity)
        var size = 2
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
    }

    /// The entries spelled `word`, in file order.
    @inline(__always)
    func lookup(_ word: [UInt8]) -> [Int32]? {
        guard let group = group(of: word, hash: Self.hash(word)) else { return nil }
        let members = groups[group]
        return members.isEmpty ? nil : members
    }

    /// The number of distinct spellings.
    var count: Int { groups.count }

    /// Adds an entry as Hunspell's `add_word` does. A capitalised form Hunspell adds on its own
    /// (`onlyUppercase`) is dropped when the word is listed already; a listed word takes the
    /// flags of such a form listed before it.
    mutating func add(_ entry: Entry, onlyUppercase: Bool) {
        let hash = Self.hash(entry.word)
        if let group = group(of: entry.word, hash: hash) {
            if onlyUppercase, !groups[group].isEmpty { return }
            if let last = groups[group].last, entries[Int(last)].has(AffixFile.onlyUppercase) {
                entries[Int(last)].flags = entry.flags
                return
            }
            groups[group].append(Int32(entries.count))
            entries.append(entry)
            return
        }
        if (groups.count + 1) * 2 > slots.count { grow() }
        let group = Int32(groups.count)
        groups.append([Int32(entries.count)])
        groupHashes.append(hash)
        groupSpellings.append(Int32(entries.count))
        entries.append(entry)
        insert(group, hash: hash)
    }

    /// Removes every entry spelled `word` from lookups.
    mutating func remove(_ word: [UInt8]) {
        if let group = group(of: word, hash: Self.hash(word)) { groups[group] = [] }
    }

    private func group(of word: [UInt8], hash: UInt32) -> Int? {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            let group = stored - 1
            if groupHashes[group] == hash, entries[Int(groupSpellings[group])].word == word {
                return group
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func insert(_ group: Int32, hash: UInt32) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = group + 1
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for group in groups.indices { insert(Int32(group), hash: groupHashes[group]) }
    }

    /// FNV-1a over the bytes.
    @inline(__always)
    static func hash(_ word: [UInt8]) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in word { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}
