import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

/// Roots by difficulty, and what a game shows, from common words (`WordFrequencies`).
@Suite("Difficulty and common words")
struct DifficultyTests {
    /// The bundled English game: its roots split in three parts, disjoint, together every
    /// common start word; each easy root has at least as many common answers (counted from the
    /// solver's answers) as any medium root, each medium root as any hard one.
    @Test func rootsSplitInThreeByTheirCommonAnswers() throws {
        let checker = try WordListChecker(contentsOf: try #require(WordListChecker.bundledWordListURL), language: "en_US",
                                          personalDictionary: nil)
        let settings = GameSettings()
        let lexicon = GameLexicon(checker: checker, settings: settings, cacheDirectory: nil)
        let solver = try lexicon.solver()
        let english = try #require(WordFrequencies(language: "en"))
        let all = try lexicon.startWords(solver: solver).words
        #expect(!all.isEmpty && all.allSatisfy(english.isCommon))
        let parts = try Difficulty.allCases.map { try lexicon.startWords(difficulty: $0, solver: solver).words }
        #expect(parts.allSatisfy { !$0.isEmpty })
        #expect(parts.map(\.count).reduce(0, +) == all.count && Set(parts.joined()) == Set(all))
        func commonAnswers(_ root: String) -> Int {
            solver.solve(root: root, settings: settings).answers.count(where: english.isCommon)
        }
        let counts = parts.map { $0.prefix(40).map(commonAnswers) }
        #expect((counts[0].min() ?? 0) >= (counts[1].max() ?? .max) && (counts[1].min() ?? 0) >= (counts[2].max() ?? .max),
                "\(counts)")
    }

    /// Hints and missed answers are common words while any common one is missed; then the rest.
    @Test func hintsAndMissedAnswersAreCommonWords() throws {
        let checker = try WordListChecker(contentsOf: try #require(WordListChecker.bundledWordListURL), language: "en_US",
                                          personalDictionary: nil)
        let rules = try GameRules(checker: checker)
        let solution = try GameLexicon(checker: checker, settings: rules.settings, cacheDirectory: nil)
            .solver(for: "telepaths").solve(root: "telepaths", settings: rules.settings, checker: checker)
        let english = try #require(WordFrequencies(language: "en"))
        let common = solution.answers.filter(english.isCommon)
        #expect(!common.isEmpty && common.count < solution.answers.count)
        var game = GameSession(root: "telepaths", rules: rules)
        #expect(game.missedAnswers(in: solution) == common)
        #expect(game.hint(from: solution) == common.min { ($0.count, $0) < ($1.count, $1) })
        for word in common { _ = game.submit(word) }
        let rare = solution.answers.filter { !english.isCommon($0) }
        #expect(game.missedAnswers(in: solution) == rare, "once every common word is found, the others")
    }
}
