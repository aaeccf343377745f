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
}
