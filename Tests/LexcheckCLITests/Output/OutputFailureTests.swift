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

    @Test func fileNamesCannotForgeLines() throws {
        let scratch = try TemporaryDirectory()
        let forged = try scratch.write("a\nb.txt:9:9: fake", "brwon\n")
        let result = try lexcheck.run("check", forged.path)
        #expect(result.lines.count == 1)
        #expect(result.lines[0].hasSuffix(#"a\x0Ab.txt:9:9: fake:1:1: brwon"#))
        let missing = try lexcheck.run("check", scratch.file("gone\nfile").path)
        #expect(missing.stderr.contains(#"gone\x0Afile: no such file"#) && missing.stderr.split(separator: "\n").count == 1)
    }
}
