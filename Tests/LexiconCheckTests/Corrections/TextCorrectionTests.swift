import Foundation
import Testing
@testable import LexiconCheck

/// Whole-text corrections, measured on real text: the sample letter's own word pairs with their
/// space moved or removed, and the checker's verdicts deciding which of them are misspellings.
@Suite("Text corrections")
struct TextCorrectionTests {
    /// The sample's adjacent pairs of lower-case words of three letters or more with one space
    /// between them, with the line they are on and where the pair starts.
    static func samplePairs() throws -> [(line: String, first: String, second: String, start: String.Index)] {
        let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../Fixtures/english-sample.txt").standardizedFileURL
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        var pairs: [(line: String, first: String, second: String, start: String.Index)] = []
        for line in lines {
            let words = WordTokenizer.standard.words(in: line)
            for (left, right) in zip(words, words.dropFirst()) where line[left.upperBound..<right.lowerBound] == " " {
                let first = String(line[left]), second = String(line[right])
                guard [first, second].allSatisfy({ $0.count >= 3 && $0.allSatisfy { ("a"..."z").contains($0) } }) else { continue }
                pairs.append((line, first, second, left.lowerBound))
            }
        }
        return pairs
    }

    /// `line` with the pair at `start` replaced by `replacement`, and where the replacement is.
    static func replacing(_ line: String, at start: String.Index, count: Int, with replacement: String) -> (String, Range<Int>) {
        let offset = line.distance(from: line.startIndex, to: start)
        let end = line.index(start, offsetBy: count)
        let changed = String(line[..<start]) + replacement + String(line[end...])
        return (changed, offset..<offset + replacement.count)
    }

    /// The correction of `text` that covers the characters at `place`, if any.
    static func correction(in corrections: [TextCorrection], of text: String, covering place: Range<Int>) -> TextCorrection? {
        corrections.first { correction in
            let lower = text.distance(from: text.startIndex, to: correction.range.lowerBound)
            let upper = text.distance(from: text.startIndex, to: correction.range.upperBound)
            return lower <= place.lowerBound && place.upperBound <= upper
        }
    }

    /// A space moved by one letter ("the love" → "th elove", "thel ove") where that makes a
    /// misspelling: the correction covers both words, and its first guess is the pair as written,
    /// in nearly every case (99% on this sample; some have another reading).
    @Test(arguments: Backend.allCases)
    func aSpaceMovedByOneLetterIsPutBack(_ backend: Backend) throws {
        let checker = try backend.checker()
        var cases = 0, covered = 0, restoredFirst = 0
        var missed: [String] = []
        for (line, first, second, start) in try Self.samplePairs() {
            let original = first + " " + second
            // Pairs of words (the sample has misspellings of its own).
            guard checker.isCorrect(first) && checker.isCorrect(second) else { continue }
            for shifted in [String(first.dropLast()) + " " + String(first.last!) + second,
                            first + String(second.first!) + " " + String(second.dropFirst())] {
                let parts = shifted.split(separator: " ").map(String.init)
                guard parts.contains(where: { !checker.isCorrect($0) }) else { continue }
                let (text, place) = Self.replacing(line, at: start, count: original.count, with: shifted)
                cases += 1
                guard let found = Self.correction(in: checker.corrections(in: text), of: text, covering: place) else {
                    missed.append(String(text.dropFirst(max(0, place.lowerBound - 12)).prefix(place.count + 24)))
                    continue
                }
                covered += 1
                #expect(found.text == shifted)
                if found.guesses.first == original { restoredFirst += 1 }
            }
        }
        #expect(cases >= 300)
        // Some have two readings ("a torc hand": "at orc hand" or "a torch and"): the other pair
        // may be taken.
        #expect(Double(covered) >= 0.99 * Double(cases), "a shifted pair with a misspelling is one correction; not: \(missed.prefix(8))")
        #expect(Double(restoredFirst) >= 0.97 * Double(cases), "\(restoredFirst) of \(cases) put back first")
    }

    /// Two words run together ("thelove"): the misspelled joined word is a correction whose
    /// guesses offer the two words in the first five in nearly every case (97–99% on this
    /// sample).
    @Test(arguments: Backend.allCases)
    func wordsRunTogetherAreSplit(_ backend: Backend) throws {
        let checker = try backend.checker()
        var cases = 0, offered = 0
        for (line, first, second, start) in try Self.samplePairs().prefix(150) {
            let original = first + " " + second
            let joined = first + second
            guard checker.isCorrect(first) && checker.isCorrect(second) && !checker.isCorrect(joined) else { continue }
            let (text, place) = Self.replacing(line, at: start, count: original.count, with: joined)
            cases += 1
            let found = try #require(Self.correction(in: checker.corrections(in: text), of: text, covering: place))
            #expect(found.text == joined)
            if found.guesses.prefix(5).contains(original) { offered += 1 }
        }
        #expect(cases >= 100)
        #expect(Double(offered) >= 0.9 * Double(cases), "\(offered) of \(cases) offered in the first five")
    }

    @Test(arguments: Backend.allCases)
    func correctionsAreInOrderAndMatchTheMisspelledWords(_ backend: Backend) throws {
        let checker = try backend.checker()
        let text = "Teh quick brwon fox, mor e or less, loves th elove\nth\nelove — wrold"
        let found = checker.corrections(in: text)
        #expect(found.map(\.text) == ["Teh", "brwon", "mor e", "th elove", "th", "elove", "wrold"])
        #expect(found.first { $0.text == "mor e" }?.guesses.first == "more")
        #expect(found.first { $0.text == "th elove" }?.guesses.first == "the love")
        // Across a line break words are not paired; each is a misspelling of its own, as
        // `misspelledRanges` finds them.
        let single = found.filter { !$0.text.contains(" ") }.map(\.range)
        #expect(Set(single).isSubset(of: Set(checker.misspelledRanges(in: text))))
        for correction in found {
            #expect(correction.utf16Range == NSRange(correction.range, in: text))
            #expect(String(text[correction.range]) == correction.text)
        }
        #expect(zip(found, found.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound })
        #expect(checker.corrections(in: "The quick brown fox.").isEmpty)
        #expect(checker.corrections(in: "").isEmpty)
        // A lone misspelled word has the checker's own guesses.
        let lone = try #require(checker.corrections(in: "wrold").first)
        #expect(lone.guesses == checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: checker.language))
    }
}
