import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

@Suite("Solver")
struct SolverTests {
    @Test func solvesAKnownRoot() throws {
        let solver = AnagramSolver(words: ["palettes", "teeth", "heat", "sat", "at", "settee", "London", "london", "Tesla", "telepaths"])
        let solution = solver.solve(root: "telepaths")
        #expect(solution.answers == ["palettes", "teeth", "heat", "sat"], "longest first; proper nouns and the root are not answers")
        #expect(solution.answersByLength == [8: ["palettes"], 5: ["teeth"], 4: ["heat"], 3: ["sat"]])
        #expect(solution.maximumScore == 2 + 2 + 2 + 1)
        let boggle = solver.solve(root: "telepaths", settings: GameSettings(scoring: .boggle))
        #expect(boggle.maximumScore == 11 + 2 + 1 + 1)
        #expect(solver.solve(root: "telepaths", settings: GameSettings(minimumLength: 5)).answers == ["palettes", "teeth"])
    }

    /// The rule chain with a word-list checker on the same list, applied to every word.
    func bruteForce(root: String, words: [String], rules: GameRules) -> Set<String> {
        Set(words.compactMap { word -> String? in
            if case .accepted(let accepted, _) = rules.judge(word, root: root) { return accepted }
            return nil
        })
    }

    @Test func agreesWithBruteForceOnTheBundledList() throws {
        let checker = try #require(englishWords)
        let words = checker.wordsForTesting
        let solver = AnagramSolver(words: words)
        let rules = try GameRules(checker: checker)
        // Roots with and without repeats, short and long, and some with no answers at all.
        var roots = ["telepaths", "alphabet", "seventeen", "mississippi", "abracadabra", "strengths", "rhythm", "zzz",
                     "queueing", "aeiou", "documentation", "xylophones"]
        var generator = SeededRandomNumberGenerator(seed: 11)
        let starts = try StartWords.bundled()
        roots += (0..<8).map { _ in starts.randomRoot(using: &generator) }
        // Brute force judges each candidate through the whole chain: restrict it to words of
        // the right letters first so the sweep stays quick, then judge the full list for two roots.
        for root in roots {
            let rootLetters = Set(root)
            let candidates = words.filter { word in word.lowercased().allSatisfy { rootLetters.contains($0) } }
            let expected = bruteForce(root: root, words: candidates, rules: rules)
            let solution = solver.solve(root: root)
            #expect(Set(solution.answers) == expected, "\(root): extra \(Set(solution.answers).subtracting(expected)), missing \(expected.subtracting(solution.answers))")
            #expect(solution.answers.count == expected.count, "\(root): no duplicates")
            #expect(solver.answerCount(root: root) == expected.count)
        }
        for root in ["telepaths"] {
            #expect(Set(solver.solve(root: root).answers) == bruteForce(root: root, words: words, rules: rules))
        }
    }

    @Test func accentedAndNonLatinRootsTakeTheGeneralPath() throws {
        let solver = AnagramSolver(words: ["café", "face", "acé", "ace", "кот", "ток", "кто"])
        #expect(solver.solve(root: "facé").answers == ["café", "acé"])
        #expect(Set(solver.solve(root: "cafe").answers) == ["face", "ace"])
        #expect(Set(solver.solve(root: "окт").answers) == ["кот", "ток", "кто"])
        #expect(solver.solve(root: "CAFE\u{301}S").answers == ["café", "acé"])
    }

    /// A lexicon of more letters than the fast path has lanes (26 + 14 accented): the rarest
    /// share one lane and are checked exactly, so the answers are still exactly the brute
    /// force's, for roots with and without the rare letters, repeated or not.
    @Test func moreLettersThanLanesAgreeWithBruteForce() throws {
        let common = Array("abcdefghijklmnopqrstuvwxyz")
        let rare = Array("àâçéèêëîïôûùüÿ")
        var generator = SeededRandomNumberGenerator(seed: 5)
        func word(_ length: Int, rareShare: Int) -> String {
            String((0..<length).map { _ in
                let letters = Int.random(in: 0..<100, using: &generator) < rareShare ? rare : common
                return letters[Int.random(in: 0..<letters.count, using: &generator)]
            })
        }
        // Common letters far more frequent, so the accented ones are the rarest.
        let words = (0..<5_000).map { _ in word(Int.random(in: 3...7, using: &generator), rareShare: 4) }
        let solver = AnagramSolver(words: words)
        let rules = try GameRules(checker: try WordListChecker(words: words, personalDictionary: nil), settings: GameSettings(contentFilter: .off))
        let roots = (0..<20).map { index in word(9 + index % 4, rareShare: index % 3 == 0 ? 0 : 30) } + ["éééaaabbb", "ÿÿüüabcde"]
        for root in roots {
            let expected = bruteForce(root: root, words: words, rules: rules)
            let answers = solver.solve(root: root, settings: GameSettings(contentFilter: .off)).answers
            #expect(Set(answers) == expected && answers.count == expected.count, "\(root)")
        }
        #expect(roots.contains { root in bruteForce(root: root, words: words, rules: rules).contains { $0.contains(where: rare.contains) } },
                "some answers hold rare letters")
    }

    @Test func ranksRootsByTheirNumberOfAnswers() throws {
        let solver = AnagramSolver(words: ["ate", "eat", "tea", "tee", "eta", "sat", "set", "tes"])
        let ranked = solver.rank(roots: ["tease", "teas", "zzz", "TEAS", "eat"])
        #expect(ranked.map(\.root) == ["tease", "teas", "eat", "zzz"])
        #expect(ranked.map(\.answerCount) == [8, 7, 3, 0])
    }

    @Test func everyBundledRootHasPlentyOfAnswers() throws {
        let solver = try AnagramSolver.bundled()
        let roots = try StartWords.bundled().words
        #expect(roots.count > 1000)
        #expect(roots.allSatisfy { $0.count == 8 })
        // scripts/generate/start-words.py counts every answer of the word list...
        let unfiltered = GameSettings(contentFilter: .off)
        let poor = roots.filter { solver.answerCount(root: $0, settings: unfiltered) < 40 }
        #expect(poor.isEmpty, "roots with fewer than 40 answers: \(poor.prefix(5))")
        // ...a game leaves out the roots and answers its content filter blocks: a few of each.
        let ranked = solver.rank(roots: roots, settings: GameSettings())
        #expect(ranked.count > roots.count * 99 / 100 && ranked.count < roots.count)
        #expect(ranked.allSatisfy { $0.answerCount >= 30 }, "\(ranked.suffix(3))")
    }

    @Test func missingWordListIsAnError() throws {
        let missing = URL(filePath: "/nonexistent/words.txt")
        #expect(throws: LexiconError.fileNotFound(path: missing.path)) { try AnagramSolver(contentsOf: missing) }
    }
}
