#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// `OCONV` tables: the oracle is the hunspell tool, which writes its suggestions through the
/// table; and the word forms of the dictionaries that have one (Dutch, French).
@Suite("Output conversion")
struct ConversionTableTests {
    /// Anchored and overlapping patterns: each word, suggested by the tool for the word with a
    /// letter too many, is what the table makes of it.
    @Test func convertsAsTheToolWritesItsSuggestions() throws {
        let lines = ["a x", "_b y", "c_ z", "_cc_ w", "ab v", "_ab_ u", "é e"]
        let words = ["abc", "cab", "bca", "aab", "bba", "cc", "ab", "bab", "ccab", "abab", "éab", "bcc"]
        let directory = try TemporaryDirectory()
        try directory.write("o.aff", "SET UTF-8\nTRY abcé\nOCONV \(lines.count)\n" + lines.map { "OCONV " + $0 + "\n" }.joined())
        try directory.write("o.dic", "\(words.count)\n" + words.joined(separator: "\n") + "\n")
        // The table as the affix rules read it from the file.
        let table = try AffixRules(affixData: Data(contentsOf: directory.file("o.aff")), path: "o.aff").outputConversion
        let output = try HunspellTool.lines(["-a", "-i", "UTF-8", "-d", directory.file("o").path],
                                            text: words.map { $0 + "q" }.joined(separator: "\n") + "\n")
        let suggestions = output.filter { $0.hasPrefix("& ") }.map { line in
            Set(line.split(separator: ":", maxSplits: 1)[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        try #require(suggestions.count == words.count)
        for (word, offered) in zip(words, suggestions) {
            #expect(offered.contains(table.convert(word)), "\(word): ours \(table.convert(word)), the tool's \(offered.sorted())")
        }
        #expect(table.convert("cab") == "cv" && table.convert("ab") == "u" && table.convert("ccab") == "ccv")
        #expect(ConversionTable().convert("abc") == "abc")
    }

    /// Word forms are written as Hunspell writes words: Dutch without the ligature `ĳ`, French
    /// with the typographic apostrophe; every one still accepted by the tool.
    @Test(arguments: [("nl", "ĳĲ", "ij"), ("fr", "'", "’")])
    func wordFormsAreWrittenAsHunspellWritesThem(_ name: String, _ stored: String, _ shown: String) throws {
        let checker = try HunspellChecker(language: name, personalDictionary: nil)
        let directory = try TemporaryDirectory()
        // A sample of the stems (every 60th), so that a debug build expands it in seconds.
        let dic = try String(contentsOf: checker.dictionaryURL, encoding: .utf8).split(separator: "\n")
        let sample = stride(from: 1, to: dic.count, by: 60).map { dic[$0] }
        try directory.write("s.dic", "\(sample.count)\n" + sample.joined(separator: "\n") + "\n")
        let affix = try Data(contentsOf: checker.affixURL)
        try directory.write("s.aff", affix)
        let sampled = try HunspellChecker(affixURL: directory.file("s.aff"), dictionaryURL: directory.file("s.dic"),
                                          language: name, personalDictionary: nil)
        let forms = try sampled.wordForms(cache: nil)
        #expect(forms.count > 1000)
        #expect(!forms.contains { $0.contains(where: stored.contains) }, "no form written with \(stored)")
        #expect(forms.contains { $0.contains(shown) })
        // Asked one word a line: forms the tool reads as one word (letters and apostrophes; it
        // splits "bed and breakfast", "10-biljet", chemical formulas with subscripts).
        let words = forms.filter { $0.allSatisfy { $0.isLetter || $0 == "’" || $0 == "'" } }
        let refused = try HunspellTool.lines(["-l", "-i", "UTF-8", "-d", directory.file("s").path], text: words.joined(separator: "\n") + "\n")
        #expect(refused.isEmpty, "\(refused.prefix(10))")
    }
}
#endif
