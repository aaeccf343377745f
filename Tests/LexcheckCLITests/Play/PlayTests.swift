import Foundation
import Testing
import TestSupport

@Suite("lexcheck play")
struct PlayTests {
    let lexcheck = Lexcheck()

    @Test func aScriptedGameRejectsForEveryReasonAndGivesHintsAndProgress() throws {
        let input = ["palettes", "", "at", "telepaths", "PALETTES", "settee", "hapes", "/hint", "sat", "/progress", "/help", "/nope", "/quit", "teeth"]
        let result = try lexcheck.run("play", "--root", "telepaths", stdin: input.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        #expect(result.lines.count == 13, "\(result.lines)")
        #expect(result.lines[0] == "root: telepaths")
        #expect(result.lines[1] == "palettes: accepted (+2)", "the blank line after it is skipped")
        #expect(result.lines[2].hasPrefix("at: rejected (tooShort)"))
        #expect(result.lines[3].hasPrefix("telepaths: rejected (sameAsRoot)"))
        #expect(result.lines[4] == "PALETTES: rejected (notOriginal) Word used already — Be more original")
        #expect(result.lines[5].hasPrefix("settee: rejected (notPossible) Word not possible"))
        #expect(result.lines[6].hasPrefix("hapes: rejected (notReal) Word not recognized"))
        let hint = String(result.lines[7].dropFirst("hint: ".count))
        #expect(result.lines[7].hasPrefix("hint: ") && hint.count == 3, "the shortest answer not found yet")
        #expect(result.lines[8] == "sat: accepted (+1)")
        #expect(result.lines[9].hasPrefix("progress: 2 of ") && result.lines[9].contains(", 3 of "))
        #expect(result.lines[10].hasPrefix("commands: "))
        #expect(result.lines[11] == "unknown command /nope: try /help")
        #expect(result.lines[12] == "bye", "nothing after /quit is read")
        // The hint is a real answer.
        #expect(try lexcheck.run("word", "--root", "telepaths", hint).status == 0)
    }

    @Test func newRootsAndGivingUpAreReproducibleWithASeed() throws {
        let input = "/new\n/giveup\n/quit\n"
        let first = try lexcheck.run("play", "--seed", "5", stdin: input)
        let second = try lexcheck.run("play", "--seed", "5", stdin: input)
        #expect(first.stdout == second.stdout)
        #expect(first.lines[0].hasPrefix("root: ") && first.lines[1].hasPrefix("new root: "))
        #expect(first.lines[2].hasPrefix("missed: ") && first.lines[2].split(separator: ",").count >= 5,
                "giving up lists the new root's common answers")
        #expect(first.lines[3].hasPrefix("new root: "))
    }

    @Test func saveAndResume() throws {
        let scratch = try TemporaryDirectory()
        let file = scratch.url.appending(path: "game.json").path
        let saved = try lexcheck.run("play", "--root", "telepaths", "--scoring", "boggle", stdin: "palettes\nheat\n/save \(file)\nteeth\n")
        #expect(saved.lines.last == "saved: \(file)")
        #expect(FileManager.default.fileExists(atPath: file))
        let resumed = try lexcheck.run("play", "--resume", file, stdin: "heat\nteeth\n/progress\n")
        #expect(resumed.lines[0] == "root: telepaths")
        #expect(resumed.lines[1].hasPrefix("heat: rejected (notOriginal)"))
        #expect(resumed.lines[2] == "teeth: accepted (+2)", "boggle scoring was saved")
        #expect(resumed.lines[3].hasPrefix("progress: 3 of ") && resumed.lines[3].contains(", 14 of "))
        let saveText = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!saveText.contains("messages") && !saveText.contains("Word used") && !saveText.contains("recognized"), "no English text in a save: \(saveText)")
        // Saving the resumed game replaces the save it came from.
        let again = try lexcheck.run("play", "--resume", file, stdin: "teeth\n/save \(file)\n")
        #expect(again.lines.last == "saved: \(file)")
        #expect(try lexcheck.run("play", "--resume", file, stdin: "/progress\n").lines[1].contains(", 14 of "))
        // Options given win over the save's: a save cannot be resumed under other scoring.
        let other = try lexcheck.run("play", "--resume", file, "--scoring", "tutorial", stdin: "")
        #expect(other.status == 65)
        #expect(other.stderr == "lexcheck: error: \(file): not a game to resume: settings.scoring: the save has \"boggle\", the game \"tutorial\", and a save cannot change it\n")
        let longer = try lexcheck.run("play", "--resume", file, "--min-length", "5", stdin: "")
        #expect(longer.status == 65 && longer.stderr.contains("acceptedWords[1]: \"heat\" is not an answer the game accepts there (tooShort)"),
                "\(longer.stderr)")
    }

    /// A save edited by hand is judged by the game's rules when it is resumed: refused with the
    /// file, the field and the reason, exit code 65; the file is left as it is.
    @Test func forgedOrBrokenSavesAreRefusedNamingTheFileAndTheReason() throws {
        let scratch = try TemporaryDirectory()
        let settings = #""settings":{"caseFolding":"standard","language":"en_US","minimumLength":3,"ruleOrder":[],"scoring":"tutorial"}"#
        let cases: [(name: String, json: String, reason: String)] = [
            ("rules-off.json", #"{"root":"telepaths","score":1,"acceptedWords":[{"word":"zzz","points":1}],\#(settings)}"#,
             #"acceptedWords[0]: "zzz" is not an answer the game accepts there (notPossible)"#),
            ("made-up.json", #"{"root":"telepaths","score":2,"acceptedWords":[{"word":"hapes","points":2}],\#(settings)}"#,
             #"acceptedWords[0]: "hapes" is not an answer the game accepts there (notReal)"#),
            ("points.json", #"{"root":"telepaths","score":50,"acceptedWords":[{"word":"heat","points":50}],\#(settings)}"#,
             #"acceptedWords[0].points: "heat" scores 2, not 50"#),
            ("score.json", #"{"root":"telepaths","score":99,"acceptedWords":[{"word":"heat","points":2}],\#(settings)}"#,
             "score: the words' points add up to 2, not 99"),
            ("length.json", #"{"root":"telepaths","score":0,"acceptedWords":[],\#(settings.replacingOccurrences(of: "\"minimumLength\":3", with: "\"minimumLength\":-1"))}"#,
             "settings.minimumLength: -1 is not from 1 to 100"),
            ("root.json", #"{"root":"tele paths","score":0,"acceptedWords":[],\#(settings)}"#,
             #"root: "tele paths" is not a single word of letters"#),
            ("type.json", #"{"root":"telepaths","score":"0","acceptedWords":[],\#(settings)}"#, "score: not a whole number"),
            ("broken.json", #"{"root":"#, "not a saved game: not valid JSON"),
        ]
        for (name, json, reason) in cases {
            let file = try scratch.write(name, json).path
            let result = try lexcheck.run("play", "--resume", file, stdin: "heat\n")
            #expect(result.status == 65, "\(name)")
            #expect(result.stderr.hasPrefix("lexcheck: error: \(file): not a game to resume: \(reason)"), "\(name): \(result.stderr)")
            #expect(result.stdout.isEmpty, "no game starts: \(name)")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == json, "the save is left as it is")
        }
        // Larger than any game: refused before it is read.
        let huge = try scratch.write("huge.json", Data(count: 5 << 20)).path
        let result = try lexcheck.run("play", "--resume", huge)
        #expect(result.status == 65 && result.stderr.contains("\(huge): not a game to resume: 5242880 bytes, more than any saved game"))
        #expect(try lexcheck.run("play", "--resume", scratch.file("missing.json").path).status == 66)
    }

    /// `/save` replaces a save, never a file of the user's, and a save that fails leaves the
    /// game going.
    @Test func savingNeverReplacesAFileThatIsNotASave() throws {
        let scratch = try TemporaryDirectory()
        let notes = try scratch.write("notes.txt", "my notes\n").path
        let result = try lexcheck.run("play", "--root", "telepaths", stdin: "heat\n/save \(notes)\nsat\n/quit\n")
        #expect(result.lines == ["root: telepaths", "heat: accepted (+2)",
                                 "cannot save to \(notes): the file exists and is not a saved game (it is left as it is)",
                                 "sat: accepted (+1)", "bye"])
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes\n")
        let folder = scratch.file("folder").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try lexcheck.run("play", "--root", "telepaths", stdin: "/save \(folder)\n/quit\n").lines[1]
                == "cannot save to \(folder): not a regular file")
        // An empty file may be replaced (one made by `touch` or `mktemp`).
        let empty = try scratch.write("empty.json", "").path
        #expect(try lexcheck.run("play", "--root", "telepaths", stdin: "heat\n/save \(empty)\n").lines.last == "saved: \(empty)")
        #expect(try lexcheck.run("play", "--resume", empty, stdin: "heat\n").lines[1].hasPrefix("heat: rejected (notOriginal)"))
    }

    /// What `play` with `arguments` draws in a pseudo-terminal (`script` runs it; the screen it
    /// prints is read back) while `lines` are typed, and how it exits.
    func screen(_ arguments: String, typing lines: [String]) throws -> (text: String, status: Int32) {
        let command = "NO_COLOR=1 \(Lexcheck.executable.path) play \(arguments)"
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        var environment = ProcessInfo.processInfo.environment
        environment["LEXCHECK_PERSONAL_DICTIONARY"] = lexcheck.personalDictionary.path
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        for line in lines {
            Thread.sleep(forTimeInterval: 0.8)
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }
        let screen = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (screen, process.terminationStatus)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aRealTerminalShowsTheBoard() throws {
        let (screen, status) = try self.screen("--root telepaths", typing: ["palettes", "settee", "/quit"])
        #expect(status == 0)
        #expect(screen.contains("\u{1B}[2J"), "the screen is cleared and redrawn")
        #expect(screen.contains("Root: TELEPATHS"))
        #expect(screen.contains("Score: 2"))
        #expect(screen.contains("✓ Accepted: palettes +2"))
        #expect(screen.contains("  palettes (8)"))
        #expect(screen.contains("✗ Word not possible — You can't spell that word from 'telepaths'!"))
        #expect(!screen.contains("\u{1B}[31"), "NO_COLOR: no colour codes")
    }

    /// The screen speaks the game's language (`Play.strings`), the root in its capitals; the
    /// commands stay as they are typed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
                   && FileManager.default.fileExists(atPath: "/usr/share/hunspell/tr_TR.dic")))
    func aRealTerminalSpeaksTheGamesLanguage() throws {
        let (screen, status) = try self.screen("--language tr_TR --root kitaplık",
                                               typing: ["kitap", "xyzw", "/progress", "/bogus", "/quit"])
        #expect(status == 0)
        #expect(screen.contains("lexcheck play — Kelime Karıştırma"))
        #expect(screen.contains("Kelime: KİTAPLIK"), "Turkish capitals: i is İ")
        #expect(screen.contains("✓ Kabul edildi: kitap +"))
        #expect(screen.contains("✗ Kelime mümkün değil"))
        #expect(screen.contains(" kelimeden 1 tanesi bulundu, "))
        #expect(screen.contains("Bilinmeyen komut /bogus: /help dene"))
        #expect(screen.contains("Bir kelime yaz ya da /hint /progress /new /giveup /save [dosya] /quit"))
        #expect(!screen.contains("Root:") && !screen.contains("Accepted"), "no English on a Turkish screen")
    }
}

@Suite("lexcheck play on bad input")
struct PlayInputTests {
    let lexcheck = Lexcheck()

    /// The same policy as batch: a line that is not UTF-8 or holds a NUL is reported and
    /// skipped (not repaired, not echoed), the game goes on, and the run ends with 65.
    @Test func invalidLinesAreReportedAndSkippedAsInBatch() throws {
        let input = Data("palettes\n".utf8) + Data([0xFF, 0xFE, 0x0A]) + Data("he\u{0}at\nsettee\n".utf8)
        let result = try lexcheck.run(["play", "--root", "telepaths"], stdin: input)
        #expect(result.lines == ["root: telepaths", "palettes: accepted (+2)",
                                 "settee: rejected (notPossible) Word not possible — You can't spell that word from 'telepaths'!"])
        #expect(result.stderr.contains("<stdin>:2: not valid UTF-8") && result.stderr.contains("<stdin>:3: contains a NUL byte"))
        #expect(result.status == 65)
    }

    /// Endless input without a line end (/dev/zero) is skipped a megabyte at a time: memory
    /// stays flat (it grew by gigabytes) for as long as it runs.
    @Test func endlessInputKeepsMemoryFlat() throws {
        let run = try lexcheck.peakMemory(["play", "--root", "telepaths"], input: URL(filePath: "/dev/zero"), seconds: 3)
        #expect(run.status == nil, "still reading")
        #expect(run.kilobytes > 0 && run.kilobytes < 200_000, "peak \(run.kilobytes) kB")
    }
}
