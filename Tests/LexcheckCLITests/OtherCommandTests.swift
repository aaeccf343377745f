import Foundation
import Testing

@Suite("lexcheck check, solve, roots, suggest, complete, languages, learn")
struct OtherCommandTests {
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
        let hunspell = Process()
        hunspell.executableURL = URL(filePath: "/usr/bin/env")
        hunspell.arguments = ["hunspell", "-l", "-d", dictionary, path]
        let pipe = Pipe()
        hunspell.standardOutput = pipe
        try hunspell.run()
        let theirs = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        hunspell.waitUntilExit()
        #expect(ours.status == 1)
        #expect(ours.stdout == theirs)
    }

    @Test func checkJSON() throws {
        let result = try lexcheck.run("check", "--format", "json", "--guesses", stdin: "brwon\n")
        #expect(result.lines.count == 1)
        #expect(result.lines[0].hasPrefix(#"{"file":"<stdin>","line":1,"column":1,"word":"brwon","guesses":["brown""#))
    }

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

    @Test func suggestAndComplete() throws {
        let suggest = try lexcheck.run("suggest", "recieve")
        #expect(suggest.lines.count == 1 && suggest.lines[0].hasPrefix("recieve: receive"))
        let fromStdin = try lexcheck.run("suggest", stdin: "recieve\nwrold\n")
        #expect(fromStdin.lines.count == 2 && fromStdin.lines[1].hasPrefix("wrold: "))
        let complete = try lexcheck.run("complete", "--limit", "2", "lighth")
        #expect(complete.lines.count == 2 && complete.lines.allSatisfy { $0.hasPrefix("lighth") })
    }

    @Test func suggestTakesTheGuessSource() throws {
        // Three edits from "bureaucracy": only Hunspell's own suggestions reach it.
        let ranked = try lexcheck.run("suggest", "--guesses", "ranked", "beaurocracy", "recieve")
        #expect(ranked.lines == ["beaurocracy: (no guesses)", ranked.lines[1]] && ranked.lines[1].hasPrefix("recieve: receive, "))
        for source in ["merged", "hunspell"] {
            let result = try lexcheck.run("suggest", "--guesses", source, "beaurocracy")
            #expect(result.lines.first?.hasPrefix("beaurocracy: bureaucracy") == true, "\(source): \(result.lines)")
        }
        let wrong = try lexcheck.run("suggest", "--guesses", "best", "recieve")
        #expect(wrong.status == 64 && wrong.stderr.contains("best"))
    }

    @Test func languagesListsUsableDictionariesWithSource() throws {
        let result = try lexcheck.run("languages")
        #expect(result.status == 0)
        #expect(result.lines.contains { $0.hasPrefix("en_US\t") && $0.hasSuffix("en_US.{aff,dic}") })
        let json = try lexcheck.run("languages", "--format", "json")
        #expect(json.lines.allSatisfy { $0.hasPrefix(#"{"language":"#) })
    }

    @Test func learnAndUnlearnChangeWhatIsAccepted() throws {
        #expect(try lexcheck.run("check", stdin: "zorblax\n").status == 1)
        let learn = try lexcheck.run("learn", "zorblax")
        #expect(learn.status == 0 && learn.stdout.contains(lexcheck.personalDictionary.path))
        #expect(try lexcheck.run("check", stdin: "Zorblax zorblax\n").status == 0)
        #expect(try String(contentsOf: lexcheck.personalDictionary, encoding: .utf8) == "zorblax\n")
        #expect(try lexcheck.run("unlearn", "zorblax").status == 0)
        #expect(try lexcheck.run("check", stdin: "zorblax\n").status == 1)
        #expect(try lexcheck.run("unlearn", "zorblax").status == 1, "not learned")
        #expect(try lexcheck.run("learn", "two words").status == 64)
    }
}
