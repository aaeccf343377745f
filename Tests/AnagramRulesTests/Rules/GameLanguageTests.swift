import Foundation
import Testing
@testable import LexiconCheck
import TestSupport
@testable import AnagramRules

/// A checker that cannot answer in the game's language would reject every answer as made up:
/// such rules are refused when they are made, with what to mend.
@Suite("The game's language and its checker")
struct GameLanguageTests {
    static func german() throws -> WordListChecker {
        try WordListChecker(words: ["Haus", "Boot", "aus"], language: "de_DE")
    }

    @Test func rulesWithoutSettingsAreInTheCheckersLanguage() throws {
        let rules = try GameRules(checker: try Self.german())
        #expect(rules.settings.language == "de_DE")
        #expect(rules.judge("boot", root: "Hausboot").acceptedWord == "Boot")
    }

    @Test func aCheckerOfAnotherLanguageIsRefused() throws {
        let german = try Self.german()
        #expect(throws: GameRulesError.languageNotServed(language: "en", checkerLanguages: ["de_DE"])) {
            try GameRules(checker: german, settings: GameSettings(language: "en"))
        }
        let error = GameRulesError.languageNotServed(language: "en", checkerLanguages: ["de_DE"])
        #expect(error.description == "the game is in \"en\", but its checker serves de_DE: use a checker for \"en\" or the checker's language in the game's settings")
        // A region of the checker's language is served (by the bare language).
        #expect(try GameRules(checker: german, settings: GameSettings(language: "de_AT")).settings.language == "de_AT")
        // A game that never asks whether a word is real needs no checker in its language.
        let structural = GameSettings(language: "en", ruleOrder: [.empty, .tooShort, .notPossible])
        #expect(try GameRules(checker: german, settings: structural).judge("zzz", root: "zzzz").acceptedWord == "zzz")
    }

    @Test func settingsChangedToALanguageTheCheckerCannotAnswerInAreRefused() throws {
        var rules = try GameRules(checker: try Self.german())
        try rules.updateSettings { $0.minimumLength = 4 }
        #expect(rules.settings.minimumLength == 4)
        #expect(throws: GameRulesError.self) { try rules.updateSettings { $0.language = "fr"; $0.minimumLength = 2 } }
        #expect(rules.settings.language == "de_DE" && rules.settings.minimumLength == 4, "a refused change leaves the settings")
        #expect(rules.judge("aus", root: "Hausboot").reason == .tooShort)
    }

    /// A dictionary with no `LANG` whose file name is no language code: its language is `und`,
    /// and a game in English on it is refused, saying so, instead of rejecting every answer.
    @Test func aDictionaryOfUndeterminedLanguageIsNamedAsSuch() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("words.aff", "SET UTF-8\n")
        let dic = try directory.write("words.dic", "2\npalette\nheat\n")
        let checker = try DictionaryChecker(affixURL: aff, dictionaryURL: dic)
        #expect(checker.language == "und")
        // Not in silence: the checker warns, naming the file.
        #expect(checker.warnings.contains { $0.contains("words.dic") && $0.contains("no language stated") })
        do {
            _ = try GameRules(checker: checker, settings: GameSettings(language: "en"))
            Issue.record("rules in English on a dictionary of undetermined language")
        } catch {
            #expect(error.description.contains("undetermined") && error.description.contains("open the dictionary with its language"))
        }
        // Stated when it is opened, the language serves the game.
        let stated = try DictionaryChecker(affixURL: aff, dictionaryURL: dic, language: "en")
        #expect(stated.warnings.isEmpty)
        #expect(try GameRules(checker: stated, settings: GameSettings(language: "en")).judge("heat", root: "theatre").acceptedWord == "heat")
    }

    @Test func aCheckerThatServesNoLanguageIsRefused() {
        #expect(throws: GameRulesError.languageNotServed(language: "en", checkerLanguages: [])) {
            try GameRules(checker: UnknownWordsChecker(), settings: GameSettings(language: "en"))
        }
        #expect(GameRulesError.languageNotServed(language: "en", checkerLanguages: []).description
                == "the game is in \"en\", but its checker serves no language (no dictionary could be read)")
    }
}
