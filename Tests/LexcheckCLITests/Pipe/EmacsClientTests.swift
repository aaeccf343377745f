import Foundation
import Testing
import TestSupport

/// A real client: Emacs (`emacs-nox`, which `scripts/setup/install-dependencies --tests` installs) with
/// `ispell-program-name` set to lexcheck, checking a buffer as a user does with ispell.el and
/// flyspell (`Fixtures/emacs/spellcheck-buffer.el` drives it in batch mode), and the same with
/// hunspell, which must find the same words at the same places.
@Suite("lexcheck pipe in Emacs")
struct EmacsClientTests {
    let lexcheck = Lexcheck()

    static let emacs = ["/usr/bin/emacs", "/usr/local/bin/emacs", "/opt/homebrew/bin/emacs"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static let text = """
        Teh quick brwon fox jumps over the lazy dgo.
        A second line, with wrold and naïvve words; 😀 its offsets count characters: Ünïcödé.
        * A line that starts like a command, and @ another: ~tex +

        """

    /// What the script prints, by label, and the personal dictionary afterwards.
    func check(with program: String) throws -> (report: [String: String], personal: String) {
        let scratch = try TemporaryDirectory()
        let text = try scratch.write("text.txt", Self.text)
        let personal = try scratch.write("personal.txt", "")
        var environment = lexcheck.processEnvironment
        environment["HOME"] = scratch.url.path
        // A UTF-8 locale, whose dictionary (C: en_US) hunspell -D loads by default.
        environment["LC_ALL"] = "C.UTF-8"
        environment["SPELLCHECKER"] = program
        environment["SPELLCHECK_TEXT"] = text.path
        environment["SPELLCHECK_PERSONAL"] = personal.path
        let result = try runProcess(URL(filePath: try #require(Self.emacs)),
                                    ["--batch", "-Q", "-l", try fixture("emacs/spellcheck-buffer.el")],
                                    environment: environment, stdin: nil)
        #expect(result.status == 0, "\(result.stderr.suffix(3000))")
        var report: [String: String] = [:]
        for line in result.lines {
            guard let colon = line.range(of: ": ") else { continue }
            report[String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
        }
        return (report, try String(contentsOf: personal, encoding: .utf8))
    }

    @Test(.enabled(if: emacs != nil, "emacs is not installed (scripts/setup/install-dependencies --tests installs emacs-nox)"))
    func emacsFindsTheMisspelledWordsThroughLexcheck() throws {
        let (ours, personal) = try check(with: Lexcheck.executable.path)
        // ispell-buffer places each word by its offset (a wrong one stops it: "Ispell misalignment"):
        // Emacs counts characters, as the protocol does, so the words after 😀 and ï are placed too.
        #expect(ours["ispell-buffer"] == "Teh@1 brwon@11 dgo@41 wrold@66 naïvve@76 Ünïcödé@122 tex@184")
        // naïvve went into the personal dictionary (* then #), dgo was accepted for the session (@).
        #expect(ours["flyspell"] == "Teh@1 brwon@11 wrold@66 Ünïcödé@122 tex@184")
        #expect(ours["flyspell-large"] == ours["flyspell"], "the region checked with lexcheck -l first")
        #expect(personal == "naïvve\n")
        // ispell.el read lexcheck's guesses (the protocol tests compare them with `suggest`), and
        // flyspell put the first in the place of the word.
        let firstGuesses = ours["first-guesses"]?.split(separator: " ") ?? []
        #expect(firstGuesses.count == 7 && firstGuesses.filter { !$0.hasSuffix(":") }.count >= 5, "\(firstGuesses)")
        #expect(firstGuesses.first.map { "Teh:" + (ours["auto-correct"] ?? "") == $0 } == true, "\(firstGuesses)")
        // How ispell.el and flyspell ran it, as they run hunspell.
        let calls = ours["calls"] ?? ""
        #expect(calls.hasPrefix(#"("-vv") ("-D" "-a" "/dev/null")"#), "\(calls)")
        #expect(calls.contains(#"("-a" "" "-d" "en_US" "-p" "#) && calls.contains(#""-i" "UTF-8")"#), "\(calls)")
        #expect(calls.contains(#"("-l" "-d" "en_US" "-p" "#), "\(calls)")

        // hunspell, driven the same way, agrees on everything but the guess.
        _ = try systemDictionary("en_US")
        var (theirs, theirPersonal) = try check(with: "hunspell")
        #expect(theirs["auto-correct"] != nil && theirs["first-guesses"] != nil)
        for guessing in ["auto-correct", "first-guesses", "calls"] { theirs[guessing] = ours[guessing] }
        #expect(theirs == ours)
        #expect(theirPersonal == personal)
    }
}
