import Foundation
import Testing
import TestSupport

@Suite("lexcheck roots")
struct RootsCommandTests {
    let lexcheck = Lexcheck()

    @Test func rootsRanksAndPicksReproducibly() throws {
        let path = try fixture("start.txt")
        let ranked = try lexcheck.run("roots", path)
        #expect(ranked.status == 0)
        let rows = ranked.lines.map { $0.split(separator: "\t") }
        #expect(rows.map { String($0[0]) } .sorted() == ["alphabet", "seventeen", "telepaths"])
        let counts = rows.compactMap { Int($0[1]) }
        #expect(counts == counts.sorted(by: >))
        let top = try lexcheck.run("roots", "--count", "1", path)
        #expect(top.lines == [ranked.lines[0]])

        let first = try lexcheck.run("roots", "--random", "--seed", "9", "--count", "5", "--min-answers", "60")
        let second = try lexcheck.run("roots", "--random", "--seed", "9", "--count", "5", "--min-answers", "60")
        #expect(first.lines == second.lines && first.lines.count == 5)
        #expect(first.lines.allSatisfy { Int($0.split(separator: "\t")[1]) ?? 0 >= 60 })
        let none = try lexcheck.run("roots", "--min-answers", "100000", path)
        #expect(none.status == 1)
    }

    /// `--difficulty` deals from a third of the start words: the three thirds are disjoint and
    /// together every root `roots` lists; it goes with lexcheck's start words only.
    @Test func difficultiesSplitTheStartWords() throws {
        let all = try lexcheck.run("roots")
        #expect(all.status == 0)
        let roots = { (lines: [String]) in lines.map { String($0.split(separator: "\t")[0]) } }
        let parts = try ["easy", "medium", "hard"].map { try lexcheck.run("roots", "--difficulty", $0) }
        #expect(parts.allSatisfy { $0.status == 0 && !$0.lines.isEmpty })
        #expect(parts.map(\.lines.count).reduce(0, +) == all.lines.count)
        #expect(Set(parts.flatMap { roots($0.lines) }) == Set(roots(all.lines)))
        let withFile = try lexcheck.run("roots", "--difficulty", "easy", try fixture("start.txt"))
        #expect(withFile.status == 64 && withFile.stderr.contains("--difficulty"))
        let played = try lexcheck.run("play", "--difficulty", "hard", "--seed", "3", stdin: "/quit\n")
        #expect(played.status == 0)
        let root = try #require(played.lines.first?.split(separator: " ").last.map(String.init))
        #expect(roots(parts[2].lines).contains(root), "play --difficulty hard deals a hard root: \(root)")
    }
}
