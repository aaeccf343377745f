/// The words of a `.dic` file: each spelling with its homonyms (the same word listed with other
/// flags or fields), in file order, as Hunspell's hash table holds them.
///
/// The table is flat: spellings, flags and morphological fields live in three shared stores, and
/// an entry is a few offsets into them, so a dictionary of a million words is a handful of
/// allocations and a lookup touches no reference count.
struct WordTable: Sendable {
    /// One `.dic` entry: where its spelling, flags and fields are in the stores, and the next
    /// homonym. Sixteen bytes: a spelling ends where the next entry's starts (spellings are
    /// stored in entry order), and the runs of flags and fields carry their lengths.
    struct Entry: Sendable {
        fileprivate var wordStart: UInt32
        /// The entry's run in the flag store.
        fileprivate var flags: UInt32
        /// The entry's run in the field store, ``noFields`` when it has none.
        fileprivate var fields: UInt32
        /// The next entry with the same spelling, `-1` after the last.
        fileprivate var next: Int32
    }

    private static let noFields = UInt32.max

    /// Entry numbers, `-1` for none.
    typealias Number = Int32

    /// The largest store the offsets reach: the `.dic` reader refuses files that could pass it.
    static let maximumStoreSize = Int(UInt32.max - 1)

    private(set) var entries: [Entry] = []
    /// Every entry's spelling, one after another: bytes in the dictionary's encoding (reversed
    /// under `COMPLEXPREFIXES`, `IGNORE` characters removed).
    private var spellings: [UInt8] = []
    /// Every entry's flags, each entry's sorted, and its morphological fields, each distinct run
    /// once.
    private var flagRuns = RunStore<AffixFlag>()
    private var fieldRuns = RunStore<UInt8>()
    /// While the table is filled: for each entry that is the first of its spelling, the last
    /// one (indexed by entry number), where the next homonym is chained.
    private var tails: [Number] = []
    /// The number of distinct spellings.
    private(set) var count = 0
    /// Open addressing, a power of two long: a spelling's hash in the high half and its first
    /// entry's number plus one in the low half, 0 for an empty slot, so that a probe reads the
    /// slots and then the entry it names.
    private(set) var slots: [UInt64] = [0, 0]
    /// Once filled: two bits per spelling's hash in about 16 bits per spelling, a filter small
    /// enough to stay in the processor's cache. Most words a check asks about are not in the
    /// table (roots an affix would leave, parts of a would-be compound); a clear bit says so
    /// without reading the slots. Empty while the table is filled.
    private var filter: [UInt64] = []

    /// A table for about `spellingCount` distinct spellings in at most `entryCapacity` entries,
    /// whose spellings take about `spellingBytes`.
    ///
    /// Room reserved for entries and spellings and never written is never made resident, so a
    /// bound that is rarely reached costs nothing, and spares the copy that growing past a
    /// tighter guess makes. The slots are written when made: they are sized for the spellings.
    init(spellingCount: Int = 0, entryCapacity: Int = 0, spellingBytes: Int = 0) {
        entries.reserveCapacity(entryCapacity)
        tails.reserveCapacity(entryCapacity)
        spellings.reserveCapacity(spellingBytes)
        var size = 2
        while !Self.fits(spellingCount, in: size) { size *= 2 }
        slots = [UInt64](repeating: 0, count: size)
    }

    /// Whether `count` spellings leave `size` slots at most three-quarters full: linear probing
    /// stays short, and most words not in the table stop at the filter before the slots.
    @inline(__always)
    private static func fits(_ count: Int, in size: Int) -> Bool {
        count * 4 <= size * 3
    }

    /// The first entry spelled `word` (the others follow through ``next(after:)``), in file order.
    @inline(__always)
    func first<Bytes: RandomAccessCollection<UInt8>>(spelled word: Bytes) -> Number? {
        head(of: word, hash: Self.hash(word))
    }

    /// The homonym after `entry`, if any.
    @inline(__always)
    func next(after entry: Number) -> Number? {
        let next = entries[Int(entry)].next
        return next < 0 ? nil : next
    }

    /// Whether entry `number` has `flag` (Hunspell's `TESTAFF`: a binary search; see
    /// ``AffixEntry/continues(with:)`` on flag 0).
    @inline(__always)
    func has(_ number: Number, _ flag: AffixFlag) -> Bool {
        flagRuns.elements.containsSorted(flag, in: flagRuns.run(at: entries[Int(number)].flags))
    }

    /// Entry `number`'s flags, sorted.
    func flags(_ number: Number) -> ArraySlice<AffixFlag> {
        flagRuns.elements[flagRuns.run(at: entries[Int(number)].flags)]
    }

    /// Entry `number`'s spelling.
    func word(_ number: Number) -> ArraySlice<UInt8> {
        spellings[spelling(of: Int(number))]
    }

    /// Entry `number`'s morphological fields, when it has any.
    func fields(_ number: Number) -> ArraySlice<UInt8>? {
        let fields = entries[Int(number)].fields
        guard fields != Self.noFields else { return nil }
        return fieldRuns.elements[fieldRuns.run(at: fields)]
    }

    /// Where entry `index`'s spelling is in ``spellings``: up to the next entry's.
    @inline(__always)
    private func spelling(of index: Int) -> Range<Int> {
        let end = index + 1 < entries.count ? Int(entries[index + 1].wordStart) : spellings.count
        return Int(entries[index].wordStart)..<end
    }

    /// Adds an entry as Hunspell's `add_word` does. A capitalised form Hunspell adds on its own
    /// (`onlyUppercase`) is dropped when the word is listed already; a listed word takes the
    /// flags of such a form listed before it.
    mutating func add<Word: RandomAccessCollection<UInt8>>(word: Word, flags: some Collection<AffixFlag>, fields: [UInt8]?,
                                                          onlyUppercase: Bool) {
        let hash = Self.hash(word)
        let head = head(of: word, hash: hash)
        if let head {
            if onlyUppercase { return }
            let last = Int(tails[Int(head)])
            if has(Number(last), AffixFile.onlyUppercase) {
                entries[last].flags = flagRuns.store(flags)
                return
            }
        }
        let number = Number(entries.count)
        entries.append(Entry(wordStart: UInt32(spellings.count), flags: flagRuns.store(flags),
                             fields: fields.map { fieldRuns.store($0) } ?? Self.noFields, next: -1))
        spellings.append(contentsOf: word)
        tails.append(number)
        if let head {
            entries[Int(tails[Int(head)])].next = number
            tails[Int(head)] = number
            return
        }
        if !Self.fits(count + 1, in: slots.count) { grow() }
        count += 1
        insert(Self.slot(head: number, hash: hash))
    }

    /// Gives entry `number` `flag` too, as Hunspell's `remove` gives a word its forbidden flag
    /// (the entry's flags stay sorted; a run shared with other entries is left to them).
    mutating func addFlag(_ flag: AffixFlag, to number: Number) {
        guard !has(number, flag) else { return }
        var flags = Array(self.flags(number))
        flags.insert(flag, at: flags.firstIndex { $0 > flag } ?? flags.count)
        entries[Int(number)].flags = flagRuns.store(flags)
    }

    /// Drops what only filling the table needs.
    mutating func finishFilling() {
        flagRuns.finishFilling()
        fieldRuns.finishFilling()
        tails = []
        // Slots made for more spellings than came (a count line that overstated them) are
        // made again at the size the spellings need: they are written, so they are resident.
        var size = 2
        while !Self.fits(count, in: size) { size *= 2 }
        if size < slots.count { resizeSlots(to: size) }
        // The stores are not copied to trim them: room reserved and never written is never
        // made resident.
        var words = 1
        while words < max(count, 4) * 16 / 64 { words *= 2 }
        filter = [UInt64](repeating: 0, count: words)
        for stored in slots where stored != 0 {
            let (first, second) = filterBits(UInt32(truncatingIfNeeded: stored >> 32))
            filter[first >> 6] |= 1 << (first & 63)
            filter[second >> 6] |= 1 << (second & 63)
        }
    }

    /// The two bits of the filter that stand for `hash`.
    @inline(__always)
    private func filterBits(_ hash: UInt32) -> (Int, Int) {
        let mask = filter.count &* 64 &- 1
        let second = (hash &* 0x9E37_79B1) >> 11 ^ hash >> 21
        return (Int(hash) & mask, Int(second) & mask)
    }

    /// The first entry spelled `word`, whose hash is `hash`.
    @inline(__always)
    private func head<Bytes: RandomAccessCollection<UInt8>>(of word: Bytes, hash: UInt32) -> Number? {
        if !filter.isEmpty {
            let (first, second) = filterBits(hash)
            guard filter[first >> 6] >> (first & 63) & 1 != 0, filter[second >> 6] >> (second & 63) & 1 != 0 else { return nil }
        }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let head = Number(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
            if UInt32(truncatingIfNeeded: stored >> 32) == hash, spells(head, word) { return head }
            slot = (slot + 1) & mask
        }
    }

    private static func slot(head: Number, hash: UInt32) -> UInt64 {
        UInt64(hash) << 32 | UInt64(head + 1)
    }

    /// Whether entry `number` is spelled `word`.
    @inline(__always)
    private func spells<Bytes: RandomAccessCollection<UInt8>>(_ number: Number, _ word: Bytes) -> Bool {
        let spelling = spelling(of: Int(number))
        guard spelling.count == word.count else { return false }
        var offset = spelling.lowerBound
        for byte in word {
            if spellings[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    private mutating func insert(_ stored: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: stored >> 32) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = stored
    }

    private mutating func grow() {
        resizeSlots(to: slots.count * 2)
    }

    /// The slots made again, `size` long (a power of two that fits the spellings).
    private mutating func resizeSlots(to size: Int) {
        let old = slots
        slots = [UInt64](repeating: 0, count: size)
        for stored in old where stored != 0 { insert(stored) }
    }

    /// FNV-1a over the bytes, its bits then mixed (MurmurHash3's finaliser): the table's slot
    /// is the hash's low bits, which FNV alone leaves clustered for words that differ late.
    @inline(__always)
    static func hash<Bytes: Sequence<UInt8>>(_ word: Bytes) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in word { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        hash ^= hash >> 16
        hash &*= 0x85EB_CA6B
        hash ^= hash >> 13
        hash &*= 0xC2B2_AE35
        return hash ^ hash >> 16
    }
}
