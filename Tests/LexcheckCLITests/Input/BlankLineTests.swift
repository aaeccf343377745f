import Foundation
import Testing
import TestSupport

/// A blank line (empty, or only white space, CRLF or not) is no word and no answer: every
/// command that reads lines skips it the same way, printing and counting nothing for it.
@Suite("Blank lines")
struct BlankLineTests {
    let lexcheck = Lexcheck()

    static let blanks = "\n   \n\t\r\n\u{3000}\n"

    @Test(arguments: [
        (["batch", "--root", "telepaths"], "heat: accepted (+2)"),
        (["batch"], "heat: correct"),
        (["batch", "--root", "telepaths", "--format", "csv"], "heat,true,2,,,"),
        (["suggest"], "heat: correct"),
        (["check", "--list-correct"], "heat"),
        (["stem"], "heat heat"),
        (["play", "--root", "telepaths"], "heat: accepted (+2)"),
    ])
    func blankLinesAreSkippedInEveryMode(arguments: [String], heat: String) throws {
        let withBlanks = try lexcheck.run(arguments, stdin: Data(("heat\n" + Self.blanks + "heat\n").utf8))
        let without = try lexcheck.run(arguments, stdin: Data("heat\nheat\n".utf8))
        #expect(withBlanks.stdout == without.stdout, "\(withBlanks.lines)")
        #expect(withBlanks.status == without.status)
        #expect(withBlanks.stdout.contains(heat))
        // The summaries count the same lines.
        #expect(withBlanks.stderr == without.stderr)
    }

    @Test func onlyBlankLinesAreNothingToCheck() throws {
        let batch = try lexcheck.run("batch", "--root", "telepaths", stdin: Self.blanks)
        #expect(batch.status == 0 && batch.stdout.isEmpty && batch.stderr.contains("0 lines"))
        let suggest = try lexcheck.run("suggest", stdin: Self.blanks)
        #expect(suggest.status == 0 && suggest.stdout.isEmpty)
        let play = try lexcheck.run("play", "--root", "telepaths", stdin: Self.blanks)
        #expect(play.lines == ["root: telepaths"] && play.status == 0)
    }
}
