import Foundation
import LexiconSupport

/// A ``TextChecker`` backed by a plain word list: no affix rules, every accepted form listed.
///
/// The file format is one word per line, UTF-8, with `#` comment lines and blank lines
/// skipped, surrounding white space trimmed, CRLF line ends and a leading byte-order mark
/// accepted. Words are compared in Unicode form C with Hunspell's case rules (see
/// ``WordSet``): `word` accepts `Word` and `WORD`; `London` accepts `LONDON` but not `london`.
/// Case is mapped as the checker's language needs, as Hunspell maps it: in Turkish and Azeri
/// (`tr`, `az`), `iyi` accepts `İyi` and `İYİ` and `ılık` accepts `ILIK`. Learned words count only
/// with a ``personalDictionary`` (none by default).
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
public final class WordListChecker: TextChecker, EditableChecker {
    public let language: String
    public let tokenizer = WordTokenizer.standard

    private let words: WordSet
    private let core: CheckerCore
    /// Ranks guesses and completions.
    let ranked: RankedWordList

    /// Loads a word list file.
    ///
    /// - Throws: ``LexiconError/fileNotFound(path:)``, ``LexiconError/unreadable(path:reason:)``,
    ///   ``LexiconError/malformed(path:line:reason:)`` for a line that is not UTF-8 or holds a
    ///   NUL, or a file with no words; ``LexiconError/invalidLanguage(_:)``.
    public convenience init(contentsOf url: URL, language: String = "en",
                            personalDictionary: PersonalDictionary? = nil) throws(LexiconError) {
        let words = try WordListFile.words(at: url)
        guard !words.isEmpty else {
            throw .malformed(path: url.path, line: nil, reason: "the word list has no words")
        }
        try self.init(words: words, language: language, personalDictionary: personalDictionary, listURL: url)
    }

    /// A checker that accepts `words` (each taken as written, NFC-normalised).
    ///
    /// - Throws: ``LexiconError/invalidLanguage(_:)``.
    public convenience init(words: some Sequence<some StringProtocol>, language: String = "en",
                            personalDictionary: PersonalDictionary? = nil) throws(LexiconError) {
        try self.init(words: words, language: language, personalDictionary: personalDictionary, listURL: nil)
    }

    private init(words: some Sequence<some StringProtocol>, language: String,
                 personalDictionary: PersonalDictionary?, listURL: URL?) throws(LexiconError) {
        guard let tag = LanguageTag(language) else { throw .invalidLanguage(language) }
        let set = WordSet(words, caseMapping: CaseMapping(language: tag))
        self.words = set
        // A list file is ranked from the file (and its levels and index files beside it): its
        // index is what the file's bytes build, whichever checker built it.
        self.ranked = listURL.map { RankedWordList(contentsOf: $0, language: tag) }
            ?? RankedWordList(words: { set.entryList }, levelsURL: nil, language: tag)
        self.language = tag.identifier
        self.core = CheckerCore(language: tag, personalDictionary: personalDictionary)
        // The personal dictionary's other lines, as well as a list can take them: a word with a
        // model's affixes is the word alone (a list has no affixes), a refused word is refused.
        for entry in personalDictionary?.entries ?? [] {
            switch entry {
            case .learned: continue
            case .learnedLike(let word, model: _): addWord(word)
            case .forbidden(let word): removeWord(word)
            }
        }
    }

    /// Builds the guess and completion indexes of the word list file at `url` (with the
    /// `<name>.levels` file beside it, if any) and writes them beside the list as
    /// `<name>.wordindex`, replacing any file there.
    ///
    /// A checker that loads the list (``init(contentsOf:language:personalDictionary:)``, or a
    /// ``HunspellChecker`` ranking guesses with it) then reads the indexes in one go at its first
    /// guess or completion instead of building them: ship the file beside a list you bundle. An
    /// index file is used only while it matches the list and levels it was built from (a hash of
    /// their bytes is inside): after editing either, write it again. Without one, a checker
    /// builds the indexes at its first guess and keeps them in the user's cache folder.
    ///
    /// - Returns: where the index file was written.
    /// - Throws: ``LexiconError/fileNotFound(path:)``, ``LexiconError/unreadable(path:reason:)``
    ///   or ``LexiconError/malformed(path:line:reason:)`` for the list,
    ///   ``LexiconError/invalidLanguage(_:)``, ``LexiconError/writeFailed(path:reason:)``.
    @discardableResult
    public static func writeIndex(forWordListAt url: URL, language: String = "en") throws(LexiconError) -> URL {
        let checker = try WordListChecker(contentsOf: url, language: language)
        let destination = url.deletingPathExtension().appendingPathExtension("wordindex")
        guard let data = checker.ranked.buildIndexFile() else {
            throw .unreadable(path: url.path, reason: "the list could not be read again to index it")
        }
        do {
            try AtomicFile.replace(destination, with: data)
        } catch {
            throw .writeFailed(path: destination.path, reason: error.reason)
        }
        return destination
    }

    /// The English word list shipped with the package (SCOWL size 50, the Debian `wamerican`
    /// list), or `nil` when the program was installed without its resources.
    public static var bundledWordListURL: URL? {
        DictionaryLocator(environment: [:], includeSystem: false).searchPath
            .lazy.map { $0.directory.appending(path: "en_US.words") }
            .first { FileSystem.exists(atPath: $0.path) }
    }

    /// The personal dictionary this checker learns into and accepts the words of; `nil` (the
    /// default) for none.
    public var personalDictionary: PersonalDictionary? { core.personalDictionary }

    /// The number of distinct words in the list.
    public var count: Int { words.count }

    public var availableLanguages: [String] { [language] }

    public func isCorrect(_ word: String, language: String) -> Bool {
        guard core.admits(word, language: language) else { return false }
        if let verdict = core.runtimeVerdict(on: word) { return verdict }
        return words.contains(word) || core.acceptsWithoutDictionary(word)
    }

    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard core.serves(language) else { return nil }
        // A correct word needs no replacement.
        guard let word = string.utf16Substring(range), core.admits(word, language: language),
              !isCorrect(word, language: language) else { return [] }
        let typed = TypedSpelling(typed: word, mapping: words.caseMapping)
        let listed = ranked.guesses(for: words.caseMapping.lowercased(word), count: GuessLimit.count) { candidate in
            typed.spelling(of: candidate) { self.isCorrect($0, language: self.language) }
        }
        return core.runtimeWords.merged(into: listed, typed: word, count: GuessLimit.count)
    }

    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard core.serves(language) else { return nil }
        guard let prefix = string.utf16Substring(range), core.admits(prefix, language: language) else { return [] }
        let learned = PrefixIndex((core.personalDictionary?.words ?? []) + core.runtimeWords.added).completions(of: prefix)
        return LexiconCheck.completions(of: prefix, listed: ranked.completions(of: prefix), learned: learned,
                                        mapping: words.caseMapping)
    }

    /// Builds the list's guess and completion indexes on a background thread.
    public func prepareGuesses() async {
        let ranked = self.ranked
        await Task.detached(priority: .userInitiated) { ranked.prepare(completions: true) }.value
    }

    /// Accepts `word` (with the list's case rules) for this checker's lifetime, without any
    /// file; guesses and completions offer it too.
    public func addWord(_ word: String) {
        guard (try? PersonalDictionary.validate(word)) != nil else { return }
        core.runtimeWords.add(word)
    }

    /// Refuses `word`, in every case, for this checker's lifetime, even when the list has it.
    public func removeWord(_ word: String) {
        guard (try? PersonalDictionary.validate(word)) != nil else { return }
        core.runtimeWords.remove(word)
    }

    /// Accepts `word`: a list has no affixes to take from `model`.
    public func addWord(_ word: String, like model: String) {
        addWord(word)
    }

    /// Refuses `word`, as ``removeWord(_:)``: a list has no forms made from it.
    public func forbidWord(_ word: String) {
        removeWord(word)
    }

    public func ignoreWord(_ word: String) { core.ignore(word) }

    public var ignoredWords: [String] {
        get { core.ignoredWords }
        set { core.ignoredWords = newValue }
    }

    public func learnWord(_ word: String) throws(LexiconError) { try core.learn(word) }

    public func updatePersonalDictionary(_ changes: [PersonalDictionary.Change]) throws(LexiconError) -> [PersonalDictionary.Refusal] {
        try core.update(changes)
    }

    public func unlearnWord(_ word: String) throws(LexiconError) { try core.unlearn(word) }

    public func hasLearnedWord(_ word: String) -> Bool { core.hasLearned(word) }
}
