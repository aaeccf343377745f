import Foundation
import HunspellEngine
import Testing
import TestSupport
@testable import LexiconCheck

/// Stems, analyses and generated forms of the Swift engine, against what Hunspell's own
/// `analyze` tool prints: the `.morph` files of Hunspell 1.7.1's test suite (in
/// Fixtures/hunspell-tests with Hunspell's licence). Runs without libhunspell.
@Suite("Morphology, Swift engine")
struct EngineMorphologyTests {
    static let suite = ["alias2", "alias3", "circumfix", "compoundrule5", "conditionalprefix", "ignoresug",
                        "morph", "needaffix2", "oconv2", "zeroaffix"]

    /// What Hunspell's `analyze` tool prints for a `.good` file: for a word, `> WORD`, its
    /// analyses and its stems; for two words, the first one's forms like the second.
    static func analyzeOutput(_ checker: any MorphologicalChecker, good: String) -> String {
        var lines: [String] = []
        for line in good.split(separator: "\n").map(String.init) where !line.isEmpty {
            let words = line.split(separator: " ").map(String.init)
            if words.count == 2 {
                let forms = checker.forms(of: words[0], like: words[1])
                for form in forms { lines.append("generate(\(words[0]), \(words[1])) = \(form)") }
                if forms.isEmpty { lines.append("generate(\(words[0]), \(words[1])) = NO DATA") }
                continue
            }
            lines.append("> \(line)")
            guard checker.isCorrect(line) else {
                lines.append("Unknown word.")
                continue
            }
            for reading in checker.analysis(of: line) { lines.append("analyze(\(line)) = \(reading.raw)") }
            for stem in checker.stems(of: line) { lines.append("stem(\(line)) = \(stem)") }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: suite)
    func agreesWithHunspellsAnalyzeTool(_ name: String) throws {
        let checker = try DictionaryChecker(affixURL: fixtureURL("hunspell-tests/\(name).aff"),
                                            dictionaryURL: fixtureURL("hunspell-tests/\(name).dic"), language: "und")
        let good = try String(contentsOf: fixtureURL("hunspell-tests/\(name).good"), encoding: .utf8)
        let expected = try String(contentsOf: fixtureURL("hunspell-tests/\(name).morph"), encoding: .utf8)
        let ours = Self.analyzeOutput(checker, good: good)
        #expect(ours == expected.trimmingCharacters(in: .newlines))
        if ours != expected.trimmingCharacters(in: .newlines) {
            let mine = ours.split(separator: "\n"), theirs = expected.trimmingCharacters(in: .newlines).split(separator: "\n")
            print("== \(name)\n--- ours not theirs:\n\(mine.filter { !theirs.contains($0) }.joined(separator: "\n"))\n--- theirs not ours:\n\(theirs.filter { !mine.contains($0) }.joined(separator: "\n"))")
        }
    }

    /// The suite's `.root` files: the roots `hunspell -a` gives affixed good words (`+ ROOT`),
    /// the first stem of each.
    @Test func rootsAgreeWithTheSuitesRootFiles() throws {
        var files = 0
        for name in Self.suite {
            guard let roots = Bundle.module.url(forResource: "Fixtures/hunspell-tests/\(name).root", withExtension: nil) else { continue }
            files += 1
            let checker = try DictionaryChecker(affixURL: fixtureURL("hunspell-tests/\(name).aff"),
                                                dictionaryURL: fixtureURL("hunspell-tests/\(name).dic"), language: "und")
            #expect(Self.roots(checker, good: try String(contentsOf: fixtureURL("hunspell-tests/\(name).good"), encoding: .utf8))
                    == (try String(contentsOf: roots, encoding: .utf8)).split(separator: "\n").map(String.init), "\(name)")
        }
        #expect(files > 0)
    }

    /// The roots of a `.good` file's affixed words, as `hunspell -a` prints them after `+ `.
    static func roots(_ checker: any MorphologicalChecker, good: String) -> [String] {
        good.split(separator: "\n").map(String.init).compactMap { word in
            checker.stems(of: word).first.flatMap { $0 == word ? nil : $0 }
        }
    }

    /// A word added with a model's affixes has the model's stems and forms, as libhunspell's
    /// `add_with_affix` gives it.
    @Test func wordsAddedLikeAModelHaveStems() throws {
        let checker = try DictionaryChecker(affixURL: fixtureURL("hunspell-tests/morph.aff"),
                                            dictionaryURL: fixtureURL("hunspell-tests/morph.dic"), language: "und")
        #expect(checker.stems(of: "blinks").isEmpty)
        checker.addWord("blink", like: "drink")
        #expect(checker.stems(of: "blinks") == ["blink"])
        #expect(checker.analysis(of: "blinks").map(\.stem) == ["blink"], "the model's first entry (drink/S) gives its flags")
        #if LEXCHECK_HUNSPELL
        let reference = try HunspellChecker(affixURL: fixtureURL("hunspell-tests/morph.aff"),
                                            dictionaryURL: fixtureURL("hunspell-tests/morph.dic"), language: "und",
                                            personalDictionary: nil)
        reference.addWord("blink", like: "drink")
        for word in ["blinks", "blinkable", "blink"] {
            #expect(checker.stems(of: word) == reference.stems(of: word), "\(word)")
            #expect(checker.analysis(of: word).map(\.raw) == reference.analysis(of: word).map(\.raw), "\(word)")
        }
        #endif
    }
}
