import Foundation
import LexiconSupport

/// A word list that ranks guesses and completions: the words, their frequency levels, and the
/// indexes built from them when first needed (most checkers never guess or complete).
///
/// Levels come from a `<name>.levels` file beside the list, lines `word<TAB>level` with SCOWL's
/// levels (10 = most common). Without one, guesses are ranked by the slip alone and completions
/// by length. Words the levels file has beyond the list (the bundled one reaches SCOWL size 70,
/// the list size 50) are guesses only for a checker that accepts more than the list.
///
/// A list read from a file is indexed once: from the `<name>.wordindex` file beside it when that
/// was built from the same list and levels (an installed `lexcheck` has one for the bundled list),
/// else from the cache,
/// else built and stored in the cache (see ``WordIndexFile``).
final class RankedWordList: Sendable {
    private let loadWords: @Sendable () -> [String]
    private let loadLevels: @Sendable () -> [String: Int]
    /// The key of the list's index file (see ``WordIndexFile/key(list:levels:english:)``);
    /// `nil` for a list that has none (in memory) or cannot be read.
    private let loadKey: @Sendable () -> UInt64?
    /// An index file beside the list (`<name>.wordindex`), looked in before the cache.
    private let besideURL: URL?
    private let cache: WordIndexCache?
    /// The indexes read from an index file, when one fits the list.
    private let stored = Lazy<Stored?>()
    private struct Stored: Sendable {
        let key: UInt64
        let indexes: (ranker: GuessRanker, completions: PrefixIndex)?
    }
    /// Whether the words are English: sound-alike words are looked up by ``SoundKey``.
    private let english: Bool
    /// How slips are costed in the list's language.
    private let model: TypoModel
    /// Whether the index file holds the list's completion index (a checker that completes
    /// from elsewhere needs none).
    private let storesCompletions: Bool
    private let levels = Lazy<[String: Int]>()
    private let ranker = Lazy<GuessRanker>()
    private let prefixes = Lazy<PrefixIndex>()

    /// - Parameters:
    ///   - words: the words as listed, read when first needed.
    ///   - levels: their frequency levels (lower-cased word → SCOWL-style level, 10 = most
    ///     common), read when first needed; empty for none.
    ///   - language: the words' language.
    ///   - tables: the dictionary's `REP`, `MAP` and `KEY` tables, if the list belongs to one.
    ///   - key: the key of the list's index file, which changes whenever the words or levels
    ///     do; `nil` (or a closure returning `nil`) for no index file: the index is built.
    ///   - besideURL: an index file to look in before the cache.
    ///   - completions: whether index files hold the list's completion index.
    ///   - cache: where indexes are kept.
    init(words: @escaping @Sendable () -> [String], levels: @escaping @Sendable () -> [String: Int], language: LanguageTag,
         tables: SuggestionTables = SuggestionTables(), key: (@Sendable () -> UInt64?)? = nil, besideURL: URL? = nil,
         completions: Bool = true, cache: WordIndexCache? = .standard) {
        storesCompletions = completions
        loadWords = words
        loadLevels = levels
        english = language.language == "en"
        model = TypoModel.standard(for: language, tables: tables)
        loadKey = key ?? { nil }
        self.besideURL = besideURL
        self.cache = key == nil ? nil : cache
    }

    /// Words in memory, with the levels of `levelsURL` if any; never stored.
    convenience init(words: @escaping @Sendable () -> [String], levelsURL: URL?, language: LanguageTag) {
        self.init(words: words, levels: { Self.levels(at: levelsURL) }, language: language)
    }

    /// A list file (one word per line; `#` comments and blank lines skipped) and the `.levels`
    /// file beside it. A file that cannot be read ranks nothing: the list only orders guesses,
    /// it never decides a verdict.
    convenience init(contentsOf url: URL, language: LanguageTag, tables: SuggestionTables = SuggestionTables(),
                     cache: WordIndexCache? = .standard) {
        let levelsURL = url.deletingPathExtension().appendingPathExtension("levels")
        let english = language.language == "en"
        self.init(words: { (try? WordListFile.words(at: url)) ?? [] }, levels: { Self.levels(at: levelsURL) }, language: language,
                  tables: tables, key: {
                      guard let list = try? readFile(at: url) else { return nil }
                      return WordIndexFile.key(list: list, levels: try? readFile(at: levelsURL), english: english)
                  },
                  besideURL: url.deletingPathExtension().appendingPathExtension("wordindex"), cache: cache)
    }

    /// About how much memory guessing with the list at `url` takes once its files are read:
    /// the index file beside it mapped and copied out (twice its size), the levels file parsed
    /// (four times), and without an index file beside it the words of both files indexed and
    /// the index encoded for the cache (twenty times both; reading a cached index takes less).
    /// A checker reserves it when it opens (``reserveMemory(_:for:)``), so that under `ulimit -v`
    /// a list that would not fit is an error then, not a crash or guesses ranked without it
    /// later.
    static func memoryNeeded(contentsOf url: URL) -> Int {
        func size(_ url: URL) -> Int { FileSystem.status(atPath: url.path).map { Int($0.st_size) } ?? 0 }
        let index = size(url.deletingPathExtension().appendingPathExtension("wordindex"))
        let levels = size(url.deletingPathExtension().appendingPathExtension("levels"))
        return 2 * index + 4 * levels + (index > 0 ? 0 : 20 * (size(url) + levels))
    }

    /// The guesses for a word typed as `typed` (any case), best first, `count` at most.
    ///
    /// - Parameters:
    ///   - beyondTheList: whether words the levels file has and the list lacks are candidates
    ///     (for a checker that accepts more than the list).
    ///   - others: guesses from elsewhere (Hunspell's, best first), asked for only when the
    ///     list's own are weak, and merged in at a fixed cost when the list does not rank them.
    ///   - spell: how to show a lower-cased candidate (in the typed case, as the checker accepts
    ///     it), or `nil` to leave it out; given the candidate's number among the indexed words
    ///     when it is one of them (see ``GuessRanker/guesses(for:count:beyondTheList:merging:spell:)``).
    func guesses(for typed: String, count: Int, beyondTheList: Bool = false, merging others: () -> [String] = { [] },
                 spell: (_ candidate: String, _ word: Int?) -> String?) -> [String] {
        guessRanker().guesses(for: typed.precomposedLowercased, count: count, beyondTheList: beyondTheList,
                              merging: others, spell: spell)
    }

    /// ``guesses(for:count:beyondTheList:merging:spell:)`` for a `spell` that needs no word
    /// numbers.
    func guesses(for typed: String, count: Int, beyondTheList: Bool = false, merging others: () -> [String] = { [] },
                 spell: (String) -> String?) -> [String] {
        guesses(for: typed, count: count, beyondTheList: beyondTheList, merging: others) { candidate, _ in spell(candidate) }
    }

    /// The listed words that start with `prefix`, ignoring case, most common first.
    func completions(of prefix: String) -> [String] {
        completionPrefixes().completions(of: prefix)
    }

    /// The guess index: read from an index file, else built (and then stored in the cache).
    func guessRanker() -> GuessRanker {
        ranker.value {
            let stored = storedIndexes()
            if let indexes = stored?.indexes { return indexes.ranker }
            let built = buildRanker()
            if let stored, let cache {
                cache.store(WordIndexFile.encode(ranker: built, completions: storedCompletions(), key: stored.key), for: stored.key)
            }
            return built
        }
    }

    /// The completion index of all listed words: read from an index file, else built.
    private func completionPrefixes() -> PrefixIndex {
        prefixes.value { storedIndexes()?.indexes?.completions ?? completionIndex() }
    }

    /// The list's key and the indexes of the first index file that fits it (beside the list,
    /// else in the cache); `nil` for a list without a key.
    private func storedIndexes() -> Stored? {
        stored.value {
            guard let key = loadKey() else { return nil }
            for url in (besideURL.map { [$0] } ?? []) + (cache.map { [$0.url(for: key)] } ?? []) {
                // Mapped, so that a fresh checker's first guess does not wait for page faults
                // on a copy of the whole file. Its arrays are copied out and the mapping dropped
                // here; index files are replaced by renaming, never rewritten in place.
                guard let data = try? readFile(at: url, mapped: true), let indexes = WordIndexFile.decode(data, key: key, model: model) else { continue }
                return Stored(key: key, indexes: indexes)
            }
            return Stored(key: key, indexes: nil)
        }
    }

    /// A new index file of this list (guesses and completions), built from the list and its
    /// levels whatever index files exist; `nil` for a list without a key.
    func buildIndexFile() -> Data? {
        guard let key = loadKey() else { return nil }
        return WordIndexFile.encode(ranker: buildRanker(), completions: storesCompletions ? completionIndex() : PrefixIndex([]), key: key)
    }

    /// The completion index an index file holds.
    private func storedCompletions() -> PrefixIndex {
        storesCompletions ? completionPrefixes() : PrefixIndex([])
    }

    /// Whether an index file that fits the list was found (beside it or in the cache).
    var hasStoredIndex: Bool { storedIndexes()?.indexes != nil }

    /// Whether the list has words to guess from (read from its index).
    var hasWords: Bool { guessRanker().index.words.count > 0 }

    /// Stores an index of no words for the list, so that later checkers need not read or
    /// expand its words to learn that it has none to rank (see ``hasWords``).
    func storeEmptyIndex() {
        guard let key = storedIndexes()?.key, let cache else { return }
        let empty = GuessRanker(words: [String](), levels: [:], english: english, model: model)
        cache.store(WordIndexFile.encode(ranker: empty, completions: PrefixIndex([]), key: key), for: key)
    }

    /// A guess index built from the words and their levels.
    private func buildRanker() -> GuessRanker {
        GuessRanker(words: loadWords().map(\.precomposedLowercased), levels: frequencyLevels(), english: english, model: model)
    }

    /// Whether the guess index is built.
    var isPrepared: Bool { ranker.isBuilt }

    /// Builds the guess index, and the completion index unless the checker keeps its own, now
    /// rather than on first use.
    func prepare(completions: Bool) {
        _ = guessRanker()
        if completions { _ = completionPrefixes() }
    }

    /// A completion index of the listed words that `keep` accepts and of `others` (the index
    /// drops repeats), ranked by level: words without one (unlisted) after those with one.
    func completionIndex(keep: (String) -> Bool = { _ in true }, others: [String] = []) -> PrefixIndex {
        let levels = frequencyLevels()
        return PrefixIndex(loadWords().filter(keep) + others) { levels[$0] }
    }

    /// The words as listed (read again each time: only index building needs them).
    func words() -> [String] { loadWords() }

    /// The frequency levels, lower-cased word → level, read once.
    func frequencyLevels() -> [String: Int] {
        levels.value { loadLevels() }
    }

    /// The levels of a `.levels` file (lines `word<TAB>level`), lower-cased word → its lowest
    /// level; empty when there is no such file or it cannot be read.
    static func levels(at levelsURL: URL?) -> [String: Int] {
        var read: [String: Int] = [:]
        if let levelsURL, FileSystem.exists(atPath: levelsURL.path),
           let lines = try? utf8Lines(of: readFile(at: levelsURL), path: levelsURL.path) {
            read.reserveCapacity(lines.count)
            for line in lines {
                guard let tab = line.utf8.firstIndex(of: 0x09), let level = Int(line[line.index(after: tab)...]) else { continue }
                let word = String(line[..<tab]).precomposedLowercased
                read[word] = min(read[word] ?? level, level)
            }
        }
        return read
    }
}
