import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// Checkers are Sendable: many tasks use one checker at once, every part of it (verdicts,
/// lazily built guess and completion indexes, ignored and learned words). Under
/// ThreadSanitizer (scripts/test) this suite is where a data race would show.
@Suite("Concurrency")
struct ConcurrencyTests {
    /// Small dictionaries, so that building the indexes takes no time even under the sanitizer.
    static let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "light", "lighthouse",
                        "lightning", "lights", "quickly", "foxes", "dogs", "brownie", "jumped", "lazily"]

    func checker(_ backend: Backend, in directory: borrowing TemporaryDirectory) throws -> any TextChecker {
        let personal = PersonalDictionary(url: directory.file("personal.txt"))
        let list = try directory.write("small.words", Self.words.joined(separator: "\n") + "\n")
        switch backend {
        case .wordList:
            return try WordListChecker(contentsOf: list, language: "en_US", personalDictionary: personal)
        #if LEXCHECK_HUNSPELL
        case .hunspell:
            let aff = try directory.write("small.aff", "SET UTF-8\nTRY esianrtolcdugmphbyfvkwz\n")
            let dic = try directory.write("small.dic", "\(Self.words.count)\n" + Self.words.joined(separator: "\n") + "\n")
            return try HunspellChecker(affixURL: aff, dictionaryURL: dic, language: "en_US", personalDictionary: personal,
                                       rankedWordListURL: list)
        #endif
        }
    }

    @Test(arguments: Backend.allCases)
    func oneCheckerServesManyTasksAtOnce(_ backend: Backend) async throws {
        let directory = try TemporaryDirectory()
        let checker = try checker(backend, in: directory)
        let text = "Teh quick brwon fox jmups over the lazzy dog"
        let expected = checker.misspelledRanges(in: text).count
        #expect(expected == 4, "Teh, brwon, jmups, lazzy")
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var consistent = true
                    for round in 0..<6 {
                        consistent = consistent && checker.misspelledRanges(in: text).count == expected
                        _ = checker.guesses(forWordRange: NSRange(location: 10, length: 5), in: text, language: "en_US")
                        _ = checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "lig", language: "en_US")
                        checker.ignoreWord("zq\(task)x\(round)")
                        _ = checker.ignoredWords
                        if round == 0 { try? checker.learnWord("learned\(task)") }
                        #if LEXCHECK_HUNSPELL
                        // A dictionary change while others guess: remembered verdicts are dropped.
                        if round == 3, let hunspell = checker as? HunspellChecker { hunspell.addWord("added\(task)") }
                        #endif
                        _ = checker.hasLearnedWord("learned\(task)")
                    }
                    return consistent
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
        #expect((0..<8).allSatisfy { checker.isCorrect("learned\($0)") && checker.isCorrect("zq\($0)x5") })
        #if LEXCHECK_HUNSPELL
        if checker is HunspellChecker { #expect((0..<8).allSatisfy { checker.isCorrect("added\($0)") }) }
        #endif
    }
}
