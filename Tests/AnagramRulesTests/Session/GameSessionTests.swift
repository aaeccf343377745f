import Foundation
import Testing
import TestSupport
import LexiconCheck
@testable import AnagramRules

@Suite("Game session")
struct GameSessionTests {
    @Test func aFullGame() throws {
        var game = GameSession(root: "Telepaths", rules: try englishRules())
        #expect(game.root == "telepaths")
        #expect(game.submit("palettes") == .accepted(word: "palettes", points: 2))
        #expect(game.submit("heat") == .accepted(word: "heat", points: 2))
        #expect(game.submit("sat") == .accepted(word: "sat", points: 1))
        #expect(game.submit("HEAT").reason == .notOriginal)
        #expect(game.submit("settee").reason == .notPossible)
        #expect(game.submit("hapes").reason == .notReal)
        #expect(game.submit("telepaths").reason == .sameAsRoot)
        #expect(game.submit("").reason == .empty)
        #expect(game.submit("at").reason == .tooShort)
        #expect(game.acceptedWords.map(\.word) == ["sat", "heat", "palettes"], "newest first")
        #expect(game.score == 5)

        var generator = SeededRandomNumberGenerator(seed: 1)
        let roots = try StartWords(text: "alphabet\nseventy\n")
        try game.restart(from: roots, using: &generator)
        #expect(["alphabet", "seventy"].contains(game.root))
        #expect(game.acceptedWords.isEmpty && game.score == 0)
        game.restart(root: "telepaths")
        #expect(game.submit("palettes").isAccepted, "a restart forgets the words found")
    }

    @Test func saveAndResume() throws {
        var game = GameSession(root: "telepaths", rules: try englishRules(GameSettings(scoring: .boggle)))
        game.submit("palettes")
        game.submit("teeth")
        let saved = try JSONEncoder().encode(game)
        var resumed = try gameDecoder(rules: game.rules).decode(GameSession.self, from: saved)
        #expect(resumed.root == "telepaths")
        #expect(resumed.acceptedWords == game.acceptedWords)
        #expect(resumed.score == 11 + 2, "boggle: 8 letters 11, 5 letters 2")
        #expect(resumed.rules.settings == game.rules.settings)
        #expect(resumed.submit("teeth").reason == .notOriginal, "the words found before still count")
        #expect(resumed.submit("heats") == .accepted(word: "heats", points: 2), "boggle scoring came back")
        #expect(resumed.submit("zzzz").reason == .notPossible)
    }

    /// A custom scoring comes back with the game's rules; rules that score otherwise refuse
    /// the save.
    @Test func customScoringComesBackWithTheGamesRules() throws {
        let double = ScoringPolicy.custom(name: "double") { answer, _ in answer.length * 2 }
        var game = GameSession(root: "telepaths", rules: try englishRules(GameSettings(scoring: double)))
        game.submit("heat")
        let saved = try JSONEncoder().encode(game)
        #expect(throws: DecodingError.self) { try gameDecoder(rules: try englishRules()).decode(GameSession.self, from: saved) }
        var resumed = try gameDecoder(rules: game.rules).decode(GameSession.self, from: saved)
        #expect(resumed.submit("heats") == .accepted(word: "heats", points: 10))
    }

    @Test func aTamperedScoreIsRefused() throws {
        var game = GameSession(root: "telepaths", rules: try englishRules())
        game.submit("heat")
        var json = try #require(String(data: JSONEncoder().encode(game), encoding: .utf8))
        #expect(try gameDecoder(rules: game.rules).decode(GameSession.self, from: Data(json.utf8)).score == 2)
        json = json.replacingOccurrences(of: "\"score\":2", with: "\"score\":200")
        #expect(throws: DecodingError.self) { try gameDecoder(rules: game.rules).decode(GameSession.self, from: Data(json.utf8)) }
    }

    /// Points near Int.max in a save made decoding (and the next answer) trap on overflow.
    @Test func pointsThatCouldOverflowAreRefusedAndCustomScoresAreBounded() throws {
        let huge = Int.max / 2 + 1
        let json = #"{"root":"telepaths","score":\#(Int.max),"settings":{"minimumLength":3,"language":"en","caseFolding":"standard","scoring":"tutorial","ruleOrder":["empty","tooShort","sameAsRoot","notOriginal","notPossible","notReal"],"messages":{}},"acceptedWords":[{"word":"heat","points":\#(huge)},{"word":"heap","points":\#(huge - 1)}]}"#
        #expect(throws: DecodingError.self) { try gameDecoder(rules: try englishRules()).decode(GameSession.self, from: Data(json.utf8)) }
        var rules = try englishRules()
        rules.settings.scoring = .custom(name: "greedy") { _, _ in Int.max }
        var game = GameSession(root: "telepaths", rules: rules)
        for word in ["heat", "heap", "palettes", "steep", "pleat"] { game.submit(word) }
        #expect(game.score == 5 * ScoringPolicy.maximumPoints)
        rules.settings.scoring = .custom(name: "negative") { _, _ in -10 }
        #expect(rules.judge("heat", root: "telepaths") == .accepted(word: "heat", points: 0))
    }

    @Test func seededGamesAreReproducible() throws {
        let roots = try StartWords.bundled()
        var first = SeededRandomNumberGenerator(seed: 2026)
        var second = SeededRandomNumberGenerator(seed: 2026)
        let rules = try englishRules()
        let a = try (0..<20).map { _ in try GameSession(source: roots, rules: rules, using: &first).root }
        let b = try (0..<20).map { _ in try GameSession(source: roots, rules: rules, using: &second).root }
        #expect(a == b)
        #expect(Set(a).count > 10, "different roots come up")
        var other = SeededRandomNumberGenerator(seed: 7)
        #expect((0..<20).map { _ in roots.randomRoot(using: &other) } != a)
    }
}
