import Foundation
import Testing
import TestSupport

@Suite("lexcheck solve")
struct SolveCommandTests {
    let lexcheck = Lexcheck()

    @Test func solveListsLongestFirstThenAlphabetical() throws {
        let result = try lexcheck.run("solve", "telepaths")
        #expect(result.status == 0)
        let answers = result.lines
        #expect(answers.prefix(2) == ["athletes", "palettes"])
        #expect(answers.contains("teeth") && !answers.contains("settee") && !answers.contains("telepaths"))
        let sorted = answers.sorted { ($0.count, $1) > ($1.count, $0) }
        #expect(answers == sorted)
        // Every answer is one `lexcheck word` accepts.
        let judged = try lexcheck.run(["word", "--root", "telepaths"] + answers)
        #expect(judged.status == 0)

        let json = try lexcheck.run("solve", "--format", "json", "--scoring", "letters", "telepaths")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == answers.count)
        #expect(object["maximumScore"] as? Int == answers.reduce(0) { $0 + $1.count })
        let counts = try #require(object["countsByLength"] as? [String: Int])
        #expect(counts["8"] == answers.filter { $0.count == 8 }.count)
    }
}
