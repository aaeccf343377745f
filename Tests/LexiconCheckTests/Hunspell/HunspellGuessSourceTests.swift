#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("Hunspell guess sources")
struct HunspellGuessSourceTests {
    func guesses(_ checker: some TextChecker, _ word: String) -> [String] {
        checker.guesses(forWordRange: NSRange(location: 0, length: word.utf16.count), in: word, language: checker.language) ?? []
    }

    @Test(arguments: HunspellChecker.GuessSource.allCases)
    func everySourceOffersAcceptedWordsInTheTypedCase(source: HunspellChecker.GuessSource) throws {
        let checker = try HunspellChecker(language: "en_US", personalDictionary: nil, locator: bundledLocator, guessSource: source)
        #expect(checker.guessSource == source)
        for (typo, intended) in [("recieve", "receive"), ("Recieve", "Receive"), ("wrold", "world"), ("TEH", "THE")] {
            let found = guesses(checker, typo)
            #expect(found.first == intended, "\(source): \(typo) → \(found.prefix(3))")
            #expect(!found.contains(typo))
            #expect(found.count <= 15)
            for guess in found {
                #expect(guess.split(separator: " ").allSatisfy { checker.isCorrect(String($0)) }, "\(source): \(guess)")
            }
        }
        #expect(guesses(checker, "world").isEmpty, "a correct word needs no guesses")
    }

    @Test func mergingAddsHunspellsGuessesTheListCannotReach() throws {
        func checker(_ source: HunspellChecker.GuessSource) throws -> HunspellChecker {
            try HunspellChecker(language: "en_US", personalDictionary: nil, locator: bundledLocator, guessSource: source)
        }
        // Four edits from "restaurateur", and sounding otherwise: beyond the list's reach, within
        // Hunspell's.
        #expect(!guesses(try checker(.rankedList), "restaraunteur").contains("restaurateur"))
        #expect(guesses(try checker(.hunspell), "restaraunteur").contains("restaurateur"))
        #expect(guesses(try checker(.merged), "restaraunteur").contains("restaurateur"))
        // The list's ranking still leads: a doubled letter before Hunspell's order.
        #expect(guesses(try checker(.merged), "acomodate").first == "accommodate")
    }

    @Test func theRankedListIsBesideTheDictionaryOrBundledForEnglish() throws {
        #expect(try bundledHunspell().rankedWordListURL == WordListChecker.bundledWordListURL)

        let directory = try TemporaryDirectory()
        let aff = try directory.write("xx_XX.aff", "SET UTF-8\n")
        let dic = try directory.write("xx_XX.dic", "3\nzebra\nzebras\nzebu\n")
        #expect(try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil).rankedWordListURL == nil,
                "no list for a language without one")
        let list = try directory.write("xx_XX.words", "zebra\n")
        let checker = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil, guessSource: .rankedList)
        #expect(checker.rankedWordListURL == list)
        #expect(guesses(checker, "zebar") == ["zebra"], "only the listed words, \"zebras\" is not")
    }

    /// The list path remembers Hunspell's verdicts on its candidates by word and case: each case
    /// has its own, and a change to the dictionary forgets them.
    @Test func rememberedVerdictsKeepTheirCaseAndFollowTheDictionary() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("xx_XX.aff", "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n")
        let dic = try directory.write("xx_XX.dic", "4\nzebra\nhorse/S\nLondon\nNASA\n")
        _ = try directory.write("xx_XX.words", "zebra\nzebras\nhorse\nhorses\nLondon\nNASA\n")
        let checker = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil, guessSource: .rankedList)
        // "london" is refused, "London" and "LONDON" taken; "NASA" only in capitals: each
        // spelling has a verdict of its own.
        for _ in 0..<2 {
            #expect(guesses(checker, "londn") == ["London"])
            #expect(guesses(checker, "Londn") == ["London"])
            #expect(guesses(checker, "LONDN") == ["LONDON"])
            #expect(guesses(checker, "nsaa") == ["NASA"])
            #expect(guesses(checker, "Nsaa") == ["NASA"])
        }
        // "zebras" is listed but not a word until "zebra" takes the affixes of "horse".
        #expect(guesses(checker, "zebrsa") == ["zebra"])
        #expect(guesses(checker, "ZEBRSA") == ["ZEBRA"])
        checker.addWord("zebra", like: "horse")
        #expect(checker.isCorrect("zebras"))
        #expect(Set(guesses(checker, "zebrsa")) == ["zebra", "zebras"])
        #expect(Set(guesses(checker, "ZEBRSA")) == ["ZEBRA", "ZEBRAS"])
    }

    @Test func completionsFollowLearnedWords() throws {
        let directory = try TemporaryDirectory()
        let checker = try HunspellChecker(language: "en_US", personalDictionary: .at(directory.file("personal.txt")),
                                          locator: bundledLocator)
        func complete(_ prefix: String) -> [String] {
            checker.completions(forPartialWordRange: NSRange(location: 0, length: prefix.utf16.count), in: prefix, language: "en") ?? []
        }
        #expect(!complete("lexc").contains("lexcheck"), "built before learning")
        try checker.learnWord("lexcheck")
        #expect(complete("lexc").contains("lexcheck"))
        #expect(complete("Lexc").contains("Lexcheck"), "in the typed case")
        try checker.unlearnWord("lexcheck")
        #expect(!complete("lexc").contains("lexcheck"))
    }

    @Test func completionsPutTheRankedListsCommonWordsFirst() throws {
        let checker = try bundledHunspell()
        let completions = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "thr", language: "en"))
        #expect(Array(completions.prefix(3)).allSatisfy { ["three", "through", "throw", "threw", "thrown", "threat"].contains($0) },
                "\(completions.prefix(5))")
        #expect(completions.allSatisfy { $0.lowercased().hasPrefix("thr") && checker.isCorrect($0) })
        #expect(Set(completions).count == completions.count)
    }
}
#endif
