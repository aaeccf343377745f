import Foundation
import HunspellEngine
import LexiconSupport
import Atomics

/// A ``TextChecker`` on a Hunspell dictionary read by lexcheck's own Swift engine
/// (`HunspellDictionary`, in the HunspellEngine module): the verdicts of the hunspell 1.7.1 tool, on every platform, iOS
/// included, with no C library. ``HunspellChecker`` gives the same verdicts through the system's
/// libhunspell where that exists.
///
/// Words are split as the hunspell tool splits them (letters and the `.aff`'s `WORDCHARS`).
/// Guesses are the dictionary's corrections (see `HunspellDictionary.corrections(of:limit:)`),
/// ranked by how people misspell; with a ranked word list (`<name>.words` beside the `.dic`, or the
/// bundled English list for English) its words are ranked with them, as ``HunspellChecker/GuessSource/merged``
/// ranks them for ``HunspellChecker``. Completions are that list's words and the dictionary's
/// listed words with the prefix.
///
/// ```swift
/// let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
/// try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
/// try Data("SET UTF-8\nTRY esiarntolcdu\nSFX S Y 1\nSFX S 0 s .\n".utf8).write(to: folder.appending(path: "pets.aff"))
/// try Data("2\ncat/S\ndog/S\n".utf8).write(to: folder.appending(path: "pets.dic"))
/// let checker = try DictionaryChecker(affixURL: folder.appending(path: "pets.aff"),
///                                     dictionaryURL: folder.appending(path: "pets.dic"), language: "en")
/// checker.isCorrect("Cats")   // true
/// checker.misspelledRanges(in: "cats dgos").count   // 1
/// checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "dgos", language: "en")   // ["dogs"]
/// ```
public final class DictionaryChecker: TextChecker, MorphologicalChecker, EditableChecker, WordFormSource {
    public let language: String
    public let tokenizer: WordTokenizer
    /// The dictionary, read, with the words refused since (the personal dictionary's `*word`
    /// lines, ``forbidWord(_:)``) forbidden in it.
    public var dictionary: HunspellDictionary {
        guard hasForbidden.load(ordering: .acquiring) else { return base }
        return forbidden.withLock { $0.dictionary } ?? base
    }
    /// The dictionary as opened, with the personal dictionary's `*word` lines.
    private let base: HunspellDictionary
    /// The files' hash, read by the Swift engine.
    public let dictionaryIdentity: DictionaryIdentity?
    /// That the language could not be told, when it could not.
    private let languageWarnings: [String]
    /// The words ``forbidWord(_:)`` refused, and the dictionary with them forbidden.
    private let forbidden = Locked<(words: [String], dictionary: HunspellDictionary?)>(([], nil))
    /// Whether any was: checks skip the lock until one is.
    private let hasForbidden = ManagedAtomic<Bool>(false)
    /// The word list that ranks guesses and completions, if any.
    private let ranked: RankedWordList?
    private let core: CheckerCore
    private let typoModel: TypoModel
    private let completionIndex = Lazy<PrefixIndex>()
    private let wordFormStorage = Lazy<[String]>()
    /// The `.dic` entries by the letters affixes cannot strip, read at the first forms of some
    /// letters and kept.
    private let stemIndexStorage = Lazy<StemIndex>()
    /// The `.aff` file.
    public let affixURL: URL
    /// The `.dic` file.
    public let dictionaryURL: URL
    public var dictionaryFiles: (affix: URL, dictionary: URL)? { (affixURL, dictionaryURL) }
    /// Words added with a model's affixes (``addWord(_:like:)``), and the dictionary of them.
    private let modelled = Locked<(words: [HunspellDictionary.AddedWord], dictionary: HunspellDictionary?)>(([], nil))
    /// Whether any was added: checks skip the lock until one is.
    private let hasModelled = ManagedAtomic<Bool>(false)

    /// Opens the dictionary for `language`, found by `locator` (see ``DictionaryLocator``).
    ///
    /// - Throws: ``LexiconError/languageNotFound(_:searched:)`` and the errors of
    ///   ``init(affixURL:dictionaryURL:language:personalDictionary:cache:)``.
    public convenience init(language: String, personalDictionary: PersonalDictionary? = nil,
                            locator: DictionaryLocator = DictionaryLocator(), cache: DictionaryCache? = nil) throws(LexiconError) {
        let info = try locator.dictionary(for: language)
        try self.init(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL, language: info.language,
                      personalDictionary: personalDictionary, cache: cache)
    }

    /// Opens a dictionary from its two files, whatever they are called.
    ///
    /// - Parameters:
    ///   - affixURL: the `.aff` file.
    ///   - dictionaryURL: the `.dic` file.
    ///   - language: the language it serves; by default the one the `.aff` file declares on its
    ///     `LANG` line, else the file name's when that is a language code, else `und`.
    ///   - personalDictionary: where learned words live: none by default.
    ///   - cache: where the dictionary is kept once read, and looked for before it is read
    ///     (see ``DictionaryCache``); none by default.
    /// - Throws: ``LexiconError/fileNotFound(path:)``, ``LexiconError/unreadable(path:reason:)``,
    ///   ``LexiconError/malformed(path:line:reason:)`` (no valid word count),
    ///   ``LexiconError/invalidLanguage(_:)``.
    public init(affixURL: URL, dictionaryURL: URL, language: String? = nil,
                personalDictionary: PersonalDictionary? = nil, cache: DictionaryCache? = nil) throws(LexiconError) {
        let requested: LanguageTag?
        if let language {
            guard let tag = LanguageTag(language) else { throw .invalidLanguage(language) }
            requested = tag
        } else {
            requested = nil
        }
        let affixData = try readFileBytes(at: affixURL)
        let (opened, identity) = try Self.open(dictionaryURL, affixData: affixData, affixPath: affixURL.path, cache: cache)
        self.affixURL = affixURL
        self.dictionaryURL = dictionaryURL
        // The personal dictionary's `*word` lines forbid dictionary words, as the hunspell tool's
        // `remove` does; its `word/model` lines are added below.
        let entries = personalDictionary?.entries ?? []
        let forbidden = entries.compactMap { entry -> String? in
            if case .forbidden(let word) = entry { word } else { nil }
        }
        let dictionary = opened.forbidding(forbidden)
        base = dictionary
        dictionaryIdentity = identity
        let (tag, languageWarnings) = DictionaryLanguage.resolve(requested: requested, declared: dictionary.declaredLanguage,
                                                                 dictionaryURL: dictionaryURL)
        self.languageWarnings = languageWarnings
        self.language = tag.identifier
        let wordCharacters = dictionary.wordCharacters.map { Array($0.unicodeScalars) } ?? []
        tokenizer = WordTokenizer(rules: .hunspell(HunspellWordCharacters(wordCharacters: wordCharacters)))
        core = CheckerCore(language: tag, personalDictionary: personalDictionary)
        let tables = SuggestionTables(affixFile: dictionary.affixValues)
        typoModel = TypoModel.standard(for: tag, tables: tables)
        let beside = dictionaryURL.deletingPathExtension().appendingPathExtension("words")
        let listURL = FileSystem.exists(atPath: beside.path) ? beside
            : tag.language == "en" ? WordListChecker.bundledWordListURL : nil
        if let listURL { try reserveMemory(RankedWordList.memoryNeeded(contentsOf: listURL), for: listURL.path) }
        ranked = listURL.map { RankedWordList(contentsOf: $0, language: tag, tables: tables) }
        for case .learnedLike(let word, let model) in entries { addWord(word, like: model) }
    }

    /// Opens the dictionary whose `.aff` file has `affixData` and whose `.dic` file is `url`:
    /// from `cache` when it keeps the files' words, else read (``read(_:affixData:affixPath:)``)
    /// and kept there.
    private static func open(_ url: URL, affixData: [UInt8], affixPath: String, cache: DictionaryCache?)
        throws(LexiconError) -> (HunspellDictionary, DictionaryIdentity) {
        guard let cache else { return try read(url, affixData: affixData, affixPath: affixPath) }
        var hashing: DictionaryIdentity.Hashing?
        try readFilePieces(at: url) { (size) throws(LexiconError) in
            try reserveMemoryToOpen(affix: affixData.count, dictionary: size, path: url.path)
            hashing = DictionaryIdentity.Hashing(affixData: affixData, dictionarySize: size)
        } _: { piece in
            hashing?.combine(dictionaryPiece: piece)
        }
        if let identity = hashing?.identity(engine: .swift), let stored = cache.storedWords(for: identity),
           let dictionary = try? HunspellDictionary(affix: affixData, storedWords: stored, affixPath: affixPath,
                                                    storedWordsPath: cache.url(for: identity).path) {
            return (dictionary, identity)
        }
        let (dictionary, identity) = try read(url, affixData: affixData, affixPath: affixPath)
        cache.store(dictionary.storedWords, for: identity)
        return (dictionary, identity)
    }

    /// Refuses a dictionary whose files of `affix` and `dictionary` bytes would take more memory
    /// than an address-space limit leaves.
    private static func reserveMemoryToOpen(affix: Int, dictionary: Int, path: String) throws(LexiconError) {
        let (loaded, overflow) = (affix + dictionary).multipliedReportingOverflow(by: dictionaryLoadFactor)
        try LexiconCheck.reserveMemory(overflow ? Int.max / 2 : loaded, for: path)
    }

    /// Reads the dictionary whose `.aff` file has `affixData` and whose `.dic` file is `url`,
    /// a piece at a time (the `.dic` file is never held whole), hashing the files as it goes.
    private static func read(_ url: URL, affixData: [UInt8], affixPath: String)
        throws(LexiconError) -> (HunspellDictionary, DictionaryIdentity) {
        func malformed(_ error: DictionaryFileError) -> LexiconError {
            .malformed(path: error.path, line: error.line, reason: error.reason)
        }
        var reader: HunspellDictionary.Reader?
        var hashing: DictionaryIdentity.Hashing?
        try readFilePieces(at: url) { (size) throws(LexiconError) in
            // A file larger than the engine reads is refused by its size first.
            do throws(DictionaryFileError) {
                reader = try HunspellDictionary.Reader(affix: affixData, dictionarySize: size, affixPath: affixPath, dictionaryPath: url.path)
            } catch {
                throw malformed(error)
            }
            try reserveMemoryToOpen(affix: affixData.count, dictionary: size, path: url.path)
            hashing = DictionaryIdentity.Hashing(affixData: affixData, dictionarySize: size)
        } _: { (piece) throws(LexiconError) in
            hashing?.combine(dictionaryPiece: piece)
            do throws(DictionaryFileError) {
                try reader?.read(piece)
            } catch {
                throw malformed(error)
            }
        }
        // The reader is taken out, not copied: a copy would share its tables, and the first
        // change `finish()` makes to them would copy them whole.
        guard let identity = hashing?.identity(engine: .swift), let opened = reader.take() else {
            throw .unreadable(path: url.path, reason: "the file changed while it was read")
        }
        do throws(DictionaryFileError) {
            return (try opened.finish(), identity)
        } catch {
            throw malformed(error)
        }
    }

    /// What reading the `.aff` file would have made Hunspell warn about, and a language that
    /// could not be told.
    public var warnings: [String] { dictionary.warnings + languageWarnings }

    /// The personal dictionary this checker learns into; `nil` (the default) for none.
    public var personalDictionary: PersonalDictionary? { core.personalDictionary }

    public var availableLanguages: [String] { [language] }

    public func isCorrect(_ word: String, language: String) -> Bool {
        guard core.admits(word, language: language) else { return false }
        if let verdict = core.runtimeVerdict(on: word) { return verdict }
        return dictionaryAccepts(word) || core.acceptsWithoutDictionary(word)
    }

    /// The dictionary's verdict alone, as the hunspell tool gives it: a word with ’ is tried
    /// again with ' (dictionaries spell `don't`).
    func dictionaryAccepts(_ word: String) -> Bool {
        // The dictionary as opened is read where it is held: through ``dictionary``, every word
        // would retain and release it, a count that threads checking at once contend for.
        if hasForbidden.load(ordering: .acquiring) {
            if Self.accepts(word, in: dictionary) { return true }
        } else if Self.accepts(word, in: base) {
            return true
        }
        guard hasModelled.load(ordering: .acquiring), let added = modelled.withLock({ $0.dictionary }) else { return false }
        return Self.accepts(word, in: added)
    }

    private static func accepts(_ word: String, in dictionary: HunspellDictionary) -> Bool {
        if dictionary.spell(word) { return true }
        // ’ is E2 80 99 in UTF-8: most words are ruled out by a byte search.
        return word.utf8.contains(0xE2) && word.unicodeScalars.contains("\u{2019}")
            && dictionary.spell(word.replacingOccurrences(of: "\u{2019}", with: "'"))
    }

    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard core.serves(language) else { return nil }
        guard let word = string.utf16Substring(range), core.admits(word, language: language),
              !isCorrect(word, language: language) else { return [] }
        let count = GuessLimit.count
        let corrections = { self.rankedCorrections(of: word) }
        guard let ranked else { return core.runtimeWords.merged(into: Array(corrections().prefix(count)), typed: word, count: count) }
        let typed = TypedSpelling(typed: word)
        let listed = ranked.guesses(for: word, count: count, beyondTheList: true, merging: corrections) { candidate in
            typed.spelling(of: candidate) { self.isCorrect($0, language: self.language) }
        }
        return core.runtimeWords.merged(into: listed, typed: word, count: count)
    }

    /// The dictionary's corrections of `word`, cheapest typo first (Hunspell's order among equals).
    private func rankedCorrections(of word: String) -> [String] {
        let corrections = dictionary.corrections(of: word)
        guard corrections.count > 1 else { return corrections }
        let query = typoModel.prepare(Array(word.precomposedLowercased.unicodeScalars.map(\.value)))
        var scratch: [Double] = []
        let costs = corrections.map { correction in
            Array(correction.precomposedLowercased.unicodeScalars.map(\.value)).withUnsafeBufferPointer {
                typoModel.cost(of: query, candidate: $0, scratch: &scratch)
            }
        }
        return corrections.indices.sorted { costs[$0] < costs[$1] || (costs[$0] == costs[$1] && $0 < $1) }.map { corrections[$0] }
    }

    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard core.serves(language) else { return nil }
        guard let prefix = string.utf16Substring(range), core.admits(prefix, language: language) else { return [] }
        let index = completionIndex.value {
            let others = dictionary.listedWords.filter(dictionaryAccepts) + (core.personalDictionary?.words ?? [])
                + core.runtimeWords.added
            guard let ranked else { return PrefixIndex(others) }
            return ranked.completionIndex(keep: dictionaryAccepts, others: others)
        }
        return LexiconCheck.completions(of: prefix, listed: index.completions(of: prefix), learned: [])
    }

    /// Builds the ranked list's guess index and the completion index on a background thread.
    public func prepareGuesses() async {
        await Task.detached(priority: .userInitiated) { [self] in
            ranked?.prepare(completions: false)
            _ = completions(forPartialWordRange: NSRange(location: 0, length: 1), in: "a", language: language)
        }.value
    }

    /// The words of the dictionary, as `HunspellChecker.wordForms()` gives them (each form
    /// of each stem, confirmed here by the engine), from the user's cache after the first time.
    ///
    /// - Throws: `LexiconError` when the dictionary files can no longer be read, and
    ///   `LexiconError.tooManyWordForms` when the dictionary makes more forms than a listing
    ///   holds (Hungarian's do: ask for the forms of some letters instead).
    public func wordForms() throws(LexiconError) -> [String] {
        try wordFormStorage.value { () throws(LexiconError) -> [String] in
            try DictionaryWordForms.forms(affixURL: affixURL, dictionaryURL: dictionaryURL, cache: .standard,
                                          confirm: confirm)
        }
    }

    /// The words of the dictionary made only of characters `isAllowed` accepts, of at most
    /// `maximumLength` letters, found without expanding the whole dictionary (see ``WordFormSource/wordForms(spelledWith:maximumLength:)``).
    ///
    /// - Throws: `LexiconError` when the dictionary files can no longer be read, or when one
    ///   stem makes more forms than an expansion allows.
    public func wordForms(spelledWith isAllowed: (Unicode.Scalar) -> Bool,
                          maximumLength: Int?) throws(LexiconError) -> [String] {
        if wordFormStorage.isBuilt {
            return DictionaryWordForms.wanted(try wordForms(), spelledWith: isAllowed, maximumLength: maximumLength)
        }
        // The entries come from the engine's table: the `.dic` file is not read again.
        let (affixURL, dictionaryURL, base) = (affixURL, dictionaryURL, base)
        return try DictionaryWordForms.forms(dictionaryURL: dictionaryURL, index: stemIndexStorage,
                                             makeIndex: { () throws(LexiconError) in
                                                 try StemIndex(affixURL: affixURL, dictionaryURL: dictionaryURL, entriesOf: base)
                                             },
                                             spelledWith: isAllowed, maximumLength: maximumLength, confirm: confirm)
    }

    /// The forms the engine accepts, asked whole in the dictionary's encoding, on every core.
    private func confirm(_ forms: [String]) -> [String] {
        concurrentMap(forms, chunkSize: 4096) { form in
            dictionary.encoding.encode(form).map { dictionary.spell(bytes: $0) } == true ? form : nil
        }.compactMap { $0 }
    }

    /// Accepts `word` for this checker's lifetime, without any file.
    public func addWord(_ word: String) {
        guard (try? PersonalDictionary.validate(word)) != nil else { return }
        core.runtimeWords.add(word)
    }

    /// Accepts `word` with the affixes of the dictionary word `model`, for this checker's
    /// lifetime (Hunspell's `add_with_affix`): after `addWord("gnu", like: "cat")`, "gnus" is
    /// correct too where "cats" is. As in Hunspell, a model that is not a dictionary word with
    /// affix flags (or a word added so before) adds nothing.
    public func addWord(_ word: String, like model: String) {
        guard (try? PersonalDictionary.validate(word)) != nil else { return }
        modelled.withLock { state in
            state.words.append(HunspellDictionary.AddedWord(word, like: model))
            state.dictionary = dictionary.adding(state.words)
        }
        hasModelled.store(true, ordering: .releasing)
    }

    /// Refuses `word`, in every case, for this checker's lifetime, even when the dictionary has
    /// it, and the forms made from it (``forbidWord(_:)``, and a check of its own for the word).
    public func removeWord(_ word: String) {
        guard (try? PersonalDictionary.validate(word)) != nil else { return }
        core.runtimeWords.remove(word)
        forbidWord(word)
    }

    /// Refuses the dictionary word `word` and the forms made from it, for this checker's
    /// lifetime, as Hunspell's `remove` does (what the hunspell tool does with `*word` in a
    /// personal dictionary or `@*word` in pipe mode): a word the dictionary does not list as
    /// such (an affixed form, `cats`) is left as it is.
    public func forbidWord(_ word: String) {
        forbidden.withLock { state in
            state.words.append(word)
            state.dictionary = base.forbidding(state.words)
        }
        hasForbidden.store(true, ordering: .releasing)
        completionIndex.reset()
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

// MARK: Morphology

extension DictionaryChecker {
    /// The stems of `word`, as Hunspell's `stem` gives them: `"palettes"` → `["palette"]`;
    /// empty for a word the dictionary does not know. What `hunspell -s` prints.
    public func stems(of word: String) -> [String] {
        morphology(word) { dictionary, bytes in dictionary.stems(bytes: bytes) }
    }

    /// The morphological analyses of `word`, one per reading, as Hunspell's `analyze` gives them
    /// (` st:palette fl:S`; dictionaries with morphological data give more). What `hunspell -m`
    /// prints.
    public func analysis(of word: String) -> [MorphologicalAnalysis] {
        morphology(word) { dictionary, bytes in dictionary.analyze(bytes: bytes) }.map(MorphologicalAnalysis.init(raw:))
    }

    /// The forms of `word` that inflect as `model` does, as Hunspell's `generate` gives them:
    /// `forms(of: "drink", like: "eaten")` → `["drunk"]` with a dictionary that describes its
    /// words' morphology (en_US does not, and gives none).
    public func forms(of word: String, like model: String) -> [String] {
        guard core.admits(model, language: language) else { return [] }
        let modelBytes = dictionary.encoding.convertedPrefix(model)
        return morphology(word) { dictionary, bytes in dictionary.generate(bytes: bytes, like: modelBytes) }
    }

    /// Whether the dictionary marks `word` `NOSUGGEST`, as Hunspell's suggestion steps find the
    /// mark: on the entry that spells it, or on the stem its affixes are stripped to.
    public func isMarkedNoSuggest(_ word: String) -> Bool {
        guard core.admits(word, language: language) else { return false }
        let dictionary = self.dictionary
        return dictionary.isMarkedNoSuggest(bytes: dictionary.encoding.convertedPrefix(word))
    }

    /// ``stems(of:)`` and ``isMarkedNoSuggest(_:)`` of `word` with one analysis of it.
    public func stemsAndNoSuggestMark(of word: String) -> (stems: [String], isMarkedNoSuggest: Bool) {
        guard core.admits(word, language: language) else { return ([], false) }
        let dictionary = self.dictionary
        let bytes = dictionary.encoding.convertedPrefix(word)
        let found = dictionary.stemsAndNoSuggestMark(bytes: bytes)
        var stems = found.stems
        if stems.isEmpty, let added = wordsAddedLikeModels { stems = added.stems(bytes: bytes) }
        return (stems.compactMap { dictionary.encoding.decode($0) }, found.isMarkedNoSuggest)
    }

    /// Runs a morphology call of the dictionary on `word` in its encoding (as the hunspell tool
    /// hands it words) and decodes what it gives; for a word only the words added with a model's
    /// affixes (``addWord(_:like:)``) know, the call on those.
    private func morphology(_ word: String, _ call: (HunspellDictionary, [UInt8]) -> [[UInt8]]) -> [String] {
        guard core.admits(word, language: language) else { return [] }
        let dictionary = self.dictionary
        let bytes = dictionary.encoding.convertedPrefix(word)
        var found = call(dictionary, bytes)
        if found.isEmpty, let added = wordsAddedLikeModels { found = call(added, bytes) }
        return found.compactMap { dictionary.encoding.decode($0) }
    }

    /// The dictionary of the words added with a model's affixes, when there are some.
    private var wordsAddedLikeModels: HunspellDictionary? {
        hasModelled.load(ordering: .acquiring) ? modelled.withLock { $0.dictionary } : nil
    }
}
