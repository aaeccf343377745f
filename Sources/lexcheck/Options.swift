import AnagramRules
import ArgumentParser
import Foundation
import Synchronization
import LexiconCheck

/// Which dictionary checks the words.
struct DictionaryOptions: ParsableArguments {
    @Option(name: .long, help: "The language: en, en_US, en-GB... (default: en_US, or the --dictionary file's).")
    var language: String?

    @Option(name: .long, help: ArgumentHelp("A Hunspell dictionary: its .aff or .dic file (the other one beside it).", valueName: "path"))
    var dictionary: String?

    @Option(name: .long, help: ArgumentHelp("A plain word list (one word per line) to check against instead of Hunspell.", valueName: "path"))
    var wordlist: String?

    @Option(name: .customLong("personal-dictionary"),
            help: ArgumentHelp("The file of learned words (default: $LEXCHECK_PERSONAL_DICTIONARY or the user's data folder).", valueName: "path"))
    var personalDictionary: String?

    func validate() throws {
        if dictionary != nil, wordlist != nil {
            throw ValidationError("--dictionary and --wordlist cannot be used together.")
        }
    }

    var effectiveLanguage: String { language ?? "en_US" }

    var personal: PersonalDictionary {
        personalDictionary.map { PersonalDictionary.at(URL(filePath: $0)) } ?? .userDefault
    }

    /// The checker these options describe. It lives until the process exits: freeing a
    /// dictionary just before exiting is work nobody waits for.
    ///
    /// - Parameters:
    ///   - maximumHandles: how many Hunspell handles threads may load (10 MB each for en_US);
    ///     by default one per core.
    ///   - guessSource: where a Hunspell checker's guesses come from.
    func makeChecker(maximumHandles: Int? = nil,
                     guessSource: HunspellChecker.GuessSource = .merged) throws(LexiconError) -> any TextChecker {
        let checker = try loadChecker(maximumHandles: maximumHandles, guessSource: guessSource)
        keepUntilExit.withLock { $0.append(checker) }
        return checker
    }

    private func loadChecker(maximumHandles: Int?, guessSource: HunspellChecker.GuessSource) throws(LexiconError) -> any TextChecker {
        if let wordlist {
            return try WordListChecker(contentsOf: URL(filePath: wordlist), language: effectiveLanguage,
                                       personalDictionary: personal)
        }
        if let dictionary {
            let info = try DictionaryLocator.dictionary(atPath: dictionary)
            return try HunspellChecker(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL,
                                       language: language ?? (LanguageTag(info.language) == nil ? "en_US" : info.language),
                                       personalDictionary: personal, maximumHandles: maximumHandles,
                                       guessSource: guessSource)
        }
        return try HunspellChecker(language: effectiveLanguage, personalDictionary: personal,
                                   maximumHandles: maximumHandles, guessSource: guessSource)
    }
}

private let keepUntilExit = Mutex<[any TextChecker]>([])

/// How the game judges answers.
struct GameOptions: ParsableArguments {
    @Option(name: .customLong("min-length"), help: "The fewest letters an answer may have.")
    var minimumLength: Int = 3

    @Option(name: .long, help: "How answers score: tutorial, letters, spellingBee or boggle.")
    var scoring: String = "tutorial"

    func validate() throws {
        guard ScoringPolicy.named(scoring) != nil else {
            throw ValidationError("Unknown scoring policy '\(scoring)'; use one of: \(ScoringPolicy.builtIn.map(\.name).joined(separator: ", ")).")
        }
        guard minimumLength >= 1 else { throw ValidationError("--min-length must be at least 1.") }
    }

    func settings(language: String) -> GameSettings {
        GameSettings(minimumLength: minimumLength, language: language, scoring: ScoringPolicy.named(scoring) ?? .tutorial)
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, csv
}

/// The start-word list at `path`, or the bundled one.
func loadStartWords(_ path: String?) throws(LexiconError) -> StartWords {
    if let path {
        return try StartWords(contentsOf: URL(filePath: path))
    }
    return try StartWords.bundled()
}
