import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// Words added or removed for a checker's lifetime, without a file.
@Suite("Words added at run time")
struct RuntimeWordsTests {
    @Test(arguments: Backend.allCases)
    func addedWordsAreAcceptedGuessedAndCompletedRemovedOnesRefused(_ backend: Backend) throws {
        let checker = try backend.checker()
        let other = try backend.checker()
        #expect(!checker.isCorrect("Zorblax"))
        try addWord("Zorblax", to: checker)
        #expect(checker.isCorrect("Zorblax") && checker.isCorrect("ZORBLAX") && !checker.isCorrect("zorblax"))
        #expect(!other.isCorrect("Zorblax"), "another checker does not have it")
        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 6), in: "Zorblx", language: "en_US"))
        #expect(guesses.first == "Zorblax")
        let completions = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "Zorb", language: "en_US"))
        #expect(completions.contains("Zorblax"))

        #expect(checker.isCorrect("palette"))
        try removeWord("palette", from: checker)
        #expect(!checker.isCorrect("palette") && !checker.isCorrect("Palette") && !checker.isCorrect("PALETTE"))
        let near = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 6), in: "palete", language: "en_US"))
        #expect(!near.contains { $0.lowercased() == "palette" })
        #expect(other.isCorrect("palette"))
        try addWord("palette", to: checker)
        #expect(checker.isCorrect("palette"), "the later call wins")
    }

    func addWord(_ word: String, to checker: any TextChecker) throws {
        switch checker {
        case let list as WordListChecker: list.addWord(word)
        #if LEXCHECK_HUNSPELL
        case let hunspell as HunspellChecker: hunspell.addWord(word)
        #endif
        default: Issue.record("no addWord for \(checker)")
        }
    }

    func removeWord(_ word: String, from checker: any TextChecker) throws {
        switch checker {
        case let list as WordListChecker: list.removeWord(word)
        #if LEXCHECK_HUNSPELL
        case let hunspell as HunspellChecker: hunspell.removeWord(word)
        #endif
        default: Issue.record("no removeWord for \(checker)")
        }
    }

    #if LEXCHECK_HUNSPELL
    /// Every Hunspell handle gets the words, those loaded after the change too, while many
    /// tasks check at once; affixes come from a model word.
    @Test func everyHandleHasTheWordsEvenOnesLoadedLater() async throws {
        let checker = try HunspellChecker(language: "en_US", personalDictionary: nil, locator: bundledLocator, maximumHandles: 4)
        checker.addWord("Zorblax", like: "box")
        checker.addWord("flurbo")
        checker.removeWord("teeth")
        #expect(checker.isCorrect("Zorblaxes") && checker.isCorrect("Zorblax"))
        let answers = await withTaskGroup(of: [Bool].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<200).map { round in
                        // Distinct words, so the shared verdict cache cannot answer for a handle.
                        checker.isCorrect("Zorblaxes") && checker.isCorrect("flurbo") && !checker.isCorrect("teeth")
                            && checker.isCorrect(round % 2 == task % 2 ? "palettes" : "lighthouse")
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0 += $1 }
        }
        #expect(answers.count == 1_600 && answers.allSatisfy { $0 })
        // Straight to the handles, past the verdict cache: each one knows the words.
        let perHandle = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<50).allSatisfy { _ in checker.stems(of: "Zorblaxes") == ["Zorblax"] }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(perHandle.allSatisfy { $0 })
    }
    #endif
}
