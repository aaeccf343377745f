import Foundation
import LexiconCheck
import LexiconSupport

/// The words of a game on one dictionary: the solver that finds a root's answers and the start
/// words roots are dealt from, for any checker (lexcheck's Swift engine, libhunspell or a word
/// list). What `lexcheck solve`, `roots` and `play` use.
///
/// The lexicon is, in order: a word-list file when one is given; else the checker's own word
/// forms (a Hunspell dictionary's stems with its affixes, each confirmed by the checker);
/// else the bundled English word list. Start words are the bundled list for English. In a
/// language the package has ``WordFrequencies`` for, they are its common 8-letter words the
/// checker accepts that have at least ``commonAnswersOfARoot`` common words among their
/// answers: chosen from the frequency list alone (tens of thousands of words checked, never the
/// whole dictionary; the words the checker accepts at the time count, a personal dictionary's
/// too). In any other language, from a word list, or when no common word makes such a root, the
/// lexicon's 8-letter words with at least 40 answers (this indexes every form: seconds for a
/// million). Either is chosen once and
/// cached by the dictionary's identity (`DictionaryIdentity`) and the settings that choose
/// them (language, case, content filter). Of these a game deals the common words, all of them
/// or one ``Difficulty``.
///
/// ```swift
/// let lexicon = GameLexicon(checker: checker, settings: rules.settings)
/// try lexicon.solver(for: "telepaths").solve(root: "telepaths", settings: rules.settings).answers.contains("palettes")   // true
/// try lexicon.startWords().words.count > 1_000   // true
/// ```
public struct GameLexicon: Sendable {
    /// The checker that judges the game's answers, whose words make the lexicon.
    public let checker: any TextChecker
    /// The game's settings: language, case and minimum length choose the words.
    public let settings: GameSettings
    /// A word-list file (one word per line) that is the lexicon instead of the checker's words.
    public let wordListURL: URL?
    /// Where start words chosen from a dictionary are kept; `nil` keeps none.
    public let cacheDirectory: URL?

    /// The lexicon of `checker`'s game.
    ///
    /// - Parameters:
    ///   - checker: judges the answers; its word forms are the lexicon.
    ///   - settings: the game's settings.
    ///   - wordListURL: a word list to take the words from instead.
    ///   - cacheDirectory: where chosen start words are kept; by default the user's cache
    ///     (`$LEXCHECK_CACHE_DIRECTORY/start-words`, else `lexcheck/start-words` in the
    ///     platform's cache folder).
    public init(checker: any TextChecker, settings: GameSettings, wordListURL: URL? = nil,
                cacheDirectory: URL? = GameLexicon.defaultCacheDirectory) {
        self.checker = checker
        self.settings = settings
        self.wordListURL = wordListURL
        self.cacheDirectory = cacheDirectory
    }

    /// The user's cache of start words: `$LEXCHECK_CACHE_DIRECTORY/start-words`, else
    /// `lexcheck/start-words` in the platform's cache folder.
    public static var defaultCacheDirectory: URL {
        Platform.lexcheckCacheDirectory("start-words", environment: Platform.environment)
    }

    /// A solver on the lexicon; with `root`, only on the words that could answer it (which
    /// never lists a whole dictionary).
    ///
    /// - Throws: `LexiconError` when the word list or the dictionary cannot be read, or the
    ///   dictionary makes more forms than a listing holds (without a root).
    public func solver(for root: String? = nil) throws(LexiconError) -> AnagramSolver {
        if let wordListURL {
            return AnagramSolver(words: try WordListFile.words(at: wordListURL), normalizer: settings.normalizer,
                                 dictionaryCase: settings.dictionaryCase, language: settings.language)
        }
        if let source = checker.wordFormSource {
            return try AnagramSolver(wordsOf: source, settings: settings, root: root)
        }
        return try AnagramSolver.bundled(normalizer: settings.normalizer)
    }

    /// The roots a game deals: the bundled start words in English; else, with no word list, in
    /// a language with ``WordFrequencies``, those chosen from its common words; else (or when
    /// no common word makes a root) those chosen from the lexicon (either read from the cache
    /// when chosen before). Of them, the common words when the language has frequencies and any
    /// root is common.
    ///
    /// With a `difficulty`, the third of those roots it names: ranked by how many of their
    /// answers are common words (by how many answers they have, in a language without
    /// frequencies or when the lexicon chose them), the most for ``Difficulty/easy``.
    ///
    /// - Parameters:
    ///   - difficulty: the part of the roots to deal from; `nil` for all of them.
    ///   - solver: a solver on the whole lexicon, when the caller has one already; else one is
    ///     made when the lexicon is needed: to choose roots not cached, or rank them, in a
    ///     language without frequencies or from a word list.
    /// - Throws: `LexiconError` when the lexicon cannot be read, or it has no word that makes
    ///   a good root.
    public func startWords(difficulty: Difficulty? = nil, solver: AnagramSolver? = nil) throws(LexiconError) -> StartWords {
        let frequencies = WordFrequencies(language: settings.language)
        // The common words choose and rank the roots, unless a word list is the lexicon: their
        // solver, made at most once.
        let commonWords = wordListURL == nil ? frequencies : nil
        var common: AnagramSolver?
        func commonSolver(_ frequencies: WordFrequencies) -> AnagramSolver {
            if let common { return common }
            let made = self.commonSolver(frequencies)
            common = made
            return made
        }
        let all = try allStartWords(solver: solver, common: commonWords.map { frequencies in { commonSolver(frequencies) } })
        var roots = all.words.words
        if let frequencies {
            let common = roots.filter(frequencies.isCommon)
            if !common.isEmpty { roots = common }
        }
        guard let difficulty else { return StartWords(chosen: roots, name: all.words.name) }
        // Roots chosen from the common words are ranked by their common answers; roots the
        // lexicon chose (none of the common words made one) by all their answers.
        let counter: AnagramSolver
        if let commonWords, !all.fromLexicon { counter = commonSolver(commonWords) }
        else if let solver { counter = solver } else { counter = try self.solver() }
        let ranked = Self.ranked(roots, solver: counter, settings: settings, frequencies: all.fromLexicon ? nil : frequencies)
        return StartWords(chosen: Self.part(difficulty, of: ranked).sorted(), name: all.words.name)
    }

    /// How many common answers a root chosen from a language's common words has at least.
    public static let commonAnswersOfARoot = 20

    /// A solver on the language's common words the checker accepts and the game's content
    /// filter lets through (the dictionary's marks included), each in the spelling the checker
    /// accepts it in under the game's ``DictionaryCase`` (`Haus` in German; a name such as
    /// `Paris` not at all in a language of ``DictionaryCase/lowerCase`` games), of 3 to 8
    /// letters: what start words are chosen from and roots ranked by.
    func commonSolver(_ frequencies: WordFrequencies) -> AnagramSolver {
        let normalizer = settings.normalizer
        // The file writes `ß` as `ss`: `ausserdem` may be the 8 letters of `außerdem`.
        let candidates = frequencies.words.filter { word in
            word.count >= 3 && (word.count <= 8 || word.count <= 12 && word.contains("ss"))
        }
        let context = RuleContext(root: Answer("", normalizer: normalizer), usedWords: [], settings: settings, checker: checker)
        let spellings = concurrentMap(Array(candidates)) { word -> String? in
            guard let spelling = context.dictionarySpelling(of: Answer(word, normalizer: normalizer)) else { return nil }
            let normalized = normalizer.normalize(spelling)
            guard normalized.count <= 8, !context.contentFilter.blocks(normalized, spelling: spelling, checker: checker) else { return nil }
            return spelling
        }
        return AnagramSolver(words: spellings.compactMap { $0 }, normalizer: normalizer,
                             dictionaryCase: settings.dictionaryCase, language: settings.language)
    }

    /// `roots`, those with the most common answers first (the most answers, without
    /// frequencies); ties alphabetical.
    static func ranked(_ roots: [String], solver: AnagramSolver, settings: GameSettings,
                       frequencies: WordFrequencies?) -> [String] {
        let counts = concurrentMap(roots) { root in
            if let frequencies { solver.answerCount(root: root, settings: settings, where: frequencies.isCommon) }
            else { solver.answerCount(root: root, settings: settings) }
        }
        return zip(roots, counts).sorted { ($1.1, $0.0) < ($0.1, $1.0) }.map(\.0)
    }

    /// The third of `ranked` (easiest first) that `difficulty` names; all of them when there are
    /// fewer than three, so that no difficulty is ever without a root.
    static func part(_ difficulty: Difficulty, of ranked: [String]) -> [String] {
        guard ranked.count >= 3 else { return ranked }
        let third = ranked.count / 3
        switch difficulty {
        case .easy: return Array(ranked.prefix(third))
        case .medium: return Array(ranked.dropFirst(third).prefix(ranked.count - 2 * third))
        case .hard: return Array(ranked.suffix(third))
        }
    }

    /// Every root the lexicon offers: the bundled start words in English; else those chosen
    /// from the common words (`common`, in a language with frequencies) or the whole lexicon,
    /// read from the cache when they were chosen before; and whether the whole lexicon chose them.
    private func allStartWords(solver: AnagramSolver?, common: (() -> AnagramSolver)?)
        throws(LexiconError) -> (words: StartWords, fromLexicon: Bool) {
        if LanguageTag(settings.language)?.language == "en" {
            return (try StartWords.bundled(), false)
        }
        let cached = cacheFile()
        if let cached, let read = Self.cachedStartWords(at: cached, normalizer: settings.normalizer) {
            return read
        }
        // A dictionary whose words are rarely the language's common ones (a custom or a
        // specialist one) may make no root from them: then the lexicon chooses, as in a
        // language without frequencies.
        let words: StartWords
        var fromLexicon = false
        if let common, let chosen = try? StartWords(solver: common(), minimumAnswers: Self.commonAnswersOfARoot) {
            words = chosen
        } else {
            fromLexicon = true
            let whole: AnagramSolver
            if let solver { whole = solver } else { whole = try self.solver() }
            words = try StartWords(solver: whole)
        }
        if let cached {
            // A cache that cannot be written costs the next game the indexing, nothing else.
            let body = Data(words.words.map { $0 + "\n" }.joined().utf8)
            try? FileSystem.createDirectory(atPath: cached.deletingLastPathComponent().path)
            try? AtomicFile.replace(cached, with: Data((Self.header(of: body, fromLexicon: fromLexicon) + "\n").utf8) + body)
        }
        return (words, fromLexicon)
    }

    /// Where this game's start words are cached: named by the dictionary's identity (both files
    /// and the engine) and the settings that choose them; `nil` with a word list, a checker on
    /// no Hunspell dictionary, or no cache.
    func cacheFile() -> URL? {
        guard wordListURL == nil, let cacheDirectory, let identity = checker.dictionaryIdentity else { return nil }
        // The content filter decides which common words count: each of its settings and words.
        let filter = settings.contentFilter
        let filterKey = [filter.isEnabled, filter.usesBundledList, filter.usesDictionaryMarks].map { $0 ? "1" : "0" }.joined()
            + "\n" + filter.blockedWords.sorted().joined(separator: " ") + "\n" + filter.allowedWords.sorted().joined(separator: " ")
        var hash = ContentHash()
        hash.combine(Data(["lexcheck start words 4", identity.contentHash, identity.engine.description,
                           settings.language, "\(settings.caseFolding)", "\(settings.dictionaryCase)", filterKey].joined(separator: "\n").utf8))
        return cacheDirectory.appending(path: hash.hexadecimal + ".txt")
    }

    /// The start words cached at `url` and whether the whole lexicon chose them, or `nil` when
    /// there are none or the file is damaged.
    private static func cachedStartWords(at url: URL, normalizer: AnswerNormalizer) -> (words: StartWords, fromLexicon: Bool)? {
        guard let data = try? readFile(at: url), let headerEnd = data.firstIndex(of: 0x0A) else { return nil }
        let body = Data(data[(headerEnd + 1)...])
        let plain = header(of: body)
        let fromLexicon: Bool
        if data[..<headerEnd].elementsEqual(plain.utf8) { fromLexicon = false }
        else if data[..<headerEnd].elementsEqual((plain + lexiconMark).utf8) { fromLexicon = true }
        else { return nil }
        guard let text = String(data: body, encoding: .utf8), let words = try? StartWords(text: text, normalizer: normalizer)
        else { return nil }
        return (words, fromLexicon)
    }

    /// The first line of a cache file: a hash of the lines that follow, so that a damaged file
    /// (a byte changed, cut short) is chosen again instead of trusted, and whether the whole
    /// lexicon chose them (when no common word made a root).
    static func header(of body: Data, fromLexicon: Bool = false) -> String {
        "# lexcheck start words \(String(ContentHash.of(body), radix: 16))" + (fromLexicon ? lexiconMark : "")
    }

    /// What ends the header of start words the whole lexicon chose.
    private static let lexiconMark = " lexicon"
}
