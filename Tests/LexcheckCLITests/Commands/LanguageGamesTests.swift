#if LEXCHECK_HUNSPELL
import Foundation
import LexiconSupport
import Testing
import TestSupport

/// Games in German, Russian and French through the CLI, on Debian's dictionaries. Commands that
/// expand a dictionary's forms (solve, roots, play) run on a sample of it (every few entries, with
/// its own .aff), so that a debug build expands it in seconds; `word` uses the whole dictionary.
@Suite("Games in other languages (CLI)")
struct LanguageGamesCLITests {
    /// The runner, with word forms cached in a folder of this run's.
    static func runner(cache: borrowing TemporaryDirectory) -> Lexcheck {
        var lexcheck = Lexcheck()
        lexcheck.environment["LEXCHECK_CACHE_DIRECTORY"] = cache.url.path
        return lexcheck
    }

    /// Every `step`th entry of a Debian dictionary, with its .aff, in `directory`; the .aff path.
    static func sample(_ name: String, step: Int, in directory: borrowing TemporaryDirectory) throws -> String {
        let base = try systemDictionary(name)
        let aff = try Data(contentsOf: URL(filePath: base + ".aff"))
        let lines = try Data(contentsOf: URL(filePath: base + ".dic")).split(separator: 0x0A, omittingEmptySubsequences: false)
        var kept = lines.dropFirst().enumerated().filter { $0.offset % step == 0 }.map(\.element)
        kept.insert(Data("\(kept.count)".utf8), at: 0)
        try directory.write("\(name).dic", Data(kept.joined(separator: [0x0A])))
        return try directory.write("\(name).aff", aff).path
    }

    @Test func germanNounsAreAcceptedAndShownAsTheDictionaryWritesThem() throws {
        let cache = try TemporaryDirectory()
        let lexcheck = Self.runner(cache: cache)
        let result = try lexcheck.run("word", "--language", "de_DE", "--root", "Schneemann", "--format", "jsonl",
                                      "mann", "Name", "SCHNEE", "nehmen", "Mann")
        #expect(result.status == 1, "the repeat is rejected")
        let records = try result.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(records.prefix(4).map { $0["normalized"] as? String } == ["Mann", "Name", "Schnee", "nehmen"])
        #expect(records[4]["reason"] as? String == "notOriginal")
        // Text says so when the spelling kept is not the one typed (case folding aside).
        let text = try lexcheck.run("word", "--language", "de_DE", "--root", "Schneemann", "mann", "nehmen", "Name")
        #expect(text.lines == ["mann: accepted as Mann (+2)", "nehmen: accepted (+2)", "Name: accepted (+2)"])
    }

    @Test func turkishAnswersFoldTheTurkishWay() throws {
        let cache = try TemporaryDirectory()
        let lexcheck = Self.runner(cache: cache)
        let result = try lexcheck.run("word", "--language", "tr_TR", "--root", "bilgisayar", "--format", "jsonl",
                                      "BİLGİ", "BILGI", "sayı", "Bilgi", "asil")
        let records = try result.lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        // BİLGİ is bilgi; BILGI is bılgı and sayı has a ı, which bilgisayar has not.
        #expect(records.map { $0["normalized"] as? String ?? $0["reason"] as? String } == ["bilgi", "notPossible", "notPossible", "notOriginal", "asil"])
    }

    /// A game's start words are chosen once per dictionary (indexing every form) and read from
    /// the cache after: a cached list is the one roots come from.
    @Test func startWordsAreChosenOnceAndCached() throws {
        let cache = try TemporaryDirectory()
        let files = try TemporaryDirectory()
        let lexcheck = Self.runner(cache: cache)
        let aff = try Self.sample("de_DE", step: 8, in: files)
        let first = try lexcheck.run("play", "--dictionary", aff, "--seed", "1", stdin: "/quit\n")
        #expect(first.status == 0, "\(first.stderr)")
        let folder = cache.url.appending(path: "start-words")
        let cached = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        try #require(cached.count == 1, "\(cached)")
        let file = folder.appending(path: cached[0])
        let good = try Data(contentsOf: file)
        let lines = try #require(String(data: good, encoding: .utf8)).split(separator: "\n")
        let words = lines.dropFirst()
        #expect(lines.first?.hasPrefix("# lexcheck start words ") == true)
        #expect(!words.isEmpty && first.lines.first.map { line in words.contains { "root: \($0)" == line } } == true)
        // The cache is what later games read: one word left in it, under its hash, is the root
        // every game gets.
        let kept = String(try #require(words.last))
        var hash = ContentHash()
        hash.combine(Data((kept + "\n").utf8))
        try Data("# lexcheck start words \(String(hash.value, radix: 16))\n\(kept)\n".utf8).write(to: file)
        let second = try lexcheck.run("play", "--dictionary", aff, "--seed", "1", stdin: "/quit\n")
        #expect(second.lines.first == "root: \(kept)")
        // A damaged cache (the same one word, another hash; or a word's byte changed) is chosen
        // again, not trusted.
        try Data("# lexcheck start words 0\n\(kept)\n".utf8).write(to: file)
        let third = try lexcheck.run("play", "--dictionary", aff, "--seed", "1", stdin: "/quit\n")
        #expect(third.lines.first == first.lines.first)
        var damaged = good
        damaged[damaged.count - 2] ^= 0x01
        try damaged.write(to: file)
        let fourth = try lexcheck.run("play", "--dictionary", aff, "--seed", "1", stdin: "/quit\n")
        #expect(fourth.lines.first == first.lines.first)
        #expect(try Data(contentsOf: file) == good, "rewritten whole")
        // The Swift engine's checker keeps its own (the identity names the engine) and chooses
        // the same words.
        let swift = try lexcheck.run("play", "--dictionary", aff, "--engine", "swift", "--seed", "1", stdin: "/quit\n")
        #expect(swift.lines.first == first.lines.first)
        let both = try FileManager.default.contentsOfDirectory(atPath: folder.path).map { folder.appending(path: $0) }
        #expect(both.count == 2 && both.allSatisfy { (try? Data(contentsOf: $0)) == good })
    }

    /// A dictionary that makes far more forms than a listing holds (Hungarian's: hundreds of
    /// millions; Arabic's: about ninety million) is refused before they are listed, saying what
    /// to do instead (listing them took minutes and gigabytes before the same refusal). With its
    /// roots given, a game lists only the forms of each root: `formsOfSomeLettersOfHungarian...`.
    /// "At once" is told by memory, not by time: each refusal peaks far below what listing takes.
    // The limit catches a hang, not slowness: the runner starts tests long before a thread is
    // free for them (library tests hold both of this machine's threads for minutes), so a
    // limit shorter than the whole run fails tests that did nothing wrong.
    @Test(.timeLimit(.minutes(30)), arguments: ["hu_HU", "ar"])
    func dictionariesWithTooManyFormsAreRefusedAtOnce(_ name: String) throws {
        let cache = try TemporaryDirectory()
        let lexcheck = Self.runner(cache: cache)
        let roots = try lexcheck.run("roots", "--language", name, "--count", "1")
        #expect(roots.status == 65 && roots.stderr.contains("more than 20000000 word forms")
                && roots.stderr.contains("--wordlist FILE"), "\(roots.stderr)")
        let play = try lexcheck.run("play", "--language", name, "--seed", "1", stdin: "/quit\n")
        #expect(play.status == 65 && play.stderr.contains("--start-words FILE"), "\(play.stderr)")
        let quit = try cache.write("quit.txt", "/quit\n")
        for arguments in [["roots", "--language", name, "--count", "1"], ["play", "--language", name, "--seed", "1"]] {
            let run = try lexcheck.peakMemory(arguments, input: quit, seconds: 600)
            #expect(run.status == 65 && run.kilobytes < 400_000, "\(arguments): \(run)")
        }
    }

    /// Solving one root of a dictionary whose forms no listing holds visits only the stems and
    /// affixes that can spell it (Arabic's whole listing ran for more than 15 minutes), and every
    /// answer is one `word` accepts. (Hungarian's: the library's `formsOfSomeLettersOfHungarian...`.)
    /// Listing the whole dictionary instead would be refused, as above.
    // The limit catches a hang, not slowness (see above).
    @Test(.timeLimit(.minutes(30)))
    func solvingOneArabicRootListsOnlyItsForms() throws {
        let cache = try TemporaryDirectory()
        let lexcheck = Self.runner(cache: cache)
        let root = "مكتبات"
        let solved = try lexcheck.run("solve", "--language", "ar", root)
        #expect(solved.status == 0 && solved.lines.count >= 3, "\(solved.stderr)")
        let judged = try lexcheck.run(["word", "--language", "ar", "--root", root] + solved.lines)
        #expect(judged.status == 0, "\(judged.stdout.prefix(500))")
    }

    @Test(arguments: [("de_DE", 8), ("ru_RU", 12), ("fr", 16), ("tr_TR", 12)])
    func rootsSolveAndPlayWorkEndToEnd(_ name: String, _ step: Int) throws {
        let cache = try TemporaryDirectory()
        let files = try TemporaryDirectory()
        let lexcheck = Self.runner(cache: cache)
        let aff = try Self.sample(name, step: step, in: files)
        // Roots: the sample's lower-case stems of eight letters, ranked by their answers (the
        // start words a game computes for a language are tested in AnagramRulesTests).
        let stems = try String(contentsOfFile: aff.replacingOccurrences(of: ".aff", with: ".dic"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { String($0.prefix { $0 != "/" && $0 != "\t" && $0 != " " }) }
            .filter { $0.count == 8 && $0.allSatisfy(\.isLowercase) }
        let startWords = try files.write("start.txt", stems.prefix(200).joined(separator: "\n")).path
        let roots = try lexcheck.run("roots", "--dictionary", aff, "--count", "3", startWords)
        #expect(roots.status == 0, "\(roots.stderr)")
        let ranked = roots.lines.map { $0.split(separator: "\t") }
        #expect(ranked.count == 3 && ranked.allSatisfy { $0[0].count == 8 && (Int($0[1]) ?? 0) >= 5 })
        let root = String(try #require(ranked.first?.first))
        // Solve: every answer is one `word` accepts, and their number is the one roots gave.
        let solved = try lexcheck.run("solve", "--dictionary", aff, root)
        #expect(solved.status == 0)
        #expect(solved.lines.count >= 5)
        let judged = try lexcheck.run(["word", "--dictionary", aff, "--root", root] + solved.lines)
        #expect(judged.status == 0, "\(judged.stdout.prefix(500))")
        // Play: a hint is an answer.
        let play = try lexcheck.run("play", "--dictionary", aff, "--root", root, "--start-words", startWords,
                                    stdin: "/hint\n/progress\n/quit\n")
        #expect(play.status == 0, "\(play.stderr)")
        let hint = try #require(play.stdout.split(separator: "\n").first { $0.hasPrefix("hint: ") }).dropFirst(6)
        #expect(solved.lines.contains(String(hint)))
        // Progress counts the answers a game shows: the common ones, when any is (all otherwise).
        let progress = try #require(play.stdout.split(separator: "\n").first { $0.hasPrefix("progress: 0 of ") })
        let total = try #require(Int(progress.dropFirst("progress: 0 of ".count).prefix { $0.isNumber }))
        #expect(total >= 1 && total <= solved.lines.count, "\(progress)")
    }
}
#endif
