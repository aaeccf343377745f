import Foundation
import Testing
@testable import LexiconCheck

/// The UITextChecker contract, on every backend: the bundled English word list, and the real
/// libhunspell with the bundled en_US dictionary where Hunspell is built.
@Suite("TextChecker contract")
struct ContractTests {
    /// One checker per backend, loaded once for the suite.
    static let checkers: [Backend: any TextChecker] = Dictionary(uniqueKeysWithValues: Backend.allCases.compactMap { backend in
        (try? backend.checker()).map { (backend, $0) }
    })

    func checker(_ backend: Backend) throws -> any TextChecker {
        try #require(Self.checkers[backend], "the \(backend) checker loads")
    }

    @Test(arguments: Backend.allCases)
    func findsTheFirstMisspelledWord(_ backend: Backend) throws {
        let checker = try checker(backend)
        #expect(checker.find("The quick brwon fox jmups") == NSRange(location: 10, length: 5))
    }

    @Test(arguments: Backend.allCases)
    func nothingFoundIsNSNotFoundWithLengthZero(_ backend: Backend) throws {
        let checker = try checker(backend)
        let none = checker.find("The quick brown fox")
        #expect(none.location == NSNotFound && none.length == 0)
        #expect(NSNotFound == Int.max)
        #expect(checker.find("") == .notFound)
        #expect(checker.find("brwon", NSRange(location: 2, length: 0)) == .notFound)
    }

    @Test(arguments: Backend.allCases)
    func startingAtSkipsWordsBeforeItAndWrapComesBack(_ backend: Backend) throws {
        let checker = try checker(backend)
        let text = "brwon fox jmups over"
        #expect(checker.find(text, from: 6) == NSRange(location: 10, length: 5))
        #expect(checker.find(text, from: 15) == .notFound)
        #expect(checker.find(text, from: 15, wrap: true) == NSRange(location: 0, length: 5))
    }

    @Test(arguments: Backend.allCases)
    func aWordStraddlingStartingAtBelongsToTheWrappedPart(_ backend: Backend) throws {
        let checker = try checker(backend)
        let text = "fox brwon dog"
        // 6 is inside "brwon" (4..<9): not found going forward, found after wrapping.
        #expect(checker.find(text, from: 6) == .notFound)
        #expect(checker.find(text, from: 6, wrap: true) == NSRange(location: 4, length: 5))
    }

    @Test(arguments: Backend.allCases)
    func wrapStopsAtStartingAtAndRespectsTheRange(_ backend: Backend) throws {
        let checker = try checker(backend)
        let text = "aaxq fine bbxq fine ccxq"
        let range = NSRange(location: 5, length: 14)  // "fine bbxq fine"
        #expect(checker.find(text, range, from: 15) == .notFound)
        #expect(checker.find(text, range, from: 15, wrap: true) == NSRange(location: 10, length: 4))
        #expect(checker.find(text, range, from: 0) == NSRange(location: 10, length: 4), "startingAt before the range moves to its start")
    }

    @Test(arguments: Backend.allCases)
    func rangesReachingOutsideTheStringAreClamped(_ backend: Backend) throws {
        let checker = try checker(backend)
        let text = "fine brwon"
        #expect(checker.find(text, NSRange(location: 0, length: 1000)) == NSRange(location: 5, length: 5))
        #expect(checker.find(text, NSRange(location: -5, length: 100)) == NSRange(location: 5, length: 5))
        #expect(checker.find(text, NSRange(location: 50, length: 10)) == .notFound)
        #expect(checker.find(text, NSRange(location: NSNotFound, length: 10)) == .notFound)
        #expect(checker.find(text, NSRange(location: 3, length: Int.max)) == NSRange(location: 5, length: 5))
        #expect(checker.find(text, from: -10) == NSRange(location: 5, length: 5))
        #expect(checker.find(text, from: Int.max, wrap: true) == NSRange(location: 5, length: 5))
    }

    @Test(arguments: Backend.allCases)
    func aRangeCuttingAWordChecksOnlyThePartInside(_ backend: Backend) throws {
        let checker = try checker(backend)
        // "brwon" cut to "brw" is still misspelled; "brown" cut to "bro" is not a word either.
        #expect(checker.find("fine brwon", NSRange(location: 5, length: 3)) == NSRange(location: 5, length: 3))
    }

    @Test(arguments: Backend.allCases)
    func loopingFromTheEndOfEachHitVisitsEveryMisspelledWordOnce(_ backend: Backend) throws {
        let checker = try checker(backend)
        let text = "Teh brwon fox, teh lazzy dgo; the end. Teh."
        let looped = misspelledWordsByContractLoop(checker, in: text)
        #expect(looped == ["Teh", "brwon", "teh", "lazzy", "dgo", "Teh"])
        #expect(looped == checker.misspelledRanges(in: text).map { String(text[$0]) })
    }

    @Test(arguments: Backend.allCases)
    func wrapLoopVisitsEveryWordOnceFromAnyStart(_ backend: Backend) throws {
        let checker = try checker(backend)
        let text = "one brwon two lazzy three dgo four"
        let expected: Set = ["brwon", "lazzy", "dgo"]
        for start in 0...text.utf16.count {
            var seen: [String] = []
            var position = start
            var remaining = NSRange(location: 0, length: text.utf16.count)
            // Apple's pattern: search with wrap, stop when the search comes back to a word seen.
            for _ in 0..<10 {
                let found = checker.rangeOfMisspelledWord(in: text, range: remaining, startingAt: position,
                                                          wrap: true, language: "en")
                guard found.location != NSNotFound else { break }
                let word = (text as NSString).substring(with: found)
                if seen.contains(word) { break }
                seen.append(word)
                position = found.location + found.length
                remaining = NSRange(location: 0, length: text.utf16.count)
            }
            #expect(Set(seen) == expected, "start \(start)")
            #expect(seen.count == 3, "start \(start)")
        }
    }

    @Test(arguments: Backend.allCases)
    func utf16RangesAroundEmojiCombiningMarksAndCJK(_ backend: Backend) throws {
        let checker = try checker(backend)
        let emoji = "😀 fine 👍🏽 brwon"
        #expect(checker.find(emoji) == NSRange(location: (emoji as NSString).range(of: "brwon").location, length: 5))
        // "bréwn" with a combining accent is 6 UTF-16 units, misspelled in every backend.
        let combining = "bre\u{301}wn teh"
        #expect(checker.find(combining) == NSRange(location: 0, length: 6))
        #expect(checker.find(combining, from: 6) == NSRange(location: 7, length: 3))
        if backend == .wordList {
            // A word list compares words in form C; Hunspell judges them as written, as the tool does.
            #expect(checker.isCorrect("Atatu\u{308}rk") && checker.isCorrect("Atat\u{FC}rk"), "words are compared in form C")
        }
        let cjk = "日本語 and brwon 中文"
        let expected = (cjk as NSString).range(of: "brwon")
        #expect(checker.find(cjk) == expected)
        #expect(checker.find("中文 fine") == .notFound, "ideographs are not spellchecked")
    }

    @Test(arguments: Backend.allCases)
    func guessesRankTheIntendedWordAndAreEmptyNotNilWhenNone(_ backend: Backend) throws {
        let checker = try checker(backend)
        let text = "I recieve it"
        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 2, length: 7), in: text, language: "en"))
        #expect(guesses.first == "receive")
        #expect(!guesses.contains("recieve"))
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 0), in: text, language: "en") == [])
        let nonsense = checker.guesses(forWordRange: NSRange(location: 0, length: 12), in: "qqqqxxxxzzzz", language: "en")
        #expect(nonsense == [])
    }

    @Test(arguments: Backend.allCases)
    func guessesKeepTheCaseOfTheWord(_ backend: Backend) throws {
        let checker = try checker(backend)
        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "Recieve", language: "en"))
        #expect(guesses.first == "Receive")
    }

    @Test(arguments: Backend.allCases)
    func completionsStartWithThePrefixAndAreRealWords(_ backend: Backend) throws {
        let checker = try checker(backend)
        let completions = try #require(checker.completions(forPartialWordRange: NSRange(location: 4, length: 5), in: "the lighth", language: "en"))
        #expect(completions.contains("lighthouse"))
        #expect(completions.allSatisfy { $0.lowercased().hasPrefix("light") && checker.isCorrect($0) })
        #expect(!completions.contains("light"))
        let capitalised = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 6), in: "Lighth", language: "en"))
        #expect(capitalised.contains("Lighthouse"))
    }

    @Test(arguments: Backend.allCases)
    func longWordsHaveADefinedAnswer(_ backend: Backend) throws {
        let checker = try checker(backend)
        let long = String(repeating: "a", count: 400)
        #expect(!checker.isCorrect(long))
        #expect(checker.find("fine \(long)") == NSRange(location: 5, length: 400))
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 400), in: long, language: "en") == [])
    }

    @Test(arguments: Backend.allCases)
    func nulAndEmptyWordsAreNeverCorrect(_ backend: Backend) throws {
        let checker = try checker(backend)
        #expect(!checker.isCorrect(""))
        #expect(!checker.isCorrect("the\0xyz"), "a NUL must not cut the word short for libhunspell")
        #expect(checker.find("fine\0brwon") == NSRange(location: 5, length: 5))
    }
}

private extension TextChecker {
    /// The first misspelled word of `text` in US English, searched as UIKit apps do.
    func find(_ text: String, _ range: NSRange? = nil, from start: Int = 0, wrap: Bool = false) -> NSRange {
        rangeOfMisspelledWord(in: text, range: range ?? NSRange(location: 0, length: text.utf16.count),
                              startingAt: start, wrap: wrap, language: "en_US")
    }
}
