import Testing
@testable import AnagramRules

@Suite("Scoring")
struct ScoringTests {
    let normalizer = AnswerNormalizer()

    func points(_ policy: ScoringPolicy, _ word: String, root: String = "telepaths") -> Int {
        policy.points(for: Answer(word, normalizer: normalizer), root: Answer(root, normalizer: normalizer))
    }

    @Test func tutorialChallengeTiers() {
        #expect(points(.tutorial, "sat") == 1)
        #expect(points(.tutorial, "heat") == 2)
        #expect(points(.tutorial, "palettes") == 2)
        #expect(points(.tutorial, "stapelhet") == 9, "as long as the root: the root's length")
    }

    @Test func letterCount() {
        #expect(points(.letters, "sat") == 3)
        #expect(points(.letters, "palettes") == 8)
    }

    @Test func spellingBee() {
        #expect(points(.spellingBee, "sat") == 0)
        #expect(points(.spellingBee, "heat") == 1)
        #expect(points(.spellingBee, "heats") == 5)
        #expect(points(.spellingBee, "palettes") == 8, "misses h: no bonus")
        #expect(points(.spellingBee, "telepaths") == 16, "every letter of the root: +7")
        #expect(points(.spellingBee, "leapt", root: "petal") == 12)
    }

    @Test func boggle() {
        let expected = [3: 1, 4: 1, 5: 2, 6: 3, 7: 5, 8: 11, 9: 11]
        for (length, score) in expected {
            #expect(points(.boggle, String(repeating: "a", count: length)) == score, "\(length) letters")
        }
    }

    @Test func customPolicyAndLookupByName() {
        let double = ScoringPolicy.custom(name: "double") { answer, _ in answer.length * 2 }
        #expect(points(double, "heat") == 8)
        #expect(ScoringPolicy.named("boggle") == .boggle)
        #expect(ScoringPolicy.named("double") == nil)
        #expect(ScoringPolicy.builtIn.map(\.name) == ["tutorial", "letters", "spellingBee", "boggle"])
    }
}
