/// Where in a compound a part is being checked, which decides the affixes it may have.
enum CompoundPosition: Sendable, Equatable {
    /// Not in a compound.
    case none
    /// The first part.
    case begin
    /// The last part.
    case end
    /// Hungarian's "moving rule": any part.
    case other
}

/// One `.dic` entry of a dictionary being checked.
///
/// It holds its dictionary unretained: a homonym lives only during a ``Lookup``, which holds
/// the dictionary. Retaining it for every entry a check visits would make threads that check
/// at once contend for the dictionary's one reference count.
struct Homonym {
    private let storage: Unmanaged<DictionaryStorage>
    let number: WordTable.Number

    init(storage: Unmanaged<DictionaryStorage>, number: WordTable.Number) {
        self.storage = storage
        self.number = number
    }

    /// Whether the entry has `flag` (Hunspell's `TESTAFF`).
    @inline(__always)
    func has(_ flag: AffixFlag) -> Bool { storage._withUnsafeGuaranteedRef { $0.words.has(number, flag) } }

    var word: ArraySlice<UInt8> { storage._withUnsafeGuaranteedRef { $0.words.word(number) } }
    var flags: ArraySlice<AffixFlag> { storage._withUnsafeGuaranteedRef { $0.words.flags(number) } }
}

/// The entries of one spelling, taken one after another.
///
/// Like ``Homonym``, valid only during a ``Lookup``, whose dictionary it holds unretained.
struct Homonyms: Sequence, IteratorProtocol {
    private let storage: Unmanaged<DictionaryStorage>
    /// The entry not yet taken.
    private(set) var first: WordTable.Number?

    init(storage: Unmanaged<DictionaryStorage>, first: WordTable.Number?) {
        self.storage = storage
        self.first = first
    }

    mutating func removeFirst() {
        if let current = first { first = storage._withUnsafeGuaranteedRef { $0.words.next(after: current) } }
    }

    mutating func next() -> WordTable.Number? {
        defer { removeFirst() }
        return first
    }
}

/// One check of one word against a dictionary: Hunspell's lookup with its affixes, the state
/// its steps hand each other (the last prefix and suffix taken) kept here, per check, so that
/// the dictionary itself never changes and needs no lock.
struct Lookup {
    let dictionary: DictionaryStorage
    /// The dictionary's prefixes and suffixes, read in place.
    let prefixes: AffixIndex.Handle
    let suffixes: AffixIndex.Handle

    /// The prefix the last successful prefix check took (`pfx`).
    var prefix: Affix?
    /// The suffix the last successful suffix check took (`sfx`).
    var suffix: Affix?
    /// Its flag and, when it has no continuation, its added string (for Hungarian syllables).
    var suffixFlag: AffixFlag = 0
    var suffixAppend: UnsafeRawBufferPointer?
    var suffixExtra = 0
    /// Compound checks made for this word: the recursion over a word's split points can grow
    /// without bound in a hostile dictionary, and stops at ``maximumCompoundSteps`` (where
    /// Hunspell stops at a time limit).
    var compoundSteps = 0
    static let maximumCompoundSteps = 50_000
    /// Whether a word was accepted as a compound during this check (a part at a `BREAK` too):
    /// corrections keep such candidates for Hunspell's second, compound pass.
    var acceptedCompound = false

    /// Roots under construction, kept to reuse their storage: the root a prefix leaves for
    /// suffixes, the root the outer of two suffixes leaves for the inner one. (A suffix's own
    /// root is never built: it is read where it lies, see ``checkSuffix``.)
    private var prefixRoot: [UInt8] = []
    private var outerSuffixRoot: [UInt8] = []
    /// A compound's first part, see ``firstPart(_:)``.
    var firstPartStorage: [UInt8] = []
    /// The record of a walk shared by bare prefixes (`Lookup+BarePrefixes.swift`).
    var bareWalkStorage: [BareWalkEntry] = []

    /// A lookup in `dictionary`, valid while the handles on its affixes are.
    init(_ dictionary: DictionaryStorage, prefixes: AffixIndex.Handle, suffixes: AffixIndex.Handle) {
        self.dictionary = dictionary
        self.prefixes = prefixes
        self.suffixes = suffixes
    }

    /// `body` on `dictionary` read in place. A `mutating` step that reads a value the dictionary
    /// holds (its case mapping, a conversion table) across a call copies it, retaining each
    /// array in it, since the step could replace the whole lookup meanwhile; through here
    /// nothing is retained: the dictionary outlives the lookup.
    @inline(__always)
    static func inPlace<T>(_ dictionary: DictionaryStorage, _ body: (DictionaryStorage) -> T) -> T {
        Unmanaged.passUnretained(dictionary)._withUnsafeGuaranteedRef(body)
    }

    /// `word` in lower case, as the dictionary maps case.
    func lowercased(_ word: [UInt8]) -> [UInt8] { Self.inPlace(dictionary) { $0.letterCase.lowercased(word) } }

    /// `word` with its first letter in upper case, as the dictionary maps case.
    func capitalized(_ word: [UInt8]) -> [UInt8] { Self.inPlace(dictionary) { $0.letterCase.capitalized(word) } }

    @inline(__always)
    func entry(_ number: WordTable.Number) -> Homonym { Homonym(storage: Unmanaged.passUnretained(dictionary), number: number) }

    /// The entries spelled `word`, in file order.
    @inline(__always)
    func homonyms<Bytes: RandomAccessCollection<UInt8>>(of word: Bytes) -> Homonyms {
        homonyms(from: dictionary.words.first(spelled: word))
    }

    /// The entries from `head` on (the first entry of a spelling, or none), in file order.
    @inline(__always)
    func homonyms(from head: WordTable.Number?) -> Homonyms {
        Homonyms(storage: Unmanaged.passUnretained(dictionary), first: head)
    }

    // MARK: Affixes

    /// A word with its affixes stripped (`affix_check`): prefixes (crossed with suffixes), then
    /// suffixes, then two suffixes and a prefix with two suffixes.
    mutating func affixCheck(_ word: [UInt8], needFlag: AffixFlag = 0, position: CompoundPosition = .none) -> Int32? {
        if let found = prefixCheck(word, position: position, needFlag: needFlag) { return found }
        let found = suffixCheck(word, crossProduct: false, prefix: nil, continuationClass: 0, needFlag: needFlag, position: position)
        guard dictionary.rules.hasContinuations else { return found }
        suffix = nil
        prefix = nil
        if let found { return found }
        if let found = suffixCheckTwoSuffixes(word, crossProduct: false, prefix: nil, needFlag: needFlag) { return found }
        return prefixCheckTwoSuffixes(word, position: .none, needFlag: needFlag)
    }

    /// The word with one of its prefixes stripped (`prefix_check`).
    mutating func prefixCheck(_ word: [UInt8], position compoundPosition: CompoundPosition, needFlag: AffixFlag) -> Int32? {
        prefix = nil
        suffixAppend = nil
        suffixExtra = 0
        // Prefixes that add and strip nothing with cross products (French: two) each walk the
        // word's suffixes: one walk serves them all (see `Lookup+BarePrefixes.swift`).
        let sharesWalk = prefixes.index.bareCrossProducts > 1
        var walk: [BareWalkEntry]?
        for position in 0..<prefixes.emptyCount {
            let entry = prefixes.entry(prefixes.empty(position))
            if sharesWalk, entry.crossProduct, entry.strip.isEmpty {
                if let found = tryBarePrefix(entry, word, position: compoundPosition, needFlag: needFlag, walk: &walk) { return found }
            } else if let found = tryPrefix(entry, word, position: compoundPosition, needFlag: needFlag) {
                return found
            }
        }
        var matches = prefixes.matching(word)
        while let number = matches.next(prefixes, word) {
            if let found = tryPrefix(prefixes.entry(number), word, position: compoundPosition, needFlag: needFlag) { return found }
        }
        return nil
    }

    /// One prefix entry where `prefix_check` allows it: fogemorphemes only in compounds, in a
    /// compound's last part only permitted prefixes.
    private mutating func tryPrefix(_ entry: Affix, _ word: [UInt8], position: CompoundPosition, needFlag: AffixFlag) -> Int32? {
        guard position != .none || !entry.traits.contains(.onlyInCompound),
              position != .end || entry.traits.contains(.compoundPermit),
              let found = checkPrefix(entry, word, position: position, needFlag: needFlag)
        else { return nil }
        prefix = entry
        return found
    }

    /// One prefix entry on `word` (`PfxEntry::checkword`).
    private mutating func checkPrefix(_ entry: Affix, _ word: [UInt8], position: CompoundPosition, needFlag: AffixFlag) -> Int32? {
        let rest = word.count - entry.append.count
        guard rest > 0 || (rest == 0 && dictionary.rules.fullStrip) else { return nil }
        prefixRoot.removeAll(keepingCapacity: true)
        prefixRoot.append(contentsOf: entry.strip)
        prefixRoot.append(contentsOf: word[entry.append.count...])
        let root = prefixRoot
        guard entry.condition.matchesStart(of: root, utf8: dictionary.rules.isUTF8) else { return nil }
        do {
            for number in homonyms(of: root) {
                let candidate = self.entry(number)
                if candidate.has(entry.flag), !entry.traits.contains(.needAffix),
                   needFlag == 0 || candidate.has(needFlag) || entry.continues(with: needFlag) {
                    return number
                }
            }
        }
        if entry.crossProduct {
            return suffixCheck(root, crossProduct: true, prefix: entry, continuationClass: 0, needFlag: needFlag, position: position)
        }
        return nil
    }

    /// The word with one of its suffixes stripped (`suffix_check`), after `prefix` when one was
    /// (cross products), as the continuation of class `continuationClass` when not 0.
    mutating func suffixCheck(_ word: [UInt8], crossProduct: Bool, prefix: Affix?, continuationClass: AffixFlag,
                              needFlag: AffixFlag, position: CompoundPosition) -> Int32? {
        word.withUnsafeBufferPointer { bytes in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: bytes.count + 1) { states in
                var roots = RootLookup(hashes: StartHashes(word: bytes, states: states))
                return suffixCheck(word, bytes, crossProduct: crossProduct, prefix: prefix, continuationClass: continuationClass,
                                   needFlag: needFlag, position: position, roots: &roots)
            }
        }
    }

    /// ``suffixCheck(_:crossProduct:prefix:continuationClass:needFlag:position:)`` with the
    /// word's bytes read in place, and the roots its suffixes leave.
    private mutating func suffixCheck(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, crossProduct: Bool, prefix: Affix?,
                                      continuationClass: AffixFlag, needFlag: AffixFlag, position: CompoundPosition,
                                      roots: inout RootLookup) -> Int32? {
        let badFlag = position == .none ? dictionary.rules.onlyInCompound : 0
        // A first part's suffixes are a few of all (see `suffixAllowed`), in their own walk.
        let suffixes = position == .begin ? suffixes.viewing(.compoundBegin) : suffixes
        let longestKept = roots.longestKept(of: bytes, in: dictionary)
        for emptyPosition in 0..<(longestKept == bytes.count ? suffixes.emptyCount : 0) {
            let entry = suffixes.entry(suffixes.empty(emptyPosition))
            guard continuationClass == 0 || !entry.continuation.isEmpty,
                  suffixAllowed(entry, prefix: prefix, continuationClass: continuationClass, position: position),
                  let found = checkSuffix(entry, bytes, crossProduct: crossProduct, prefix: prefix,
                                          continuationClass: continuationClass, needFlag: needFlag, badFlag: badFlag, roots: &roots)
            else { continue }
            took(entry, matched: false)
            return found
        }
        var matches = suffixes.matching(word)
        while let number = matches.next(suffixes, word, keysFrom: bytes.count - longestKept) {
            let entry = suffixes.entry(number)
            guard suffixAllowed(entry, prefix: prefix, continuationClass: continuationClass, position: position),
                  position != .end || prefix != nil || !entry.traits.contains(.onlyInCompound),
                  let found = checkSuffix(entry, bytes, crossProduct: crossProduct, prefix: prefix,
                                          continuationClass: continuationClass, needFlag: needFlag, badFlag: badFlag, roots: &roots)
            else { continue }
            took(entry, matched: true)
            return found
        }
        return nil
    }

    /// Notes that the suffix check took `entry`: an entry that adds nothing (`matched` false)
    /// only as the suffix; one whose added string the word ends with also as what Hungarian's
    /// syllable count reads.
    mutating func took(_ entry: Affix, matched: Bool) {
        suffix = entry
        guard matched else { return }
        suffixFlag = entry.flag
        if entry.continuation.isEmpty {
            suffixAppend = entry.append
        } else if dictionary.rules.isHungarian, entry.append.last == UInt8(ascii: "i"),
                  entry.append.count == 1 || (entry.append[entry.append.count - 2] != UInt8(ascii: "y")
                                              && entry.append[entry.append.count - 2] != UInt8(ascii: "t")) {
            // Hungarian's rule on the key `i…` (the append read backwards).
            suffixExtra = 1
        }
    }

    /// Whether a suffix may be tried here: not in a compound's first part unless permitted,
    /// circumfixes only with a circumfix prefix, fogemorphemes only in compounds, `NEEDAFFIX`
    /// suffixes only with more affixes.
    func suffixAllowed(_ entry: Affix, prefix: Affix?, continuationClass: AffixFlag, position: CompoundPosition) -> Bool {
        let hasContinuation = !entry.continuation.isEmpty
        guard position != .begin || (hasContinuation && dictionary.rules.compoundPermit != 0 && entry.traits.contains(.compoundPermit))
        else { return false }
        if dictionary.rules.circumfix != 0 {
            let prefixCircumfix = prefix?.traits.contains(.circumfix) ?? false
            guard prefixCircumfix == entry.traits.contains(.circumfix) else { return false }
        }
        guard position != .none || !entry.traits.contains(.onlyInCompound) else { return false }
        return continuationClass != 0 || !entry.traits.contains(.needAffix)
            || (prefix.map { !$0.traits.contains(.needAffix) } ?? false)
    }

    /// The roots a word's suffixes leave, looked up: the hashes of the word's starts, which each
    /// root's hash goes on from, and the last root and the first entry spelled so. Suffixes that
    /// add and strip the same strings leave the same root (French lists its verbs `NEEDAFFIX`,
    /// taken through dozens of classes that each add back the `er` they strip), looked up once.
    struct RootLookup {
        var hashes: StartHashes
        /// The bytes of the word kept, and the stripped string added to them (-1: none yet).
        var kept = -1
        var strip = UnsafeRawBufferPointer(start: nil, count: 0)
        var head: WordTable.Number?

        init(hashes: StartHashes) {
            self.hashes = hashes
        }

        /// The most bytes of `word` a root may keep: no spelling of `dictionary` begins with a
        /// longer start of it, so a suffix that adds less than the rest leaves no word (and one
        /// that adds nothing, none at all unless the whole word may begin a spelling).
        @inline(__always)
        mutating func longestKept(of word: UnsafeBufferPointer<UInt8>, in dictionary: DictionaryStorage) -> Int {
            hashes.longestPossibleStart(upTo: word.count, in: dictionary.words.startFilter)
        }

        /// The first entry of `dictionary` spelled as the root `entry` leaves of `word`, when
        /// the entry may apply there and its condition holds: what a suffix check asks before
        /// any homonym's flags. The root is looked up before the entry's condition is tested:
        /// most roots are no word, which the word table's filter says from the root's hash,
        /// cheaper than any condition.
        @inline(__always)
        mutating func head(_ entry: Affix, _ word: UnsafeBufferPointer<UInt8>, crossProduct: Bool,
                           in dictionary: DictionaryStorage) -> WordTable.Number? {
            if crossProduct, !entry.crossProduct { return nil }
            let rest = word.count - entry.append.count
            guard rest > 0 || (rest == 0 && dictionary.rules.fullStrip),
                  hashes.mayBeginSpelling(rest, in: dictionary.words.startFilter)
            else { return nil }
            let root = JoinedBytes(head: UnsafeBufferPointer(rebasing: word[..<rest]), tail: entry.strip)
            if kept != rest || !strip.elementsEqual(root.tail) {
                kept = rest
                strip = root.tail
                head = dictionary.words.first(spelled: root, hash: hashes.hash(ofStart: rest, then: root.tail))
            }
            guard head != nil, entry.condition.matchesEnd(of: root, utf8: dictionary.rules.isUTF8) else { return nil }
            return head
        }
    }

    /// One suffix entry on `word` (`SfxEntry::checkword`); `roots` holds the root the one
    /// before it on the same word left.
    private func checkSuffix(_ entry: Affix, _ word: UnsafeBufferPointer<UInt8>, crossProduct: Bool, prefix: Affix?,
                             continuationClass: AffixFlag, needFlag: AffixFlag, badFlag: AffixFlag,
                             roots: inout RootLookup) -> Int32? {
        guard let head = roots.head(entry, word, crossProduct: crossProduct, in: dictionary) else { return nil }
        for number in homonyms(from: head)
        where suffixAccepts(self.entry(number), entry, crossProduct: crossProduct, prefix: prefix,
                            continuationClass: continuationClass, needFlag: needFlag, badFlag: badFlag) {
            return number
        }
        return nil
    }

    /// The root `entry` leaves of `word`: the word without the added string, with the stripped
    /// one, when the entry may apply and its condition holds. Valid while `word`'s memory is.
    @inline(__always)
    func suffixRoot(_ entry: Affix, _ word: UnsafeBufferPointer<UInt8>, crossProduct: Bool) -> JoinedBytes? {
        if crossProduct, !entry.crossProduct { return nil }
        let rest = word.count - entry.append.count
        guard rest > 0 || (rest == 0 && dictionary.rules.fullStrip) else { return nil }
        let root = JoinedBytes(head: UnsafeBufferPointer(rebasing: word[..<rest]), tail: entry.strip)
        guard entry.condition.matchesEnd(of: root, utf8: dictionary.rules.isUTF8) else { return nil }
        return root
    }

    /// Whether a root's entry `candidate` takes suffix `entry` there (the test of
    /// `SfxEntry::checkword` and `get_next_homonym`).
    @inline(__always)
    func suffixAccepts(_ candidate: Homonym, _ entry: Affix, crossProduct: Bool, prefix: Affix?,
                       continuationClass: AffixFlag, needFlag: AffixFlag, badFlag: AffixFlag) -> Bool {
        let enabled = candidate.has(entry.flag) || (prefix?.continues(with: entry.flag) ?? false)
        let crossed = !crossProduct || (prefix.map { candidate.has($0.flag) || entry.continues(with: $0.flag) } ?? false)
        return enabled && crossed
            && (continuationClass == 0 || entry.continues(with: continuationClass))
            && (badFlag == 0 || !candidate.has(badFlag))
            && (needFlag == 0 || candidate.has(needFlag) || entry.continues(with: needFlag))
    }

    /// The word with two suffixes stripped (`suffix_check_twosfx`).
    mutating func suffixCheckTwoSuffixes(_ word: [UInt8], crossProduct: Bool, prefix: Affix?, needFlag: AffixFlag) -> Int32? {
        // The outer suffix is one whose class another affix continues with: a few of all,
        // in their own walk.
        let suffixes = suffixes.viewing(.outerSuffixes)
        for position in 0..<suffixes.emptyCount {
            let entry = suffixes.entry(suffixes.empty(position))
            guard dictionary.continuationClasses.contains(entry.flag) else { continue }
            if let found = checkOuterSuffix(entry, word, crossProduct: crossProduct, prefix: prefix, needFlag: needFlag) { return found }
        }
        guard !word.isEmpty else { return nil }
        var matches = suffixes.matching(word)
        while let number = matches.next(suffixes, word) {
            let entry = suffixes.entry(number)
            guard dictionary.continuationClasses.contains(entry.flag),
                  let found = checkOuterSuffix(entry, word, crossProduct: crossProduct, prefix: prefix, needFlag: needFlag)
            else { continue }
            suffixFlag = entry.flag
            if entry.continuation.isEmpty { suffixAppend = entry.append }
            return found
        }
        return nil
    }

    /// The outer of two suffixes (`SfxEntry::check_twosfx`): strips it, then looks for a suffix
    /// whose continuation allows it.
    private mutating func checkOuterSuffix(_ entry: Affix, _ word: [UInt8], crossProduct: Bool, prefix: Affix?,
                                           needFlag: AffixFlag) -> Int32? {
        if crossProduct, !entry.crossProduct { return nil }
        let rest = word.count - entry.append.count
        guard rest > 0 || (rest == 0 && dictionary.rules.fullStrip) else { return nil }
        outerSuffixRoot.removeAll(keepingCapacity: true)
        outerSuffixRoot.append(contentsOf: word[..<rest])
        outerSuffixRoot.append(contentsOf: entry.strip)
        let root = outerSuffixRoot
        guard entry.condition.matchesEnd(of: root, utf8: dictionary.rules.isUTF8) else { return nil }
        if let prefix, !entry.continues(with: prefix.flag) {
            return suffixCheck(root, crossProduct: crossProduct, prefix: prefix, continuationClass: entry.flag, needFlag: needFlag, position: .none)
        }
        return suffixCheck(root, crossProduct: false, prefix: nil, continuationClass: entry.flag, needFlag: needFlag, position: .none)
    }

    /// The word with a prefix and two suffixes stripped (`prefix_check_twosfx`).
    mutating func prefixCheckTwoSuffixes(_ word: [UInt8], position: CompoundPosition, needFlag: AffixFlag) -> Int32? {
        prefix = nil
        suffixAppend = nil
        suffixExtra = 0
        for emptyPosition in 0..<prefixes.emptyCount {
            let entry = prefixes.entry(prefixes.empty(emptyPosition))
            if let found = checkPrefixTwoSuffixes(entry, word, position: position, needFlag: needFlag) { return found }
        }
        guard !word.isEmpty else { return nil }
        var matches = prefixes.matching(word)
        while let number = matches.next(prefixes, word) {
            let entry = prefixes.entry(number)
            if let found = checkPrefixTwoSuffixes(entry, word, position: position, needFlag: needFlag) {
                prefix = entry
                return found
            }
        }
        return nil
    }

    /// One prefix entry with two suffixes after it (`PfxEntry::check_twosfx`).
    private mutating func checkPrefixTwoSuffixes(_ entry: Affix, _ word: [UInt8], position: CompoundPosition,
                                                 needFlag: AffixFlag) -> Int32? {
        let rest = word.count - entry.append.count
        guard rest > 0 || (rest == 0 && dictionary.rules.fullStrip) else { return nil }
        prefixRoot.removeAll(keepingCapacity: true)
        prefixRoot.append(contentsOf: entry.strip)
        prefixRoot.append(contentsOf: word[entry.append.count...])
        let root = prefixRoot
        guard entry.condition.matchesStart(of: root, utf8: dictionary.rules.isUTF8), entry.crossProduct, position != .begin else { return nil }
        return suffixCheckTwoSuffixes(root, crossProduct: true, prefix: entry, needFlag: needFlag)
    }
}
