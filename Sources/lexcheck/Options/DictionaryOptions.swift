import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck
import LexiconSupport

/// Which dictionary checks the words: the one place that turns options into a checker.
struct DictionaryOptions: ParsableArguments {
    @Option(name: .long, help: "The language: en, en_US, en-GB... (default: en_US, or the --dictionary file's own).")
    var language: String?

    @Option(name: .long, help: ArgumentHelp("A Hunspell dictionary: its .aff or .dic file (the other one beside it). Repeat it, or add --wordlist, to check against several: a word is correct when any accepts it.", valueName: "path"))
    var dictionary: [String] = []

    @Option(name: .long, help: ArgumentHelp("A plain word list (one word per line) to check against instead of Hunspell; may be repeated.", valueName: "path"))
    var wordlist: [String] = []

    @Option(name: .customLong("personal-dictionary"),
            help: ArgumentHelp("The file of learned words (default: $LEXCHECK_PERSONAL_DICTIONARY or the user's data folder; the game commands word, batch --root, solve and play read learned words only from a file given here).", valueName: "path"))
    var personalDictionary: String?

    @Option(name: .long, help: ArgumentHelp("What reads the Hunspell dictionaries: hunspell (the system's libhunspell) or swift (lexcheck's own engine, the same verdicts). Default: hunspell where this lexcheck has it, else swift.", valueName: "engine"))
    var engine: EngineArgument?

    func validate() throws {
        // An empty path names no file: without this, `--dictionary ''` looked for `..aff` and an
        // empty personal dictionary path meant the current folder.
        if dictionary.contains("") { throw ValidationError("--dictionary: the path is empty.") }
        if wordlist.contains("") { throw ValidationError("--wordlist: the path is empty.") }
        if personalDictionary == "" { throw ValidationError("--personal-dictionary: the path is empty.") }
    }

    /// The most dictionaries and word lists one command checks with (the hunspell tool loads
    /// at most 10 dictionaries, `DMAX`).
    static let maximumDictionaries = 10

    /// The language asked for when none is given and nothing else tells.
    static let defaultLanguage = "en_US"

    /// Whose learned words a command's checker accepts.
    enum LearnedWords {
        /// The user's: `--personal-dictionary`, else `$LEXCHECK_PERSONAL_DICTIONARY` or the data
        /// folder's file. Text checking: what `lexcheck learn` taught is correct.
        case user
        /// Only those of a `--personal-dictionary` given on the command line. Games: an answer
        /// is real by the dictionary, not by what the user once taught the spellchecker.
        case onlyWhenGiven
    }

    private func personal(_ learnedWords: LearnedWords) -> PersonalDictionary? {
        if let personalDictionary { return PersonalDictionary.at(URL(filePath: personalDictionary)) }
        return learnedWords == .user ? .userDefault : nil
    }

    /// The checker these options describe. Commands ask it in its own language,
    /// `checker.language`: the `--language` given, else the dictionary's own (a German
    /// `--dictionary` checks German), else `en_US`.
    ///
    /// The checker lives until the process exits: freeing a dictionary just before exiting is
    /// work nobody waits for.
    ///
    /// - Parameters:
    ///   - maximumHandles: how many Hunspell handles threads may load (10 MB each for en_US);
    ///     by default one per core.
    ///   - guessSource: where a Hunspell checker's guesses come from.
    ///   - learnedWords: whose learned words the checker accepts.
    ///   - keptUntilExit: whether the checker is never freed (a long-running server that makes
    ///     checkers again as its settings change frees the old ones).
    func makeChecker(maximumHandles: Int? = nil, guessSource: GuessSourceArgument = .merged,
                     learnedWords: LearnedWords = .user, keptUntilExit: Bool = true) throws -> any TextChecker {
        let personal = personal(learnedWords)
        let checker = try loadChecker(maximumHandles: maximumHandles, guessSource: guessSource, personal: personal)
        if let problem = personal?.readError {
            printWarning("\(problem.description); the words learned there are not used")
        }
        if keptUntilExit { keepUntilExit.withLock { $0.append(checker) } }
        return checker
    }

    /// What a command that serves several languages at once opens: these options once for each
    /// language, and for the dictionary files (together in one, or one each), else these
    /// options themselves when neither is given.
    func each(language languages: [String], dictionaries: [String], dictionariesTogether: Bool) -> [DictionaryOptions] {
        var choices: [DictionaryOptions] = languages.map { language in
            var options = self
            (options.language, options.dictionary, options.wordlist) = (language, [], [])
            return options
        }
        for group in dictionariesTogether ? (dictionaries.isEmpty ? [] : [dictionaries]) : dictionaries.map({ [$0] }) {
            var options = self
            (options.language, options.dictionary, options.wordlist) = (nil, group, [])
            choices.append(options)
        }
        return choices.isEmpty ? [self] : choices
    }

    private func loadChecker(maximumHandles: Int?, guessSource: GuessSourceArgument,
                             personal: PersonalDictionary?) throws -> any TextChecker {
        var members: [any TextChecker] = []
        let engine = engine ?? .standard
        // Each file once, however often it is named (by another path or a link too): a repeated
        // name costs nothing.
        var opened: Set<String> = []
        func isNew(_ url: URL) -> Bool {
            opened.insert(FileSystem.resolvingLinks(url.path) ?? url.standardizedFileURL.path).inserted
        }
        let dictionaries = try dictionary.map(DictionaryLocator.dictionary(atPath:)).filter { isNew($0.dictionaryURL) }
        let wordlists = wordlist.map { URL(filePath: $0) }.filter(isNew)
        guard dictionaries.count + wordlists.count <= Self.maximumDictionaries else {
            throw ValidationError("\(dictionaries.count + wordlists.count) dictionaries and word lists: at most "
                                  + "\(Self.maximumDictionaries) can check together (hunspell's limit too).")
        }
        for info in dictionaries {
            members.append(try openDictionary(info.affixURL, info.dictionaryURL, language: language, engine: engine,
                                              maximumHandles: maximumHandles, guessSource: guessSource, personal: personal))
        }
        for url in wordlists {
            members.append(try WordListChecker(contentsOf: url, language: language ?? Self.defaultLanguage,
                                               personalDictionary: personal))
        }
        if members.count > 1 { return try CompositeChecker(members) }
        if let only = members.first { return only }
        #if !LEXCHECK_HUNSPELL
        if self.engine == nil {
            // Without libhunspell and without a dictionary asked for: the bundled English list.
            guard let bundled = WordListChecker.bundledWordListURL else {
                throw LexiconError.fileNotFound(path: "en_US.words (the package's resource bundle is not installed)")
            }
            return try WordListChecker(contentsOf: bundled, language: language ?? Self.defaultLanguage, personalDictionary: personal)
        }
        #endif
        let info = try DictionaryLocator().dictionary(for: language ?? Self.defaultLanguage)
        return try openDictionary(info.affixURL, info.dictionaryURL, language: info.language, engine: engine,
                                  maximumHandles: maximumHandles, guessSource: guessSource, personal: personal)
    }

    /// A Hunspell dictionary's checker on `engine`, its warnings printed.
    private func openDictionary(_ affixURL: URL, _ dictionaryURL: URL, language: String?, engine: EngineArgument,
                                maximumHandles: Int?, guessSource: GuessSourceArgument,
                                personal: PersonalDictionary?) throws -> any TextChecker {
        switch engine {
        case .swift:
            // Kept in the user's cache once read: the next command copies the tables in.
            let checker = try DictionaryChecker(affixURL: affixURL, dictionaryURL: dictionaryURL, language: language,
                                                personalDictionary: personal, cache: .standard)
            checker.warnings.forEach(printWarning)
            return checker
        case .hunspell:
            #if LEXCHECK_HUNSPELL
            let checker = try HunspellChecker(affixURL: affixURL, dictionaryURL: dictionaryURL, language: language,
                                              personalDictionary: personal, maximumHandles: maximumHandles,
                                              guessSource: guessSource.source)
            checker.warnings.forEach(printWarning)
            return checker
            #else
            throw ValidationError("this lexcheck was built without Hunspell (the Hunspell trait is off): use --engine swift.")
            #endif
        }
    }

    /// The words of a game judged by `checker` under `settings`: the first --wordlist, else the
    /// dictionary's own forms, else the bundled English list (see `GameLexicon`).
    func lexicon(checker: any TextChecker, settings: GameSettings) -> GameLexicon {
        GameLexicon(checker: checker, settings: settings, wordListURL: wordlist.first.map { URL(filePath: $0) })
    }

    /// The roots a game picks from: the list at `path`, else the lexicon's start words (those
    /// of `difficulty`, when one is given).
    static func startWords(_ path: String?, difficulty: Difficulty?, lexicon: GameLexicon,
                           solver: AnagramSolver? = nil) throws -> StartWords {
        if let path {
            return try StartWords(contentsOf: URL(filePath: path), normalizer: lexicon.settings.normalizer)
        }
        return try lexicon.startWords(difficulty: difficulty, solver: solver)
    }
}

private let keepUntilExit = Locked<[any TextChecker]>([])
