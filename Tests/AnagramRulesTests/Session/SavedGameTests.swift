import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

/// Saves that passed through a player's hands: what `GameSession(restoring:rules:allowing:roots:)`
/// and decoding with the game's rules refuse, and what they keep.
@Suite("Saved games")
struct SavedGameTests {
    /// A save in the format `JSONEncoder` writes, with the settings the tutorial's game has.
    static func save(root: String = "telepaths", words: [(String, Int)], score: Int? = nil,
                     minimumLength: String = "3", scoring: String = "\"tutorial\"",
                     ruleOrder: String = #"["empty","tooShort","sameAsRoot","notOriginal","notPossible","notReal"]"#,
                     extraSettings: String = "") -> Data {
        let list = words.map { #"{"word":"\#($0.0)","points":\#($0.1)}"# }.joined(separator: ",")
        let total = score ?? words.reduce(0) { $0 + $1.1 }
        return Data(#"{"root":"\#(root)","acceptedWords":[\#(list)],"score":\#(total),"settings":{"minimumLength":\#(minimumLength),"language":"en","caseFolding":"standard","scoring":\#(scoring),"ruleOrder":\#(ruleOrder)\#(extraSettings)}}"#.utf8)
    }

    func restoring(_ data: Data, rules: GameRules? = nil, allowing choices: SaveChoices = [],
                   roots: StartWords? = nil) throws -> Result<GameSession, SaveError> {
        let rules = try rules ?? englishRules()
        do throws(SaveError) {
            return .success(try GameSession(restoring: data, rules: rules, allowing: choices, roots: roots))
        } catch {
            return .failure(error)
        }
    }

    func refusal(_ data: Data, rules: GameRules? = nil, allowing choices: SaveChoices = [], roots: StartWords? = nil) throws -> SaveError? {
        if case .failure(let error) = try restoring(data, rules: rules, allowing: choices, roots: roots) { return error }
        return nil
    }

    /// What decoding with `rules` (the English game's by default) refuses with, as its
    /// `SaveError`; `nil` when it decodes.
    func decodingRefusal(_ data: Data, rules: GameRules? = nil) throws -> SaveError? {
        do {
            _ = try gameDecoder(rules: try rules ?? englishRules()).decode(GameSession.self, from: data)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return context.underlyingError as? SaveError ?? .malformed(field: "?", reason: context.debugDescription)
        } catch {
            return .malformed(field: "?", reason: "\(error)")
        }
    }

    // MARK: What a save keeps

    @Test func aRealGameRoundTrips() throws {
        var game = GameSession(root: "telepaths", rules: try englishRules())
        for word in ["palettes", "heat", "Sat", "settee", "hapes", "heat", "tap"] { game.submit(word) }
        let data = try JSONEncoder().encode(game)
        var restored = try restoring(data).get()
        #expect(restored.root == "telepaths")
        #expect(restored.acceptedWords == game.acceptedWords)
        #expect(restored.acceptedWords.map(\.word) == ["tap", "sat", "heat", "palettes"])
        #expect(restored.score == game.score && restored.score == 6)
        #expect(restored.submit("sat").reason == .notOriginal, "the words found still count")
        #expect(restored.submit("pelts") == .accepted(word: "pelts", points: 2))
        // Decoding with the game's rules gives the same game.
        let decoded = try gameDecoder(rules: game.rules).decode(GameSession.self, from: data)
        #expect(decoded.acceptedWords == game.acceptedWords && decoded.score == game.score)
        // And saving the restored game writes the same save.
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        #expect(try sorted.encode(try restoring(data).get()) == sorted.encode(game))
    }

    /// A changed byte that turns a found word into another answer with the same points would
    /// restore as another game: the save's check catches it, with either way of decoding. A
    /// save without a check (older, or edited with it removed) is judged on its contents.
    @Test func aSaveWhoseContentsDoNotMatchItsCheckIsRefused() throws {
        var game = GameSession(root: "telepaths", rules: try englishRules())
        for word in ["palettes", "heat", "tap"] { game.submit(word) }
        let json = try #require(String(data: JSONEncoder().encode(game), encoding: .utf8))
        #expect(json.contains(#""check":""#))
        #expect(try restoring(Data(json.utf8)).get().acceptedWords == game.acceptedWords)

        let changed = json.replacingOccurrences(of: #""heat""#, with: #""heap""#)
        #expect(changed != json)
        #expect(try refusal(Data(changed.utf8)).map { if case .invalidValue("check", _) = $0 { true } else { false } } == true)
        #expect(try decodingRefusal(Data(changed.utf8)).map { if case .invalidValue("check", _) = $0 { true } else { false } } == true)

        // Without the check, the edited game is judged as it is, and "heap" is an answer.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(changed.utf8)) as? [String: Any])
        let unchecked = try JSONSerialization.data(withJSONObject: object.filter { $0.key != "check" })
        #expect(try restoring(unchecked).get().acceptedWords.map(\.word) == ["tap", "heap", "palettes"])

        // A check that is not the contents' is refused too, and a check of another type is malformed.
        var forged = object
        forged["check"] = "0000000000000000"
        #expect(try refusal(try JSONSerialization.data(withJSONObject: forged)) != nil)
        forged["check"] = 42
        #expect(try refusal(try JSONSerialization.data(withJSONObject: forged)).map { if case .malformed("check", _) = $0 { true } else { false } } == true)
    }

    @Test func savesHoldNoMessagesAndOldSavesWithThemStillRestore() throws {
        var game = GameSession(root: "telepaths", rules: try englishRules())
        game.submit("heat")
        let json = try #require(String(data: JSONEncoder().encode(game), encoding: .utf8))
        #expect(!json.contains("messages") && !json.contains("Word used already") && !json.contains("Be more original"),
                "what the player is told is the game's, not the save's: \(json)")
        #expect(try JSONEncoder().encode(GameSettings()).count > 0)
        #expect(!(String(data: try JSONEncoder().encode(GameSettings()), encoding: .utf8) ?? "").contains("messages"))

        // A save written before, with the English messages in it (some reworded by that game).
        let old = Self.save(words: [("heat", 2)], extraSettings: #","messages":{"texts":{"notOriginal":{"title":"Old title","message":"Old message"},"notReal":{"title":"Word not recognized","message":"You can't just make them up, you know!"}}}"#)
        var restored = try restoring(old).get()
        #expect(restored.score == 2)
        #expect(restored.rules.settings.messages == RejectionMessages(), "the game's messages, not the save's")
        guard case .rejected(let rejection) = restored.submit("heat") else { Issue.record("a repeat was accepted"); return }
        #expect(rejection.title == "Word used already")
        var decoded = try gameDecoder(rules: try englishRules()).decode(GameSession.self, from: old)
        #expect(decoded.submit("heat") == .rejected(Rejection(reason: .notOriginal, title: "Word used already", message: "Be more original")))
        // Settings alone decode with or without messages.
        let settings = try JSONDecoder().decode(GameSettings.self, from: Data(#"{"minimumLength":4,"language":"en","caseFolding":"standard","scoring":"boggle","ruleOrder":["notReal"],"messages":{"texts":{}}}"#.utf8))
        #expect(settings == GameSettings(minimumLength: 4, scoring: .boggle, ruleOrder: [.notReal]))
    }

    @Test func aLocalisedGameShowsItsOwnMessagesOnARestoredSave() throws {
        var english = GameSession(root: "telepaths", rules: try englishRules())
        english.submit("heat")
        var french = try englishRules()
        french.settings.messages[.notOriginal] = .init(title: "Mot déjà trouvé", message: "Sois plus original !")
        french.settings.messages[.notPossible] = .init(title: "Mot impossible", message: "On ne peut pas l'écrire avec « {root} » !")
        for data in [try JSONEncoder().encode(english),
                     Self.save(words: [("heat", 2)], extraSettings: #","messages":{"texts":{"notOriginal":{"title":"Word used already","message":"Be more original"}}}"#)] {
            var restored = try restoring(data, rules: french).get()
            #expect(restored.submit("heat") == .rejected(Rejection(reason: .notOriginal, title: "Mot déjà trouvé", message: "Sois plus original !")))
            #expect(restored.submit("settee") == .rejected(Rejection(reason: .notPossible, title: "Mot impossible",
                                                                     message: "On ne peut pas l'écrire avec « telepaths » !")))
        }
    }

    // MARK: Forged saves

    @Test func aSaveCannotSwitchTheRulesOff() throws {
        // Every rule off: the old decoder accepted any word; the game's rules judge instead.
        let forged = Self.save(words: [("zzz", 1)], ruleOrder: "[]")
        #expect(try refusal(forged) == .wordRejected(index: 0, word: "zzz", reason: .notPossible))
        let madeUp = Self.save(words: [("hapes", 2)], ruleOrder: "[]")
        #expect(try refusal(madeUp) == .wordRejected(index: 0, word: "hapes", reason: .notReal))
        // The game's rule order is the one that runs afterwards too.
        let honest = Self.save(words: [("heat", 2)], ruleOrder: "[]")
        var restored = try restoring(honest).get()
        #expect(restored.rules.settings.ruleOrder == RejectionReason.defaultOrder)
        #expect(restored.submit("zzz").reason == .notPossible)
    }

    @Test func wordsTheRulesRejectAreRefusedWithTheirPlace() throws {
        #expect(try refusal(Self.save(words: [("heat", 2), ("settee", 2)])) == .wordRejected(index: 1, word: "settee", reason: .notPossible))
        #expect(try refusal(Self.save(words: [("hapes", 2), ("heat", 2)])) == .wordRejected(index: 0, word: "hapes", reason: .notReal))
        // A repeat: the newer of the two (index 0, newest first) is the one refused.
        #expect(try refusal(Self.save(words: [("heat", 2), ("sat", 1), ("heat", 2)])) == .wordRejected(index: 0, word: "heat", reason: .notOriginal))
        #expect(try refusal(Self.save(words: [("at", 1)])) == .wordRejected(index: 0, word: "at", reason: .tooShort))
        #expect(try refusal(Self.save(words: [("telepaths", 9)])) == .wordRejected(index: 0, word: "telepaths", reason: .sameAsRoot))
        // Not in the form the game keeps: the normalised word must be the one saved.
        #expect(try refusal(Self.save(words: [("Heat", 2)])) == .invalidValue(field: "acceptedWords[0].word", reason: "\"Heat\" is not in the form the game keeps it (\"heat\")"))
        #expect(try refusal(Self.save(words: [(" heat", 2)])) != nil)
        // The game's own rules judge too.
        let noPlurals = AnswerRule(reason: RejectionReason("plural")) { answer, _ in !answer.text.hasSuffix("s") }
        var rules = try englishRules()
        rules.customRules = [noPlurals]
        rules.settings.ruleOrder.append(noPlurals.reason)
        #expect(try refusal(Self.save(words: [("heat", 2), ("palettes", 2)]), rules: rules) == .wordRejected(index: 1, word: "palettes", reason: RejectionReason("plural")))
        #expect(try restoring(Self.save(words: [("heat", 2)]), rules: rules).get().score == 2)
    }

    @Test func pointsAndScoresAreTheGamesNotTheSaves() throws {
        #expect(try refusal(Self.save(words: [("heat", 2)], score: 200)) == .scoreDiffers(saved: 200, game: 2))
        #expect(try refusal(Self.save(words: [("heat", 2)], score: -1)) == .scoreDiffers(saved: -1, game: 2))
        #expect(try refusal(Self.save(words: [("heat", 2)], score: Int.max)) == .scoreDiffers(saved: Int.max, game: 2))
        #expect(try refusal(Self.save(words: [("palettes", 11)])) == .pointsDiffer(index: 0, word: "palettes", saved: 11, game: 2))
        #expect(try refusal(Self.save(words: [("heat", 1), ("sat", 2)], score: 3)) == .pointsDiffer(index: 1, word: "sat", saved: 2, game: 1))
        #expect(try refusal(Self.save(words: [("heat", -2)])) == .invalidValue(field: "acceptedWords[0].points", reason: "-2 is not from 0 to 1000000"))
        #expect(try refusal(Self.save(words: [("heat", Int.max / 2 + 1), ("heap", Int.max / 2)])) != nil)
        // Plain decoding recomputes the points too.
        #expect(try decodingRefusal(Self.save(words: [("palettes", 11)])) == .pointsDiffer(index: 0, word: "palettes", saved: 11, game: 2))
        #expect(try decodingRefusal(Self.save(words: [("heat", 2)], score: 3)) == .scoreDiffers(saved: 3, game: 2))
    }

    @Test func theScoringIsTheGamesUnlessItLetsTheSaveChoose() throws {
        let boggle = Self.save(words: [("palettes", 11), ("teeth", 2)], scoring: "\"boggle\"")
        #expect(try refusal(boggle) == .settingDiffers(field: "settings.scoring", saved: "boggle", game: "tutorial"))
        let restored = try restoring(boggle, allowing: .scoring).get()
        #expect(restored.rules.settings.scoring == .boggle && restored.score == 13)
        // Points that boggle does not give are refused under boggle as well.
        #expect(try refusal(Self.save(words: [("palettes", 2)], scoring: "\"boggle\""), allowing: .scoring)
                == .pointsDiffer(index: 0, word: "palettes", saved: 2, game: 11))
        // A policy nobody knows.
        let mystery = Self.save(words: [("heat", 2)], scoring: "\"mystery\"")
        #expect(try refusal(mystery) == .settingDiffers(field: "settings.scoring", saved: "mystery", game: "tutorial"))
        #expect(try refusal(mystery, allowing: .scoring) == .invalidValue(field: "settings.scoring", reason: "\"mystery\" is not a scoring policy the game knows"))
        // A game's custom policy is found by its name.
        let double = ScoringPolicy.custom(name: "double") { answer, _ in answer.length * 2 }
        let custom = Self.save(words: [("heat", 8)], scoring: "\"double\"")
        #expect(try restoring(custom, rules: try englishRules(GameSettings(scoring: double))).get().score == 8)
        #expect(try decodingRefusal(custom) == .settingDiffers(field: "settings.scoring", saved: "double", game: "tutorial"))
        #expect(try decodingRefusal(custom, rules: try englishRules(GameSettings(scoring: double))) == nil)
    }

    @Test func theMinimumLengthIsTheGamesUnlessItLetsTheSaveChoose() throws {
        let short = Self.save(words: [("pa", 1)], minimumLength: "2")
        #expect(try refusal(short) == .wordRejected(index: 0, word: "pa", reason: .tooShort))
        let restored = try restoring(short, allowing: .minimumLength).get()
        #expect(restored.rules.settings.minimumLength == 2)
        // Longer in the save than in the game: the game's applies afterwards.
        var longer = try restoring(Self.save(words: [("heats", 2)], minimumLength: "5")).get()
        #expect(longer.submit("heat").isAccepted)
    }

    @Test func settingsOutOfRangeAreRefused() throws {
        for length in ["0", "-3", "101", "\(Int.max)"] {
            let data = Self.save(words: [], minimumLength: length)
            #expect(try refusal(data) == .invalidValue(field: "settings.minimumLength", reason: "\(length) is not from 1 to 100"))
            #expect(try decodingRefusal(data) == .invalidValue(field: "settings.minimumLength", reason: "\(length) is not from 1 to 100"))
        }
        #expect(try refusal(Self.save(words: [], ruleOrder: #"[""]"#)) == .invalidValue(field: "settings.ruleOrder[0]", reason: "\"\" is not a rule name of 1 to 64 bytes"))
        let many = "[" + Array(repeating: #""notReal""#, count: 65).joined(separator: ",") + "]"
        #expect(try refusal(Self.save(words: [], ruleOrder: many)) == .invalidValue(field: "settings.ruleOrder", reason: "65 rules, more than any game has (at most 64)"))
        let upsideDown = try #require(String(data: Self.save(words: []), encoding: .utf8)).replacingOccurrences(of: "standard", with: "upside-down")
        #expect(try refusal(Data(upsideDown.utf8))?.description.hasPrefix("settings.caseFolding: ") == true)
    }

    @Test func rootsThatAreNotWordsAreRefused() throws {
        #expect(try refusal(Self.save(root: "tele paths", words: [])) == .invalidValue(field: "root", reason: "\"tele paths\" is not a single word of letters"))
        #expect(try refusal(Self.save(root: "", words: [])) == .invalidValue(field: "root", reason: "empty"))
        #expect(try refusal(Self.save(root: "Telepaths", words: [])) == .invalidValue(field: "root", reason: "\"Telepaths\" is not in the form the game keeps it (\"telepaths\")"))
        // Any word of letters can be a root (a game may deal any): a game that deals roots from
        // its own list checks the restored root is on it.
        let odd = try restoring(Self.save(root: "xyzzyqaeiou", words: [("quiz", 2)])).get()
        #expect(odd.root == "xyzzyqaeiou" && odd.score == 2)
        // A game that deals its own roots passes them: a save cannot pick another.
        let roots = try StartWords(text: "telepaths\nalphabet\n")
        #expect(try refusal(Self.save(root: "xyzzyqaeiou", words: [("quiz", 2)]), roots: roots)
                == .invalidValue(field: "root", reason: "\"xyzzyqaeiou\" is not one of the game's roots"))
        #expect(try restoring(Self.save(words: [("heat", 2)]), roots: roots).get().score == 2)
        // A save of a game in another language: named as such, not as a word the game refuses.
        let turkish = Data(String(decoding: Self.save(words: [("heat", 2)]), as: UTF8.self)
            .replacingOccurrences(of: #""language":"en""#, with: #""language":"tr""#).utf8)
        #expect(try refusal(turkish) == .settingDiffers(field: "settings.language", saved: "tr", game: "en"))
        #expect(try restoring(Self.save(words: [("heat", 2)]), rules: englishRules(GameSettings(language: "en_GB"))).get().score == 2,
                "the same language in another region")
        // A root the game's content filter blocks: the game would never deal or show it.
        let filtered = try englishRules(GameSettings(contentFilter: .only(["telepath"])))
        #expect(try refusal(Self.save(words: [("heat", 2)]), rules: filtered)
                == .invalidValue(field: "root", reason: "\"telepaths\" is blocked by the game's content filter"))
        // Plain decoding has no checker, but the root must still be a word of letters.
        #expect(try decodingRefusal(Self.save(root: "tele paths", words: [])) == .invalidValue(field: "root", reason: "\"tele paths\" is not a single word of letters"))
    }

    @Test func hugeSavesFailFastWithAClearError() throws {
        let clock = ContinuousClock()
        let start = clock.now
        // A 100 MB root: refused on its size, before a byte is parsed.
        let hugeRoot = Self.save(root: String(repeating: "a", count: 100_000_000), words: [])
        #expect(try refusal(hugeRoot) == .tooLarge(bytes: hugeRoot.count, limit: 4 << 20))
        // A million words: the same.
        let million = Self.save(words: Array(repeating: ("heat", 2), count: 1_000_000))
        #expect(try refusal(million) == .tooLarge(bytes: million.count, limit: 4 << 20))
        // Under the size limit: a root over 100 characters, more than 10,000 words.
        let longRoot = String(repeating: "e", count: 101)
        #expect(try refusal(Self.save(root: longRoot, words: []))
                == .invalidValue(field: "root", reason: "\"eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee\"… (101 bytes) is longer than any word (at most 100 characters)"))
        let manyWords = Self.save(words: Array(repeating: ("heat", 2), count: 10_001))
        #expect(try refusal(manyWords) == .invalidValue(field: "acceptedWords", reason: "10001 words, more than any game holds (at most 10000)"))
        // Plain decoding has no size to look at: the same limits, checked as soon as each is read.
        #expect(try decodingRefusal(hugeRoot)?.description.hasPrefix("root: ") == true)
        #expect(try decodingRefusal(million) == .invalidValue(field: "acceptedWords", reason: "1000000 words, more than any game holds (at most 10000)"))
        #expect(start.duration(to: clock.now) < .seconds(30), "refused at once, not after judging a million words")
        // A word longer than any (one character of a million accents is still refused).
        let accents = "e" + String(repeating: "\u{301}", count: 1_000)
        #expect(try refusal(Self.save(words: [(accents, 1)]))?.description.hasPrefix("acceptedWords[0].word: ") == true)
    }

    @Test func whatIsNotASaveIsMalformed() throws {
        let good = Self.save(words: [("heat", 2)])
        let text = try #require(String(data: good, encoding: .utf8))
        #expect(try refusal(good.prefix(40))?.description.hasPrefix("not a saved game: not valid JSON") == true)
        #expect(try refusal(Data()) != nil)
        #expect(try refusal(Data("[]".utf8)) == .malformed(field: "", reason: "not an object"))
        #expect(try refusal(Data(text.replacingOccurrences(of: #""score":2"#, with: #""score":"2""#).utf8))
                == .malformed(field: "score", reason: "not a whole number"))
        let fraction = try refusal(Data(text.replacingOccurrences(of: #""points":2"#, with: #""points":2.5"#).utf8))
        // (Foundation's JSONDecoder on Linux calls a number that does not fit "not valid JSON".)
        #expect(fraction?.description.hasPrefix("not a saved game: ") == true || fraction?.description.hasPrefix("acceptedWords[0].points: ") == true)
        #expect(try refusal(Data(text.replacingOccurrences(of: #""word":"heat""#, with: #""word":7"#).utf8))
                == .malformed(field: "acceptedWords[0].word", reason: "not a string"))
        #expect(try refusal(Data(text.replacingOccurrences(of: #""root":"telepaths""#, with: #""root":null"#).utf8))
                == .malformed(field: "root", reason: "null, not a string"))
        #expect(try refusal(Data(text.replacingOccurrences(of: #","score":2"#, with: "").utf8)) == .malformed(field: "score", reason: "missing"))
        #expect(try refusal(Data(text.replacingOccurrences(of: #"[{"word":"heat","points":2}]"#, with: "{}").utf8))
                == .malformed(field: "acceptedWords", reason: "not a list"))
        // Every refusal says where and why.
        for data in [good.prefix(40), Data("{}".utf8), Data("null".utf8)] {
            let error = try #require(try refusal(data))
            #expect(!error.description.isEmpty)
        }
    }

    /// Decoding with the game's rules is restoring: it refuses what restoring refuses, for the
    /// same reason, and keeps what it keeps.
    @Test func decodingWithTheGamesRulesRefusesWhatRestoringRefuses() throws {
        let saves = [Self.save(words: [("settee", 2)]), Self.save(words: [("heat", 2), ("heat", 2)]),
                     Self.save(words: [("at", 1)]), Self.save(words: [("zzz", 1)], ruleOrder: "[]"),
                     Self.save(words: [("hapes", 2)]), Self.save(words: [("heat", 2), ("palettes", 2)]),
                     Self.save(words: [("heat", 2)], scoring: "\"boggle\""), Self.save(root: "tele paths", words: [])]
        for save in saves {
            #expect(try decodingRefusal(save) == refusal(save), "\(String(decoding: save, as: UTF8.self))")
        }
        #expect(try decodingRefusal(Self.save(words: [("hapes", 2)])) == .wordRejected(index: 0, word: "hapes", reason: .notReal))
        #expect(try decodingRefusal(Self.save(words: [("zzz", 1)], ruleOrder: "[]"))
                == .wordRejected(index: 0, word: "zzz", reason: .notPossible), "the save's rule order is not the game's")
    }

    /// A decoder without the game's rules refuses every save, saying how to give them: no
    /// checker is chosen for the game (an English list judged every language's answers).
    @Test func decodingWithoutTheGamesRulesIsRefused() throws {
        let english = Self.save(words: [("heat", 2)])
        do {
            _ = try JSONDecoder().decode(GameSession.self, from: english)
            Issue.record("a save decoded without the game's rules")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("userInfo[GameSession.rulesKey]")
                    && context.debugDescription.contains("GameSession(restoring:rules:)"))
        }
        // A save in another language than the rules' is refused for what it is.
        let turkish = Data(String(decoding: english, as: UTF8.self)
            .replacingOccurrences(of: #""language":"en""#, with: #""language":"tr""#).utf8)
        #expect(try decodingRefusal(turkish) == .settingDiffers(field: "settings.language", saved: "tr", game: try englishRules().settings.language))
        // English in any region is the game's language.
        let british = Data(String(decoding: english, as: UTF8.self)
            .replacingOccurrences(of: #""language":"en""#, with: #""language":"en_GB""#).utf8)
        var decoded = try gameDecoder(rules: try englishRules()).decode(GameSession.self, from: british)
        #expect(decoded.submit("palettes").points == 2)
    }

    @Test func errorsNameTheFieldAndTheReason() {
        #expect(SaveError.wordRejected(index: 3, word: "zzz", reason: .notPossible).description
                == "acceptedWords[3]: \"zzz\" is not an answer the game accepts there (notPossible)")
        #expect(SaveError.pointsDiffer(index: 0, word: "heat", saved: 9, game: 2).description == "acceptedWords[0].points: \"heat\" scores 2, not 9")
        #expect(SaveError.scoreDiffers(saved: 9, game: 2).description == "score: the words' points add up to 2, not 9")
        #expect(SaveError.settingDiffers(field: "settings.scoring", saved: "boggle", game: "tutorial").description
                == "settings.scoring: the save has \"boggle\", the game \"tutorial\", and a save cannot change it")
        #expect(SaveError.tooLarge(bytes: 5_000_000, limit: 4 << 20).description == "5000000 bytes, more than any saved game (at most 4194304)")
        #expect(SaveError.clipped(String(repeating: "a", count: 1_000)).count == 41)
    }
}
