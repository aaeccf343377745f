#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// lexcheck opens what hunspell opens, and refuses what hunspell would load empty.
@Suite("Opening dictionaries")
struct DictionaryOpeningTests {
    /// Debian's dictionaries that hunspell opens although they are irregular (scripts/test
    /// installs them): a byte-order mark before SET (pt_BR), Latin-1 bytes and 8-bit flags in a
    /// UTF-8 file (hu_HU), a count line with a second field (ar).
    @Test(arguments: [("pt_BR", "casa", "casaaa"), ("hu_HU", "ház", "hááz"), ("ar", "كتاب", "كتابب")])
    func debiansIrregularDictionariesOpen(name: String, good: String, bad: String) throws {
        let path = try systemDictionaryPath(name)
        let checker = try HunspellChecker(affixURL: URL(filePath: path + ".aff"), dictionaryURL: URL(filePath: path + ".dic"),
                                          personalDictionary: nil)
        #expect(checker.isCorrect(good) && !checker.isCorrect(bad))
    }

    /// The count line, judged by the hunspell tool: where it loads the words, both checkers
    /// do; where it loads none (a count it cannot read, 0 or less, or one too large for its hash
    /// table), both refuse the file with its path and line instead of rejecting every word.
    @Test func countLinesAreReadAsHunspellReadsThem() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("xx.aff", "SET UTF-8\n")
        let largest = HunspellDictionary.maximumWordCount
        for count in ["2\tsomething else", "  2", "2 words", "\r2", "+2", "0", "-5", "", "words", "- 2",
                      "\(largest)", "\(largest + 1)", "99999999999"] {
            let dic = try directory.write("xx.dic", count + "\nalpha\nbeta\n")
            let loads = try HunspellTool.lines(["-G", "-d", directory.file("xx").path], text: "beta\n") == ["beta"]
            let engine = try? DictionaryChecker(affixURL: aff, dictionaryURL: dic)
            #expect((engine != nil) == loads && (engine?.isCorrect("beta") ?? loads) == loads, "\(count.debugDescription)")
            // libhunspell allocates a table of the count's size: not asked for the largest.
            guard count != "\(largest)" else { continue }
            let reference = try? HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
            #expect((reference != nil) == loads && (reference?.isCorrect("beta") ?? loads) == loads, "\(count.debugDescription)")
        }
        // The error names the file and line.
        let empty = try directory.write("xx.dic", "0\n")
        #expect(throws: LexiconError.malformed(path: empty.path, line: 1,
                                              reason: "the word count is 0: hunspell would load an empty dictionary")) {
            try HunspellChecker(affixURL: aff, dictionaryURL: empty, personalDictionary: nil)
        }
    }

    /// Hunspell's own test dictionaries whose .aff says ISO8859-x but holds UTF-8 bytes.
    @Test func anEightBitSETOverUTF8BytesOpens() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("xx.aff", "SET ISO8859-1\nTRY éa\n")
        let dic = try directory.write("xx.dic", "1\ncafé\n")
        let checker = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        // Hunspell compares the bytes: UTF-8 bytes read as Latin-1 ("cafÃ©").
        #expect(checker.isCorrect("caf\u{C3}\u{A9}"))
    }
}

#endif
