import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// `LexiconTextChecker`: code written for UIKit's `UITextChecker` compiles and runs with only
/// the type's name changed. Serialized: the class-level personal dictionary is shared.
@Suite("UIKit-style checker", .serialized)
struct UIKitPortTests {
    /// The English checker behind the UIKit-style one, to compare with.
    static func native() throws -> any TextChecker {
        #if LEXCHECK_HUNSPELL
        return try HunspellChecker(language: "en", personalDictionary: nil)
        #else
        return try WordListChecker(contentsOf: try #require(WordListChecker.bundledWordListURL), language: "en_US",
                                   personalDictionary: nil)
        #endif
    }

    @Test func uikitCodeCompilesWithTheTypeRenamed() throws {
        let scratch = try TemporaryDirectory()
        LexiconTextChecker.personalDictionary = .at(scratch.file("learned.txt"))
        defer { LexiconTextChecker.personalDictionary = .userDefault }

        // Written for UIKit; only `UITextChecker` is renamed.
        let checker = LexiconTextChecker()
        func isReal(word: String) -> Bool {
            let range = NSRange(location: 0, length: word.utf16.count)
            let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
            return misspelledRange.location == NSNotFound
        }
        let typo = "The brwon fox"
        let typoRange = checker.rangeOfMisspelledWord(in: typo, range: NSRange(location: 0, length: typo.utf16.count),
                                                      startingAt: 0, wrap: true, language: "en")
        let guesses = checker.guesses(forWordRange: typoRange, in: typo, language: "en") ?? []
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "pal", language: "en") ?? []
        if !LexiconTextChecker.hasLearnedWord("tlep") { LexiconTextChecker.learnWord("tlep") }
        checker.ignoreWord("zorblax")
        let ignored = checker.ignoredWords ?? []
        let languages = LexiconTextChecker.availableLanguages

        // The same answers as the Swift-native checker's.
        let native = try Self.native()
        #expect(isReal(word: "palettes") && !isReal(word: "sleeplesss"))
        #expect(typoRange == native.rangeOfMisspelledWord(in: typo, range: NSRange(location: 0, length: typo.utf16.count),
                                                         startingAt: 0, wrap: true, language: "en"))
        #expect(typoRange == NSRange(location: 4, length: 5))
        #expect(guesses == native.guesses(forWordRange: typoRange, in: typo, language: "en") && guesses.first == "brown")
        #expect(completions == native.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "pal", language: "en"))
        #expect(!completions.isEmpty)
        #expect(isReal(word: "tlep") && isReal(word: "zorblax") && ignored == ["zorblax"])
        #expect(languages.contains { LanguageTag($0)?.language == "en" })
    }

    @Test func learningIsClassLevelAndIgnoringIsPerInstance() throws {
        let scratch = try TemporaryDirectory()
        LexiconTextChecker.personalDictionary = .at(scratch.file("learned.txt"))
        defer { LexiconTextChecker.personalDictionary = .userDefault }
        let first = LexiconTextChecker()
        let second = LexiconTextChecker()
        let word = "qwzzle"
        let whole = NSRange(location: 0, length: word.utf16.count)
        #expect(first.rangeOfMisspelledWord(in: word, range: whole, startingAt: 0, wrap: false, language: "en") == whole)

        LexiconTextChecker.learnWord(word)
        #expect(LexiconTextChecker.hasLearnedWord(word))
        #expect(try String(contentsOf: scratch.file("learned.txt"), encoding: .utf8).contains(word))
        for checker in [first, second] {
            #expect(checker.rangeOfMisspelledWord(in: word, range: whole, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        }
        LexiconTextChecker.unlearnWord(word)
        #expect(!LexiconTextChecker.hasLearnedWord(word))
        #expect(second.rangeOfMisspelledWord(in: word, range: whole, startingAt: 0, wrap: false, language: "en") == whole)

        // Ignoring belongs to one checker, in every language it is asked about.
        #expect(first.ignoredWords == nil)
        first.ignoreWord(word)
        #expect(first.ignoredWords == [word] && second.ignoredWords == nil)
        #expect(first.rangeOfMisspelledWord(in: word, range: whole, startingAt: 0, wrap: false, language: "en_US").location == NSNotFound)
        #expect(second.rangeOfMisspelledWord(in: word, range: whole, startingAt: 0, wrap: false, language: "en") == whole)
        first.ignoredWords = nil
        #expect(first.ignoredWords == nil)
        #expect(first.rangeOfMisspelledWord(in: word, range: whole, startingAt: 0, wrap: false, language: "en") == whole)

        // Without a personal dictionary nothing is learned.
        LexiconTextChecker.personalDictionary = nil
        LexiconTextChecker.learnWord(word)
        #expect(!LexiconTextChecker.hasLearnedWord(word))
        #expect(LexiconTextChecker().rangeOfMisspelledWord(in: word, range: whole, startingAt: 0, wrap: false, language: "en") == whole)
    }

    @Test func aLanguageWithoutADictionaryFailsClosed() {
        let checker = LexiconTextChecker()
        let text = "bonjour le monde"
        let range = NSRange(location: 0, length: text.utf16.count)
        checker.ignoreWord("bonjour")
        #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "xx")
                == NSRange(location: 0, length: 7))
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: text, language: "xx") == nil)
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: text, language: "xx") == nil)
        #expect(!LexiconTextChecker.availableLanguages.contains("xx"))
    }

    @Test func aGivenCheckerAnswersForItsLanguagesOnly() throws {
        let list = try WordListChecker(words: ["bonjour", "le", "monde"], language: "fr", personalDictionary: nil)
        let checker = LexiconTextChecker(checker: list)
        let text = "bonjour le mnde"
        let range = NSRange(location: 0, length: text.utf16.count)
        #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "fr_FR")
                == NSRange(location: 11, length: 4))
        #expect(checker.guesses(forWordRange: NSRange(location: 11, length: 4), in: text, language: "fr")?.first == "monde")
        #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en")
                == NSRange(location: 0, length: 7))
    }
}

