#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck
import LexiconSupport

/// A word list maps case as Hunspell does for the list's language: the oracle is the hunspell
/// tool on a dictionary of the same words that declares the same language (`LANG`).
@Suite("Case per language")
struct LanguageCaseTests {
    /// Lower-case words with both kinds of i. (Capitalised Turkish names are left out: which
    /// all-caps forms hunspell 1.7.1 accepts for them is a quirk of its own, `IĞDIR` for `Iğdır`
    /// but not `İSTANBUL` for `İstanbul`.)
    static let words = ["iyi", "ılık", "ışık", "kız", "bilgi", "sık", "ilk", "ikinci", "ıslak", "straße", "massstab",
                        "ąžuolas", "įėjimas", "šiltas", "ūkis", "čiulbėti"]

    /// Each word in lower case, capitalised and in capitals, with every kind of i in each place.
    static func variants(of word: String) -> [String] {
        var forms: Set<String> = [word]
        for mapping in [CaseMapping.standard, .turkic] {
            forms.insert(mapping.uppercased(word))
            forms.insert(mapping.capitalized(word))
            forms.insert(mapping.lowercased(word))
        }
        // The other i in each place: Iyi, İLIK...
        for (from, to) in [("i", "ı"), ("ı", "i"), ("I", "İ"), ("İ", "I")] {
            for form in Array(forms) { forms.insert(form.replacingOccurrences(of: from, with: to)) }
        }
        return forms.sorted()
    }

    @Test(arguments: ["tr_TR", "az_AZ", "en_US", "de_DE", "fr_FR", "lt_LT"])
    func wordListAcceptsTheCasesHunspellAccepts(_ language: String) throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("case.aff", "SET UTF-8\nLANG \(language)\n")
        try scratch.write("case.dic", "\(Self.words.count)\n" + Self.words.joined(separator: "\n") + "\n")
        let checker = try WordListChecker(words: Self.words, language: language, personalDictionary: nil)
        let forms = Self.words.flatMap(Self.variants)
        let accepted = try HunspellTool.lines(["-G", "-i", "UTF-8", "-d", scratch.file("case").path],
                                              text: forms.joined(separator: "\n") + "\n")
        // Compared as bytes: String equality would take İ for I with a combining dot.
        let mine = forms.filter { checker.isCorrect($0) }.map { Array($0.utf8) }
        let tools = accepted.map { Array($0.utf8) }
        #expect(mine == tools, "\(language): only lexcheck \(Set(mine).subtracting(tools).map { String(decoding: $0, as: UTF8.self) }), only hunspell \(Set(tools).subtracting(mine).map { String(decoding: $0, as: UTF8.self) })")
        #expect(accepted.count > Self.words.count)
    }

    /// Dutch: the dictionary writes `ĳ` and reads a typed `ij` as it (`ICONV`), so `IJs` is `ijs`
    /// capitalised and `Ijs` is not. The oracle dictionary has the real nl.aff's conversion
    /// tables and the words as the dictionary writes them; the word list has them as Hunspell
    /// outputs them (`ijs`, what ``HunspellChecker/wordForms()`` gives).
    @Test func dutchIJIsOneLetterAsHunspellReadsIt() throws {
        let shown = ["ijs", "ijdel", "bijl", "wijn", "rijst", "prijs", "IJsland", "zijn", "vrij", "ijsje", "kijk"]
        let written = shown.map { $0.replacingOccurrences(of: "ij", with: "\u{133}").replacingOccurrences(of: "IJ", with: "\u{132}") }
        let tables = try String(contentsOf: URL(filePath: "/usr/share/hunspell/nl.aff"), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("ICONV") || $0.hasPrefix("OCONV") }
        try #require(tables.contains("ICONV ij \u{133}"))
        let scratch = try TemporaryDirectory()
        try scratch.write("nl.aff", "SET UTF-8\nLANG nl\n" + tables.joined(separator: "\n") + "\n")
        try scratch.write("nl.dic", "\(written.count)\n" + written.joined(separator: "\n") + "\n")
        let checker = try WordListChecker(words: shown, language: "nl", personalDictionary: nil)
        var forms: Set<String> = []
        for word in shown + written {
            for mapping in [CaseMapping.standard, .dutch] {
                forms.formUnion([word, mapping.uppercased(word), mapping.capitalized(word), mapping.lowercased(word)])
            }
            forms.insert(word.replacingOccurrences(of: "ij", with: "iJ"))
        }
        let sorted = forms.sorted()
        let accepted = try HunspellTool.lines(["-G", "-i", "UTF-8", "-d", scratch.file("nl").path],
                                              text: sorted.joined(separator: "\n") + "\n")
        let mine = sorted.filter { checker.isCorrect($0) }
        #expect(mine == accepted, "only lexcheck \(Set(mine).subtracting(accepted).sorted()), only hunspell \(Set(accepted).subtracting(mine).sorted())")
        #expect(checker.isCorrect("IJs") && !checker.isCorrect("Ijs") && !checker.isCorrect("ijsland"))
        // Guesses and completions in the typed case, Dutch capitals included; the list's words
        // as Hunspell writes them.
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "IJsq", language: "nl")?.first == "IJs")
        #expect(WordSet(shown, caseMapping: .dutch).entries == Set(shown))
    }

    @Test func turkishCasesAsThePlayerTypesThem() throws {
        let checker = try WordListChecker(words: ["iyi", "ılık"], language: "tr", personalDictionary: nil)
        for word in ["iyi", "İyi", "İYİ", "ılık", "Ilık", "ILIK"] { #expect(checker.isCorrect(word), "\(word)") }
        for word in ["IYI", "Iyi", "İlık", "İLİK"] { #expect(!checker.isCorrect(word), "\(word)") }
        // Guesses keep the typed case, Turkish capitals included.
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "İYİİ", language: "tr")?.first == "İYİ")
        let english = try WordListChecker(words: ["iyi"], language: "en", personalDictionary: nil)
        #expect(english.isCorrect("IYI") && !english.isCorrect("İYİ"))
    }
}
#endif
