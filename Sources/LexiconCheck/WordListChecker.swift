import Foundation
import Synchronization

/// A ``TextChecker`` backed by a plain word list: no affix rules, every accepted form listed.
///
/// The file format is one word per line, UTF-8, with `#` comment lines and blank lines
/// skipped, surrounding white space trimmed, CRLF line ends and a leading byte-order mark
/// accepted. Words are compared in Unicode form C with Hunspell's case rules (see
/// ``WordSet``): `word` accepts `Word` and `WORD`; `London` accepts `LONDON` but not `london`.
///
/// Guesses are the listed words within two edits (insertions, deletions, substitutions and
/// transpositions of neighbours), nearest first and, at the same distance, most common first
/// when the list has frequency levels: a `<name>.levels` file beside `<name>.words` with lines
/// `word<TAB>level` (SCOWL's levels, 10 = most common; the bundled list has one). Completions
/// are the listed words with the prefix, most common first (then shortest).
///
/// ```swift
/// let checker = try WordListChecker(words: ["palettes", "teeth", "London"])
/// checker.isCorrect("Palettes")   // true
/// checker.isCorrect("london")     // false
/// ```
public final class WordListChecker: TextChecker {
    public let language: String
    public let tokenizer = WordTokenizer.standard

    private let words: WordSet
    private let core: CheckerCore
    /// Built on first use: most checkers never guess or complete.
    private let guessRanker = Mutex<GuessRanker?>(nil)
    /// Where the frequency levels are, and the levels once read (lower-case word → level).
    private let levelsURL: URL?
    private let levels = Mutex<[String: Int]?>(nil)
    private let prefixes = Mutex<PrefixIndex?>(nil)

    /// Loads a word list file.
    ///
    /// - Throws: ``LexiconError/fileNotFound(path:)``, ``LexiconError/unreadable(path:reason:)``,
    ///   ``LexiconError/malformed(path:line:reason:)`` for a line that is not UTF-8 or holds a
    ///   NUL, or a file with no words; ``LexiconError/invalidLanguage(_:)``.
    public convenience init(contentsOf url: URL, language: String = "en",
                            personalDictionary: PersonalDictionary? = .userDefault) throws(LexiconError) {
        let lines = try utf8Lines(of: readFile(at: url), path: url.path)
        let words = lines.lazy.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard !words.isEmpty else {
            throw .malformed(path: url.path, line: nil, reason: "the word list has no words")
        }
        try self.init(words: words, language: language, personalDictionary: personalDictionary,
                      levelsURL: url.deletingPathExtension().appendingPathExtension("levels"))
    }

    /// A checker that accepts `words` (each taken as written, NFC-normalised).
    ///
    /// - Throws: ``LexiconError/invalidLanguage(_:)``.
    public convenience init(words: some Sequence<some StringProtocol>, language: String = "en",
                            personalDictionary: PersonalDictionary? = .userDefault) throws(LexiconError) {
        try self.init(words: words, language: language, personalDictionary: personalDictionary, levelsURL: nil)
    }

    private init(words: some Sequence<some StringProtocol>, language: String,
                 personalDictionary: PersonalDictionary?, levelsURL: URL?) throws(LexiconError) {
        guard let tag = LanguageTag(language) else { throw .invalidLanguage(language) }
        let set = WordSet(words)
        self.words = set
        self.levelsURL = levelsURL
        self.language = tag.identifier
        self.core = CheckerCore(language: tag, personalDictionary: personalDictionary)
    }

    /// The English word list shipped with the package (SCOWL size 50, the Debian `wamerican`
    /// list), or `nil` when the program was installed without its resources.
    public static var bundledWordListURL: URL? {
        DictionaryLocator(environment: [:], includeSystem: false).searchPath
            .lazy.map { $0.directory.appending(path: "en_US.words") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The number of distinct words in the list.
    public var count: Int { words.count }

    public var availableLanguages: [String] { [language] }

    public func isCorrect(_ word: String, language: String) -> Bool {
        guard core.serves(language), !word.isEmpty else { return false }
        return words.contains(word) || core.acceptsWithoutDictionary(word)
    }

    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard core.serves(language) else { return nil }
        // A correct word needs no replacement.
        guard let word = string.utf16Substring(range), !word.isEmpty, !isCorrect(word, language: language) else { return [] }
        let ranker = guessRanker.withLock { cached in
            if let cached { return cached }
            let built = GuessRanker(words: words.entries.map { $0.lowercased() }, levels: frequencyLevels())
            cached = built
            return built
        }
        return ranker.guesses(for: word.precomposedLowercased, count: Self.maximumGuesses) { candidate in
            acceptedSpelling(of: candidate, typed: word)
        }
    }

    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard core.serves(language) else { return nil }
        guard let prefix = string.utf16Substring(range), !prefix.isEmpty else { return [] }
        var seen: Set<String> = []
        let learned = PrefixIndex(core.personalDictionary?.words ?? []).completions(of: prefix)
        let index = prefixes.withLock { cached in
            if cached == nil {
                cached = PrefixIndex(words.entries)
            }
            return cached ?? PrefixIndex([])
        }
        // Most common first when the list has frequency levels; the index's order (shortest,
        // then alphabetical) breaks ties. The sort is stable.
        let levels = frequencyLevels()
        let listed = levels.isEmpty ? index.completions(of: prefix)
            : index.completions(of: prefix).enumerated()
                .sorted { (levels[$0.element.lowercased()] ?? 100, $0.offset) < (levels[$1.element.lowercased()] ?? 100, $1.offset) }
                .map(\.element)
        return (listed + learned)
            .map { matchingCase(of: prefix, $0) }
            .filter { seen.insert($0).inserted }
    }

    public func ignoreWord(_ word: String) { core.ignore(word) }

    public var ignoredWords: [String] {
        get { core.ignoredWords }
        set { core.ignoredWords = newValue }
    }

    public func learnWord(_ word: String) throws(LexiconError) { try core.learn(word) }

    public func unlearnWord(_ word: String) throws(LexiconError) { try core.unlearn(word) }

    public func hasLearnedWord(_ word: String) -> Bool { core.hasLearned(word) }

    // MARK: Private

    /// The frequency levels beside the list, read once; none when there is no such file (or
    /// it cannot be read: levels only order guesses, they never decide a verdict).
    private func frequencyLevels() -> [String: Int] {
        levels.withLock { cached in
            if let cached { return cached }
            var read: [String: Int] = [:]
            if let levelsURL, FileManager.default.fileExists(atPath: levelsURL.path),
               let lines = try? utf8Lines(of: readFile(at: levelsURL), path: levelsURL.path) {
                for line in lines {
                    let fields = line.split(separator: "\t")
                    guard fields.count == 2, let level = Int(fields[1]) else { continue }
                    let word = fields[0].lowercased()
                    read[word] = min(read[word] ?? level, level)
                }
            }
            cached = read
            return read
        }
    }

    /// As many guesses as Hunspell gives at most.
    static let maximumGuesses = 15

    /// How the list spells a lower-cased candidate, in the case the user typed: the entry
    /// itself when listed in lower case, else its capitalised or all-caps form. Two words
    /// ("a lot") are taken in the typed case only.
    private func acceptedSpelling(of candidate: String, typed: String) -> String? {
        let spelled = matchingCase(of: typed, candidate)
        if candidate.contains(" ") {
            return spelled.split(separator: " ").allSatisfy { words.contains(String($0)) } ? spelled : nil
        }
        if words.contains(spelled) { return spelled }
        for form in [candidate.prefix(1).uppercased() + candidate.dropFirst(), candidate.uppercased()]
        where words.containsEntry(form) {
            return form
        }
        return nil
    }
}

/// The Damerau–Levenshtein distance (optimal string alignment: a swap of neighbours is one
/// edit) between two words, or `limit + 1` as soon as it is known to exceed `limit`.
func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = current[0]
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                value = min(value, previousPrevious[j - 2] + 1)
            }
            current[j] = value
            rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return limit + 1 }
        (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
}
