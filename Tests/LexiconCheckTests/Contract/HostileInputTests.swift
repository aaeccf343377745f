import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// Input no real text has, on every backend: it gets an answer at once, never a hang, a crash
/// or a guess the checker itself would reject.
@Suite("Hostile input")
struct HostileInputTests {
    /// 400 KB of combining marks: normalising such a run costs time quadratic in its length
    /// (minutes), so a word like this is misspelled before it is normalised.
    // The limit catches a hang, not slowness: the runner starts tests long before a thread is
    // free for them (library tests hold both of this machine's threads for minutes), so a
    // limit shorter than the whole run fails tests that did nothing wrong.
    @Test(.timeLimit(.minutes(30)), arguments: Backend.allCases)
    func aLongRunOfCombiningMarksIsAnsweredAtOnce(_ backend: Backend) throws {
        let checker = try backend.checker()
        let marks = String(repeating: "\u{301}", count: 200_000)
        let text = "fine a" + marks + " brwon"
        let found = checker.misspelledRanges(in: text).map { String(text[$0]) }
        #expect(found == ["a" + marks, "brwon"])
        #expect(!checker.isCorrect(marks) && !checker.isCorrect("e" + marks))
        #expect(checker.guesses(forWordRange: NSRange(location: 5, length: 200_001), in: text, language: "en") == [])
    }

    /// A 300,000-letter "word": no guesses, at once.
    // The limit catches a hang, not slowness: the runner starts tests long before a thread is
    // free for them (library tests hold both of this machine's threads for minutes), so a
    // limit shorter than the whole run fails tests that did nothing wrong.
    @Test(.timeLimit(.minutes(30)), arguments: Backend.allCases)
    func aHugeWordHasNoGuesses(_ backend: Backend) throws {
        let checker = try backend.checker()
        let word = String(repeating: "ab", count: 150_000)
        #expect(!checker.isCorrect(word))
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: word.utf16.count), in: word, language: "en") == [])
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: word.utf16.count), in: word, language: "en")
        #expect(completions == [])
    }

    /// Guesses for arbitrary ranges of arbitrary text (spaces, combining marks, apostrophes,
    /// hyphens and letters): every guess is one the same checker accepts, word by word.
    @Test(arguments: Backend.allCases)
    func everyGuessIsAcceptedByTheChecker(_ backend: Backend) throws {
        let checker = try backend.checker()
        let pieces = [" ", "\u{301}", "\u{308}", "'", "-", "e", "t", "h", "a", "r", "s", "o", "é", "teh", "recieve", "A", "T"]
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<120 {
            let text = (0..<Int.random(in: 1...7, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let range = NSRange(location: 0, length: text.utf16.count)
            for guess in checker.guesses(forWordRange: range, in: text, language: "en_US") ?? [] {
                let words = guess.split(separator: " ").map(String.init)
                #expect(!words.isEmpty && words.allSatisfy { checker.isCorrect($0) }, "\(text.debugDescription) → \(guess.debugDescription)")
            }
        }
    }
}
