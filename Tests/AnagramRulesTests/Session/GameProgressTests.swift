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
        // `palettes` is rare (not in English's frequencies): counted only once found.
        let english = try #require(WordFrequencies(language: "en"))
        try #require(!english.isCommon("palettes") && ["teeth", "heat", "pat", "sat"].allSatisfy(english.isCommon))
        #expect(game.progress(in: solution) == GameProgress(foundWords: 0, totalWords: 4, points: 0, maximumPoints: 2 + 2 + 1 + 1))
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

    /// Progress counts what a game shows: the common answers (with the words a player found
    /// beside them), as giving up lists them.
    @Test func progressCountsTheCommonAnswers() throws {
        let english = try #require(WordFrequencies(language: "en"))
        let solver = try AnagramSolver.bundled()
        var game = GameSession(root: "gyrating", rules: try englishRules())
        let solution = solver.solve(root: game.root, settings: game.rules.settings, checker: game.rules.checker)
        let common = solution.answers.filter(english.isCommon)
        let rare = try #require(solution.answers.first { !english.isCommon($0) })
        #expect(!common.isEmpty && common.count < solution.answers.count)
        let root = Answer(game.root, normalizer: game.rules.settings.normalizer)
        let points = { (words: [String]) in
            words.reduce(0) { $0 + game.rules.settings.scoring.points(for: Answer($1, normalizer: game.rules.settings.normalizer), root: root) }
        }
        #expect(game.progress(in: solution) == GameProgress(foundWords: 0, totalWords: common.count, points: 0,
                                                             maximumPoints: points(common)))
        #expect(game.progress(in: solution).totalWords == game.missedAnswers(in: solution).count)
        // A rare word found counts on both sides.
        game.submit(rare)
        #expect(game.progress(in: solution) == GameProgress(foundWords: 1, totalWords: common.count + 1, points: points([rare]),
                                                             maximumPoints: points(common + [rare])))
        game.submit(common[0])
        #expect(game.progress(in: solution).foundWords == 2 && game.progress(in: solution).totalWords == common.count + 1)
    }
}
