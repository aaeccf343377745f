/// Ranks the words of a list as guesses for a misspelled word: every word within two edits
/// (found through an ``EditDistanceIndex``), else within three, words that sound alike
/// (English), the dictionary's `REP` replacements, plus two listed words run together
/// ("alot"), ordered by ``TypoModel``'s cost of the slip plus a penalty for rare words.
///
/// The index holds the listed words and the words of the frequency levels beyond them (a larger
/// list of rarer words): a checker that accepts more than the list (Hunspell) guesses from all
/// of them; for one that accepts the list only, the index walks graphs of the listed words.
///
/// A class: a checker hands its ranker out at every guess, where a struct of a dozen arrays
/// would retain and release each of them.
final class GuessRanker: Sendable {
    let index: EditDistanceIndex
    /// Each indexed word's SCOWL level (0: none known), with ``unlistedFlag`` set for words
    /// only the levels have.
    let levels: [UInt8]
    static let unlistedFlag: UInt8 = 0x80
    /// Whether the list came with levels (else none ranks words by rarity).
    let hasLevels: Bool
    /// The extra cost for rarity of a word by its entry in ``levels``.
    private let rarityByLevel: [Double]
    /// The indexed words by ``SoundKey`` (English lists only): keys sorted, the word of each.
    let soundKeys: [UInt64]
    let soundWords: [Int32]
    let model: TypoModel

    /// - Parameters:
    ///   - words: the lower-cased listed words.
    ///   - levels: lower-cased word → SCOWL level (10 = most common), for listed words and
    ///     others.
    ///   - english: whether the words are English, for sound-alike words.
    init(words: some Sequence<String>, levels: [String: Int], english: Bool = true, model: TypoModel = TypoModel()) {
        let listed = Set(words)
        index = EditDistanceIndex(listed.union(levels.keys), listed: listed)
        hasLevels = !levels.isEmpty
        self.levels = index.words.map { word in
            UInt8(clamping: min(levels[word] ?? 0, 0x7F)) | (listed.contains(word) ? 0 : Self.unlistedFlag)
        }
        self.model = model
        rarityByLevel = Self.rarityByLevel(hasLevels: hasLevels, model: model)
        // Sound keys of the words, sorted, for looking a key up by binary search.
        var keyed: [(key: UInt64, word: Int32)] = []
        if english {
            keyed.reserveCapacity(index.words.count)
            for number in index.words.indices {
                let key = SoundKey.of(index.words.letters(at: number))
                if key != 0 { keyed.append((key, Int32(number))) }
            }
            keyed.sort { ($0.key, $0.word) < ($1.key, $1.word) }
        }
        soundKeys = keyed.map(\.key)
        soundWords = keyed.map(\.word)
    }

    /// A ranker read back from a file: `nil` unless the parts fit the index (a level per word,
    /// a word per sound key, each an indexed one).
    init?(index: EditDistanceIndex, levels: [UInt8], hasLevels: Bool, soundKeys: [UInt64], soundWords: [Int32],
          model: TypoModel = TypoModel()) {
        guard levels.count == index.words.count, soundKeys.count == soundWords.count,
              soundWords.allSatisfy({ UInt32(bitPattern: $0) < UInt32(index.words.count) }) else { return nil }
        self.index = index
        self.levels = levels
        self.hasLevels = hasLevels
        self.soundKeys = soundKeys
        self.soundWords = soundWords
        self.model = model
        rarityByLevel = Self.rarityByLevel(hasLevels: hasLevels, model: model)
    }

    /// The extra cost of an indexed word for its rarity.
    private func rarity(_ word: Int) -> Double { rarityByLevel[Int(levels[word])] }

    /// The indexed words whose ``SoundKey`` is `key`.
    private func soundAlikes(of key: UInt64) -> ArraySlice<Int32> {
        var low = 0, high = soundKeys.count
        while low < high {
            let middle = (low + high) / 2
            if soundKeys[middle] < key { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < soundKeys.count, soundKeys[end] == key { end += 1 }
        return soundWords[low..<end]
    }

    /// The extra cost for rarity of each entry of ``levels`` (a level with or without the flag).
    private static func rarityByLevel(hasLevels: Bool, model: TypoModel) -> [Double] {
        (0...UInt8.max).map { entry in
            let level = entry & ~unlistedFlag
            return hasLevels ? model.costs.rarity(level: level == 0 ? nil : Int(level)) : 0
        }
    }

    /// Whether the indexed word is only in the levels, not in the list.
    private func isUnlisted(_ word: Int) -> Bool { levels[word] & Self.unlistedFlag != 0 }

    /// Whether a listed word may be half of two words run together: a common word (SCOWL level
    /// 35 or less), and of one letter only when among the most common ("a", "I"). Without
    /// levels, any word of two letters or more.
    private func isCommonPart(_ word: Int, length: Int) -> Bool {
        guard hasLevels else { return length >= 2 }
        return !isUnlisted(word) && levels[word] != 0 && Int(levels[word]) <= (length == 1 ? 10 : 35)
    }

    /// ``guesses(for:count:beyondTheList:merging:spell:)`` for a `spell` that needs no word
    /// numbers.
    func guesses(for typed: String, count: Int, beyondTheList: Bool = false, merging others: () -> [String] = { [] },
                 spell: (String) -> String?) -> [String] {
        guesses(for: typed, count: count, beyondTheList: beyondTheList, merging: others) { candidate, _ in spell(candidate) }
    }

    /// The guesses for the lower-cased NFC word `typed`, best first: each candidate is offered
    /// to `spell` with its number in ``index`` (`nil` for two words), which returns how to show
    /// it (its case, and whether the checker accepts it) or `nil` to skip it, until `count` are
    /// taken. `others` (guesses from elsewhere, already spelled, best first) are asked for only
    /// when the list's best candidate costs more than
    /// ``TypoModel/Costs/othersAbove`` (none at all counts as costly), and join at
    /// ``TypoModel/Costs/others`` when the list does not have them. `beyondTheList`: whether
    /// words only the levels have are candidates too.
    func guesses(for typed: String, count: Int, beyondTheList: Bool = false, merging others: () -> [String] = { [] },
                 spell: (_ candidate: String, _ word: Int?) -> String?) -> [String] {
        var candidates = Candidates(typed: typed, model: model, beyondTheList: beyondTheList)
        let reached = addNearWords(to: &candidates, count: count)
        addSoundAlikes(to: &candidates)
        addReplacements(to: &candidates, reached: reached)
        addWordsRunTogether(to: &candidates)
        addOthers(others, to: &candidates)
        return best(count, of: candidates, spell: spell)
    }

    /// The candidates of one guess with their scores: a listed word by its number (the list is
    /// sorted, so numbers break ties alphabetically), or two words, or another source's guess
    /// (already spelled) by its text.
    private struct Candidates {
        struct Candidate {
            var score: Double
            /// The word's number in the index, or `Int.max` for a text.
            let word: Int
            let text: String
            let isSpelled: Bool
        }

        let typed: String
        let letters: [UInt32]
        let query: TypoModel.Query
        let beyondTheList: Bool
        var scored: [Candidate] = []
        /// The typo model's memory, reused between candidates.
        var scratch: [Double] = []

        init(typed: String, model: TypoModel, beyondTheList: Bool) {
            self.typed = typed
            letters = EditDistanceIndex.letters(typed)
            query = model.prepare(letters)
            self.beyondTheList = beyondTheList
            scored.reserveCapacity(64)
        }

        mutating func add(_ word: Int, score: Double) {
            scored.append(Candidate(score: score, word: word, text: "", isSpelled: false))
        }

        mutating func add(text: String, score: Double, isSpelled: Bool = false) {
            scored.append(Candidate(score: score, word: Int.max, text: text, isSpelled: isSpelled))
        }
    }

    /// Adds the words within two edits of the typed one, else within three (one, else two, for
    /// a word of four letters or fewer: short words have many neighbours two edits away), at
    /// the typo model's cost; returns the edits searched.
    private func addNearWords(to candidates: inout Candidates, count: Int) -> Int {
        let letters = candidates.letters, query = candidates.query
        var reached = 0
        for limit in letters.count <= 4 ? [1, 2] : [2, 3] {
            reached = limit
            // Without the words beyond the list, the walks take the listed words' graphs.
            index.forEachMatch(of: letters, limit: limit, listedOnly: !candidates.beyondTheList) { word, distance, candidate in
                guard distance > 0, limit == 1 || distance == 2 || letters.count > 4 else { return }
                let score = model.cost(of: query, candidate: candidate, scratch: &candidates.scratch) + rarity(word)
                candidates.add(word, score: score)
            }
            if limit == 2 ? !candidates.scored.isEmpty : candidates.scored.count >= min(count, 5) { break }
        }
        return reached
    }

    /// Adds the words that sound like the typed one, however far its spelling: at a fixed cost,
    /// or their edit cost when that is lower. Only for words of a plausible length, and alike in
    /// length: a key drops the vowels, so long runs of letters ("qqqqxxxx") would match short
    /// words of the same consonants.
    private func addSoundAlikes(to candidates: inout Candidates) {
        let letters = candidates.letters
        guard !soundKeys.isEmpty, (4...30).contains(letters.count) else { return }
        let key = SoundKey.of(letters)
        let alike = key == 0 ? [] : soundAlikes(of: key)
        guard !alike.isEmpty else { return }
        // (Found among the candidates so far by a scan: building a table of them cost more.)
        let found = candidates.scored.count
        let slack = max(2, letters.count / 4)
        for word in alike.lazy.map(Int.init) where candidates.beyondTheList || !isUnlisted(word) {
            guard abs(index.words.scalarCount(at: word) - letters.count) <= slack else { continue }
            let score = model.costs.soundKey + rarity(word)
            if let place = candidates.scored[..<found].lastIndex(where: { $0.word == word }) {
                candidates.scored[place].score = min(candidates.scored[place].score, score)
            } else if !index.words.element(at: word, equals: candidates.typed) {
                candidates.add(word, score: score)
            }
        }
    }

    /// Adds the dictionary's own misspellings (its `REP` table): however many edits away, and
    /// two words for one ("alot" → "a lot"). Replacements within the `reached` edits are
    /// skipped: the walks found their words.
    private func addReplacements(to candidates: inout Candidates, reached: Int) {
        let beyondTheList = candidates.beyondTheList, query = candidates.query
        model.forEachReplacementCandidate(of: candidates.letters, reached: reached) { candidate in
            // One word, the candidate spelled as it is (with any space around it): its edit cost,
            // at most a sound-alike's, unless the walks found it.
            func add(_ word: Int) {
                guard beyondTheList || !isUnlisted(word), !candidates.scored.contains(where: { $0.word == word }) else { return }
                let score = model.cost(of: query, candidate: candidate, scratch: &candidates.scratch)
                candidates.add(word, score: min(score, model.costs.soundAlike) + rarity(word))
            }
            // (Most are no word: the common case is one lookup, with no array made.)
            guard candidate.contains(0x20) else {
                if let word = index.position(of: candidate) { add(word) }
                return
            }
            let parts = candidate.split(separator: 0x20, omittingEmptySubsequences: true)
            let numbers = parts.compactMap { index.position(of: $0) }
            guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ beyondTheList || !isUnlisted($0) }) else { return }
            if parts.count == 1 {
                add(numbers[0])
            } else {
                candidates.add(text: numbers.map { index.words[$0] }.joined(separator: " "),
                               score: model.costs.soundAlike + numbers.reduce(0) { $0 + rarity($1) })
            }
        }
    }

    /// Adds two words run together: both parts listed and common (the words that start the typed
    /// one, and those that end it, each found in one step a letter; in the graphs the walks
    /// took, whose blocks along the typed letters they have just read).
    private func addWordsRunTogether(to candidates: inout Candidates) {
        let letters = candidates.letters
        guard letters.count >= 3 else { return }
        let (forward, backward) = index.graphs(listedOnly: !candidates.beyondTheList)
        let starts = forward.prefixWords(of: letters), ends = backward.prefixWords(of: letters.reversed())
        for split in 1..<letters.count where split < starts.count && letters.count - split < ends.count {
            let l = starts[split], r = ends[letters.count - split]
            guard l >= 0, r >= 0, isCommonPart(l, length: split), isCommonPart(r, length: letters.count - split) else { continue }
            candidates.add(text: index.words[l] + " " + index.words[r], score: model.costs.split + rarity(l) + rarity(r))
        }
    }

    /// Adds the guesses of another source, ranked after one another, unless the list has them.
    /// Others cost at least `others`, more than `othersAbove`: when the list has a guess that
    /// cheap, they could not come first, and asking for them (Hunspell's suggest: milliseconds)
    /// is skipped.
    private func addOthers(_ others: () -> [String], to candidates: inout Candidates) {
        let costs = model.costs
        guard candidates.scored.allSatisfy({ $0.score > costs.othersAbove }) else { return }
        // (The candidates' texts only when there are others: none without a source of them.)
        let fromOthers = others()
        let known = fromOthers.isEmpty ? [] : Set(candidates.scored.map { $0.word == Int.max ? $0.text : index.words[$0.word] })
        for (rank, other) in fromOthers.enumerated() where !known.contains(other.precomposedLowercased) {
            candidates.add(text: other, score: costs.others + costs.othersStep * Double(rank), isSpelled: true)
        }
    }

    /// The first `count` candidates by score that `spell` takes, each once and none the typed
    /// word. (The guesses so far are few: a repeat is found by a scan, not a set.)
    private func best(_ count: Int, of candidates: consuming Candidates,
                      spell: (_ candidate: String, _ word: Int?) -> String?) -> [String] {
        candidates.scored.sort { ($0.score, $0.word, $0.text) < ($1.score, $1.word, $1.text) }
        var guesses: [String] = []
        for candidate in candidates.scored {
            let text = candidate.word == Int.max ? candidate.text : index.words[candidate.word]
            guard let spelled = candidate.isSpelled ? text : spell(text, candidate.word == Int.max ? nil : candidate.word),
                  spelled != candidates.typed, !guesses.contains(spelled) else { continue }
            guesses.append(spelled)
            if guesses.count == count { break }
        }
        return guesses
    }
}
