import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

@Suite("Normalisation")
struct NormalisationTests {
    @Test func trimsFoldsCaseAndComposes() {
        let normalizer = AnswerNormalizer()
        #expect(normalizer.normalize("  Palettes\r\n") == "palettes")
        #expect(normalizer.normalize("CAFE\u{301}") == "café")
        #expect(normalizer.normalize("café") == normalizer.normalize("cafe\u{301}"))
        #expect(normalizer.normalize("İstanbul") == "i̇stanbul", "locale-independent: İ keeps its dot")
        #expect(normalizer.normalize("KIR") == "kir")
    }

    /// Every invisible character, anywhere in a root or an answer, leaves the verdict as it is
    /// without it: the same normalisation and the same letters for both, so a joiner inside
    /// `telepaths` leaves `palettes` possible.
    @Test func invisibleCharactersChangeNoVerdict() throws {
        let rules = try GameRules(checker: try WordListChecker(words: ["palettes", "telepaths", "heat", "sleepless"], personalDictionary: nil))
        let invisibles: [Unicode.Scalar] = ["\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{034F}", "\u{00AD}",
                                            "\u{2060}", "\u{FEFF}", "\u{FE0F}", "\u{2066}", "\u{202E}"]
        func inserting(_ scalar: Unicode.Scalar, at offset: Int, into word: String) -> String {
            var scalars = Array(word.unicodeScalars)
            scalars.insert(scalar, at: offset)
            return String(String.UnicodeScalarView(scalars))
        }
        for (answer, root) in [("palettes", "telepaths"), ("heat", "telepaths"), ("sleepless", "telepaths")] {
            let plain = rules.judge(answer, root: root)
            for invisible in invisibles {
                for offset in 1..<root.unicodeScalars.count {
                    let hidden = inserting(invisible, at: offset, into: root)
                    #expect(LetterInventory(AnswerNormalizer().normalize(hidden)).canSpell(LetterInventory(answer)) == plain.isAccepted,
                            "\(answer) from \(hidden.debugDescription)")
                    #expect(rules.judge(answer, root: hidden).reason == plain.reason, "\(answer) from \(hidden.debugDescription)")
                }
                let typed = inserting(invisible, at: 2, into: answer)
                let joiner = invisible == "\u{200C}" || invisible == "\u{200D}"
                // Joiners spell words in some scripts: kept in the text, but never letters.
                #expect(AnswerNormalizer().normalize(typed) == (joiner ? typed : answer), "\(typed.debugDescription)")
                #expect(LetterInventory(AnswerNormalizer().normalize(typed)).count == answer.count)
                if !joiner { #expect(rules.judge(typed, root: root).reason == plain.reason, "\(typed.debugDescription)") }
            }
        }
    }

    @Test func turkishFoldsDottedAndDotlessI() {
        let turkish = AnswerNormalizer(caseFolding: .turkic)
        #expect(turkish.normalize("KIR") == "kır")
        #expect(turkish.normalize("İstanbul") == "istanbul")
        #expect(turkish.normalize("ISPARTA") == "ısparta")
    }

    @Test func decomposedAccentsMatchPrecomposedRoots() throws {
        let rules = try GameRules(checker: try WordListChecker(words: ["café", "face", "acéf"], personalDictionary: nil))
        #expect(rules.judge("CAFE\u{301}", root: "facé").isAccepted)
        #expect(rules.judge("face", root: "facé").reason == .notPossible, "é is not e")
        #expect(rules.judge("cafe\u{301}", root: "cafe\u{301}s").isAccepted)
    }

    @Test func turkishGameJudgesWithTurkishFolding() throws {
        let checker = try WordListChecker(words: ["kır", "ırk", "kısa"], language: "tr", personalDictionary: nil)
        // Turkish games fold the Turkish way unless told otherwise.
        #expect(GameSettings(language: "tr").caseFolding == .turkic)
        #expect(GameSettings(language: "az_AZ").caseFolding == .turkic)
        #expect(GameSettings(language: "en").caseFolding == .standard)
        let rules = try GameRules(checker: checker, settings: GameSettings(language: "tr"))
        #expect(rules.judge("KIR", root: "kırık").isAccepted)
        #expect(rules.judge("IRK", root: "kırık").isAccepted)
        let standard = try GameRules(checker: checker, settings: GameSettings(language: "tr", caseFolding: .standard))
        #expect(standard.judge("KIR", root: "kırık").reason == .notPossible, "the standard folding makes I an i")
    }

    @Test func fastAndGeneralPathsAgreeOnManyWords() throws {
        // Every fourth word of the bundled list (about 26,000, accented ones included) against
        // roots with and without repeated letters.
        let words = try #require(englishWords).wordsForTesting.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let inventories = words.map { word in
            let normalized = AnswerNormalizer().normalize(word)
            return (word, LetterInventory(normalized), LetterInventory(general: normalized))
        }
        let roots = ["telepaths", "alphabet", "seventeen", "mississippi", "abracadabra", "strengths", "queueing", "zz", "café"]
        var compared = 0
        var accepted = 0
        for root in roots {
            let fast = LetterInventory(root)
            let general = LetterInventory(general: root)
            for (word, fastAnswer, generalAnswer) in inventories {
                let expected = general.canSpell(generalAnswer)
                #expect(fast.canSpell(fastAnswer) == expected, "\(root) / \(word)")
                #expect(fast.canSpell(generalAnswer) == expected, "\(root) / \(word)")
                compared += 1
                if expected { accepted += 1 }
            }
        }
        #expect(compared > 200_000)
        #expect(accepted > 100, "the sweep must include words that can be spelled")
    }
}

/// The shortcut that leaves a normal answer as it is (a table of the scalars below U+0800
/// normalising leaves alone), against normalising by Unicode's properties.
@Suite("Normalisation shortcut")
struct NormalisationShortcutTests {
    static let foldings: [CaseFolding] = [.standard, .turkic]

    /// Every scalar below U+0800, alone and between letters: the shortcut takes the text only
    /// when the full normalisation leaves it as it is.
    @Test func takesOnlyWhatTheFullNormalisationLeavesAlone() {
        for value in 0..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a\(scalar)b", "ж\(scalar)"] where AnswerNormalizer.isNormal(text) {
                for folding in Self.foldings {
                    let full = AnswerNormalizer(caseFolding: folding).normalizeUnicode(text)
                    #expect(full.unicodeScalars.elementsEqual(text.unicodeScalars), "U+\(String(value, radix: 16)) in \(text.debugDescription), \(folding)")
                }
            }
        }
        #expect(!AnswerNormalizer.isNormal("Palettes") && !AnswerNormalizer.isNormal("cafe\u{301}") && !AnswerNormalizer.isNormal("ab\u{AD}"))
        #expect(!AnswerNormalizer.isNormal("한국") && !AnswerNormalizer.isNormal("k\u{1F600}"), "three and four bytes take the full way")
        #expect(AnswerNormalizer.isNormal("straße") && AnswerNormalizer.isNormal("жёлтый") && AnswerNormalizer.isNormal("άλφα"))
    }

    /// The table written in the source is the one the scalars' Unicode properties give on this
    /// platform: no scalar left out of the shortcut, none let in.
    @Test func theWrittenTableIsTheUnicodePropertiesOwn() {
        let workedOut = AnswerNormalizer.workedOutUnchangedScalars()
        for (index, (written, expected)) in zip(AnswerNormalizer.unchangedScalars, workedOut).enumerated() {
            #expect(written == expected, "U+\(String(index * 64, radix: 16)) to U+\(String(index * 64 + 63, radix: 16)): 0x\(String(expected, radix: 16))")
        }
        #expect(AnswerNormalizer.unchangedScalars.count == workedOut.count)
    }

    /// Random strings of the scalars the table holds, up to eight long: each left as it is by
    /// the full normalisation too (no two of them compose or reorder).
    @Test func stringsOfTableScalarsStayAsTheyAre() {
        let table = (0..<0x800).compactMap { Unicode.Scalar($0) }.filter { AnswerNormalizer.isNormal(String($0)) }
        #expect(table.count > 500)
        var generator = SeededRandomNumberGenerator(seed: 11)
        for _ in 0..<20_000 {
            let length = Int.random(in: 2...8, using: &generator)
            let text = String(String.UnicodeScalarView((0..<length).map { _ in table.randomElement(using: &generator) ?? "a" }))
            let full = AnswerNormalizer(caseFolding: .standard).normalizeUnicode(text)
            #expect(full.unicodeScalars.elementsEqual(text.unicodeScalars), "\(text.debugDescription)")
        }
    }

    /// Words of the bundled frequency lists (5,000 a language, evenly spread over the sorted
    /// list) and the same in capitals: the shortcut and the full way give the same text.
    @Test func everyBundledFrequencyWordNormalisesAsByTheFullWay() throws {
        for language in ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv", "tr", "uk"] {
            let folding: CaseFolding = language == "tr" ? .turkic : .standard
            let normalizer = AnswerNormalizer(caseFolding: folding)
            let frequencies = try #require(WordFrequencies(language: language), "\(language)")
            let sorted = frequencies.words.sorted()
            for word in stride(from: 0, to: sorted.count, by: max(1, sorted.count / 5_000)).map({ sorted[$0] }) {
                for text in [word, word.uppercased()] {
                    #expect(normalizer.normalize(text).unicodeScalars.elementsEqual(normalizer.normalizeUnicode(text).unicodeScalars),
                            "\(language): \(text)")
                }
            }
        }
    }
}
