import Foundation
import Testing
import TestSupport

@Suite("lexcheck suggest and complete")
struct SuggestCommandTests {
    let lexcheck = Lexcheck()

    @Test func suggestAndComplete() throws {
        let suggest = try lexcheck.run("suggest", "recieve")
        #expect(suggest.lines.count == 1 && suggest.lines[0].hasPrefix("recieve: receive"))
        let fromStdin = try lexcheck.run("suggest", stdin: "recieve\nwrold\n")
        #expect(fromStdin.lines.count == 2 && fromStdin.lines[1].hasPrefix("wrold: "))
        #expect(fromStdin.status == 1, "misspelled words on standard input")
        let correctStdin = try lexcheck.run("suggest", stdin: "palettes\nlighthouse\n")
        #expect(correctStdin.lines == ["palettes: correct", "lighthouse: correct"] && correctStdin.status == 0)
        let mixedStdin = try lexcheck.run("suggest", stdin: "palettes\nwrold\n")
        #expect(mixedStdin.lines.first == "palettes: correct" && mixedStdin.status == 1)
        #expect(suggest.status == 1, "a misspelled word")
        let mixed = try lexcheck.run("suggest", "palettes", "wrold")
        #expect(mixed.lines.first == "palettes: correct" && mixed.lines.count == 2 && mixed.status == 1)
        let correct = try lexcheck.run("suggest", "palettes", "lighthouse")
        #expect(correct.lines == ["palettes: correct", "lighthouse: correct"] && correct.status == 0)
        let complete = try lexcheck.run("complete", "--limit", "2", "lighth")
        #expect(complete.lines.count == 2 && complete.lines.allSatisfy { $0.hasPrefix("lighth") })
    }

    @Test func suggestTakesTheGuessSource() throws {
        // Every source puts the word first; their orders differ (Hunspell's own is hunspell's).
        var lines: [String: String] = [:]
        for source in ["ranked", "merged", "hunspell"] {
            let result = try lexcheck.run("suggest", "--guesses", source, "beaurocracy", "recieve")
            #expect(result.lines.first?.hasPrefix("beaurocracy: bureaucracy") == true, "\(source): \(result.lines)")
            #expect(result.lines.count == 2 && result.lines[1].hasPrefix("recieve: receive, "), "\(source): \(result.lines)")
            lines[source] = result.lines.joined(separator: "\n")
        }
        #expect(lines["ranked"] != lines["hunspell"], "\(lines)")
        let wrong = try lexcheck.run("suggest", "--guesses", "best", "recieve")
        #expect(wrong.status == 64 && wrong.stderr.contains("best"))
    }

    @Test func indexWritesAListsIndexBesideIt() throws {
        let directory = try TemporaryDirectory()
        let list = try directory.write("game.words", "apple\nbanana\ncherry\n")
        let result = try lexcheck.run("index", list.path)
        let written = directory.file("game.wordindex")
        #expect(result.status == 0 && result.lines == ["wrote \(written.path)"], "\(result.stderr)")
        #expect(try Data(contentsOf: written).starts(with: Data("lexcheck word index\n".utf8)))
        let missing = try lexcheck.run("index", directory.file("none.words").path)
        #expect(missing.status != 0 && missing.stderr.contains("none.words"), "\(missing.stderr)")
        let empty = try lexcheck.run("index", try directory.write("empty.words", "").path)
        #expect(empty.status != 0 && empty.stderr.contains("empty.words"), "\(empty.stderr)")
    }
}
