import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("WordTokenizer")
struct TokenizerTests {
    func words(_ text: String, _ tokenizer: WordTokenizer = .standard) -> [String] {
        tokenizer.words(in: text).map { String(text[$0]) }
    }

    @Test func splitsOnSpacesAndPunctuation() {
        #expect(words("Hello, world! (How are you?)") == ["Hello", "world", "How", "are", "you"])
    }

    @Test func keepsInnerApostrophesStraightAndCurly() {
        #expect(words("don't o’clock rock'n'roll") == ["don't", "o’clock", "rock'n'roll"])
        #expect(words("the dogs' bowls, 'tis, ’twas") == ["the", "dogs", "bowls", "tis", "twas"])
    }

    @Test func splitsHyphensAndDashes() {
        #expect(words("well-known state—of—the–art") == ["well", "known", "state", "of", "the", "art"])
    }

    @Test func digitsBelongToWordsButNumbersAreNotWords() {
        #expect(words("the 12th of 1999, 3.14 and abc123") == ["the", "12th", "of", "and", "abc123"])
    }

    @Test func combiningMarksStayInTheWord() throws {
        let text = "un cafe\u{301} noir"
        let ranges = WordTokenizer.standard.wordRanges(in: text)
        #expect(ranges == [0..<2, 3..<8, 9..<13])
        #expect(words(text) == ["un", "cafe\u{301}", "noir"])
    }

    @Test func emojiAndSymbolsSeparateWordsWithCorrectUTF16Offsets() {
        let text = "😀teh 👩‍👩‍👧 ok★fine"
        #expect(WordTokenizer.standard.wordRanges(in: text) == [2..<5, 15..<17, 18..<22])
        #expect(words(text) == ["teh", "ok", "fine"])
    }

    @Test func ideographsAreNotWordsButOtherScriptsAre() {
        #expect(words("日本語 teh 中文") == ["teh"])
        #expect(words("кошка αβγ ひらがな") == ["кошка", "αβγ", "ひらがな"])
        #expect(WordTokenizer.standard.wordRanges(in: "日本語teh") == [3..<6])
    }

    @Test func lettersOutsideTheBasicPlaneCountTwoUnits() {
        // MATHEMATICAL BOLD CAPITAL A is a letter encoded as a surrogate pair.
        let text = "x 𝐀bc y"
        #expect(WordTokenizer.standard.wordRanges(in: text) == [0..<1, 2..<6, 7..<8])
    }

    @Test func skipsURLsAddressesAndPaths() {
        let text = "see http://exmaple.com/a-b?x=1 or mail foo@barr.com, C:\\Windoes and /usr/lcoal/bin and/or this"
        #expect(words(text) == ["see", "or", "mail", "and", "and", "or", "this"])
    }

    @Test func theHunspellDocExampleHolds() {
        let german = WordTokenizer.hunspell(wordCharacters: "ß-.")
        let text = "Arbeits- und Computerarbeit, z.B. 10fach"
        #expect(german.words(in: text).map { text[$0] } == ["Arbeits-", "und", "Computerarbeit", "z.B.", "fach"])
    }

    @Test func hunspellWordCharactersComeFromTheDictionary() {
        // As in the hunspell tool, a WORDCHARS character is a word character like a letter.
        let hyphenated = WordTokenizer.hunspell(wordCharacters: "-")
        #expect(words("well-known -edge edge-", hyphenated) == ["well-known", "-edge", "edge-"])
    }

    @Test func restrictsToARangeAndClampsIt() {
        let text = "alpha beta gamma"
        #expect(WordTokenizer.standard.wordRanges(in: text, utf16Range: 6..<100) == [6..<10, 11..<16])
        #expect(WordTokenizer.standard.wordRanges(in: text, utf16Range: 8..<13) == [8..<10, 11..<13])
        #expect(WordTokenizer.standard.wordRanges(in: "", utf16Range: 0..<5).isEmpty)
    }

    /// ASCII text is scanned as UTF-8 bytes: the words are those the UTF-16 scan finds, on
    /// random text dense in what the rules treat specially (apostrophes, entities, `@`, `://`,
    /// paths, colons, digits, hyphens, dots).
    @Test func asciiTextHasTheWordsOfTheUTF16Scan() {
        let pieces = ["a", "Bc", "it's", "rock'n'roll", "'", "&Agrave;", "&eth;x", "&amp;", ";", "@", "x@y.z",
                      "http://a.b/c", "C:\\dir", "/usr/bin", ":", "word:", "1990s", "10", "-", "z.B.", ".",
                      " ", " ", "\n", "\t", ",", "!", "?", "_", "~", "%", "[x]"]
        let tokenizers = [WordTokenizer.standard, .hunspell(wordCharacters: ""), .hunspell(wordCharacters: "ß-.'"),
                          .hunspell(wordCharacters: "0123456789'’:")]
        var random = SeededGenerator(seed: 17)
        for round in 0..<2_000 {
            let text = (0..<Int.random(in: 0...25, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for tokenizer in tokenizers {
                let bytes = tokenizer.words(in: text).map { text.utf16.distance(from: text.startIndex, to: $0.lowerBound)
                    ..< text.utf16.distance(from: text.startIndex, to: $0.upperBound) }
                #expect(bytes == tokenizer.wordRanges(in: text), "round \(round): \(text.debugDescription)")
            }
        }
    }

    @Test func loneSurrogateBoundsDoNotCrash() {
        let text = "a😀b"
        // 1..<2 cuts the emoji in two.
        #expect(WordTokenizer.standard.wordRanges(in: text, utf16Range: 1..<2).isEmpty)
        #expect(WordTokenizer.standard.wordRanges(in: text, utf16Range: 2..<4) == [3..<4])
    }
}
