import Foundation
import LexiconCheck
import Testing
import TestSupport
@testable import AnagramRules

/// Invariants of the game rules, on random inputs.
@Suite("Game properties")
struct GamePropertyTests {
    /// Normalising twice is normalising once, in both case foldings (invisible characters between
    /// trailing spaces once left spaces that a second normalising trimmed).
    @Test(arguments: [CaseFolding.standard, .turkic])
    func normalisingIsIdempotent(_ folding: CaseFolding) {
        let normalizer = AnswerNormalizer(caseFolding: folding)
        let counterexample = forAll(3000) { RandomText.text(using: &$0) } _: { text in
            let once = normalizer.normalize(text)
            return normalizer.normalize(once) == once
        }
        #expect(counterexample == nil, "\(String(describing: counterexample))")
    }

    /// An accepted answer is long enough, not the root, and spelled from the root's letters,
    /// whatever is typed: the root's answers, anagrams of parts of it, words of the list,
    /// random text.
    @Test func acceptedAnswersAreSpelledFromTheRoot() throws {
        let url = try #require(WordListChecker.bundledWordListURL)
        let checker = try WordListChecker(contentsOf: url, language: "en_US", personalDictionary: nil)
        let words = try StartWords.bundled().words
        let lexicon = try WordListFile.words(at: url)
        let rules = try GameRules(checker: checker)
        let solver = try AnagramSolver.bundled()
        let normalizer = rules.settings.normalizer
        var accepted = 0
        let counterexample = forAll(3000) { generator -> (root: String, answer: String) in
            let root = words.randomElement(using: &generator) ?? "telepaths"
            let answer: String
            switch Int.random(in: 0..<4, using: &generator) {
            case 3: answer = solver.solve(root: root).answers.randomElement(using: &generator) ?? root
            case 0: answer = String(root.shuffled(using: &generator).prefix(Int.random(in: 0...root.count, using: &generator)))
            case 1: answer = lexicon.randomElement(using: &generator) ?? ""
            default: answer = RandomText.text(maximumPieces: 4, using: &generator)
            }
            // Case and spaces as players type them.
            return (root, Bool.random(using: &generator) ? " " + answer.uppercased() : answer)
        } _: { pair in
            guard case .accepted = rules.judge(pair.answer, root: pair.root) else { return true }
            accepted += 1
            let answer = normalizer.normalize(pair.answer), root = normalizer.normalize(pair.root)
            return answer != root && answer.count >= rules.settings.minimumLength
                && LetterInventory(root).canSpell(LetterInventory(answer))
        }
        #expect(counterexample == nil, "\(String(describing: counterexample))")
        #expect(accepted > 300, "the inputs reach acceptance")
    }
}
