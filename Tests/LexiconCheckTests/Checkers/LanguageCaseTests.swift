#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// A word list maps case as Hunspell does for the list's language: the oracle is the hunspell
/// tool on a dictionary of the same words that declares the same language (`LANG`).
@Suite("Case per language")
struct LanguageCaseTests {
    /// Lower-case words with both kinds of i. (Capitalised Turkish names are left out: which
    /// all-caps forms hunspell 1.7.1 accepts for them is a quirk of its own, `IĞDIR` for `Iğdır`
    /// but not `İSTANBUL` for `İstanbul`.)
    static let words = ["iyi", "ılık", "ışık", "kız", "bilgi", "sık", "ilk", "ikinci", "ıslak", "straße", "massstab"]

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

    @Test(arguments: ["tr_TR", "az_AZ", "en_US", "de_DE", "fr_FR"])
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
