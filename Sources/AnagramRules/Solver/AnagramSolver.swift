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
/// case-folded (so proper nouns such as `London` are not answers), and not blocked by the
/// settings' ``ContentFilter`` (on by default).
///
/// ```swift
/// let solver = try AnagramSolver.bundled()
/// let solution = solver.solve(root: "telepaths")
/// solution.answers.prefix(3)     // the longest answers
/// solution.maximumScore
/// ```
public struct AnagramSolver: Sendable {
    /// Words of the letters a...z, sorted by mask.
    private let counts: [SIMD32<UInt8>]
    private let masks: [UInt32]
    private let lengths: [Int]
    private let texts: [String]
    private let table: MaskTable
    /// Words with other characters: checked one by one (few in English).
    private let otherWords: [(text: String, letters: LetterInventory)]
    private let normalizer: AnswerNormalizer
    /// Which words each content filter blocks, by index (as `forEachAnswer` gives them), worked
    /// out the first time a count asks: then a count costs an array look-up per answer.
    private let blockedWords = Locked<[ResolvedContentFilter.Key: [Bool]]>([:])

    /// The number of distinct answers the lexicon can give.
    public var wordCount: Int { texts.count + otherWords.count }

    /// Indexes `words`, folded with `normalizer` (use the game's case folding).
    public init(words: some Sequence<some StringProtocol>, normalizer: AnswerNormalizer = AnswerNormalizer()) {
        let entries = WordSet(words)
        var basic: [(mask: UInt32, counts: SIMD32<UInt8>, length: Int, text: String)] = []
        var others: [(text: String, letters: LetterInventory)] = []
        var seen: Set<String> = []
        for entry in entries.entries {
            let text = normalizer.normalize(entry)
            // Only what a player can type and have accepted: the folded form must be a word.
            guard !text.isEmpty, entries.contains(text), seen.insert(text).inserted else { continue }
            let letters = LetterInventory(text)
            if case .basic(let counts, let mask) = letters.storage {
                basic.append((mask, counts, letters.count, text))
            } else {
                others.append((text, letters))
            }
        }
        basic.sort { ($0.mask, $0.text) < ($1.mask, $1.text) }
        self.counts = basic.map(\.counts)
        self.masks = basic.map(\.mask)
        self.lengths = basic.map(\.length)
        self.texts = basic.map(\.text)
        self.table = MaskTable(sortedMasks: basic.map(\.mask))
        self.otherWords = others.sorted { $0.text < $1.text }
        self.normalizer = normalizer
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
        var found: [Answer] = []
        forEachAnswer(of: rootAnswer, minimumLength: settings.minimumLength) { index in
            if blocked?[index] != true { found.append(answer(at: index)) }
        }
        if let checker {
            // The checker's stems can block more.
            found = concurrentMap(found) { answer in
                checker.isCorrect(answer.text, language: settings.language) && !filter.blocks(answer.text, checker: checker)
                    ? answer : nil
            }.compactMap { $0 }
        }
        found.sort { ($0.length, $1.text) > ($1.length, $0.text) }
        let score = found.reduce(0) { $0 + settings.scoring.points(for: $1, root: rootAnswer) }
        return Solution(root: rootAnswer.text, answers: found.map(\.text), maximumScore: score)
    }

    /// How many valid answers `root` has with at least `minimumLength` letters, those the
    /// bundled English content filter blocks left out (``answerCount(root:settings:)`` with
    /// `GameSettings(minimumLength: minimumLength)`).
    public func answerCount(root: String, minimumLength: Int = 3) -> Int {
        answerCount(root: root, settings: Self.defaultSettings(minimumLength: minimumLength))
    }

    private static let defaultSettings = GameSettings()

    private static func defaultSettings(minimumLength: Int) -> GameSettings {
        var settings = defaultSettings
        settings.minimumLength = minimumLength
        return settings
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
        rank(roots: roots, settings: Self.defaultSettings(minimumLength: minimumLength))
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

    /// Whether `filter` blocks each word, by the index `forEachAnswer` gives; `nil` when the
    /// filter is off.
    private func blockedWords(_ filter: ResolvedContentFilter) -> [Bool]? {
        guard let key = filter.key else { return nil }
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
        return Answer(normalized: texts[index],
                      letters: LetterInventory(counts: counts[index], mask: masks[index], count: lengths[index]))
    }

    /// Calls `body` with the index of every answer: below `texts.count` a word of a...z, above
    /// it one of `otherWords`.
    private func forEachAnswer(of root: Answer, minimumLength: Int, _ body: (Int) -> Void) {
        // A root of a...z takes the mask path, even with a letter repeated more than 255 times:
        // no word of that path has that many.
        if let (rootCounts, rootMask) = root.letters.cappedBasicCounts {
            // Every non-empty sub-mask of the root's letters, each once.
            counts.withUnsafeBufferPointer { counts in
                lengths.withUnsafeBufferPointer { lengths in
                    var mask = rootMask
                    while mask != 0 {
                        if let range = table.range(of: mask) {
                            for index in range where lengths[index] >= minimumLength && !any(counts[index] .> rootCounts) {
                                if lengths[index] != root.length || texts[index] != root.text {
                                    body(index)
                                }
                            }
                        }
                        mask = (mask &- 1) & rootMask
                    }
                }
            }
            // Words with other characters cannot be spelled from a...z.
            return
        }
        for index in texts.indices where lengths[index] >= minimumLength && texts[index] != root.text {
            let letters = LetterInventory(counts: counts[index], mask: masks[index], count: lengths[index])
            if root.letters.canSpell(letters) { body(index) }
        }
        for (offset, word) in otherWords.enumerated() where word.letters.count >= minimumLength && word.text != root.text {
            if root.letters.canSpell(word.letters) { body(texts.count + offset) }
        }
    }
}
