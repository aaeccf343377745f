#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// Stems, analyses and generated forms, against what Hunspell's own tools print: the `.morph`
/// files of Hunspell 1.7.1's test suite (written by its `analyze` tool; the suite's files are in
/// Fixtures/hunspell-tests with Hunspell's licence), and `hunspell -s` / `-m` on real words.
@Suite("Morphology")
struct MorphologyTests {
    static let suite = EngineMorphologyTests.suite

    @Test(arguments: suite)
    func agreesWithHunspellsAnalyzeTool(_ name: String) throws {
        let aff = try fixtureURL("hunspell-tests/\(name).aff")
        let dic = try fixtureURL("hunspell-tests/\(name).dic")
        let checker = try HunspellChecker(affixURL: aff, dictionaryURL: dic, language: "und", personalDictionary: nil)
        let good = try String(contentsOf: fixtureURL("hunspell-tests/\(name).good"), encoding: .utf8)
        let expected = try String(contentsOf: fixtureURL("hunspell-tests/\(name).morph"), encoding: .utf8)
        #expect(EngineMorphologyTests.analyzeOutput(checker, good: good) == expected.trimmingCharacters(in: .newlines))
    }

    /// The suite's `.root` files: the roots `hunspell -a` gives affixed good words (`+ ROOT`).
    @Test func generationNeedsMorphologicalData() throws {
        let checker = try HunspellChecker(affixURL: fixtureURL("hunspell-tests/morph.aff"),
                                          dictionaryURL: fixtureURL("hunspell-tests/morph.dic"), personalDictionary: nil)
        #expect(checker.forms(of: "drink", like: "eaten") == ["drunk"], "the documented example")
        #expect(checker.forms(of: "phenomenon", like: "drinks") == ["phenomena"])
    }

    @Test func rootsAgreeWithTheSuitesRootFiles() throws {
        for name in Self.suite {
            guard let roots = Bundle.module.url(forResource: "Fixtures/hunspell-tests/\(name).root", withExtension: nil) else { continue }
            let checker = try HunspellChecker(affixURL: fixtureURL("hunspell-tests/\(name).aff"),
                                              dictionaryURL: fixtureURL("hunspell-tests/\(name).dic"),
                                              language: "und", personalDictionary: nil)
            let good = try String(contentsOf: fixtureURL("hunspell-tests/\(name).good"), encoding: .utf8)
            let ours = EngineMorphologyTests.roots(checker, good: good)
            let expected = try String(contentsOf: roots, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(ours == expected, "\(name)")
            #expect(!expected.isEmpty)
        }
    }

    @Test func typedFieldsKeepTheRawString() throws {
        let checker = try bundledHunspell()
        #expect(checker.stems(of: "palettes") == ["palette"])
        let reading = try #require(checker.analysis(of: "palettes").first)
        #expect(reading.raw == " st:palette fl:S" && reading.stem == "palette" && reading.values(.flags) == ["S"])
        #expect(checker.stems(of: "brwon").isEmpty && checker.analysis(of: "brwon").isEmpty)
        #expect(checker.stems(of: "palettes") == checker.stems(of: "Palettes"))
        #expect(checker.forms(of: "box", like: "foxes").isEmpty, "en_US has no morphological data to generate from")
        #expect(checker.analysis(of: "walked").first?.stem == "walk")
        let drink = MorphologicalAnalysis(raw: " st:drink po:verb\tal:drank\tts:present is:sg_3")
        #expect(drink.stem == "drink" && drink.partOfSpeech == "verb" && drink.values(.allomorph) == ["drank"])
        #expect(drink.fields.map(\.kind.code) == ["st", "po", "al", "ts", "is"])
    }
}
#endif
