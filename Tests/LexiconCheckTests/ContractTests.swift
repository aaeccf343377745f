import Foundation
import Testing
@testable import LexiconCheck

/// The UITextChecker contract, against the real libhunspell and the bundled en_US dictionary,
/// and against the word-list checker where the behaviour is the backend's business too.
@Suite("TextChecker contract")
struct ContractTests {
    let checker: HunspellChecker

    init() throws {
        checker = try bundledHunspell()
    }

    func find(_ text: String, _ range: NSRange? = nil, from start: Int = 0, wrap: Bool = false,
              language: String = "en_US") -> NSRange {
        checker.rangeOfMisspelledWord(in: text, range: range ?? NSRange(location: 0, length: text.utf16.count),
                                      startingAt: start, wrap: wrap, language: language)
    }

    @Test func findsTheFirstMisspelledWord() {
        #expect(find("The quick brwon fox jmups") == NSRange(location: 10, length: 5))
    }

    @Test func nothingFoundIsNSNotFoundWithLengthZero() {
        let none = find("The quick brown fox")
        #expect(none.location == NSNotFound && none.length == 0)
        #expect(NSNotFound == Int.max)
        #expect(find("") == .notFound)
        #expect(find("brwon", NSRange(location: 2, length: 0)) == .notFound)
    }

    @Test func startingAtSkipsWordsBeforeItAndWrapComesBack() {
        let text = "brwon fox jmups over"
        #expect(find(text, from: 6) == NSRange(location: 10, length: 5))
        #expect(find(text, from: 15) == .notFound)
        #expect(find(text, from: 15, wrap: true) == NSRange(location: 0, length: 5))
    }

    @Test func aWordStraddlingStartingAtBelongsToTheWrappedPart() {
        let text = "fox brwon dog"
        // 6 is inside "brwon" (4..<9): not found going forward, found after wrapping.
        #expect(find(text, from: 6) == .notFound)
        #expect(find(text, from: 6, wrap: true) == NSRange(location: 4, length: 5))
    }

    @Test func wrapStopsAtStartingAtAndRespectsTheRange() {
        let text = "aaxq fine bbxq fine ccxq"
        let range = NSRange(location: 5, length: 14)  // "fine bbxq fine"
        #expect(find(text, range, from: 15) == .notFound)
        #expect(find(text, range, from: 15, wrap: true) == NSRange(location: 10, length: 4))
        #expect(find(text, range, from: 0) == NSRange(location: 10, length: 4), "startingAt before the range moves to its start")
    }

    @Test func rangesReachingOutsideTheStringAreClamped() {
        let text = "fine brwon"
        #expect(find(text, NSRange(location: 0, length: 1000)) == NSRange(location: 5, length: 5))
        #expect(find(text, NSRange(location: -5, length: 100)) == NSRange(location: 5, length: 5))
        #expect(find(text, NSRange(location: 50, length: 10)) == .notFound)
        #expect(find(text, NSRange(location: NSNotFound, length: 10)) == .notFound)
        #expect(find(text, NSRange(location: 3, length: Int.max)) == NSRange(location: 5, length: 5))
        #expect(find(text, from: -10) == NSRange(location: 5, length: 5))
        #expect(find(text, from: Int.max, wrap: true) == NSRange(location: 5, length: 5))
    }

    @Test func aRangeCuttingAWordChecksOnlyThePartInside() {
        // "brwon" cut to "brw" is still misspelled; "brown" cut to "bro" is not a word either.
        #expect(find("fine brwon", NSRange(location: 5, length: 3)) == NSRange(location: 5, length: 3))
    }

    @Test func loopingFromTheEndOfEachHitVisitsEveryMisspelledWordOnce() throws {
        let text = "Teh brwon fox, teh lazzy dgo; the end. Teh."
        let looped = misspelledWordsByContractLoop(checker, in: text)
        #expect(looped == ["Teh", "brwon", "teh", "lazzy", "dgo", "Teh"])
        #expect(looped == checker.misspelledRanges(in: text).map { String(text[$0]) })
    }

    @Test func wrapLoopVisitsEveryWordOnceFromAnyStart() {
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

    @Test func utf16RangesAroundEmojiCombiningMarksAndCJK() {
        let emoji = "😀 fine 👍🏽 brwon"
        #expect(find(emoji) == NSRange(location: (emoji as NSString).range(of: "brwon").location, length: 5))
        // "café" in decomposed form is 5 UTF-16 units; en_US has no "café", like hunspell -l says.
        let combining = "cafe\u{301} teh"
        #expect(find(combining) == NSRange(location: 0, length: 5))
        #expect(find(combining, from: 5) == NSRange(location: 6, length: 3))
        let cjk = "日本語 and brwon 中文"
        let expected = (cjk as NSString).range(of: "brwon")
        #expect(find(cjk) == expected)
        #expect(find("中文 fine") == .notFound, "ideographs are not spellchecked")
    }

    @Test func guessesRankTheIntendedWordAndAreEmptyNotNilWhenNone() throws {
        let text = "I recieve it"
        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 2, length: 7), in: text, language: "en"))
        #expect(guesses.first == "receive")
        #expect(!guesses.contains("recieve"))
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 0), in: text, language: "en") == [])
        let nonsense = checker.guesses(forWordRange: NSRange(location: 0, length: 12), in: "qqqqxxxxzzzz", language: "en")
        #expect(nonsense == [])
    }

    @Test func guessesKeepTheCaseOfTheWord() throws {
        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "Recieve", language: "en"))
        #expect(guesses.first == "Receive")
    }

    @Test func completionsStartWithThePrefixAndAreRealWords() throws {
        let completions = try #require(checker.completions(forPartialWordRange: NSRange(location: 4, length: 5), in: "the lighth", language: "en"))
        #expect(completions.contains("lighthouse"))
        #expect(completions.allSatisfy { $0.lowercased().hasPrefix("light") && checker.isCorrect($0) })
        #expect(!completions.contains("light"))
        let capitalised = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 6), in: "Lighth", language: "en"))
        #expect(capitalised.contains("Lighthouse"))
    }

    @Test func longWordsHaveADefinedAnswer() {
        let long = String(repeating: "a", count: 400)
        #expect(!checker.isCorrect(long))
        #expect(find("fine \(long)") == NSRange(location: 5, length: 400))
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 400), in: long, language: "en") == [])
    }

    @Test func nulAndEmptyWordsAreNeverCorrect() {
        #expect(!checker.isCorrect(""))
        #expect(!checker.isCorrect("the\0xyz"), "a NUL must not cut the word short for libhunspell")
        #expect(find("fine\0brwon") == NSRange(location: 5, length: 5))
    }

    @Test func sameAnswersFromTheWordListBackend() throws {
        let words = try bundledWordList()
        let text = "Teh brwon fox, teh lazzy dgo; the end."
        #expect(misspelledWordsByContractLoop(words, in: text) == ["Teh", "brwon", "teh", "lazzy", "dgo"])
        #expect(words.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 1000), startingAt: 30,
                                            wrap: true, language: "en") == NSRange(location: 0, length: 3))
    }
}
