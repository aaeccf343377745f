import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// Invariants of the `TextChecker` contract and of the personal dictionary, on random inputs.
@Suite("Checker properties")
struct CheckerPropertyTests {
    /// The checkers the properties run on: the word list, the Swift engine, and libhunspell
    /// where lexcheck has it, all on the bundled English dictionary.
    static func checkers() throws -> [any TextChecker] {
        var checkers: [any TextChecker] = [try bundledWordList()]
        let dictionary = try bundledLocator.dictionary(for: "en_US")
        checkers.append(try DictionaryChecker(affixURL: dictionary.affixURL, dictionaryURL: dictionary.dictionaryURL))
        #if LEXCHECK_HUNSPELL
        checkers.append(try bundledHunspell())
        #endif
        return checkers
    }

    /// Whatever the text, range and start (inside, outside, reversed), a misspelled range is
    /// inside the text and inside the range asked about, holds a word, and starts at or after
    /// the start when the search does not wrap; guesses and completions for any range answer
    /// without trapping.
    @Test func rangesStayInsideTheTextAndTheRange() throws {
        for checker in try Self.checkers() {
            var asked = 0
            let counterexample = forAll(300) { generator -> (text: String, range: NSRange, start: Int, wrap: Bool) in
                let text = RandomText.text(maximumPieces: 16, using: &generator)
                let length = text.utf16.count
                let location = Int.random(in: -2...(length + 2), using: &generator)
                let range = NSRange(location: max(0, location), length: Int.random(in: 0...(length + 3), using: &generator))
                return (text, range, Int.random(in: -3...(length + 3), using: &generator), Bool.random(using: &generator))
            } _: { input in
                let found = checker.rangeOfMisspelledWord(in: input.text, range: input.range, startingAt: input.start,
                                                          wrap: input.wrap, language: "en_US")
                // Guesses cost milliseconds a word in a debug build: for one input in ten.
                asked += 1
                if asked % 10 == 0 {
                    _ = checker.guesses(forWordRange: input.range, in: input.text, language: "en_US")
                    _ = checker.completions(forPartialWordRange: input.range, in: input.text, language: "en_US")
                }
                guard found.location != NSNotFound else { return found.length == 0 }
                let length = input.text.utf16.count
                let lower = min(input.range.location, length), upper = min(input.range.location + input.range.length, length)
                let start = min(max(input.start, lower), upper)
                return found.length > 0 && found.location >= lower && found.location + found.length <= upper
                    && (input.wrap || found.location >= start)
            }
            #expect(counterexample == nil, "\(type(of: checker)): \(String(describing: counterexample))")
        }
    }

    /// Learning a word and unlearning it leaves the file byte for byte as it was: its other
    /// words, comments, blank lines and line ends.
    @Test func learningThenUnlearningLeavesTheFileAsItWas() throws {
        let directory = try TemporaryDirectory()
        let counterexample = try forAll(150) { generator -> (file: String, word: String) in
            let end = Bool.random(using: &generator) ? "\r\n" : "\n"
            let lines = (0..<Int.random(in: 0...8, using: &generator)).map { _ -> String in
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: "# a comment"
                case 1: ""
                default: ["colour", "Straße", "naïve", "lexcheck", "ĳs", "çà"].randomElement(using: &generator) ?? ""
                }
            }
            let word = ["zorblax", "Quux", "naïveté", "ŋ", "wörd"].randomElement(using: &generator) ?? "zorblax"
            return (lines.map { $0 + end }.joined(), word)
        } _: { input in
            let url = directory.url.appending(path: "\(UUID()).txt")
            try Data(input.file.utf8).write(to: url)
            let personal = PersonalDictionary(url: url)
            try personal.learn(input.word)
            _ = try personal.unlearn(input.word)
            return try Data(contentsOf: url) == Data(input.file.utf8)
        }
        #expect(counterexample == nil, "\(String(describing: counterexample))")
    }
}
