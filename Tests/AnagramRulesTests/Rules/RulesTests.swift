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

@Suite("The form-of-a-used-word rule")
struct FormOfUsedWordTests {
    /// The engines with stems: the Swift engine everywhere, libhunspell where it is built in.
    static var engines: [String] {
        #if LEXCHECK_HUNSPELL
        ["swift", "hunspell"]
        #else
        ["swift"]
        #endif
    }

    static func stemmingRules(_ engine: String) throws -> GameRules {
        let bundled = DictionaryLocator(environment: [:], includeSystem: false)
        let checker: any TextChecker
        #if LEXCHECK_HUNSPELL
        checker = engine == "swift" ? try DictionaryChecker(language: "en", personalDictionary: nil, locator: bundled)
            : try HunspellChecker(language: "en", personalDictionary: nil, locator: bundled)
        #else
        checker = try DictionaryChecker(language: "en", personalDictionary: nil, locator: bundled)
        #endif
        var rules = try GameRules(checker: checker)
        rules.settings.ruleOrder.insert(.formOfUsedWord, at: 4)
        return rules
    }

    /// A dictionary joined with a word list (a game's own names) keeps the dictionary's stems:
    /// forms of a word found are still rejected, and forms of a blocked word still blocked
    /// (`retells` of `tell`, which only the stems connect), as with the dictionary alone.
    @Test(arguments: engines)
    func aCompositeKeepsItsDictionarysStems(_ engine: String) throws {
        let dictionary = try Self.stemmingRules(engine).checker
        let composite = try CompositeChecker([dictionary, WordListChecker(words: ["Zorblax"], language: "en")])
        #expect(composite.morphology?.stems(of: "retells") == dictionary.morphology?.stems(of: "retells"))
        #expect(try CompositeChecker([WordListChecker(words: ["tell"], language: "en")]).morphology == nil)
        for checker in [dictionary, composite as any TextChecker] {
            var rules = try Self.stemmingRules(engine)
            rules.checker = checker
            var filter = ContentFilter.bundled
            filter.block(["tell"])
            rules.settings.contentFilter = filter
            #expect(rules.judge("retells", root: "retellers").reason == .blocked, "\(type(of: checker))")
            var game = GameSession(root: "telepaths", rules: rules)
            #expect(game.submit("plate").isAccepted)
            #expect(game.submit("plates").reason == .formOfUsedWord, "\(type(of: checker))")
        }
    }

    @Test(arguments: engines)
    func anotherFormOfAWordFoundIsRejectedWhenTheGameWantsIt(_ engine: String) throws {
        var game = GameSession(root: "telepaths", rules: try Self.stemmingRules(engine))
        #expect(game.submit("plate").isAccepted)
        #expect(game.submit("plates").reason == .formOfUsedWord)
        #expect(game.submit("pleat").isAccepted, "a different word")
        #expect(game.submit("pleats").reason == .formOfUsedWord)
        if case .rejected(let rejection) = game.submit("plates") {
            #expect(rejection.title == "Word used already in another form")
        }
        // Off by default, and nothing without stems (a word list).
        var plain = GameSession(root: "telepaths", rules: try englishRules())
        #expect(plain.submit("plate").isAccepted && plain.submit("plates").isAccepted)
        var listRules = try englishRules()
        listRules.settings.ruleOrder.insert(.formOfUsedWord, at: 4)
        var list = GameSession(root: "telepaths", rules: listRules)
        #expect(list.submit("plate").isAccepted && list.submit("plates").isAccepted)
    }
}
