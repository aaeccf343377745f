import Foundation
import Testing
import TestSupport

@Suite("lexcheck learn and unlearn")
struct LearnCommandTests {
    let lexcheck = Lexcheck()

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

    /// What the user taught the spellchecker is correct text, not a real answer in a game: the
    /// game commands read learned words only from a `--personal-dictionary` given to them.
    @Test func gamesDoNotAcceptLearnedWordsUnlessGivenTheFile() throws {
        #expect(try lexcheck.run("learn", "tlep").status == 0)
        #expect(try lexcheck.run("check", "--list", stdin: "tlep\n").lines == [])
        #expect(try lexcheck.run("batch", stdin: "tlep\n").lines == ["tlep: correct"])
        let rejected = "tlep: rejected (notReal) Word not recognized — You can't just make them up, you know!"
        #expect(try lexcheck.run("word", "--root", "telepaths", "tlep").lines == [rejected])
        #expect(try lexcheck.run("batch", "--root", "telepaths", stdin: "tlep\n").lines == [rejected])
        #expect(try lexcheck.run("play", "--root", "telepaths", stdin: "tlep\n/quit\n").stdout.contains("tlep: rejected (notReal)"))
        let given = ["--personal-dictionary", lexcheck.personalDictionary.path]
        #expect(try lexcheck.run(["word", "--root", "telepaths"] + given + ["tlep"]).stdout.hasPrefix("tlep: accepted"))
    }
}

/// The personal dictionary is the user's data: nothing in it is lost, whatever the processes
/// writing it at the same time, kills in the middle of a write, or the file's own settings.
@Suite("Personal dictionary on disk")
struct PersonalDictionaryFileTests {
    /// Eight processes learning 30 words each at the same time keep all 240 (without a lock
    /// across processes, about a third survived).
    @Test func parallelProcessesKeepEveryWord() throws {
        let lexcheck = Lexcheck()
        let words = (0..<8).map { process in (0..<30).map { "word\(process)x\($0)" } }
        try runConcurrently(words.map { list in { for word in list { _ = try lexcheck.run("learn", word) } } })
        let kept = try String(contentsOf: lexcheck.personalDictionary, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(Set(kept) == Set(words.joined()) && kept.count == 240)
    }

    /// Writers killed at random moments: the file is always whole (only words that were
    /// learned, each once, every one a command reported learned), and the next change removes
    /// the temporary files they left.
    @Test func killsInTheMiddleOfWritesLoseNothing() throws {
        let lexcheck = Lexcheck()
        // A large file, so that writes take long enough to be killed in the middle.
        let filler = (0..<20_000).map { "filler\($0)" }
        try FileManager.default.createDirectory(at: lexcheck.personalDictionary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(filler.map { $0 + "\n" }.joined().utf8).write(to: lexcheck.personalDictionary)
        var generator = SeededGenerator(seed: 16)
        var reported: Set<String> = []
        for round in 0..<40 {
            let word = "killed\(round)"
            let process = try lexcheck.start(["learn", word])
            usleep(UInt32.random(in: 0..<60_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .exit, process.terminationStatus == 0 { reported.insert(word) }
            let lines = try String(contentsOf: lexcheck.personalDictionary, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(Array(lines.prefix(filler.count)) == filler, "round \(round): the file is whole")
            #expect(Set(lines.dropFirst(filler.count)).count == lines.count - filler.count)
            #expect(lines.dropFirst(filler.count).allSatisfy { $0.hasPrefix("killed") })
        }
        let lines = Set(try String(contentsOf: lexcheck.personalDictionary, encoding: .utf8).split(separator: "\n").map(String.init))
        #expect(reported.isSubset(of: lines))
        #expect(try lexcheck.run("learn", "afterwards").status == 0)
        let folder = lexcheck.personalDictionary.deletingLastPathComponent()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("lexcheck-tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func permissionsAndLineEndsAreKeptAndReadOnlyFilesAreNotReplaced() throws {
        let lexcheck = Lexcheck()
        let file = lexcheck.personalDictionary
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# mine\r\nalpha\r\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try lexcheck.run("learn", "beta").status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == "# mine\r\nalpha\r\nbeta\r\n", "CRLF and the comment kept")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)

        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let refused = try lexcheck.run("learn", "gamma")
        #expect(refused.status == 66 && refused.stderr.contains("read-only"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "# mine\r\nalpha\r\nbeta\r\n")
    }

    @Test func anUnreadablePersonalDictionaryIsReportedNotIgnored() throws {
        let lexcheck = Lexcheck()
        let file = lexcheck.personalDictionary
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x7A, 0x6F, 0x72, 0x62, 0x6C, 0x61, 0x78, 0x0A, 0xFF, 0x0A]).write(to: file)
        let check = try lexcheck.run("check", stdin: "zorblax\n")
        #expect(check.status == 1 && check.stderr.contains("lexcheck: warning: \(file.path):2: not valid UTF-8"))
        let unlearn = try lexcheck.run("unlearn", "zorblax")
        #expect(unlearn.status == 65 && unlearn.stderr.contains("not valid UTF-8") && !unlearn.stderr.contains("is not in"))
        #expect(try Data(contentsOf: file).count == 10, "never overwritten")
    }
}

/// Runs the closures on threads of their own and waits for all of them.
func runConcurrently(_ bodies: [@Sendable () throws -> Void]) throws {
    let group = DispatchGroup()
    let failures = Collected()
    for body in bodies {
        group.enter()
        Thread.detachNewThread {
            do { try body() } catch { failures.store(Data("\(error)".utf8), isOutput: false) }
            group.leave()
        }
    }
    group.wait()
    #expect(failures.values.1.isEmpty)
}
