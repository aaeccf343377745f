import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

@Suite("WordListChecker")
struct WordListCheckerTests {
    @Test func caseRulesFollowHunspell() throws {
        let checker = try WordListChecker(words: ["word", "London", "iPhone", "NASA", "straße"], personalDictionary: nil)
        for word in ["word", "Word", "WORD", "London", "LONDON", "iPhone", "IPHONE", "NASA", "straße", "Straße", "STRASSE"] {
            #expect(checker.isCorrect(word), "\(word)")
        }
        for word in ["wORD", "WoRd", "london", "London's", "iphone", "Iphone", "nasa", "Nasa", "wordy"] {
            #expect(!checker.isCorrect(word), "\(word)")
        }
    }

    @Test func checkersReadNoLearnedWordsUnlessGivenAPersonalDictionary() throws {
        let list = try WordListChecker(words: ["word"])
        #expect(list.personalDictionary == nil)
        #expect(throws: LexiconError.noPersonalDictionary) { try list.learnWord("tlep") }
        #if LEXCHECK_HUNSPELL
        #expect(try HunspellChecker(language: "en_US").personalDictionary == nil)
        #endif
    }

    @Test func wordsAreComparedInNormalisationFormC() throws {
        let checker = try WordListChecker(words: ["cafe\u{301}", "naïve"], personalDictionary: nil)
        #expect(checker.isCorrect("café") && checker.isCorrect("cafe\u{301}") && checker.isCorrect("CAFÉ"))
        #expect(checker.isCorrect("nai\u{308}ve"))
    }

    @Test func fileQuirksAreTolerated() throws {
        let directory = try TemporaryDirectory()
        let text = "\u{FEFF}# a comment\r\nalpha\r\n\r\n  beta  \n# another\ngamma\n\n"
        let url = try directory.write("words.txt", text)
        let checker = try WordListChecker(contentsOf: url, personalDictionary: nil)
        #expect(checker.count == 3)
        #expect(checker.isCorrect("alpha") && checker.isCorrect("beta") && checker.isCorrect("gamma"))
        #expect(!checker.isCorrect("# a comment") && !checker.isCorrect(""))
        let noTrailingNewline = try directory.write("last.txt", "one\ntwo")
        #expect(try WordListChecker(contentsOf: noTrailingNewline, personalDictionary: nil).isCorrect("two"))
    }

    @Test func badFilesThrowWithPathAndLine() throws {
        let directory = try TemporaryDirectory()
        let invalid = try directory.write("bad.txt", Data([0x6F, 0x6B, 0x0A, 0x62, 0xE9, 0x0A]))
        #expect(throws: LexiconError.malformed(path: invalid.path, line: 2, reason: "not valid UTF-8")) {
            try WordListChecker(contentsOf: invalid, personalDictionary: nil)
        }
        let nul = try directory.write("nul.txt", Data("a\nb\0c\n".utf8))
        #expect(throws: LexiconError.malformed(path: nul.path, line: 2, reason: "contains a NUL byte")) {
            try WordListChecker(contentsOf: nul, personalDictionary: nil)
        }
        let empty = try directory.write("empty.txt", "")
        #expect(throws: LexiconError.malformed(path: empty.path, line: nil, reason: "the word list has no words")) {
            try WordListChecker(contentsOf: empty, personalDictionary: nil)
        }
        let onlyComments = try directory.write("comments.txt", "# nothing\n\n")
        #expect(throws: LexiconError.malformed(path: onlyComments.path, line: nil, reason: "the word list has no words")) {
            try WordListChecker(contentsOf: onlyComments, personalDictionary: nil)
        }
        let missing = directory.file("missing.txt")
        #expect(throws: LexiconError.fileNotFound(path: missing.path)) {
            try WordListChecker(contentsOf: missing, personalDictionary: nil)
        }
        #expect(throws: LexiconError.unreadable(path: directory.url.path, reason: "it is a directory")) {
            try WordListChecker(contentsOf: directory.url, personalDictionary: nil)
        }
        #expect(throws: LexiconError.invalidLanguage("not a language")) {
            try WordListChecker(words: ["a"], language: "not a language", personalDictionary: nil)
        }
    }

    @Test func guessesWithinTwoEditsNearestFirstInTheTypedCase() throws {
        let checker = try WordListChecker(words: ["receive", "deceive", "relieve", "recipe", "London", "cat", "act"], personalDictionary: nil)
        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "recieve", language: "en"))
        #expect(guesses.first == "receive", "a transposition is one edit")
        #expect(Set(guesses) == ["receive", "relieve", "deceive", "recipe"])
        #expect(Array(guesses.prefix(2)) == ["receive", "relieve"], "one edit before two")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "Recieve", language: "en")?.first == "Receive")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "RECIEVE", language: "en")?.first == "RECEIVE")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 6), in: "londen", language: "en") == ["London"])
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "cat", language: "en") == [],
                "a correct word needs no guesses")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "cta", language: "en") == ["cat", "act"], "a swap is one edit, \"act\" two")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 8), in: "zzzzzzzz", language: "en") == [])
    }

    @Test func editDistanceCountsTranspositionsAsOneEdit() {
        func distance(_ a: String, _ b: String) -> Int { editDistance(Array(a), Array(b), limit: 5) }
        #expect(distance("recieve", "receive") == 1)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("", "abc") == 3)
        #expect(distance("abc", "abc") == 0)
        #expect(distance("ca", "abc") == 3)
        #expect(editDistance(Array("abcdefgh"), Array("zyxwvuts"), limit: 2) == 3, "stops past the limit")
    }

    @Test func completionsByPrefixShortestFirst() throws {
        let checker = try WordListChecker(words: ["light", "lighthouse", "lighter", "lights", "London", "lid"], personalDictionary: nil)
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 5), in: "light", language: "en")
                == ["lights", "lighter", "lighthouse"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "Lig", language: "en")
                == ["Light", "Lights", "Lighter", "Lighthouse"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "lo", language: "en") == ["London"])
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "qq", language: "en") == [])
    }

    @Test func bundledWordListLoadsAndAcceptsTheWordScrambleExamples() throws {
        let checker = try bundledWordList()
        #expect(checker.count > 90_000)
        for word in ["palettes", "teeth", "settee", "telepathy", "Telepathy"] {
            #expect(checker.isCorrect(word), "\(word)")
        }
        #expect(!checker.isCorrect("sleeplesss"))
    }
}
