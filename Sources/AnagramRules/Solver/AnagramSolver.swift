import Foundation
import LexiconCheck
import LexiconSupport

/// Finds every valid answer for a root in a word list, fast enough to rank thousands of roots.
///
/// The lexicon is indexed once: each word's letters become a presence mask and packed counts,
/// and words are grouped by mask. Solving a root then visits only the masks made of the root's
/// letters (at most 2^k for k distinct letters) and compares counts within them.
///
/// The answers are exactly those ``GameRules`` would accept with a `WordListChecker` on the
/// same list: long enough, not the root, spellable from its letters, a word of the list once
/// case-folded (so proper nouns such as `London` are not answers) or, with
/// ``DictionaryCase/asInDictionary``, capitalised (German nouns: `Mann`, listed so), and not
/// blocked by the settings' ``ContentFilter`` (on by default).
///
/// ```swift
/// let solver = try AnagramSolver.bundled()
/// let solution = solver.solve(root: "telepaths")
/// solution.answers.prefix(3)     // the longest answers
/// solution.maximumScore
/// ```
public struct AnagramSolver: Sendable {
    /// The letters the fast path counts.
    private let alphabet: SolverAlphabet
    /// Words of the alphabet's letters, sorted by mask.
    private let counts: [SIMD32<UInt8>]
    private let masks: [UInt32]
    private let lengths: [Int]
    /// The folded words (what is compared).
    private let texts: [String]
    /// The spelling shown for each word of `texts` where it is not the folded one (`Mann`).
    private let spellings: [Int: String]
    private let table: MaskTable
    /// The letters of the words of `texts` holding a letter without a lane of its own (the
    /// alphabet's ``SolverAlphabet/otherBit``), by index: checked exactly once the lanes fit.
    private let exactLetters: [Int: LetterInventory]
    /// Words with characters of several scalars: checked one by one (few in any language).
    private let otherWords: [(text: String, spelling: String, letters: LetterInventory)]
    private let normalizer: AnswerNormalizer
    /// Which spellings of the lexicon are answers.
    public let dictionaryCase: DictionaryCase
    /// The lexicon's language: its capitals, and the content filter of the default settings.
    public let language: String
    /// Which words each content filter blocks, by index (as `forEachAnswer` gives them), worked
    /// out the first time a count asks: then a count costs an array look-up per answer.
    private let blockedWords = Locked<[ResolvedContentFilter.Key: [Bool]]>([:])

    /// The number of distinct answers the lexicon can give.
    public var wordCount: Int { texts.count + otherWords.count }

    /// Indexes `words`, folded with `normalizer` (use the game's case folding).
    ///
    /// - Parameters:
    ///   - words: the lexicon, as a dictionary spells its words (`Mann`, `London`, `palettes`).
    ///   - normalizer: the game's normaliser.
    ///   - dictionaryCase: which spellings are answers: with ``DictionaryCase/lowerCase`` a word
    ///     whose folded form is in `words`; with ``DictionaryCase/asInDictionary`` also one whose
    ///     capitalised form is, shown so (`Mann`), as ``GameRules`` keeps it.
    ///   - language: the language whose capitals to use (Turkish `i` is `İ` capitalised).
    public init(words: some Sequence<some StringProtocol>, normalizer: AnswerNormalizer = AnswerNormalizer(),
                dictionaryCase: DictionaryCase = .lowerCase, language: String = "en") {
        let answers = Self.answers(of: words, normalizer: normalizer, dictionaryCase: dictionaryCase, language: language)
        let alphabet = SolverAlphabet(words: answers.map(\.text))
        // Column by column, then put in order through a permutation: a large lexicon's rows
        // would be held three times over (the rows, their sorted copy, the columns).
        var counts: [SIMD32<UInt8>] = [], masks: [UInt32] = [], lengths: [Int] = [], texts: [String] = [], spellings: [String] = []
        var others: [(text: String, spelling: String, letters: LetterInventory)] = []
        for (text, spelling) in answers {
            if let (count, mask) = alphabet.counts(of: text) {
                counts.append(count)
                masks.append(mask)
                lengths.append(text.count)
                texts.append(text)
                spellings.append(spelling)
            } else {
                others.append((text, spelling, LetterInventory(text)))
            }
        }
        let order = masks.indices.sorted { lhs, rhs in
            masks[lhs] != masks[rhs] ? masks[lhs] < masks[rhs] : texts[lhs].utf8.lexicographicallyPrecedes(texts[rhs].utf8)
        }
        self.alphabet = alphabet
        self.counts = order.map { counts[$0] }
        self.masks = order.map { masks[$0] }
        self.lengths = order.map { lengths[$0] }
        self.texts = order.map { texts[$0] }
        var shown: [Int: String] = [:]
        var exactLetters: [Int: LetterInventory] = [:]
        for (index, row) in order.enumerated() {
            if spellings[row] != texts[row] { shown[index] = spellings[row] }
            if masks[row] & SolverAlphabet.otherBit != 0 { exactLetters[index] = LetterInventory(texts[row]) }
        }
        self.spellings = shown
        self.exactLetters = exactLetters
        self.table = MaskTable(sortedMasks: self.masks)
        self.otherWords = others.sorted { $0.text.utf8.lexicographicallyPrecedes($1.text.utf8) }
        self.normalizer = normalizer
        self.dictionaryCase = dictionaryCase
        self.language = language
    }

    /// The answers `words` can give, each once, in the order of `words`: its folded text and the
    /// spelling shown (see ``init(words:normalizer:dictionaryCase:language:)``). The sets that
    /// find them are dropped on return.
    private static func answers(of words: some Sequence<some StringProtocol>, normalizer: AnswerNormalizer,
                                dictionaryCase: DictionaryCase, language: String) -> [(text: String, spelling: String)] {
        // The words exactly as written (in form C), compared by their bytes: the standard `Set`
        // compares non-ASCII strings by canonical equivalence, which costs a lot on a million.
        var entries = Set<ExactText>(minimumCapacity: words.underestimatedCount)
        var list: [String] = []
        list.reserveCapacity(words.underestimatedCount)
        for word in words {
            let entry = String(word).nfc
            if entries.insert(ExactText(entry)).inserted { list.append(entry) }
        }
        let mapping = CaseMapping(languageCode: (LanguageTag(language) ?? .undetermined).language)
        var answers: [(text: String, spelling: String)] = []
        var seen = Set<ExactText>(minimumCapacity: list.count)
        for entry in list {
            let text = normalizer.normalize(entry)
            guard !text.isEmpty, !seen.contains(ExactText(text)) else { continue }
            // Only what a player can type and have accepted: the folded form must be a word,
            // or, where the game takes the dictionary's case, the capitalised one.
            let spelling: String
            if entries.contains(ExactText(text)) {
                spelling = text
            } else if dictionaryCase == .asInDictionary, case let capitalized = mapping.capitalized(text),
                      entries.contains(ExactText(capitalized)) {
                spelling = capitalized
            } else {
                continue
            }
            seen.insert(ExactText(text))
            answers.append((text, spelling))
        }
        return answers
    }

    /// The words of `words` that could be answers to `root`: those whose every character, folded
    /// by `normalizer`, is among the root's letters (a necessary condition only, checked without
    /// indexing anything; words with combining marks, and roots whose characters are not single
    /// scalars, are not filtered). A solver for one root built from them gives the same answers
    /// as one built from all the words, in a fraction of the time for a large lexicon.
    ///
    /// ```swift
    /// AnagramSolver.possibleAnswers(among: ["Leap", "heat", "zebra"], root: "telepaths")   // ["Leap", "heat"]
    /// ```
    public static func possibleAnswers(among words: [String], root: String,
                                       normalizer: AnswerNormalizer = AnswerNormalizer()) -> [String] {
        guard var letters = RootLetters(root, normalizer: normalizer) else { return words }
        return words.filter { word in letters.mayHold(word) }
    }

    /// Indexes a word-list file (the `WordListChecker` format).
    public init(contentsOf url: URL, normalizer: AnswerNormalizer = AnswerNormalizer()) throws(LexiconError) {
        self.init(words: try WordListFile.words(at: url), normalizer: normalizer)
    }

    /// A solver on the bundled English word list.
    public static func bundled(normalizer: AnswerNormalizer = AnswerNormalizer()) throws(LexiconError) -> AnagramSolver {
        guard let url = WordListChecker.bundledWordListURL else {
            throw .fileNotFound(path: "en_US.words (the package's resource bundle is not installed)")
        }
        return try AnagramSolver(contentsOf: url, normalizer: normalizer)
    }

    /// Every valid answer for `root` under `settings` (minimum length, scoring, content filter).
    ///
    /// - Parameters:
    ///   - root: the root word, normalised as the game normalises it.
    ///   - settings: the minimum length, the scoring, the case folding and the content filter to
    ///     apply: answers the filter blocks are not listed, nor counted in the maximum score.
    ///   - checker: when given, answers must also be correct for this checker in the settings'
    ///     language, as ``GameRules`` with that checker would require (the lexicon then only
    ///     proposes candidates), and the filter also blocks answers whose stem it blocks, when
    ///     the checker is a `MorphologicalChecker`.
    public func solve(root: String, settings: GameSettings = GameSettings(), checker: (any TextChecker)? = nil) -> Solution {
        let rootAnswer = Answer(root, normalizer: normalizer)
        let filter = ResolvedContentFilter(settings)
        let blocked = blockedWords(filter)
        var found: [(answer: Answer, spelling: String)] = []
        forEachAnswer(of: rootAnswer, minimumLength: settings.minimumLength) { index in
            if blocked?[index] != true { found.append((answer(at: index), spelling(at: index))) }
        }
        if let checker {
            // The checker's stems can block more.
            found = concurrentMap(found) { entry in
                checker.isCorrect(entry.spelling, language: settings.language)
                    && !filter.blocks(entry.answer.text, spelling: entry.spelling, checker: checker)
                    ? entry : nil
            }.compactMap { $0 }
        }
        found.sort { ($0.answer.length, $1.answer.text) > ($1.answer.length, $0.answer.text) }
        let score = found.reduce(0) { $0 + settings.scoring.points(for: $1.answer, root: rootAnswer) }
        return Solution(root: rootAnswer.text, answers: found.map(\.spelling), maximumScore: score)
    }

    /// How many valid answers `root` has with at least `minimumLength` letters, those the
    /// bundled content filter of the solver's language blocks left out
    /// (``answerCount(root:settings:)`` with that language's default settings).
    public func answerCount(root: String, minimumLength: Int = 3) -> Int {
        answerCount(root: root, settings: defaultSettings(minimumLength: minimumLength))
    }

    /// The lexicon's words of `length` letters (folded, letters only) that have at least
    /// `minimumAnswers` answers of `minimumLength` letters or more, in code-point order: the
    /// rule the bundled English start words were chosen by (8 letters, 40 answers, 3 letters).
    /// Answers and roots are counted as ``answerCount(root:minimumLength:)`` counts them: those
    /// the content filter of the solver's language blocks are left out.
    public func roots(length: Int = 8, minimumAnswers: Int = 40, minimumLength: Int = 3) -> [String] {
        let candidates = texts.indices.filter { lengths[$0] == length }.map { texts[$0] }
            + otherWords.filter { $0.letters.count == length && $0.text.allSatisfy(\.isLetter) }.map(\.text)
        let settings = defaultSettings(minimumLength: minimumLength)
        let filter = ResolvedContentFilter(settings)
        // Counted on every core: a language's million forms have a hundred thousand candidates.
        // The filter worked out once, not once per candidate.
        let blocked = blockedWords(filter)
        let qualifies = concurrentMap(candidates) { root in
            guard !filter.blocks(root, checker: nil) else { return false }
            let count = countAnswers(of: Answer(root, normalizer: normalizer), minimumLength: minimumLength) { index in
                blocked.map { !$0[index] } ?? true
            }
            return count >= minimumAnswers
        }
        return zip(candidates, qualifies).filter(\.1).map(\.0)
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// How many of `root`'s answers under `settings` (those ``answerCount(root:settings:)``
    /// counts) `isCounted` takes: the common words among them, for instance.
    ///
    /// ```swift
    /// let common = WordFrequencies(language: "en").map { solver.answerCount(root: "telepaths", settings: GameSettings(), where: $0.isCommon) }
    /// (common ?? .max) < solver.answerCount(root: "telepaths", settings: GameSettings())   // true
    /// ```
    public func answerCount(root: String, settings: GameSettings, where isCounted: (String) -> Bool) -> Int {
        let blocked = blockedWords(ResolvedContentFilter(settings))
        return countAnswers(of: Answer(root, normalizer: normalizer), minimumLength: settings.minimumLength) { index in
            (blocked.map { !$0[index] } ?? true) && isCounted(text(at: index))
        }
    }

    /// The settings the counts without settings use: the defaults of the solver's language
    /// (its content filter on) with `minimumLength`.
    private func defaultSettings(minimumLength: Int) -> GameSettings {
        GameSettings(minimumLength: minimumLength, language: language, caseFolding: normalizer.caseFolding)
    }

    /// How many valid answers `root` has under `settings`: at least its minimum length, and not
    /// blocked by its content filter. (The number of ``solve(root:settings:checker:)``'s answers
    /// without a checker.)
    ///
    /// ```swift
    /// let all = solver.answerCount(root: "telepaths", settings: GameSettings(contentFilter: .off))
    /// let filtered = GameSettings(contentFilter: .only(["palette"]))   // palette, palettes
    /// solver.answerCount(root: "telepaths", settings: filtered) == all - 2   // true
    /// ```
    public func answerCount(root: String, settings: GameSettings) -> Int {
        let blocked = blockedWords(ResolvedContentFilter(settings))
        return countAnswers(of: Answer(root, normalizer: normalizer), minimumLength: settings.minimumLength) { index in
            blocked.map { !$0[index] } ?? true
        }
    }

    /// `roots` from the most answers to the fewest (ties alphabetical), each root once, with the
    /// default settings' minimum length changed (``rank(roots:settings:)``).
    public func rank(roots: some Sequence<String>, minimumLength: Int = 3) -> [RankedRoot] {
        rank(roots: roots, settings: defaultSettings(minimumLength: minimumLength))
    }

    /// `roots` from the most answers to the fewest (ties alphabetical), each root once: the
    /// answers counted as ``answerCount(root:settings:)`` counts them, the roots the settings'
    /// content filter blocks left out.
    public func rank(roots: some Sequence<String>, settings: GameSettings) -> [RankedRoot] {
        let filter = ResolvedContentFilter(settings)
        let blocked = blockedWords(filter)
        var seen: Set<String> = []
        var ranked: [RankedRoot] = []
        for root in roots {
            let text = normalizer.normalize(root)
            guard seen.insert(text).inserted, !filter.blocks(text, checker: nil) else { continue }
            let count = countAnswers(of: Answer(text, normalizer: normalizer), minimumLength: settings.minimumLength) { index in
                blocked.map { !$0[index] } ?? true
            }
            ranked.append(RankedRoot(root: text, answerCount: count))
        }
        return ranked.sorted { ($0.answerCount, $1.root) > ($1.answerCount, $0.root) }
    }

    /// The spelling shown for the answer behind an index given by `forEachAnswer`.
    private func spelling(at index: Int) -> String {
        guard index < texts.count else { return otherWords[index - texts.count].spelling }
        return spellings[index] ?? texts[index]
    }

    /// Whether `filter` blocks each word, by the index `forEachAnswer` gives; `nil` when the
    /// filter is off or blocks no word without a checker (a language with no list of its own).
    private func blockedWords(_ filter: ResolvedContentFilter) -> [Bool]? {
        guard let key = filter.key, !filter.blocksNoWord else { return nil }
        if let blocked = blockedWords.withLock({ $0[key] }) { return blocked }
        let blocked = (0..<wordCount).map { filter.blocks(text(at: $0), checker: nil) }
        blockedWords.withLock { cache in
            if cache.count >= 8 { cache.removeAll() }
            cache[key] = blocked
        }
        return blocked
    }

    /// The number of answers of `root` that `isCounted` (given an index of `forEachAnswer`) keeps.
    private func countAnswers(of root: Answer, minimumLength: Int, where isCounted: (Int) -> Bool) -> Int {
        var count = 0
        forEachAnswer(of: root, minimumLength: minimumLength) { index in
            if isCounted(index) { count += 1 }
        }
        return count
    }

    /// The text of the answer behind an index given by `forEachAnswer`.
    private func text(at index: Int) -> String {
        index < texts.count ? texts[index] : otherWords[index - texts.count].text
    }

    /// The answer behind an index given by `forEachAnswer`.
    private func answer(at index: Int) -> Answer {
        guard index < texts.count else {
            let word = otherWords[index - texts.count]
            return Answer(normalized: word.text, letters: word.letters)
        }
        return Answer(normalized: texts[index], letters: LetterInventory(texts[index]))
    }

    /// Calls `body` with the index of every answer: below `texts.count` a word of the
    /// alphabet's letters, above it one of `otherWords`.
    private func forEachAnswer(of root: Answer, minimumLength: Int, _ body: (Int) -> Void) {
        // The fast path: words of the alphabet, by every non-empty sub-mask of the root's
        // letters, each once (a letter the root has 255 times or more is more than any has).
        let (rootCounts, rootMask) = alphabet.cappedCounts(of: root.text)
        counts.withUnsafeBufferPointer { counts in
            lengths.withUnsafeBufferPointer { lengths in
                var mask = rootMask
                while mask != 0 {
                    if let range = table.range(of: mask) {
                        let exact = mask & SolverAlphabet.otherBit != 0
                        for index in range where lengths[index] >= minimumLength && !any(counts[index] .> rootCounts) {
                            if exact, let letters = exactLetters[index], !root.letters.canSpell(letters) { continue }
                            if lengths[index] != root.length || texts[index] != root.text {
                                body(index)
                            }
                        }
                    }
                    mask = (mask &- 1) & rootMask
                }
            }
        }
        // Words with characters of several scalars, one by one.
        for (offset, word) in otherWords.enumerated() where word.letters.count >= minimumLength && word.text != root.text {
            if root.letters.canSpell(word.letters) { body(texts.count + offset) }
        }
    }
}
