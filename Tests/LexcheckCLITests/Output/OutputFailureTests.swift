import Foundation
import Testing
import TestSupport

/// Standard output that goes away, and errors after some output: never a crash, never output
/// that was found thrown away.
@Suite("Output failures")
struct OutputFailureTests {
    let lexcheck = Lexcheck()

    /// Runs `script` with bash, `$0` the lexcheck binary and LEXCHECK_PERSONAL_DICTIONARY set.
    func bash(_ script: String, _ arguments: String...) throws -> RunResult {
        try lexcheck.runShell(script, arguments: arguments)
    }

    @Test func aClosedStandardOutputIsAnErrorNotACrash() throws {
        let closed = try bash(#""$0" word --root telepaths palettes >&-; echo "status $?" >&2"#)
        #expect(closed.stderr.contains("lexcheck: error: cannot write to standard output: Bad file descriptor"))
        #expect(closed.stderr.contains("status 74"))
    }

    @Test func aBrokenPipeWithSIGPIPEIgnoredIsAnErrorNotACrash() throws {
        // Thousands of lines into a reader that stops after one byte, SIGPIPE ignored as under
        // many supervisors: the write fails with EPIPE.
        let text = String(repeating: "brwon fox jmups\n", count: 40_000)
        let path = FileManager.default.temporaryDirectory.appending(path: "lexcheck-pipe-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let broken = try bash(#"trap "" PIPE; "$0" check --wordlist "$1" "$1" | head -c 1 >/dev/null; echo "status ${PIPESTATUS[0]}" >&2"#,
                              path.path)
        #expect(broken.stderr.contains("cannot write to standard output: Broken pipe"))
        #expect(broken.stderr.contains("status 74"))
    }

    @Test func whatWasFoundIsWrittenBeforeTheNextFilesError() throws {
        let scratch = try TemporaryDirectory()
        // More than one 64 KB block of output, then a file that does not exist, then another.
        let good = try scratch.write("good.txt", String(repeating: "brwon\n", count: 20_000)).path
        let other = try scratch.write("other.txt", "jmups\n").path
        let missing = scratch.file("missing.txt").path
        let result = try lexcheck.run("check", "--list", good, missing, other)
        #expect(result.status == 66)
        #expect(result.lines.count == 20_001 && result.lines.last == "jmups")
        #expect(result.stderr.contains("\(missing): no such file"))
        let batch = try lexcheck.run("batch", good, missing)
        #expect(batch.status == 66 && batch.lines.count == 20_000)
    }

    @Test func numericOptionsAreValidated() throws {
        #expect(try lexcheck.run("complete", "--limit=-1", "ab").status == 64)
        #expect(try lexcheck.run("roots", "--min-answers=-5").status == 64)
        #expect(try lexcheck.run("complete", "--limit", "0", "ab").stdout.isEmpty)
    }
}

/// Control characters in words and file names reach no terminal as they are.
@Suite("Control characters in output")
struct ControlCharacterTests {
    let lexcheck = Lexcheck()

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aTerminalSeesControlCharactersEscaped() throws {
        let scratch = try TemporaryDirectory()
        let input = try scratch.write("evil.txt", "x\u{1B}]0;pwned\u{07}\u{1B}[2J\nok\u{9B}31m\n")
        let words = try scratch.write("words.txt", "word\n")
        // `script` gives lexcheck a terminal as standard output.
        let result = try lexcheck.runShell(#"script -qec "\"$0\" batch --wordlist \"$2\" \"$1\"" /dev/null"#, arguments: [input.path, words.path])
        #expect(!result.stdout.contains("\u{1B}]0;pwned") && !result.stdout.contains("\u{9B}"))
        #expect(result.stdout.contains(#"x\x1B]0;pwned\x07\x1B[2J: misspelled"#))
        #expect(result.stdout.contains(#"ok\u{9B}31m: misspelled"#))
        // Into a pipe or file, the bytes are the data: kept as they are.
        let piped = try lexcheck.run("batch", "--wordlist", words.path, input.path)
        #expect(piped.stdout.contains("x\u{1B}]0;pwned\u{07}\u{1B}[2J: misspelled"))
        // JSON escapes them in every output.
        let json = try lexcheck.run("batch", "--format", "jsonl", "--wordlist", words.path, input.path)
        #expect(json.stdout.contains(#""word":"x\u001b]0;pwned\u0007\u001b[2J""#) && json.stdout.contains(#"ok\u009b31m"#))
    }

    /// Words and names from outside, in every message that shows them: `learn` and `unlearn`
    /// (the word and the file), `play`'s `/save` and its lines, `pipe -D` (dictionary folders
    /// from DICPATH), with escapes, a right-to-left override and a line separator in them.
    @Test func wordsAndNamesInMessagesHaveTheirControlsShown() throws {
        let scratch = try TemporaryDirectory()
        let evil = "e\u{1B}[2J\u{202E}x\u{2028}y"
        let shown = #"e\x1B[2J\u{202E}x\u{2028}y"#
        var runner = lexcheck
        runner.environment["LEXCHECK_PERSONAL_DICTIONARY"] = scratch.file("p\(evil).txt").path
        // A word holds no white space (U+2028 is some).
        let word = "w\u{1B}[2J\u{202E}x", wordShown = #"w\x1B[2J\u{202E}x"#
        let learn = try runner.run("learn", word)
        #expect(learn.status == 0)
        #expect(learn.stdout == "learned \(wordShown) (\(scratch.file("p").path)\(shown).txt)\n")
        let unlearn = try runner.run("unlearn", word)
        #expect(unlearn.status == 0 && unlearn.stdout.hasPrefix("unlearned \(wordShown) (") && !unlearn.stdout.contains(evil))
        let save = scratch.file("g\(evil).json").path
        let play = try lexcheck.run("play", "--root", "telepaths", stdin: "/save \(save)\n")
        #expect(play.stdout.contains("saved: \(scratch.file("g").path)\(shown).json\n") && !play.stdout.contains(evil), "\(play.stdout)")
        let folder = scratch.file("d\(evil)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try systemDictionary("en_US") + ".aff", toPath: folder.appending(path: "xx.aff").path)
        try FileManager.default.copyItem(atPath: try systemDictionary("en_US") + ".dic", toPath: folder.appending(path: "xx.dic").path)
        var listing = lexcheck
        listing.environment["DICPATH"] = folder.path
        let dictionaries = try listing.run("-D", "-d", "xx")
        #expect(dictionaries.stderr.contains("\(scratch.file("d").path)\(shown)/xx\n") && !dictionaries.stderr.contains(evil),
                "\(dictionaries.stderr)")
    }

    /// On a terminal, the bidirectional controls and line separators of the output are shown too.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aTerminalSeesBidirectionalControlsEscaped() throws {
        let scratch = try TemporaryDirectory()
        let input = try scratch.write("bidi.txt", "ab\u{202E}cd\nef\u{2028}gh\nالعربية\n")
        let words = try scratch.write("words.txt", "word\n")
        let result = try lexcheck.runShell(#"script -qec "\"$0\" batch --wordlist \"$2\" \"$1\"" /dev/null"#, arguments: [input.path, words.path])
        #expect(!result.stdout.contains("\u{202E}") && !result.stdout.contains("\u{2028}"))
        #expect(result.stdout.contains(#"ab\u{202E}cd: misspelled"#) && result.stdout.contains(#"ef\u{2028}gh: misspelled"#))
        #expect(result.stdout.contains("العربية: misspelled"), "other scripts as they are")
        let piped = try lexcheck.run("batch", "--wordlist", words.path, input.path)
        #expect(piped.stdout.contains("ab\u{202E}cd: misspelled"), "data into a pipe as it is")
    }

    @Test func fileNamesCannotForgeLines() throws {
        let scratch = try TemporaryDirectory()
        let forged = try scratch.write("a\nb.txt:9:9: fake", "brwon\n")
        let result = try lexcheck.run("check", forged.path)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].hasSuffix(#"a\x0Ab.txt:9:9: fake:1:1: brwon"#))
        let missing = try lexcheck.run("check", scratch.file("gone\nfile").path)
        #expect(missing.stderr.contains(#"gone\x0Afile: no such file"#) && missing.stderr.split(separator: "\n").count == 1)
    }

    /// JSON names a file by its real name (JSON's own escapes keep it one line), so that two
    /// files whose displayed names look alike (`a\x0Ab`, and a newline) stay two.
    @Test func jsonNamesFilesByTheirRealNames() throws {
        let scratch = try TemporaryDirectory()
        let withNewline = try scratch.write("a\nb.txt", "brwon\n")
        let lookalike = try scratch.write(#"a\x0Ab.txt"#, "brwon\n")
        let result = try lexcheck.run("check", "--format", "jsonl", withNewline.path, lookalike.path)
        let files = try result.lines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["file"] as? String)
        }
        #expect(files == [withNewline.path, lookalike.path])
    }
}
