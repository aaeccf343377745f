import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("Composite checkers")
struct CompositeCheckerTests {
    static func list(_ words: [String], _ language: String) throws -> WordListChecker {
        try WordListChecker(words: words, language: language, personalDictionary: nil)
    }

    @Test func anyOrEveryMemberDecides() throws {
        let american = try Self.list(["color", "the", "flavor", "word"], "en_US")
        let british = try Self.list(["colour", "the", "flavour", "word"], "en_GB")
        let any = try CompositeChecker([american, british])
        #expect(any.isCorrect("color") && any.isCorrect("colour") && any.isCorrect("Colour") && !any.isCorrect("colr"))
        let every = try CompositeChecker([american, british], requiring: .everyMember)
        #expect(every.isCorrect("the") && !every.isCorrect("color") && !every.isCorrect("colour"))
        #expect(any.availableLanguages == ["en_US", "en_GB"] && any.language == "en_US")
        let text = "the colr word the colour"
        #expect(any.misspelledRanges(in: text).map { String(text[$0]) } == ["colr"])
    }

    /// Changes go to the first member's personal dictionary in one write; a word unlearned
    /// leaves every member's, so no member keeps accepting it.
    @Test func personalDictionaryChangesReachTheFirstMemberAndUnlearningReachesAll() throws {
        let directory = try TemporaryDirectory()
        let firstFile = directory.file("first.txt"), secondFile = directory.file("second.txt")
        try Data("zorblax\n".utf8).write(to: secondFile)
        let first = try WordListChecker(words: ["the"], language: "en_US", personalDictionary: PersonalDictionary(url: firstFile))
        let second = try WordListChecker(words: ["the"], language: "en_GB", personalDictionary: PersonalDictionary(url: secondFile))
        let composite = try CompositeChecker([first, second])
        let refused = try composite.updatePersonalDictionary([.learn("quux"), .learn("two words"), .unlearn("zorblax")])
        #expect(refused.map(\.change) == [.learn("two words")])
        #expect(try String(contentsOf: firstFile, encoding: .utf8) == "quux\n")
        #expect(try String(contentsOf: secondFile, encoding: .utf8).isEmpty)
        #expect(composite.isCorrect("quux") && !composite.isCorrect("zorblax"))
    }

    /// Words changed at run time reach every member that can change its words (a word added to
    /// one only would still be refused where every member must accept it); a composite of fixed
    /// members is not editable.
    @Test func wordsChangedAtRunTimeReachEveryMember() throws {
        let american = try Self.list(["the", "teeth"], "en_US")
        let british = try Self.list(["the", "teeth"], "en_GB")
        let every = try CompositeChecker([american, british], requiring: .everyMember)
        let editable = try #require(every.editable)
        editable.addWord("zorblax")
        #expect(every.isCorrect("zorblax") && american.isCorrect("zorblax") && british.isCorrect("zorblax"))
        editable.forbidWord("teeth")
        #expect(!every.isCorrect("teeth") && !american.isCorrect("teeth") && !british.isCorrect("teeth"))
        editable.addWord("gnu", like: "teeth")
        #expect(every.isCorrect("gnu"))

        let fixed = try CompositeChecker([UnknownWordsChecker()])
        #expect(fixed.editable == nil && fixed.morphology == nil)
        let mixed = try CompositeChecker([american, UnknownWordsChecker()])
        mixed.editable?.addWord("quux")
        #expect(mixed.editable != nil && mixed.isCorrect("quux"))
    }

    /// A dictionary's checker lists its own words; a composite lists none (its members' words
    /// differ, and a game on it takes its words from elsewhere), even of one dictionary.
    @Test func onlyADictionarysCheckerListsItsWords() throws {
        let files = try bundledLocator.dictionary(for: "en_US")
        let dictionary = try DictionaryChecker(affixURL: files.affixURL, dictionaryURL: files.dictionaryURL)
        #expect(dictionary.wordFormSource === dictionary)
        #expect(try CompositeChecker([dictionary]).wordFormSource == nil)
    }

    @Test func guessesAndCompletionsMergeByRankWithoutRepeats() throws {
        let first = try Self.list(["flavor", "flavors", "favor"], "en")
        let second = try Self.list(["flavour", "flavor", "flavours"], "en")
        let composite = try CompositeChecker([first, second])
        let guesses = try #require(composite.guesses(forWordRange: NSRange(location: 0, length: 6), in: "flavr", language: "en"))
        let firstOwn = try #require(first.guesses(forWordRange: NSRange(location: 0, length: 5), in: "flavr", language: "en"))
        let secondOwn = try #require(second.guesses(forWordRange: NSRange(location: 0, length: 5), in: "flavr", language: "en"))
        #expect(guesses.first == firstOwn.first, "each member's best first, the first member's before the second's")
        #expect(Set(guesses) == Set(firstOwn + secondOwn) && guesses.count == Set(guesses).count)
        let completions = try #require(composite.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "flav", language: "en"))
        #expect(Set(completions) == ["flavor", "flavors", "flavour", "flavours"] && completions.count == 4)
    }

    @Test func aLanguageNoMemberServesFailsClosed() throws {
        let composite = try CompositeChecker([Self.list(["word"], "en"), Self.list(["mot"], "fr")])
        // Its own language (the first member's) asks every member, each in its own language;
        // another language asks the members that serve it.
        #expect(composite.isCorrect("mot", language: "en") && composite.isCorrect("mot"))
        #expect(composite.isCorrect("mot", language: "fr") && !composite.isCorrect("mot", language: "en_GB"))
        #expect(composite.isCorrect("word", language: "en_GB") && !composite.isCorrect("word", language: "fr"))
        #expect(!composite.isCorrect("word", language: "de") && composite.guesses(forWordRange: NSRange(location: 0, length: 4), in: "wrod", language: "de") == nil)
        #expect(throws: LexiconError.noCheckers) { try CompositeChecker([]) }
        #expect(LexiconError.noCheckers.description == "a composite checker needs at least one checker")
    }

    #if LEXCHECK_HUNSPELL
    @Test func aHunspellDictionaryWithAListOfNames() throws {
        let names = try Self.list(["Zorblax", "Quibbit"], "en")
        let composite = try CompositeChecker([bundledHunspell(), names])
        #expect(composite.isCorrect("palettes") && composite.isCorrect("Zorblax") && !composite.isCorrect("Zorblx"))
        let guesses = try #require(composite.guesses(forWordRange: NSRange(location: 0, length: 6), in: "Zorblx", language: "en_US"))
        #expect(guesses.contains("Zorblax"))
    }
    #endif
}
