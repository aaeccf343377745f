import Foundation
import Testing
import TestSupport

/// The content filter in every command that shows a player words: `word`, `batch --root`,
/// `solve`, `roots` and `play` (answers, hints, giving up, root picks, saved games). The blocked
/// words are read from the bundled list at test time, never written here.
@Suite("Content filter in the commands")
struct ContentFilterCLITests {
    let lexcheck = Lexcheck()

    static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../..").standardizedFileURL

    /// The entries of the bundled English blocklist.
    static let entries: Set<String> = {
        let file = packageRoot.appending(path: "Resources/blocklists/en.txt")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }()

    /// Entries of three letters or more that the default dictionary accepts, in a fixed order.
    func realEntries() throws -> [String] {
        let candidates = Self.entries.filter { $0.count >= 3 }.sorted()
        try #require(candidates.count > 500, "the bundled blocklist is read")
        let checked = try lexcheck.run(["batch", "--accepted-only"], stdin: Data(candidates.joined(separator: "\n").utf8))
        let real = checked.lines.compactMap { $0.hasSuffix(": correct") ? String($0.dropLast(": correct".count)) : nil }
        try #require(real.count > 100)
        return real
    }

    /// The words of a `missed: a, b, c` line.
    func missed(_ lines: [String]) throws -> [String] {
        let line = try #require(lines.first { $0.hasPrefix("missed: ") })
        return line.dropFirst("missed: ".count).components(separatedBy: ", ")
    }

    @Test func wordAndBatchRejectBlockedAnswers() throws {
        let words = Array(try realEntries().prefix(5))
        let root = words.joined()
        let judged = try lexcheck.run(["word", "--root", root] + words)
        #expect(judged.status == 1)
        #expect(judged.lines.count == words.count)
        for (word, line) in zip(words, judged.lines) {
            #expect(line.hasPrefix("\(word): rejected (blocked) Word not allowed — "), "#\(words.firstIndex(of: word) ?? -1)")
        }
        let open = try lexcheck.run(["word", "--root", root, "--no-content-filter"] + words)
        #expect(open.status == 0 && open.lines.allSatisfy { $0.contains(": accepted (+") })

        let batch = try lexcheck.run(["batch", "--root", root, "--format", "csv"], stdin: Data((words + ["zzzq"]).joined(separator: "\n").utf8))
        #expect(batch.lines.dropFirst().prefix(words.count).allSatisfy { $0.contains(",false,,blocked,Word not allowed,") })
        #expect(batch.lines.last?.contains(",notPossible,") == true)
        // Checking words without a root is no game: nothing is blocked there.
        let check = try lexcheck.run(["batch"], stdin: Data(words.joined(separator: "\n").utf8))
        #expect(check.status == 0 && check.lines.allSatisfy { $0.hasSuffix(": correct") })
    }

    /// An English dictionary under a name that is no language code, without a `LANG` line, is
    /// of an undetermined language: its games block the bundled list too.
    @Test func aDictionaryOfUndeterminedLanguageIsFiltered() throws {
        let words = Array(try realEntries().prefix(3))
        let scratch = try TemporaryDirectory()
        let aff = try Data(contentsOf: URL(filePath: "/usr/share/hunspell/en_US.aff"))
        let affText = String(decoding: aff, as: UTF8.self)
        try #require(!affText.split(separator: "\n").contains { $0.hasPrefix("LANG ") }, "en_US.aff declares no language")
        _ = try scratch.write("english.aff", aff)
        let dic = try scratch.write("english.dic", Data(contentsOf: URL(filePath: "/usr/share/hunspell/en_US.dic"))).path
        let judged = try lexcheck.run(["word", "--dictionary", dic, "--root", words.joined()] + words)
        #expect(judged.status == 1)
        #expect(judged.lines.count == words.count && judged.lines.allSatisfy { $0.contains(": rejected (blocked) ") }, "\(judged.lines.count)")
    }

    @Test func blocklistAddsWordsWithTheirForms() throws {
        let scratch = try TemporaryDirectory()
        let list = try scratch.write("mine.txt", "# my game's words\npalette\n").path
        let judged = try lexcheck.run("word", "--root", "telepaths", "--blocklist", list, "palettes", "heat")
        #expect(judged.lines.count == 2 && judged.lines[0].hasPrefix("palettes: rejected (blocked)"))
        #expect(judged.lines[1] == "heat: accepted (+2)")
        let both = try lexcheck.run("word", "--root", "telepaths", "--blocklist", list, "--no-content-filter", "heat")
        #expect(both.status == 64 && both.stderr.contains("--no-content-filter"))
        let missing = try lexcheck.run("word", "--root", "telepaths", "--blocklist", scratch.file("none.txt").path, "heat")
        #expect(missing.status == 66 && missing.stderr.contains("none.txt"))
    }

    @Test func solveListsNoBlockedAnswer() throws {
        // The root of `play --seed 7`, whose answers include a word of the list.
        let open = try lexcheck.run("solve", "--no-content-filter", "gyrating")
        #expect(open.lines.contains(where: Self.entries.contains), "the test means something")
        let solved = try lexcheck.run("solve", "gyrating")
        #expect(solved.status == 0 && !solved.lines.contains(where: Self.entries.contains))
        #expect(Set(solved.lines).isSubset(of: open.lines) && solved.lines.count < open.lines.count)
        let json = try lexcheck.run("solve", "--format", "json", "gyrating")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == solved.lines.count)
    }

    @Test func rootsLeavesBlockedRootsOut() throws {
        let scratch = try TemporaryDirectory()
        let blocked = try #require(try realEntries().first { $0.count >= 5 })
        let words = try scratch.write("words.txt", "heat\nsat\npalettes\n\(blocked)\n").path
        let roots = try scratch.write("roots.txt", "\(blocked)\ntelepaths\n").path
        let ranked = try lexcheck.run("roots", "--wordlist", words, roots)
        #expect(ranked.status == 0 && ranked.lines == ["telepaths\t3"])
        let open = try lexcheck.run("roots", "--wordlist", words, "--no-content-filter", roots)
        #expect(open.lines.count == 2 && open.lines.contains("telepaths\t3"))
    }

    @Test func playNeverShowsABlockedWord() throws {
        // Giving up lists no blocked word (with the filter off, the same game lists one).
        let open = try missed(try lexcheck.run("play", "--root", "gyrating", "--no-content-filter", stdin: "/giveup\n/quit\n").lines)
        let blocked = try #require(open.first(where: Self.entries.contains))
        let played = try lexcheck.run("play", "--root", "gyrating", stdin: "/giveup\n/quit\n")
        #expect(played.lines.first == "root: gyrating")
        let missed = try missed(played.lines)
        #expect(!missed.contains(where: Self.entries.contains))
        #expect(missed == open.filter { !Self.entries.contains($0) }, "only the blocked words are left out")

        // It is no answer either.
        let answered = try lexcheck.run("play", "--root", "gyrating", stdin: "\(blocked)\n/progress\n/quit\n")
        #expect(answered.lines[1].hasPrefix("\(blocked): rejected (blocked) Word not allowed"))
        // Progress counts the answers giving up lists: the common ones the filter lets through.
        #expect(answered.lines[2].hasPrefix("progress: 0 of \(missed.count) words, 0 of "), "\(answered.lines[2])")
        #expect(missed.count < (try lexcheck.run("solve", "gyrating").lines.count), "rare answers are not counted")

        // Nor a hint: block the first hint, and the next one is another word.
        let hint = try #require(try lexcheck.run("play", "--root", "telepaths", stdin: "/hint\n/quit\n").lines[1]
            .split(separator: " ").last.map(String.init))
        let scratch = try TemporaryDirectory()
        let list = try scratch.write("hint.txt", "\(hint)\n").path
        let second = try lexcheck.run("play", "--root", "telepaths", "--blocklist", list, stdin: "/hint\n/quit\n")
        #expect(second.lines[1].hasPrefix("hint: ") && second.lines[1] != "hint: \(hint)")
    }

    /// The maximum score of a root's answers, as `solve` gives it.
    func points(of root: String) throws -> Int {
        let json = try lexcheck.run("solve", "--format", "json", root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        return try #require(object["maximumScore"] as? Int)
    }

    @Test func playNeverPicksABlockedRoot() throws {
        let scratch = try TemporaryDirectory()
        let blocked = try #require(try realEntries().first { $0.count >= 5 })
        let words = try scratch.write("words.txt", "heat\nsat\n").path
        let roots = try scratch.write("roots.txt", "\(blocked)\ntelepaths\n").path
        for seed in 1...6 {
            let played = try lexcheck.run("play", "--seed", "\(seed)", "--start-words", roots, "--wordlist", words, stdin: "/new\n/new\n/quit\n")
            #expect(played.lines.prefix(3) == ["root: telepaths", "new root: telepaths", "new root: telepaths"], "seed \(seed)")
        }
        let onlyBlocked = try scratch.write("blocked.txt", "\(blocked)\n").path
        let none = try lexcheck.run("play", "--start-words", onlyBlocked, "--wordlist", words, stdin: "/quit\n")
        #expect(none.status == 65 && none.stderr.contains("the content filter blocks every root"))
        let open = try lexcheck.run("play", "--seed", "1", "--start-words", onlyBlocked, "--wordlist", words, "--no-content-filter", stdin: "/quit\n")
        #expect(open.status == 0 && open.lines.first == "root: \(blocked)")
    }

    @Test func aGameSavedBeforeTheFilterResumesWithItOn() throws {
        let scratch = try TemporaryDirectory()
        let blocked = try #require(try realEntries().first)
        let file = scratch.file("game.json")
        let saved = try lexcheck.run("play", "--root", blocked + "q", "--no-content-filter", stdin: "/save \(file.path)\n")
        try #require(saved.status == 0)
        // Make it a save from before: no filter, the old rule order, no check.
        var game = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(game.removeValue(forKey: "check") != nil)
        var settings = try #require(game["settings"] as? [String: Any])
        #expect(settings.removeValue(forKey: "contentFilter") != nil)
        settings["ruleOrder"] = ["empty", "tooShort", "sameAsRoot", "notOriginal", "notPossible", "notReal"]
        game["settings"] = settings
        try JSONSerialization.data(withJSONObject: game).write(to: file)
        let resumed = try lexcheck.run("play", "--resume", file.path, stdin: "\(blocked)\n/quit\n")
        #expect(resumed.lines.count == 3 && resumed.lines[1].hasPrefix("\(blocked): rejected (blocked)"), "\(resumed.stderr)")
    }

    @Test func withoutItsResourceBundleAGameFailsRatherThanShowEveryWord() throws {
        // The binary alone, without the bundle that holds the blocklist.
        let scratch = try TemporaryDirectory()
        let alone = scratch.file("lexcheck")
        try FileManager.default.copyItem(at: Lexcheck.executable, to: alone)
        let words = try scratch.write("words.txt", "heat\n").path
        let environment = lexcheck.processEnvironment
        let failed = try runProcess(alone, ["word", "--root", "telepaths", "--wordlist", words, "heat"], environment: environment, stdin: nil)
        #expect(failed.status == 66 && failed.stderr.contains("blocklists/en.txt"), "\(failed.stderr)")
        let open = try runProcess(alone, ["word", "--root", "telepaths", "--wordlist", words, "--no-content-filter", "heat"],
                                  environment: environment, stdin: nil)
        #expect(open.status == 0 && open.stdout == "heat: accepted (+2)\n", "\(open.stderr)")
    }
}
