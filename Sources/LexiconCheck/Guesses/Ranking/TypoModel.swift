/// How likely a typed word is to be a misspelling of a listed word: an edit cost weighted by the
/// kind of each slip, plus a penalty for rare words.
///
/// Costs are in edits: 1 for an arbitrary insertion, deletion or substitution, less for the
/// slips people make most — a letter doubled or a double letter typed once ("untill",
/// "ocured"), neighbours swapped ("teh", "recieve"), a vowel for another vowel ("seperate",
/// "independant"), a sound-alike spelling ("ph"/"f", "c"/"s", "shun"/"tion"), a key's
/// neighbour on the keyboard ("wprld"; QWERTY, QWERTZ, AZERTY or the dictionary's `KEY`), the
/// same letter with another accent ("apparait") — and more when the first letter is wrong,
/// which people seldom get wrong.
struct TypoModel: Sendable {
    /// Costs in edits, tuned on codespell's misspellings (every eighth entry of one word of
    /// a–z, with the bundled list and its levels; checked on the other entries and on
    /// Wikipedia's list, which were not tuned on).
    struct Costs: Sendable {
        var other = 1.0
        var doubled = 0.35
        var swap = 0.6
        var vowel = 0.7
        /// A vowel left out or typed in addition ("bloted", "existance").
        var vowelGap = 0.6
        var soundAlike = 0.6
        var keyboard = 0.85
        /// A letter of the word left out ("enviroment"): the commonest slip, cheaper than
        /// typing a wrong letter.
        var omission = 0.5
        /// A letter typed in addition.
        var extra = 0.9
        /// A letter for the same letter with another accent ("e" for "é"), or for a related
        /// one in the dictionary's `MAP` table.
        var accent = 0.3
        var firstLetter = 0.25
        /// The extra cost of a word by its SCOWL level (10 = most common): the cost of the
        /// first listed level at or above the word's.
        var rarityByLevel: [(level: Int, cost: Double)] = [
            (10, 0), (20, 0.2), (35, 0.4), (40, 0.4), (50, 0.45), (55, 0.5), (60, 0.5), (70, 0.8), (80, 0.8), (95, 0.8),
        ]
        /// The extra cost of a listed word without a level, in a list with levels.
        var unlevelled = 0.6
        /// The cost of a word with the typed word's ``SoundKey`` (English), however far its
        /// spelling ("beaurocracy", "bureaucracy"), when its edits cost more.
        var soundKey = 2.0
        /// The cost of a missing space between two listed words ("alot", "aswell").
        var split = 1.2
        /// The cost of a guess from elsewhere (Hunspell's) that the list does not rank, and the
        /// extra cost for each place further down its own list.
        var others = 2.5
        var othersStep = 0.05
        /// Guesses from elsewhere are asked for only when the list's best costs more than this.
        /// At or below ``others`` skipping them cannot change the first guess, only later places:
        /// 1.4 costs 0–0.3 points of top-5 accuracy and asks Hunspell for one word in four to six
        /// (tuned on codespell's misspellings, checked on Wikipedia's).
        var othersAbove = 1.4

        /// The extra cost of a word of SCOWL level `level` (`nil`: none known).
        func rarity(level: Int?) -> Double {
            guard let level else { return unlevelled }
            return rarityByLevel.first { $0.level >= level }?.cost ?? unlevelled
        }
    }

    let costs: Costs
    /// Spellings written for others: sound-alikes (English), the dictionary's `REP` table, its
    /// related strings (`MAP`). Grouped by the last letter of the typed spelling: the group of a
    /// letter below U+0080 is `soundAlikesByASCIILetter[letter]`, of another
    /// `soundAlikesByLetter[letter]`. Their letters are in `soundAlikeLetters`. (Flat arrays: a
    /// query looks them up at each of its letters, where a table of arrays costs hashing and
    /// reference counting; docs/guess-internals.md.)
    private let soundAlikes: [SoundAlike]
    private let soundAlikeLetters: [UInt32]
    private let soundAlikesByASCIILetter: [Range<Int>]
    private let soundAlikesByLetter: [UInt32: Range<Int>]
    private struct SoundAlike: Sendable {
        /// The typed and the intended spelling, in ``soundAlikeLetters``.
        let typed: Range<Int>
        let intended: Range<Int>
        /// Only at the start, or only at the end, of both words (`REP ^l l'`).
        let atStart: Bool
        let atEnd: Bool
        let cost: Double
        /// The ``slotBit(_:)``s of the intended letters.
        let intendedSlots: UInt64
    }
    /// The dictionary's `REP` entries, for guesses more edits away than the index searches.
    /// `reach`: the edits one makes at most (more than any search when it makes two words).
    /// `letters`: the typed letters' ``letterBit(_:)``s.
    private let replacements: [(typed: [UInt32], intended: [UInt32], atStart: Bool, atEnd: Bool, reach: Int, letters: UInt64)]
    /// The costs a cell of the matrix reads, in one table: first the substitution costs between
    /// the letters a–z (`typed * 26 + intended`; a letter for itself costs nothing), then costs
    /// picked by index, in memory so that the compiler reads them instead of making selects
    /// (branches) of them: from ``firstLetterPick``, a cell's extra cost for a wrong first
    /// letter (none, ``Costs/firstLetter``); from ``swapPick``, for a swap (infinity when the
    /// letters are no swap, none when they are); from ``insertionPick``, a letter's cost of
    /// missing from what was typed (one of a double letter, the first letter, a vowel, another).
    let cellCosts: [Double]
    static let firstLetterPick = 26 * 26, swapPick = firstLetterPick + 2, insertionPick = firstLetterPick + 4
    /// The letters a–z that ``isVowel(_:)`` takes, as bits from a: a test of one without a branch.
    let asciiVowels: UInt32
    /// Substitution costs of pairs with a letter beyond a–z that differ from ``Costs/other``:
    /// keyboard neighbours and related letters, by `typed << 32 | intended`.
    let otherSubstitutions: [UInt64: Double]

    /// - Parameters:
    ///   - layout: the keyboard, for slips to a neighbouring key.
    ///   - soundAlikes: spellings that sound alike, each pair both ways (``englishSoundAlikes``
    ///     for English, none else).
    ///   - tables: the dictionary's `REP` (one way, as written) and `MAP` (related characters,
    ///     cheap to confuse; related strings as sound-alikes) tables.
    init(costs: Costs = Costs(), layout: KeyboardLayout = .qwerty, soundAlikes pairs: [(String, String)] = englishSoundAlikes,
         tables: SuggestionTables = SuggestionTables()) {
        self.costs = costs
        var related: Set<UInt64> = []
        typealias Entry = (typed: [UInt32], intended: [UInt32], atStart: Bool, atEnd: Bool, cost: Double)
        func both(_ pairs: [(String, String)], cost: Double) -> [Entry] {
            pairs.flatMap { [($0, $1), ($1, $0)] }.map { typed, intended in
                (EditDistanceIndex.letters(typed), EditDistanceIndex.letters(intended), false, false, cost)
            }
        }
        var entries = both(pairs, cost: costs.soundAlike) + both(ligatures, cost: costs.accent)
        for group in tables.related {
            for a in group {
                for b in group where a != b {
                    let typed = EditDistanceIndex.letters(a), intended = EditDistanceIndex.letters(b)
                    if typed.count == 1, intended.count == 1 {
                        related.insert(UInt64(typed[0]) << 32 | UInt64(intended[0]))
                    } else {
                        entries.append((typed, intended, false, false, costs.soundAlike))
                    }
                }
            }
        }
        for replacement in tables.replacements where !replacement.intended.contains(" ") {
            entries.append((EditDistanceIndex.letters(replacement.typed), EditDistanceIndex.letters(replacement.intended),
                            replacement.atStart, replacement.atEnd, costs.soundAlike))
        }
        replacements = tables.replacements.map { replacement in
            let typed = EditDistanceIndex.letters(replacement.typed), intended = EditDistanceIndex.letters(replacement.intended)
            let reach = intended.contains(0x20) ? Int.max : max(typed.count, intended.count)
            return (typed, intended, replacement.atStart, replacement.atEnd, reach, typed.reduce(0) { $0 | Self.letterBit($1) })
        }
        // Grouped by last letter, each group in the order of `entries`.
        var byLastLetter: [UInt32: [Entry]] = [:]
        for entry in entries {
            guard let last = entry.typed.last else { continue }
            byLastLetter[last, default: []].append(entry)
        }
        var flat: [SoundAlike] = [], letters: [UInt32] = []
        var byASCIILetter = [Range<Int>](repeating: 0..<0, count: 128), byLetter: [UInt32: Range<Int>] = [:]
        for (last, group) in byLastLetter.sorted(by: { $0.key < $1.key }) {
            let first = flat.count
            for entry in group {
                let typed = letters.count..<letters.count + entry.typed.count
                letters += entry.typed
                let intended = letters.count..<letters.count + entry.intended.count
                letters += entry.intended
                flat.append(SoundAlike(typed: typed, intended: intended, atStart: entry.atStart, atEnd: entry.atEnd, cost: entry.cost,
                                       intendedSlots: entry.intended.reduce(0) { $0 | Self.slotBit($1) }))
            }
            if last < 128 { byASCIILetter[Int(last)] = first..<flat.count } else { byLetter[last] = first..<flat.count }
        }
        soundAlikes = flat
        soundAlikeLetters = letters
        soundAlikesByASCIILetter = byASCIILetter
        soundAlikesByLetter = byLetter
        asciiVowels = (0..<26).reduce(0) { Self.isVowel(0x61 + UInt32($1)) ? $0 | 1 << $1 : $0 }
        cellCosts = Self.substitutionTable(costs, layout: layout, related: related)
            + [0, costs.firstLetter, .infinity, 0, costs.doubled, costs.omission + costs.firstLetter, costs.vowelGap, costs.omission]
        var others: [UInt64: Double] = [:]
        for (a, b) in layout.pairs where a > 0x7A || b > 0x7A {
            others[UInt64(a) << 32 | UInt64(b)] = costs.keyboard
        }
        for pair in related where pair >> 32 > 0x7A || pair & 0xFFFF_FFFF > 0x7A {
            others[pair] = costs.accent
        }
        otherSubstitutions = others
    }

    /// The model for guesses in `language`: its keyboard (the dictionary's `KEY` table when
    /// it has one), English sound-alikes for English only, and the dictionary's `REP` and
    /// `MAP` tables.
    static func standard(for language: LanguageTag, tables: SuggestionTables = SuggestionTables()) -> TypoModel {
        TypoModel(layout: tables.keyboard ?? .standard(for: language),
                  soundAlikes: language.language == "en" ? englishSoundAlikes : [], tables: tables)
    }

    /// A sound-alike spelling found in the typed word: its length there, its intended letters
    /// (`pool[poolStart..<poolStart + poolCount]`), and where in the candidate it may stand.
    struct Span {
        let typedLength: Int
        let poolStart: Int
        let poolCount: Int
        let atStart: Bool
        let atEnd: Bool
        let cost: Double
        /// The ``slotBit(_:)``s of its intended letters: a candidate without one of them does not
        /// have the span, and is not searched for it.
        let slots: UInt64
    }

    /// A query prepared once for costing many candidates. (A class: as a struct of five arrays,
    /// passed and captured by copy, it retained each at every candidate.)
    final class Query {
        let letters: [UInt32]
        /// The sound-alike spellings found in the typed word, by where they end: those ending
        /// at `i` are `spans[firstSpan[i]..<firstSpan[i + 1]]`, their intended letters in `pool`.
        let spans: [Span]
        let firstSpan: [Int]
        let pool: [UInt32]
        /// The cost of each typed letter being one too many (entry i for letter i + 1): cheap
        /// when it doubles a neighbour. Worked out once, not for each candidate.
        let extraCosts: [Double]

        init(letters: [UInt32], spans: [Span], firstSpan: [Int], pool: [UInt32], extraCosts: [Double]) {
            (self.letters, self.spans, self.firstSpan, self.pool, self.extraCosts) = (letters, spans, firstSpan, pool, extraCosts)
        }
    }

    func prepare(_ typed: [UInt32]) -> Query {
        // (Room reserved for the spans a word usually has: grown one by one, the arrays were a
        // tenth of a guess's allocations.)
        var spans: [Span] = [], pool: [UInt32] = []
        spans.reserveCapacity(2 * typed.count)
        pool.reserveCapacity(4 * typed.count)
        var firstSpan: [Int] = []
        firstSpan.reserveCapacity(typed.count + 2)
        firstSpan.append(0)
        typed.withUnsafeBufferPointer { letters in
        soundAlikeLetters.withUnsafeBufferPointer { soundAlikeLetters in
            for end in 0...letters.count {
                if end > 0 {
                    let last = letters[end - 1]
                    let group = last < 128 ? soundAlikesByASCIILetter[Int(last)] : soundAlikesByLetter[last] ?? 0..<0
                    for pair in soundAlikes[group] where pair.typed.count <= end && (!pair.atEnd || end == letters.count) {
                        let start = end - pair.typed.count
                        guard !pair.atStart || start == 0 else { continue }
                        // Compared from the end, where spellings of a group differ (they share
                        // their last letter): a loop over the buffers, not `elementsEqual` on
                        // slices, whose branches mispredict.
                        var k = pair.typed.count
                        while k > 0, soundAlikeLetters[pair.typed.lowerBound &+ k &- 1] == letters[start &+ k &- 1] { k &-= 1 }
                        guard k == 0 else { continue }
                        spans.append(Span(typedLength: pair.typed.count, poolStart: pool.count, poolCount: pair.intended.count,
                                          atStart: pair.atStart, atEnd: pair.atEnd, cost: pair.cost, slots: pair.intendedSlots))
                        pool += soundAlikeLetters[pair.intended]
                    }
                }
                firstSpan.append(spans.count)
            }
        }}
        let extraCosts = typed.indices.map { index in
            let i = index + 1, t = typed[index]
            return (i >= 2 && typed[i - 2] == t) || (i < typed.count && typed[i] == t) ? costs.doubled
                : i == 1 ? costs.extra + costs.firstLetter : Self.isVowel(t) ? costs.vowelGap : costs.extra
        }
        return Query(letters: typed, spans: spans, firstSpan: firstSpan, pool: pool, extraCosts: extraCosts)
    }

    /// The words `typed` (lower-case letters) becomes with one of the dictionary's `REP`
    /// replacements made at one place, as Hunspell's suggest makes them: `alot` → `a lot`. A
    /// space (U+0020) in one means two words. Replacements that change at most `reached` letters
    /// are skipped: their words are within the edits already searched.
    func replacementCandidates(of typed: [UInt32], reached: Int = 0) -> [[UInt32]] {
        var candidates: [[UInt32]] = []
        forEachReplacementCandidate(of: typed, reached: reached) { candidates.append(Array($0)) }
        return candidates
    }

    /// Calls `body` with each of ``replacementCandidates(of:reached:)``, in the same order,
    /// without an array for each: most are no word, and a guess makes dozens.
    func forEachReplacementCandidate(of typed: [UInt32], reached: Int = 0, _ body: (UnsafeBufferPointer<UInt32>) -> Void) {
        guard !replacements.isEmpty else { return }
        // A replacement needs each of its typed letters in the word: one test of bits skips
        // most of a table.
        let present = typed.reduce(0 as UInt64) { $0 | Self.letterBit($1) }
        var candidate: [UInt32] = []
        candidate.reserveCapacity(typed.count + 8)
        typed.withUnsafeBufferPointer { typed in
            for replacement in replacements where replacement.reach > reached && replacement.letters & ~present == 0 {
                let pattern = replacement.typed
                guard let head = pattern.first, pattern.count <= typed.count else { continue }
                let first = replacement.atEnd ? typed.count - pattern.count : 0
                let last = replacement.atStart ? 0 : typed.count - pattern.count
                guard first <= last else { continue }
                for start in first...last where typed[start] == head && typed[start..<start + pattern.count].elementsEqual(pattern) {
                    candidate.removeAll(keepingCapacity: true)
                    candidate += typed[..<start]
                    candidate += replacement.intended
                    candidate += typed[(start + pattern.count)...]
                    candidate.withUnsafeBufferPointer(body)
                }
            }
        }
    }

    /// A letter's bit among 64 (a–z each its own; others share), for sets of letters that may
    /// hold more than they should but never miss one.
    private static func letterBit(_ letter: UInt32) -> UInt64 { 1 << UInt64(letter % 64) }

    /// The slots of the table of a candidate's letters ``findSpans(_:in:ends:table:)`` makes.
    static let letterSlots = 64

    /// A letter's slot in the table ``findSpans(_:in:ends:table:)`` makes (its low six bits), as
    /// a bit.
    static func slotBit(_ letter: UInt32) -> UInt64 { 1 << UInt64(letter & UInt32(letterSlots - 1)) }

    /// Substitution costs between the letters a–z, row = typed.
    private static func substitutionTable(_ costs: Costs, layout: KeyboardLayout, related: Set<UInt64>) -> [Double] {
        let letters = (UInt32(0x61)...0x7A)
        var table: [Double] = []
        for typed in letters {
            for intended in letters {
                table.append(typed == intended ? 0
                    : related.contains(UInt64(typed) << 32 | UInt64(intended)) ? costs.accent
                    : isVowel(typed) && isVowel(intended) ? costs.vowel
                    : soundsAlike(typed, intended) ? costs.soundAlike
                    : layout.areNeighbours(typed, intended) ? costs.keyboard
                    : costs.other)
            }
        }
        return table
    }

    /// Whether a letter (its ``baseLetter(_:)`` for accented ones) is a vowel.
    static func isVowel(_ letter: UInt32) -> Bool {
        switch Self.baseLetter(letter) {
        case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x79: true  // a e i o u y
        case 0x3B1, 0x3B5, 0x3B7, 0x3B9, 0x3BF, 0x3C5, 0x3C9: true  // Greek α ε η ι ο υ ω
        case 0x430, 0x435, 0x438, 0x43E, 0x443, 0x44B, 0x44D, 0x44E, 0x44F: true  // Cyrillic а е и о у ы э ю я
        default: false
        }
    }

    /// The letter without its accents (`é` → `e`, `ё` → `е`), for letters up to U+04FF (Latin,
    /// Greek, Cyrillic); the letter itself else.
    static func baseLetter(_ letter: UInt32) -> UInt32 {
        letter >= 0xC0 && letter < 0x500 ? baseLetters[Int(letter - 0xC0)] : letter
    }

    /// ``baseLetter(_:)`` of U+00C0 to U+04FF, from their canonical decompositions.
    private static let baseLetters: [UInt32] = (UInt32(0xC0)..<0x500).map { value in
        guard let scalar = Unicode.Scalar(value) else { return value }
        return String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first?.value ?? value
    }

    private static func soundsAlike(_ a: UInt32, _ b: UInt32) -> Bool {
        return switch (min(a, b), max(a, b)) {
        case (0x63, 0x73), (0x63, 0x6B), (0x73, 0x7A), (0x67, 0x6A), (0x6B, 0x71), (0x6D, 0x6E), (0x64, 0x74):
            true  // c/s, c/k, s/z, g/j, k/q, m/n, d/t
        default:
            false
        }
    }
}

/// Letters written as two in every language that has them ("oeuvre" for "œuvre", "ss" for
/// "ß"), as cheap as an accent.
let ligatures: [(String, String)] = [("oe", "œ"), ("ae", "æ"), ("ss", "ß"), ("ij", "ĳ")]

/// English spellings that sound alike, beyond a vowel for a vowel and the letter pairs
/// ``TypoModel`` knows (c/s, c/k, s/z, g/j, k/q, m/n, d/t).
let englishSoundAlikes: [(String, String)] = [
    ("f", "ph"), ("f", "gh"), ("k", "ch"), ("k", "ck"), ("c", "ck"), ("kw", "qu"), ("ks", "x"),
    ("sh", "ti"), ("sh", "ci"), ("s", "sc"), ("c", "sc"), ("w", "wh"), ("r", "rh"), ("g", "gu"),
    ("o", "ou"), ("u", "ou"), ("o", "ough"), ("o", "au"), ("e", "ea"), ("ee", "ea"), ("i", "ee"),
    ("a", "ai"), ("ay", "ai"), ("u", "ew"), ("u", "oo"), ("u", "ue"), ("ear", "ier"), ("are", "air"),
    ("ere", "ear"), ("shun", "tion"), ("shun", "sion"), ("cher", "ture"), ("eous", "ious"),
    ("seed", "cede"), ("ceed", "cede"), ("j", "dg"), ("j", "ge"),
]
