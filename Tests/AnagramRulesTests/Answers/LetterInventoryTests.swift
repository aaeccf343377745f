import Foundation
import Testing
import LexiconCheck
@testable import AnagramRules

@Suite("Letter inventories")
struct LetterInventoryTests {
    @Test func countsNeverWrapAround() {
        // 254 a's fit the fast path's 8-bit lanes; 257 a's must not wrap round to 1.
        let root = LetterInventory(String(repeating: "a", count: 254) + "bbb")
        #expect(root.canSpell(LetterInventory(String(repeating: "a", count: 254))))
        #expect(!root.canSpell(LetterInventory(String(repeating: "a", count: 255))))
        #expect(!root.canSpell(LetterInventory(String(repeating: "a", count: 257))))
        #expect(!root.canSpell(LetterInventory(String(repeating: "a", count: 512) + "b")))
        let long = LetterInventory(String(repeating: "a", count: 300))
        #expect(long.canSpell(LetterInventory(String(repeating: "a", count: 257))))
        #expect(!long.canSpell(LetterInventory(String(repeating: "a", count: 301))))
        #expect(long.canSpell(LetterInventory("aaa")) && !long.canSpell(LetterInventory("ab")))
    }

    /// A root with a letter repeated 20,000 times: the solver and the rules count it once, not
    /// once per word of the lexicon (which would take hours).
    // The limit catches a hang, not slowness: the runner starts tests long before a thread is
    // free for them (library tests hold both of this machine's threads for minutes), so a
    // limit shorter than the whole run fails tests that did nothing wrong.
    @Test(.timeLimit(.minutes(30)))
    func aHugeRootIsCountedOnce() throws {
        let solver = try AnagramSolver.bundled()
        let answers = solver.solve(root: "telepaths" + String(repeating: "e", count: 300)).answers
        let huge = solver.solve(root: "telepaths" + String(repeating: "e", count: 20_000)).answers
        #expect(huge == answers && answers.contains("palettes") && answers.contains("steep"))
        let accented = solver.solve(root: "café" + String(repeating: "e", count: 20_000)).answers
        #expect(accented.contains("face") && accented.contains("fee"))
        // The rules compare thousands of answers with one such root.
        let rules = try englishRules()
        var used: Set<String> = []
        let root = "é" + "telepaths" + String(repeating: "x", count: 20_000)
        let verdicts = rules.judgeInOrder(Array(repeating: "settee", count: 5_000) + ["palettes"], root: root, usedWords: &used)
        #expect(verdicts.dropLast().allSatisfy { $0.reason == .notPossible })
        #expect(verdicts.last?.isAccepted == true)
    }
}
