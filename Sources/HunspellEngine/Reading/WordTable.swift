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
        fileprivate(set) var wordStart: UInt32
        /// The entry's run in the flag store.
        fileprivate(set) var flags: UInt32
        /// The entry's run in the field store, ``noFields`` when it has none.
        fileprivate(set) var fields: UInt32
        /// The next entry with the same spelling, `-1` after the last.
        fileprivate(set) var next: Int32

        init(wordStart: UInt32, flags: UInt32, fields: UInt32, next: Int32) {
            self.wordStart = wordStart
            self.flags = flags
            self.fields = fields
            self.next = next
        }
    }

    static let noFields = UInt32.max

    /// Entry numbers, `-1` for none.
    typealias Number = Int32

    /// The largest store the offsets reach: the `.dic` reader refuses files that could pass it.
    static let maximumStoreSize = Int(UInt32.max - 1)

    private(set) var entries: [Entry] = []
    /// Every entry's spelling, one after another: bytes in the dictionary's encoding (reversed
    /// under `COMPLEXPREFIXES`, `IGNORE` characters removed).
    private(set) var spellings: [UInt8] = []
    /// Every entry's flags, each entry's sorted, and its morphological fields, each distinct run
    /// once.
    private(set) var flagRuns = RunStore<AffixFlag>()
    private(set) var fieldRuns = RunStore<UInt8>()
    /// When entries are linked to their spellings' slots: as they are added, or all at once
    /// when filling ends.
    private let linking: Linking
    /// Until entries are linked, when that is deferred: each entry's spelling's hash, in entry
    /// order.
    private var unlinkedHashes: [UInt32] = []
    /// Until entries are linked, when that is deferred: the capitalised forms Hunspell adds
    /// (see ``add(word:flags:fields:onlyUppercase:)``), by entry number, ascending.
    private var unlinkedHiddenForms: [Number] = []
    /// For ``Linking/whenFilled``: at most about how many spellings the slots are first made
    /// for (they grow past it while linking if more come).
    private let spellingEstimate: Int
    /// While entries are linked: the last entry of each spelling that has homonyms, by its
    /// first entry, where the next homonym is chained.
    private var homonymTails: [Number: Number] = [:]
    /// The run every dropped entry takes (Hunspell's `ONLYUPCASE` flag alone), stored when the
    /// first is dropped.
    private var replacedRun: UInt32?
    /// The number of distinct spellings.
    private(set) var count = 0
    /// Open addressing, a power of two long: a spelling's hash in the high half and its first
    /// entry's number plus one in the low half, 0 for an empty slot, so that a probe reads the
    /// slots and then the entry it names.
    private(set) var slots: [UInt64] = [0, 0]
    /// Once filled: the spellings' hashes. Most words a check asks about are not in the table
    /// (roots an affix would leave, parts of a would-be compound); the filter says so without
    /// reading the slots. Empty (holding everything) while the table is filled.
    private(set) var filter = SpellingFilter()
    /// Once filled: the beginnings of the spellings, which tell that a root an affix leaves is
    /// no spelling before it is hashed (see ``StartHashes``). Holding every beginning while the
    /// table is filled.
    private(set) var startFilter = SpellingStartFilter()

    /// When the entries of a table being filled are linked to their spellings' slots.
    enum Linking {
        /// As each is added: the table answers lookups while it is filled (words added at run
        /// time look up the models added before them).
        case asAdded
        /// All at once when filling ends, slot region by slot region, so that the slots are
        /// written where the processor's cache holds them rather than at random, one cache miss
        /// per word: for a `.dic` file, whose words are not looked up before it is read whole.
        /// Until then lookups find nothing, and entries are added only until it ends.
        case whenFilled
    }

    /// A table of at most `entryCapacity` entries, whose spellings take about `spellingBytes`;
    /// linked when filled, its slots are first made for at most `spellingEstimate` spellings.
    ///
    /// Room reserved for entries and spellings and never written is never made resident, so a
    /// bound that is rarely reached costs nothing, and spares the copy that growing past a
    /// tighter guess makes.
    init(entryCapacity: Int = 0, spellingBytes: Int = 0, linking: Linking = .asAdded, spellingEstimate: Int = .max) {
        self.linking = linking
        self.spellingEstimate = spellingEstimate
        entries.reserveCapacity(entryCapacity)
        spellings.reserveCapacity(spellingBytes)
        if linking == .whenFilled { unlinkedHashes.reserveCapacity(entryCapacity) }
    }

    /// A filled table made of its parts as ``finishFilling()`` leaves them (see
    /// `WordTable+Stored.swift`, which checks them first).
    init(filledEntries entries: [Entry], spellings: [UInt8], flagRuns: RunStore<AffixFlag>, fieldRuns: RunStore<UInt8>,
         slots: [UInt64], count: Int, filter: SpellingFilter, startFilter: SpellingStartFilter) {
        linking = .whenFilled
        spellingEstimate = .max
        self.entries = entries
        self.spellings = spellings
        self.flagRuns = flagRuns
        self.fieldRuns = fieldRuns
        self.slots = slots
        self.count = count
        self.filter = filter
        self.startFilter = startFilter
    }

    /// Whether `count` spellings leave `size` slots at most three-quarters full: linear probing
    /// stays short, and most words not in the table stop at the filter before the slots.
    @inline(__always)
    private static func fits(_ count: Int, in size: Int) -> Bool {
        count * 4 <= size * 3
    }

    /// The smallest number of slots that `count` spellings fit.
    private static func slotCount(for count: Int) -> Int {
        var size = 2
        while !fits(count, in: size) { size *= 2 }
        return size
    }

    /// The first entry spelled `word` (the others follow through ``next(after:)``), in file order.
    @inline(__always)
    func first<Bytes: RandomAccessCollection<UInt8>>(spelled word: Bytes) -> Number? {
        head(of: word, hash: Self.hash(word))
    }

    /// The same, for a word whose hash (``hash(_:)``) is known already.
    @inline(__always)
    func first<Bytes: RandomAccessCollection<UInt8>>(spelled word: Bytes, hash: UInt32) -> Number? {
        head(of: word, hash: hash)
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
    /// flags of such a form listed before it. Either way the entry dropped stays in ``entries``,
    /// unreachable and marked as such a form, so that entries are numbered in the order added.
    mutating func add<Word: RandomAccessCollection<UInt8>>(word: Word, flags: some Collection<AffixFlag>, fields: [UInt8]?,
                                                          onlyUppercase: Bool) {
        let number = Number(entries.count)
        entries.append(Entry(wordStart: UInt32(spellings.count), flags: flagRuns.store(flags),
                             fields: fields.map { fieldRuns.store($0) } ?? Self.noFields, next: -1))
        spellings.append(contentsOf: word)
        let hash = Self.hash(word)
        switch linking {
        case .asAdded:
            link(number, hash: hash, onlyUppercase: onlyUppercase)
        case .whenFilled:
            // Entry numbers are the hashes' positions: a table is filled once, then finished.
            assert(unlinkedHashes.count == entries.count - 1, "an entry added to a finished table linked when filled")
            unlinkedHashes.append(hash)
            if onlyUppercase { unlinkedHiddenForms.append(number) }
        }
    }

    /// Links entry `number`, whose spelling's hash is `hash`, after its spelling's other
    /// entries, or to a slot of its own; or drops it (see ``add(word:flags:fields:onlyUppercase:)``).
    private mutating func link(_ number: Number, hash: UInt32, onlyUppercase: Bool) {
        if let head = probe(hash, { spellAlike($0, number) }) {
            let last = homonymTails[head] ?? head
            if onlyUppercase || has(last, AffixFile.onlyUppercase) {
                if !onlyUppercase { entries[Int(last)].flags = entries[Int(number)].flags }
                drop(number)
            } else {
                entries[Int(last)].next = number
                homonymTails[head] = number
            }
            return
        }
        if !Self.fits(count + 1, in: slots.count) { grow() }
        count += 1
        insert(Self.slot(head: number, hash: hash))
    }

    /// Makes entry `number` one no lookup finds and no listing counts: a capitalised form
    /// Hunspell adds, with no other flag and no fields.
    private mutating func drop(_ number: Number) {
        let run = replacedRun ?? flagRuns.store(CollectionOfOne(AffixFile.onlyUppercase))
        replacedRun = run
        entries[Int(number)].flags = run
        entries[Int(number)].fields = Self.noFields
    }

    /// Links every entry added since filling began (``Linking/whenFilled``): the entries are
    /// put in the order of their slots' regions (a counting sort on the hash's bits that pick
    /// the region; within a region, in the order added, so homonyms stay in file order), and
    /// linked region by region, so that the slots a region's entries probe stay in the cache.
    private mutating func linkUnlinked() {
        let total = unlinkedHashes.count
        // Sized for every entry a spelling of its own, within the estimate: a file of one word
        // listed again and again does not make slots for every line. Past the estimate the
        // slots grow while linking; ``finishFilling()`` makes them smaller if the spellings
        // are fewer.
        slots = [UInt64](repeating: 0, count: Self.slotCount(for: min(total, spellingEstimate)))
        let mask = UInt32(truncatingIfNeeded: slots.count - 1)
        // Regions of 4,096 slots (32 KiB).
        let regionShift: UInt32 = 12
        let regionCount = slots.count >> Int(regionShift) + 1
        var starts = [Int](repeating: 0, count: regionCount + 1)
        for hash in unlinkedHashes { starts[Int((hash & mask) >> regionShift) + 1] += 1 }
        for region in 0..<regionCount { starts[region + 1] += starts[region] }
        // Each entry as its number, with the bit that marks a hidden form.
        var ordered = [UInt32](repeating: 0, count: total)
        var hidden = 0
        for (index, hash) in unlinkedHashes.enumerated() {
            var item = UInt32(truncatingIfNeeded: index)
            if hidden < unlinkedHiddenForms.count, Int(unlinkedHiddenForms[hidden]) == index {
                item |= Self.hiddenFormBit
                hidden += 1
            }
            let region = Int((hash & mask) >> regionShift)
            ordered[starts[region]] = item
            starts[region] += 1
        }
        unlinkedHiddenForms = []
        for item in ordered {
            let number = item & ~Self.hiddenFormBit
            link(Number(truncatingIfNeeded: number), hash: unlinkedHashes[Int(number)], onlyUppercase: item & Self.hiddenFormBit != 0)
        }
        unlinkedHashes = []
    }

    /// In ``linkUnlinked()``'s items: the bit that marks a hidden form (entry numbers are
    /// below 2³¹).
    private static let hiddenFormBit: UInt32 = 1 << 31

    /// Gives entry `number` `flag` too, as Hunspell's `remove` gives a word its forbidden flag
    /// (the entry's flags stay sorted; a run shared with other entries is left to them).
    mutating func addFlag(_ flag: AffixFlag, to number: Number) {
        guard !has(number, flag) else { return }
        var flags = Array(self.flags(number))
        flags.insert(flag, at: flags.firstIndex { $0 > flag } ?? flags.count)
        entries[Int(number)].flags = flagRuns.store(flags)
    }

    /// Links what is left to link, and drops what only filling the table needs.
    mutating func finishFilling() {
        // The run stores' indexes go before the entries are linked, so as not to be held beside
        // the slots.
        flagRuns.finishFilling()
        fieldRuns.finishFilling()
        if !unlinkedHashes.isEmpty { linkUnlinked() }
        homonymTails = [:]
        // Slots made for more spellings than came (entries that were homonyms or dropped forms)
        // are made again at the size the spellings need: they are written, so they are resident.
        let size = Self.slotCount(for: count)
        if size < slots.count { resizeSlots(to: size) }
        // The stores are not copied to trim them: room reserved and never written is never
        // made resident.
        filter = SpellingFilter(slots.lazy.filter { $0 != 0 }.map { UInt32(truncatingIfNeeded: $0 >> 32) }, count: count)
        startFilter = SpellingStartFilter(spellingsIn: spellings, of: entries)
    }

    /// The hashes of the spellings some entry of which has flags that `matches` (`flags` holds
    /// them, sorted, in `run`), in a filter: a first look that answers most questions about such
    /// entries (a compound's parts) in the cache. `matches` is asked once for each distinct set
    /// of flags: entries share a few hundred of them.
    func filter(flagsMatching matches: (_ flags: [AffixFlag], _ run: Range<Int>) -> Bool) -> SpellingFilter {
        var matching = [Bool](repeating: false, count: flagRuns.elements.count)
        var anyMatches = false
        flagRuns.forEachRun { offset, run in
            guard matches(flagRuns.elements, run) else { return }
            matching[Int(offset)] = true
            anyMatches = true
        }
        guard anyMatches else { return SpellingFilter([], count: 0, firstBytes: ByteSet()) }
        // The entries in order, not the slots: only the matching ones are read beyond their
        // flags' offset. (An entry dropped as a hidden form has that form's flag alone; were it
        // to match, its spelling is a listed one's: the filter may say yes wrongly anyway.)
        var hashes: [UInt32] = []
        var firstBytes = ByteSet()
        for index in entries.indices where matching[Int(entries[index].flags)] {
            let spelling = spellings[spelling(of: index)]
            hashes.append(Self.hash(spelling))
            if let first = spelling.first { firstBytes.insert(first) }
        }
        return SpellingFilter(hashes, count: hashes.count, firstBytes: firstBytes)
    }

    /// The first entry spelled `word`, whose hash is `hash`.
    @inline(__always)
    private func head<Bytes: RandomAccessCollection<UInt8>>(of word: Bytes, hash: UInt32) -> Number? {
        guard filter.mayHold(hash) else { return nil }
        return probe(hash) { spells($0, word) }
    }

    /// The first entry of the slots' spellings whose hash is `hash` that `isSpelling` accepts.
    @inline(__always)
    private func probe(_ hash: UInt32, _ isSpelling: (Number) -> Bool) -> Number? {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let head = Number(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
            if UInt32(truncatingIfNeeded: stored >> 32) == hash, isSpelling(head) { return head }
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

    /// Whether entries `one` and `other` are spelled alike.
    @inline(__always)
    private func spellAlike(_ one: Number, _ other: Number) -> Bool {
        let first = spelling(of: Int(one)), second = spelling(of: Int(other))
        guard first.count == second.count else { return false }
        var offset = second.lowerBound
        for index in first {
            if spellings[index] != spellings[offset] { return false }
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
        finishedHash(word.reduce(hashSeed, hashStep))
    }

    /// FNV-1a's state before any byte.
    @inline(__always)
    static var hashSeed: UInt32 { 2_166_136_261 }

    /// FNV-1a's state after one more byte: the state of a word's start goes on to the whole
    /// word's, so words with a common start share that much of the work.
    @inline(__always)
    static func hashStep(_ state: UInt32, _ byte: UInt8) -> UInt32 { (state ^ UInt32(byte)) &* 16_777_619 }

    /// ``hash(_:)`` of the bytes that left FNV-1a in `state`.
    @inline(__always)
    static func finishedHash(_ state: UInt32) -> UInt32 {
        var hash = state
        hash ^= hash >> 16
        hash &*= 0x85EB_CA6B
        hash ^= hash >> 13
        hash &*= 0xC2B2_AE35
        return hash ^ hash >> 16
    }
}
