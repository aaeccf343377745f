#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// Hunspell 1.7.1's own test suite, run through the library the way its `tests/test.sh` runs the
/// hunspell tool: no word of a `.good` file is misspelled, every word of a `.wrong` file is. The
/// words come from the checker's tokenizer, and the misspelled and correct words of each file
/// must be exactly the ones the tool prints (`hunspell -l` and `-G`).
@Suite("Hunspell's test suite")
struct HunspellSuiteTests {
    static let tests = (try? HunspellTool.suiteTests()) ?? []

    @Test func theWholeSuiteIsThere() {
        // 125 tests of tests/Makefile.am with a .good or .wrong file, and oconv2 (run by a script).
        #expect(Self.tests.count == 126)
    }

    @Test(arguments: tests)
    func passes(_ name: String) throws {
        let directory = HunspellTool.suiteDirectory
        let affix = directory.appending(path: "\(name).aff")
        let dictionary = directory.appending(path: "\(name).dic")
        guard let checker = try? HunspellChecker(affixURL: affix, dictionaryURL: dictionary, personalDictionary: nil) else {
            // The crash tests of bug 1748408: a `.dic` without a word count or words, which
            // hunspell loads as an empty dictionary and lexcheck refuses (naming the file and
            // line). Their `.good` files are empty: no word is left unchecked.
            #expect(name.hasPrefix("1748408-"))
            #expect(throws: LexiconError.malformed(path: dictionary.path, line: 1, reason: "the first line must be the number of words")) {
                try HunspellChecker(affixURL: affix, dictionaryURL: dictionary, personalDictionary: nil)
            }
            #expect(try Data(contentsOf: directory.appending(path: "\(name).good")).isEmpty)
            // What the crash test is about, the .aff's long alias tables, loads once the .dic
            // has a count, and judges its word as the tool does.
            let scratch = try TemporaryDirectory()
            try scratch.write("repaired.aff", try Data(contentsOf: affix))
            try scratch.write("repaired.dic", "1\ndummy\n")
            let repaired = try HunspellChecker(affixURL: scratch.file("repaired.aff"), dictionaryURL: scratch.file("repaired.dic"),
                                               personalDictionary: nil)
            let accepted = try HunspellTool.lines(["-G", "-i", "UTF-8", "-d", scratch.file("repaired").path], text: "dummy\n")
            #expect(repaired.isCorrect("dummy") == (accepted == ["dummy"]), "\(name)")
            return
        }
        for (suffix, shouldBeCorrect) in [("good", true), ("wrong", false)] {
            let file = directory.appending(path: "\(name).\(suffix)")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            var misspelled: [String] = []
            var correct: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                var lineMisspelled: [String] = []
                for range in checker.tokenizer.words(in: line) {
                    let word = String(line[range])
                    if checker.isCorrect(word) { correct.append(word) } else { lineMisspelled.append(word) }
                }
                // The contract's own walk finds the same words.
                #expect(checker.misspelledRanges(in: line).map { String(line[$0]) } == lineMisspelled)
                misspelled += lineMisspelled
            }
            #expect((shouldBeCorrect ? misspelled : correct).isEmpty, "\(name).\(suffix)")
            #expect(!(shouldBeCorrect ? correct : misspelled).isEmpty || text.isEmpty, "\(name).\(suffix) has words")
            let path = directory.appending(path: name).path
            #expect(try HunspellTool.lines(["-l", "-i", "UTF-8", "-d", path], text: text) == misspelled, "\(name).\(suffix)")
            #expect(try HunspellTool.lines(["-G", "-i", "UTF-8", "-d", path], text: text) == correct, "\(name).\(suffix)")
        }
    }
}
#endif
