import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

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
