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
        game.restart(from: roots, using: &generator)
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
        var resumed = try JSONDecoder().decode(GameSession.self, from: saved)
        #expect(resumed.root == "telepaths")
        #expect(resumed.acceptedWords == game.acceptedWords)
        #expect(resumed.score == 11 + 2, "boggle: 8 letters 11, 5 letters 2")
        #expect(resumed.rules.settings == game.rules.settings)
        #expect(resumed.submit("teeth").reason == .notOriginal, "the words found before still count")
        #expect(resumed.submit("heats") == .accepted(word: "heats", points: 2), "boggle scoring came back")
        #expect(resumed.submit("zzzz").reason == .notPossible)
    }

    @Test func customScoringNeedsToBeGivenBackWhenLoading() throws {
        let double = ScoringPolicy.custom(name: "double") { answer, _ in answer.length * 2 }
        var game = GameSession(root: "telepaths", rules: try englishRules(GameSettings(scoring: double)))
        game.submit("heat")
        let saved = try JSONEncoder().encode(game)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameSession.self, from: saved) }
        let decoder = JSONDecoder()
        decoder.userInfo[ScoringPolicy.decoderKey] = [double]
        var resumed = try decoder.decode(GameSession.self, from: saved)
        #expect(resumed.submit("heats") == .accepted(word: "heats", points: 10))
    }

    @Test func aTamperedScoreIsRefused() throws {
        var game = GameSession(root: "telepaths", rules: try englishRules())
        game.submit("heat")
        var json = try #require(String(data: JSONEncoder().encode(game), encoding: .utf8))
        json = json.replacingOccurrences(of: "\"score\":2", with: "\"score\":200")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameSession.self, from: Data(json.utf8)) }
    }

    @Test func seededGamesAreReproducible() throws {
        let roots = try StartWords.bundled()
        var first = SeededRandomNumberGenerator(seed: 2026)
        var second = SeededRandomNumberGenerator(seed: 2026)
        let rules = try englishRules()
        let a = (0..<20).map { _ in GameSession(source: roots, rules: rules, using: &first).root }
        let b = (0..<20).map { _ in GameSession(source: roots, rules: rules, using: &second).root }
        #expect(a == b)
        #expect(Set(a).count > 10, "different roots come up")
        var other = SeededRandomNumberGenerator(seed: 7)
        #expect((0..<20).map { _ in roots.randomRoot(using: &other) } != a)
    }
}

@Suite("Start words")
struct StartWordsTests {
    @Test func fileQuirksNeverYieldAnEmptyOrMalformedRoot() throws {
        let directory = try TemporaryDirectory()
        let text = "\u{FEFF}Alphabet\r\n\r\n  seventy  \nteeth\n\n"
        let url = try directory.write("start.txt", Data(text.utf8))
        let roots = try StartWords(contentsOf: url)
        #expect(roots.words == ["alphabet", "seventy", "teeth"])
        var generator = SeededRandomNumberGenerator(seed: 3)
        for _ in 0..<200 {
            let root = roots.randomRoot(using: &generator)
            #expect(!root.isEmpty && root.allSatisfy(\.isLetter))
        }
    }

    @Test func badListsAreErrorsNamingFileAndLine() throws {
        let directory = try TemporaryDirectory()
        let twoWords = try directory.write("two.txt", Data("alpha\nbeta gamma\n".utf8))
        #expect(throws: LexiconError.malformed(path: twoWords.path, line: 2, reason: "not a single word of letters: \"beta gamma\"")) {
            try StartWords(contentsOf: twoWords)
        }
        let empty = try directory.write("empty.txt", Data())
        #expect(throws: LexiconError.malformed(path: empty.path, line: nil, reason: "the start-word list has no words")) {
            try StartWords(contentsOf: empty)
        }
        let blank = try directory.write("blank.txt", Data("\n\r\n  \n".utf8))
        #expect(throws: LexiconError.self) { try StartWords(contentsOf: blank) }
        let latin1 = try directory.write("latin1.txt", Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        #expect(throws: LexiconError.malformed(path: latin1.path, line: 1, reason: "not valid UTF-8")) {
            try StartWords(contentsOf: latin1)
        }
        #expect(throws: LexiconError.fileNotFound(path: directory.url.appending(path: "none.txt").path)) {
            try StartWords(contentsOf: directory.url.appending(path: "none.txt"))
        }
    }

    @Test func theTutorialsTrailingNewlineIsNotARoot() throws {
        // start.txt ends with "\n": splitting on "\n" leaves an empty last element.
        let roots = try StartWords(text: "silkworm\nabsolute\n")
        #expect(roots.words == ["silkworm", "absolute"])
    }
}

@Suite("Progress, hints and giving up")
struct GameProgressTests {
    @Test func progressHintsAndMissedAnswersFollowTheSolution() throws {
        let solver = AnagramSolver(words: ["palettes", "teeth", "heat", "sat", "pat", "zebra"])
        var game = GameSession(root: "telepaths", rules: try englishRules())
        let solution = solver.solve(root: game.root, settings: game.rules.settings, checker: game.rules.checker)
        #expect(solution.answers == ["palettes", "teeth", "heat", "pat", "sat"])
        #expect(game.progress(in: solution) == GameProgress(foundWords: 0, totalWords: 5, points: 0, maximumPoints: 2 + 2 + 2 + 1 + 1))
        #expect(game.hint(from: solution) == "pat")
        game.submit("pat")
        #expect(game.hint(from: solution) == "sat")
        game.submit("palettes")
        game.submit("heats")  // accepted by the checker, missing from this small lexicon
        #expect(game.progress(in: solution).description == "3 of 6 words, 5 of 10 points")
        #expect(game.missedAnswers(in: solution) == ["teeth", "heat", "sat"])
        for word in ["teeth", "heat", "sat"] { game.submit(word) }
        #expect(game.hint(from: solution) == nil && game.missedAnswers(in: solution).isEmpty)
    }
}
