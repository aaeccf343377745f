import Foundation
import Testing
import TestSupport

@Suite("lexcheck check")
struct CheckCommandTests {
    let lexcheck = Lexcheck()

    @Test func checkReportsLineAndColumnAndGuesses() throws {
        let result = try lexcheck.run("check", "--guesses", stdin: "A fine day.\n😀 Teh cat, the brwon dog\n")
        #expect(result.status == 1)
        #expect(result.lines.count == 2)
        #expect(result.lines[0].hasPrefix("<stdin>:2:3: Teh -> "))
        #expect(result.lines[1].hasPrefix("<stdin>:2:16: brwon -> brown"))
        let clean = try lexcheck.run("check", stdin: "A fine day.\n")
        #expect(clean.status == 0 && clean.stdout.isEmpty)
    }

    @Test func checkListMatchesHunspellOnRealText() throws {
        let path = try fixture("english-sample.txt")
        // Both tools on the dictionary lexcheck ships, whatever the machine has installed.
        let dictionary = Lexcheck.executable.deletingLastPathComponent()
            .appending(path: "lexcheck_LexiconResources.resources/dictionaries/en_US").path
        try #require(FileManager.default.fileExists(atPath: dictionary + ".dic"))
        let ours = try lexcheck.run("check", "--list", "--dictionary", dictionary + ".dic", path)
        let theirs = try hunspell(["-l", "-d", dictionary, path])
        #expect(ours.status == 1)
        #expect(ours.stdout == theirs)
    }

    @Test func guessesPutMisplacedSpacesBack() throws {
        let result = try lexcheck.run("check", "--guesses", stdin: "I love th elove of mor e words\n")
        #expect(result.status == 1)
        #expect(result.lines.count == 2)
        #expect(result.lines[0].hasPrefix("<stdin>:1:8: th elove -> the love"))
        #expect(result.lines[1].hasPrefix("<stdin>:1:20: mor e -> more"))
        let json = try lexcheck.run("check", "--format", "jsonl", "--guesses", stdin: "th elove\n")
        #expect(json.lines.first?.hasPrefix(#"{"file":"<stdin>","line":1,"column":1,"word":"th elove","guesses":["the love""#) == true)
        // Without guesses, the misspelled words as hunspell -l lists them.
        #expect(try lexcheck.run("check", "--list", stdin: "I love th elove\n").lines == ["th", "elove"])
    }

    @Test func checkJSON() throws {
        let result = try lexcheck.run("check", "--format", "jsonl", "--guesses", stdin: "brwon\n")
        #expect(result.lines.count == 1)
        #expect(result.lines[0].hasPrefix(#"{"file":"<stdin>","line":1,"column":1,"word":"brwon","guesses":["brown""#))
    }
}
