// Compiled with the `Hunspell` trait, on platforms with a system libhunspell (Package.swift).
#if LEXCHECK_HUNSPELL
import Foundation
import LexiconSupport

/// A ``TextChecker`` backed by a Hunspell dictionary through the system's libhunspell.
///
/// Available where libhunspell is: on Linux and macOS, with the package's `Hunspell` trait (on
/// by default). iOS, tvOS, watchOS and visionOS, and builds with the trait off, have
/// ``WordListChecker`` and everything else in the module, but not this type.
///
/// The checker checks both files before Hunspell sees them (Hunspell itself loads an empty
/// dictionary that rejects everything when a file is missing) and converts every word to and
/// from the dictionary's own encoding (`SET` in the `.aff`: UTF-8, ISO8859-x, KOI8-R, cp1251...).
///
/// Its verdict is the hunspell 1.7.1 tool's: a word goes to Hunspell as the tool hands it over,
/// as written, in no other normal form (a decomposed `café` is not the dictionary's `café`,
/// unless the dictionary's `ICONV` table maps it), and for an 8-bit dictionary only up to the
/// first character its encoding lacks (with ISO8859-1, `fooш` is judged as `foo`). Words
/// Hunspell refuses outright, of 300 bytes or more in UTF-8 (100 in an 8-bit encoding), are
/// misspelled.
///
/// It is `Sendable`: each check borrows one of a few Hunspell handles (one per core at most,
/// loaded when threads first need them), so tasks check in parallel without sharing a handle.
///
/// Hunspell decides what is correct. Guesses and completions also come from a ranked word list
/// when there is one (see ``GuessSource`` and ``rankedWordListURL``): its guesses are ranked by
/// how people misspell and how common each word is, and only those Hunspell accepts are offered.
///
/// ```swift
/// let checker = try HunspellChecker(language: "en_US")
/// checker.isCorrect("palettes")                         // true
/// checker.guesses(forWordRange: NSRange(location: 0, length: 5),
///                 in: "wrold", language: "en_US")       // ["world", ...]
///
/// // Microseconds a word instead of Hunspell's milliseconds:
/// let fast = try HunspellChecker(language: "en_US", guessSource: .rankedList)
/// ```
public final class HunspellChecker: TextChecker, MorphologicalChecker, EditableChecker, WordFormSource {
    /// The `.aff` file.
    public let affixURL: URL
    /// The `.dic` file.
    public let dictionaryURL: URL
    /// The files' hash, read by libhunspell.
    public let dictionaryIdentity: DictionaryIdentity?
    public var dictionaryFiles: (affix: URL, dictionary: URL)? { (affixURL, dictionaryURL) }
    /// The dictionary's encoding.
    public let encoding: DictionaryEncoding
    /// What is off in the dictionary's files though Hunspell opens them, such as text in
    /// another encoding than `SET` says, or a language that could not be told: worth telling
    /// the user, no reason to refuse.
    public let warnings: [String]
    public let language: String
    public let tokenizer: WordTokenizer
    /// The `.aff` file's `REP`, `MAP` and `KEY` tables, which rank guesses.
    private let suggestionTables: SuggestionTables

    /// Where guesses come from.
    public let guessSource: GuessSource
    /// The word list that ranks guesses and completions, if any: `<name>.words` beside the
    /// `.dic` file, else for English the bundled American list (SCOWL size 50 with its frequency
    /// levels). `nil` when guesses are ranked from the dictionary's own word forms (see
    /// ``GuessSource``).
    public let rankedWordListURL: URL?

    /// Where a ``HunspellChecker``'s guesses come from.
    ///
    /// The ranked list is ``rankedWordListURL`` when there is one; else the dictionary's own
    /// word forms (``wordForms()``, without French or Italian elided forms such as `l’homme`),
    /// ranked by a `<name>.levels` file beside the `.dic` when there is one (lines
    /// `word<TAB>level`, 10 = most common, as SCOWL's), else by form: the words the `.dic` lists
    /// before the forms its affixes make. Slips are costed for the language: its keyboard
    /// (the `.aff` file's `KEY`, else QWERTZ for German and Central European languages, AZERTY
    /// for French, QWERTY else), the `.aff` file's `REP` (misspellings) and `MAP` (related
    /// characters) tables, and English sound-alikes for English only. The index of the forms
    /// is built on the first guess (seconds for a large dictionary; ``prepareGuesses()`` builds
    /// it in the background) and kept in the user's cache folder for the next time.
    public enum GuessSource: String, Sendable, CaseIterable {
        /// Hunspell's own suggestions, in Hunspell's order (tens of milliseconds a word).
        case hunspell
        /// The ranked word list's guesses that Hunspell accepts (well under a millisecond a
        /// word); Hunspell's own when there is no list.
        case rankedList
        /// The ranked list's guesses and Hunspell's own in one ranking: Hunspell's fill in words
        /// the list lacks or cannot reach. Hunspell is asked only when the list's best guess is
        /// a weak one (about one word in six of Wikipedia's misspellings: tens of milliseconds
        /// then, the ranked list's time otherwise).
        case merged
    }

    private let core: CheckerCore
    let pool: HandlePool
    private let verdicts = VerdictCache()
    /// Hunspell's verdicts on the ranked list's words, as guesses spell them.
    private let candidateVerdicts = CandidateVerdicts()
    /// Built on the first completion, again after learning or unlearning a word.
    private let completionIndex = Lazy<PrefixIndex>()
    /// The ranked list, made on first use: from ``rankedWordListURL``, else the word forms.
    private let rankedStorage = Lazy<RankedWordList?>()
    private var ranked: RankedWordList? { rankedStorage.value { makeRankedList() } }
    /// The dictionary's word forms, expanded (or read from the cache) on first use.
    let wordFormStorage = Lazy<[String]>()
    /// The `.dic` entries by the letters affixes cannot strip, read at the first forms of some
    /// letters and kept (`wordForms(spelledWith:maximumLength:)`).
    let stemIndexStorage = Lazy<StemIndex>()
    /// The forms guesses are ranked from, `nil` when there are too many.
    let guessFormStorage = Lazy<[String]?>()
    /// The key of the word forms in the cache.
    let formsKeyStorage = Lazy<String?>()
    /// The stems the `.dic` marks `NOSUGGEST`, read on first use.
    private let markedStems = Lazy<Set<String>>()

    /// Opens the dictionary for `language`, found by `locator` (the system's folders, then the
    /// bundled dictionaries; see ``DictionaryLocator``).
    ///
    /// - Parameters:
    ///   - language: `en`, `en_US`, `en-US`, `en_US.UTF-8`...
    ///   - personalDictionary: where learned words live: none by default, so a game accepts only
    ///     the dictionary's words; `.userDefault` for the words the user taught every checker.
    ///   - locator: where to look.
    ///   - maximumHandles: see ``init(affixURL:dictionaryURL:language:personalDictionary:maximumHandles:guessSource:rankedWordListURL:)``.
    ///   - guessSource: where guesses come from.
    /// - Throws: ``LexiconError/languageNotFound(_:searched:)`` and the errors of
    ///   ``init(affixURL:dictionaryURL:language:personalDictionary:maximumHandles:guessSource:rankedWordListURL:)``.
    public convenience init(language: String,
                            personalDictionary: PersonalDictionary? = nil,
                            locator: DictionaryLocator = DictionaryLocator(),
                            maximumHandles: Int? = nil,
                            guessSource: GuessSource = .merged) throws(LexiconError) {
        let info = try locator.dictionary(for: language)
        try self.init(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL,
                      language: info.language, personalDictionary: personalDictionary,
                      maximumHandles: maximumHandles, guessSource: guessSource)
    }

    /// Opens a dictionary from its two files, whatever they are called (`game.aff` and
    /// `game.dic` are fine).
    ///
    /// - Parameters:
    ///   - affixURL: the `.aff` file.
    ///   - dictionaryURL: the `.dic` file.
    ///   - language: the language it serves; by default the one the `.aff` file declares on its
    ///     `LANG` line, else the file name's when that is a language code (`en_US.dic`), else
    ///     `und` (undetermined, BCP 47's code for "no language given").
    ///   - personalDictionary: where learned words live: none by default, so a game accepts only
    ///     the dictionary's words; `.userDefault` for the words the user taught every checker.
    ///   - maximumHandles: how many Hunspell handles may be loaded for threads checking at the
    ///     same time (about 10 MB each for en_US); by default one per core. Verdicts are
    ///     remembered for all threads, so text with repeated words needs few handles.
    ///   - guessSource: where guesses come from.
    ///   - rankedWordListURL: the word list that ranks guesses and completions (one word per
    ///     line, with an optional `<name>.levels` file beside it); by default `<name>.words`
    ///     beside the `.dic`, else the bundled list for English. It is read on the first guess or
    ///     completion; a list that cannot be read ranks nothing.
    /// - Throws: ``LexiconError/fileNotFound(path:)``, ``LexiconError/unreadable(path:reason:)``,
    ///   ``LexiconError/malformed(path:line:reason:)`` (an empty `.dic`, a bad word count, text
    ///   in another encoding than `SET` says), ``LexiconError/unsupportedEncoding(_:path:)``,
    ///   ``LexiconError/invalidLanguage(_:)`` for a `language` that is not a language code.
    public init(affixURL: URL, dictionaryURL: URL, language: String? = nil,
                personalDictionary: PersonalDictionary? = nil,
                maximumHandles: Int? = nil,
                guessSource: GuessSource = .merged,
                rankedWordListURL: URL? = nil) throws(LexiconError) {
        let requested: LanguageTag?
        if let language {
            guard let tag = LanguageTag(language) else { throw .invalidLanguage(language) }
            requested = tag
        } else {
            requested = nil
        }

        let affixData = try readFile(at: affixURL)
        let dictionaryData = try readFile(at: dictionaryURL)
        let affixFile = AffixFile(bytes: Array(affixData), path: affixURL.path)
        let settings = try AffixSettings(affixFile, path: affixURL.path)
        let warnings = try settings.encoding.problems(in: affixData, path: affixURL.path)
            + settings.encoding.problems(in: dictionaryData, path: dictionaryURL.path)
        try Self.checkWordCount(dictionaryData, path: dictionaryURL.path)
        let (tag, languageWarnings) = DictionaryLanguage.resolve(requested: requested, declared: settings.language?.identifier,
                                                                 dictionaryURL: dictionaryURL)

        let affixPath = affixURL.path
        let dictionaryPath = dictionaryURL.path
        try reserveMemory(dictionaryLoadFactor * (affixData.count + dictionaryData.count), for: dictionaryPath)
        let leftBefore = Platform.addressSpaceLeft()
        let first = try HunspellHandle(affixPath: affixPath, dictionaryPath: dictionaryPath)
        // What one handle took, under an address-space limit: each further one needs as much.
        let handleSize = if let before = leftBefore, let after = Platform.addressSpaceLeft() { max(0, before - after) } else { 0 }
        self.pool = HandlePool(first: first, capacity: maximumHandles ?? ProcessInfo.processInfo.activeProcessorCount) {
            // More handles only while the files are still there (Hunspell would otherwise load
            // an empty dictionary) and while the memory limit leaves room for one. Without
            // them, threads share the handles that exist.
            guard FileSystem.isAccessible(affixPath, R_OK), FileSystem.isAccessible(dictionaryPath, R_OK),
                  (try? reserveMemory(handleSize, for: dictionaryPath)) != nil
            else { return nil }
            return try? HunspellHandle(affixPath: affixPath, dictionaryPath: dictionaryPath)
        }
        self.affixURL = affixURL
        self.dictionaryURL = dictionaryURL
        self.dictionaryIdentity = DictionaryIdentity(affixData: affixData, dictionaryData: dictionaryData, engine: .libhunspell)
        self.encoding = settings.encoding
        self.suggestionTables = SuggestionTables(affixFile: affixFile)
        self.warnings = warnings + languageWarnings
        self.language = tag.identifier
        self.tokenizer = settings.tokenizer
        self.core = CheckerCore(language: tag, personalDictionary: personalDictionary)
        self.guessSource = guessSource
        self.rankedWordListURL = rankedWordListURL ?? Self.defaultRankedWordList(dictionaryURL: dictionaryURL, language: tag)
        if let listURL = self.rankedWordListURL, guessSource != .hunspell {
            try reserveMemory(RankedWordList.memoryNeeded(contentsOf: listURL), for: listURL.path)
        }
        applyPersonalEntries()
    }

    /// The personal dictionary's `word/model` and `*word` lines, applied as the hunspell tool
    /// applies them when it starts: `add_with_affix` and `remove`, in file order, on every handle.
    private func applyPersonalEntries() {
        for entry in core.personalDictionary?.entries ?? [] {
            switch entry {
            case .learned: continue
            case .learnedLike(let word, let model): addWord(word, like: model)
            case .forbidden(let word): forbidWord(word)
            }
        }
    }

    /// Refuses the dictionary word `word` and the forms made from it, for this checker's
    /// lifetime: Hunspell's `remove` alone (what the hunspell tool does with `*word` in a
    /// personal dictionary or `@*word` in pipe mode), so a word the dictionary does not list as
    /// such (an affixed form, `cats`) is left as it is.
    public func forbidWord(_ word: String) {
        guard let bytes = entryBytes(for: word) else { return }
        pool.apply { $0.remove(bytes) }
        verdicts.removeAll()
        candidateVerdicts.removeAll()
        completionIndex.reset()
    }

    /// The ranked list: ``rankedWordListURL``'s words, else the dictionary's forms, costed with
    /// the `.aff` file's suggestion tables.
    private func makeRankedList() -> RankedWordList? {
        let tag = LanguageTag(language) ?? .undetermined
        let tables = suggestionTables
        if let rankedWordListURL { return RankedWordList(contentsOf: rankedWordListURL, language: tag, tables: tables) }
        let levelsURL = dictionaryURL.deletingPathExtension().appendingPathExtension("levels")
        let hasLevels = FileSystem.exists(atPath: levelsURL.path)
        // Weak: the list is kept by this checker, and only reads forms while it guesses.
        let key = { @Sendable [weak self] () -> UInt64? in
            guard let forms = self?.wordFormsKey() else { return nil }
            return WordIndexFile.key(list: Data("dictionary forms \(Self.guessFormsVersion) \(forms)".utf8),
                                     levels: hasLevels ? try? readFile(at: levelsURL) : nil, english: tag.language == "en")
        }
        let forms = RankedWordList(words: { [weak self] in self?.guessForms() ?? [] },
                                   levels: { [weak self] in hasLevels ? RankedWordList.levels(at: levelsURL) : self?.levelsByForm() ?? [:] },
                                   language: tag, tables: tables, key: key, completions: false)
        // An index made before (of no words when the forms were too many), else the forms when
        // there are not too many to index.
        if forms.hasStoredIndex { return forms.hasWords ? forms : nil }
        guard boundedGuessForms() != nil else {
            forms.storeEmptyIndex()
            return nil
        }
        return forms
    }

    /// `<name>.words` beside the `.dic` file, else the bundled list for English.
    private static func defaultRankedWordList(dictionaryURL: URL, language: LanguageTag) -> URL? {
        let beside = dictionaryURL.deletingPathExtension().appendingPathExtension("words")
        if FileSystem.exists(atPath: beside.path) { return beside }
        return language.language == "en" ? WordListChecker.bundledWordListURL : nil
    }

    /// The personal dictionary this checker learns into.
    public var personalDictionary: PersonalDictionary? { core.personalDictionary }

    public var availableLanguages: [String] { [language] }

    public func isCorrect(_ word: String, language: String) -> Bool {
        accepts(word, language: language) { dictionaryAccepts(word) }
    }

    /// ``isCorrect(_:language:)`` with the dictionary's verdict from `dictionaryVerdict`.
    private func accepts(_ word: String, language: String, dictionaryVerdict: () -> Bool) -> Bool {
        guard core.admits(word, language: language) else { return false }
        // A word removed at run time is refused, affixed forms Hunspell's remove misses included.
        if core.runtimeVerdict(on: word) == false { return false }
        return dictionaryVerdict() || core.acceptsWithoutDictionary(word)
    }

    /// Hunspell's verdict alone, without learned or ignored words, remembered for next time: the
    /// hunspell tool's verdict on the word as written (see ``questionBytes(for:)``).
    func dictionaryAccepts(_ word: String) -> Bool {
        if let known = verdicts.verdict(for: word) { return known }
        var verdict = spell(word)
        if !verdict, case .utf8 = encoding, word.utf8.contains(0xE2), word.contains("\u{2019}") {
            // As the hunspell tool does, a word with ’ is tried again with ' (dictionaries spell don't).
            verdict = spell(word.replacingOccurrences(of: "\u{2019}", with: "'"))
        }
        verdicts.store(verdict, for: word)
        return verdict
    }

    private func spell(_ word: String) -> Bool {
        questionBytes(for: word).map { bytes in pool.withHandle { $0.spell(bytes) } } ?? false
    }

    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard core.serves(language) else { return nil }
        // A correct word needs no replacement.
        guard let word = string.utf16Substring(range), core.admits(word, language: language),
              !isCorrect(word, language: language), let bytes = questionBytes(for: word) else { return [] }
        // Hunspell's own suggestions, each one this checker accepts (word by word for "a lot"):
        // for text no dictionary word is made of, Hunspell can suggest what it then refuses.
        func hunspellGuesses() -> [String] {
            var seen: Set<String> = [word]
            return pool.withHandle { $0.suggest(bytes) }
                .compactMap { encoding.decode($0) }
                .filter { guess in
                    !guess.isEmpty && guess.split(separator: " ").allSatisfy { isCorrect(String($0), language: self.language) }
                        && seen.insert(guess).inserted
                }
        }
        guard guessSource != .hunspell, let ranked else { return hunspellGuesses() }
        let others = guessSource == .merged ? hunspellGuesses : { [] }
        let typed = TypedSpelling(typed: word)
        let listed = ranked.guesses(for: word, count: GuessLimit.count, beyondTheList: true,
                                    merging: others) { candidate, number in
            typed.spelling(of: candidate) { spelled, form in
                // The list's words by number: the same candidates come up again and again.
                accepts(spelled, language: self.language) {
                    guard let number, let form else { return dictionaryAccepts(spelled) }
                    return candidateVerdicts.verdict(word: number, form: form) { dictionaryAccepts(spelled) }
                }
            }
        }
        return core.runtimeWords.merged(into: listed, typed: word, count: GuessLimit.count)
    }

    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard core.serves(language) else { return nil }
        guard let prefix = string.utf16Substring(range), core.admits(prefix, language: language) else { return [] }
        let index = completionIndex.value { buildCompletionIndex() }
        return LexiconCheck.completions(of: prefix, listed: index.completions(of: prefix), learned: [])
    }

    /// Builds the ranked list's guess index and the completion index (each of its words
    /// confirmed by Hunspell) on a background thread.
    public func prepareGuesses() async {
        await Task.detached(priority: .userInitiated) { [self] in
            ranked?.prepare(completions: false)
            _ = completionIndex.value { buildCompletionIndex() }
        }.value
    }

    /// The words completions come from, each one Hunspell accepts: the ranked list's (most common
    /// first), then the dictionary's other stems and the learned words (shortest first).
    private func buildCompletionIndex() -> PrefixIndex {
        let others = dictionaryStems().filter(dictionaryAccepts) + (core.personalDictionary?.words ?? [])
            + core.runtimeWords.added
        // Without a list, the stems: a prefix index of every form would take seconds to build.
        guard rankedWordListURL != nil, let ranked else { return PrefixIndex(others) }
        return ranked.completionIndex(keep: dictionaryAccepts, others: others)
    }

    // MARK: Morphology

    /// The stems of `word`, as Hunspell's `stem` gives them: `"palettes"` → `["palette"]`.
    /// Empty for a word the dictionary does not know, or in a language the checker does not
    /// serve. What `hunspell -s` prints.
    public func stems(of word: String) -> [String] {
        morphology(word) { handle, bytes in handle.stem(bytes) }
    }

    /// The morphological analyses of `word`, one per reading, as Hunspell's `analyze` gives
    /// them (dictionaries with morphological data give more than `st:` and `fl:`). What
    /// `hunspell -m` prints.
    public func analysis(of word: String) -> [MorphologicalAnalysis] {
        morphology(word) { handle, bytes in handle.analyze(bytes) }.map(MorphologicalAnalysis.init(raw:))
    }

    /// The forms of `word` that inflect as `model` does, as Hunspell's `generate` gives them:
    /// `forms(of: "drink", like: "eaten")` → `["drunk"]`. Generation needs a dictionary that
    /// describes its words' morphology (`is:`, `ts:`... fields, as Hunspell's own test
    /// dictionaries do); en_US does not, and gives none.
    public func forms(of word: String, like model: String) -> [String] {
        guard core.admits(model, language: language), let modelBytes = questionBytes(for: model) else { return [] }
        return morphology(word) { handle, bytes in handle.generate(bytes, like: modelBytes) }
    }

    /// Whether the dictionary marks `word` `NOSUGGEST`: an entry that spells it and may stand
    /// alone has the flag, or, when the word is not itself a stem Hunspell finds (in any case),
    /// every stem it finds has it (Swedish `tappar` is `tappa` + `-r` as well as the marked
    /// `tapp`: not marked). A dictionary whose files can no longer be read has no marks.
    public func isMarkedNoSuggest(_ word: String) -> Bool {
        let marked = markedStems.value {
            guard let affixData = try? readFile(at: affixURL) else { return [] }
            let affixFile = AffixFile(bytes: Array(affixData), path: affixURL.path)
            let flag = affixFile.noSuggest
            guard flag != 0, let dictionaryData = try? readFile(at: dictionaryURL) else { return [] }
            // Entries that may stand alone, as Hunspell writes the stems it gives (`OCONV`:
            // Dutch `ĳ` as `ij`).
            let bound = [affixFile.needAffix, affixFile.onlyInCompound].filter { $0 != 0 }
            let stems = DictionaryStems(dictionaryData: dictionaryData, lines: affixFile.dictionaryLines, encoding: affixFile.encoding) { flags in
                flags.contains(flag) && !flags.contains(where: bound.contains)
            }.stems
            let conversion = ConversionTable(outputConversionsOf: affixFile)
            return Set(stems.map { conversion.convert(String(String.UnicodeScalarView($0.word))) })
        }
        guard !marked.isEmpty else { return false }
        if marked.contains(word) { return true }
        let stems = stems(of: word)
        let itself = stems.filter { $0.lowercased() == word.lowercased() }
        if !itself.isEmpty { return itself.contains(where: marked.contains) }
        return !stems.isEmpty && stems.allSatisfy(marked.contains)
    }

    /// Runs a list call of Hunspell on `word` in the dictionary's encoding and decodes what it
    /// gives; nothing for a word that cannot be one of the dictionary's.
    private func morphology(_ word: String, _ call: (HunspellHandle, [UInt8]) -> [[UInt8]]) -> [String] {
        guard core.admits(word, language: language), let bytes = questionBytes(for: word) else { return [] }
        return pool.withHandle { call($0, bytes) }.compactMap { encoding.decode($0) }
    }

    // MARK: Words added at run time

    /// Accepts `word` for this checker's lifetime, without any file (Hunspell's `add`): on every
    /// Hunspell handle, those loaded later too; guesses and completions offer it.
    public func addWord(_ word: String) {
        changeDictionary(word) { handle, bytes in handle.add(bytes, like: nil) }
    }

    /// Accepts `word` with the affixes of the dictionary word `model` (Hunspell's
    /// `add_with_affix`): after `addWord("Zorblax", like: "box")`, "Zorblaxes" is correct too.
    /// As in Hunspell, a model that is not a dictionary word with affix flags adds nothing.
    public func addWord(_ word: String, like model: String) {
        guard core.admits(model, language: language), let modelBytes = entryBytes(for: model) else { return }
        changeDictionary(word) { handle, bytes in handle.add(bytes, like: modelBytes) }
    }

    /// Refuses `word`, in every case, for this checker's lifetime (Hunspell's `remove`, and a
    /// check of its own for forms Hunspell's remove cannot reach).
    public func removeWord(_ word: String) {
        changeDictionary(word, removing: true) { handle, bytes in handle.remove(bytes) }
    }

    /// Applies a change to every handle and forgets what depended on the old dictionary.
    private func changeDictionary(_ word: String, removing: Bool = false,
                                  _ change: @escaping @Sendable (HunspellHandle, [UInt8]) -> Void) {
        guard (try? PersonalDictionary.validate(word)) != nil, let bytes = entryBytes(for: word) else { return }
        if removing { core.runtimeWords.remove(word) } else { core.runtimeWords.add(word) }
        pool.apply { change($0, bytes) }
        verdicts.removeAll()
        candidateVerdicts.removeAll()
        completionIndex.reset()
    }

    public func ignoreWord(_ word: String) { core.ignore(word) }

    public var ignoredWords: [String] {
        get { core.ignoredWords }
        set { core.ignoredWords = newValue }
    }

    public func learnWord(_ word: String) throws(LexiconError) {
        try core.learn(word)
        completionIndex.reset()
    }

    public func updatePersonalDictionary(_ changes: [PersonalDictionary.Change]) throws(LexiconError) -> [PersonalDictionary.Refusal] {
        defer { completionIndex.reset() }
        return try core.update(changes)
    }

    public func unlearnWord(_ word: String) throws(LexiconError) {
        try core.unlearn(word)
        completionIndex.reset()
    }

    public func hasLearnedWord(_ word: String) -> Bool { core.hasLearned(word) }

    // MARK: Private

    /// Hunspell rejects longer words outright (`MAXWORDUTF8LEN`, `MAXWORDLEN`).
    private var byteLimit: Int { encoding == .utf8 ? 300 : 100 }

    /// A word asked about (spelled, suggested for, analysed) as the hunspell tool hands it to
    /// Hunspell, NUL-terminated: its bytes as written, in no other normal form (a decomposed
    /// `café` is not the dictionary's `café`), and in an 8-bit dictionary's encoding only up to
    /// the first character the encoding lacks (the tool's conversion stops there, and Hunspell
    /// judges that part). `nil` for what Hunspell refuses outright: a word too long, or a NUL.
    private func questionBytes(for word: String) -> [UInt8]? {
        terminated(encoding.convertedPrefix(word))
    }

    /// A word the dictionary is changed with, or modelled on, NUL-terminated: whole, in form C,
    /// as words are learned; `nil` when the dictionary's encoding cannot hold all of it.
    private func entryBytes(for word: String) -> [UInt8]? {
        let word = word.nfc
        var bytes = encoding.encode(word)
        if bytes == nil, word.contains("\u{2019}") {
            // An 8-bit dictionary has no ’: its words are written with '.
            bytes = encoding.encode(word.replacingOccurrences(of: "\u{2019}", with: "'"))
        }
        return bytes.flatMap(terminated)
    }

    /// `bytes` NUL-terminated, or `nil` for what Hunspell refuses outright (too long, a NUL).
    func terminated(_ bytes: consuming [UInt8]) -> [UInt8]? {
        guard bytes.count < byteLimit, !bytes.contains(0) else { return nil }
        bytes.append(0)
        return bytes
    }

    /// The words of the `.dic` file as written (without affixes or flags), read again from the
    /// file: only completions need them, so they are not kept in memory otherwise.
    func dictionaryStems() -> [String] {
        guard let data = try? readFile(at: dictionaryURL) else { return [] }
        return data.split(separator: 0x0A).dropFirst().compactMap { line in
            let stem = line.prefix { $0 != 0x2F && $0 != 0x09 && $0 != 0x20 && $0 != 0x0D }
            return stem.isEmpty ? nil : encoding.decode(stem)
        }
    }

    /// Reads the first line's word count as Hunspell does (`atoi`: leading white space, a
    /// sign, digits, anything after them ignored, as in Arabic's `170812<TAB>1`), and refuses a
    /// count that would make Hunspell load an empty dictionary.
    private static func checkWordCount(_ data: Data, path: String) throws(LexiconError) {
        do {
            _ = try HunspellDictionary.wordCount(ofDictionary: data, path: path)
        } catch {
            throw .malformed(path: error.path, line: error.line, reason: error.reason)
        }
    }
}
#endif
