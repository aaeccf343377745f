import Foundation
import LexiconSupport

/// A word list that ranks guesses and completions: the words, their frequency levels, and the
/// indexes built from them when first needed (most checkers never guess or complete).
///
/// Levels come from a `<name>.levels` file beside the list, lines `word<TAB>level` with SCOWL's
/// levels (10 = most common). Without one, guesses are ranked by the slip alone and completions
/// by length. Words the levels file has beyond the list (the bundled one reaches SCOWL size 70,
/// the list size 50) are guesses only for a checker that accepts more than the list.
final class RankedWordList: Sendable {
    private let loadWords: @Sendable () -> [String]
    private let levelsURL: URL?
    /// Whether the words are English: sound-alike words are looked up by ``SoundKey``.
    private let english: Bool
    private let levels = Lazy<[String: Int]>()
    private let ranker = Lazy<GuessRanker>()
    private let prefixes = Lazy<PrefixIndex>()

    /// - Parameters:
    ///   - words: the words as listed, read when first needed.
    ///   - levelsURL: where their frequency levels are, if anywhere.
    ///   - language: the words' language.
    init(words: @escaping @Sendable () -> [String], levelsURL: URL?, language: LanguageTag) {
        loadWords = words
        self.levelsURL = levelsURL
        english = language.language == "en"
    }

    /// A list file (one word per line; `#` comments and blank lines skipped) and the `.levels`
    /// file beside it. A file that cannot be read ranks nothing: the list only orders guesses,
    /// it never decides a verdict.
    convenience init(contentsOf url: URL, language: LanguageTag) {
        self.init(words: { (try? WordListFile.words(at: url)) ?? [] }, levelsURL: url.deletingPathExtension().appendingPathExtension("levels"),
                  language: language)
    }

    /// The guesses for a word typed as `typed` (any case), best first, `count` at most.
    ///
    /// - Parameters:
    ///   - beyondTheList: whether words the levels file has and the list lacks are candidates
    ///     (for a checker that accepts more than the list).
    ///   - others: guesses from elsewhere (Hunspell's, best first), asked for only when the
    ///     list's own are weak, and merged in at a fixed cost when the list does not rank them.
    ///   - spell: how to show a lower-cased candidate (in the typed case, as the checker accepts
    ///     it), or `nil` to leave it out.
    func guesses(for typed: String, count: Int, beyondTheList: Bool = false, merging others: () -> [String] = { [] },
                 spell: (String) -> String?) -> [String] {
        guessRanker().guesses(for: typed.precomposedLowercased, count: count, beyondTheList: beyondTheList,
                              merging: others, spell: spell)
    }

    /// The listed words that start with `prefix`, ignoring case, most common first.
    func completions(of prefix: String) -> [String] {
        prefixes.value { completionIndex() }.completions(of: prefix)
    }

    /// The guess index, built on first use.
    private func guessRanker() -> GuessRanker {
        ranker.value { GuessRanker(words: loadWords().map(\.precomposedLowercased), levels: frequencyLevels(), english: english) }
    }

    /// Whether the guess index is built.
    var isPrepared: Bool { ranker.isBuilt }

    /// Builds the guess index, and the completion index unless the checker keeps its own, now
    /// rather than on first use.
    func prepare(completions: Bool) {
        _ = guessRanker()
        if completions { _ = prefixes.value { completionIndex() } }
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
        levels.value {
            var read: [String: Int] = [:]
            if let levelsURL, FileManager.default.fileExists(atPath: levelsURL.path),
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
}
