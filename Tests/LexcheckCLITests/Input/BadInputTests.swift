import Foundation
import Testing
import TestSupport

@Suite("lexcheck on bad input")
struct BadInputTests {
    let lexcheck = Lexcheck()

    @Test func invalidUTF8AndNULLinesAreReportedWithFileAndLineAndTheRestIsChecked() throws {
        let scratch = try TemporaryDirectory()
        var bytes = Data("heat\n".utf8)
        bytes.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A])  // Latin-1 "café"
        bytes.append(Data("sa\0t\nteeth\n".utf8))
        let path = try scratch.write("mixed.txt", bytes).path
        let result = try lexcheck.run(["batch", "--root", "telepaths", path])
        #expect(result.status == 65)
        #expect(result.lines == ["heat: accepted (+2)", "teeth: accepted (+2)"])
        #expect(result.stderr.contains("\(path):2: not valid UTF-8"))
        #expect(result.stderr.contains("\(path):3: contains a NUL byte"))

        let check = try lexcheck.run(["check", path])
        #expect(check.status == 65)
        #expect(check.stderr.contains("\(path):2: not valid UTF-8"))
    }

    @Test func aLineOfSeveralMegabytesIsRejectedNotACrashOrHang() throws {
        var input = Data("heat\n".utf8)
        input.append(Data(repeating: 0x61, count: 3 << 20))
        input.append(Data("\nteeth\n".utf8))
        let result = try lexcheck.run(["batch", "--root", "telepaths"], stdin: input)
        #expect(result.status == 65)
        #expect(result.lines == ["heat: accepted (+2)", "teeth: accepted (+2)"])
        #expect(result.stderr.contains("<stdin>:2: line longer than"))
    }

    /// Lists whose words are all held in memory have a size limit, refused before reading with
    /// the limit named: a start-word list past 64 MiB, a word list past 256 MiB (the files here
    /// are sparse: nothing is written, nothing should be read).
    @Test func listsHeldInMemoryHaveALimitNamedInTheError() throws {
        let scratch = try TemporaryDirectory()
        func sparse(_ name: String, size: Int) throws -> String {
            let url = try scratch.write(name, "telepaths\n")
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
            return url.path
        }
        let start = try sparse("start.txt", size: (64 << 20) + 1)
        let roots = try lexcheck.run("roots", start)
        #expect(roots.status == 65)
        #expect(roots.stderr.hasPrefix("lexcheck: error: \(start): ")
                && roots.stderr.contains("larger than the 64 MiB lexcheck reads as a start-word list"), "\(roots.stderr)")
        let list = try sparse("words.txt", size: (256 << 20) + 1)
        for arguments in [["check", "--wordlist", list], ["word", "--root", "telepaths", "--blocklist", list, "palettes"]] {
            let result = try lexcheck.run(arguments, stdin: Data("palettes\n".utf8))
            #expect(result.status == 65 && result.stderr.contains("larger than the 256 MiB lexcheck reads as a word list"),
                    "\(arguments[0]): \(result.stderr)")
        }
    }

    @Test func emptyInputIsNothingToCheck() throws {
        let scratch = try TemporaryDirectory()
        let empty = try scratch.write("empty.txt", "").path
        let batch = try lexcheck.run("batch", "--root", "telepaths", empty)
        #expect(batch.status == 0 && batch.stdout.isEmpty)
        #expect(batch.stderr.contains("0 lines"))
        let check = try lexcheck.run("check", empty)
        #expect(check.status == 0 && check.stdout.isEmpty)
    }

    @Test func crlfLineEndsAreStripped() throws {
        let result = try lexcheck.run("check", "--list", stdin: "Teh cat\r\nbrwon\r\n")
        #expect(result.lines == ["Teh", "brwon"])
    }

    @Test func directoriesAndMissingFilesExit66() throws {
        let scratch = try TemporaryDirectory()
        let directory = try lexcheck.run("batch", scratch.url.path)
        #expect(directory.status == 66)
        #expect(directory.stderr.contains("\(scratch.url.path): is a directory"))
        let missing = try lexcheck.run("check", "/nonexistent/file.txt")
        #expect(missing.status == 66 && missing.stderr.contains("/nonexistent/file.txt: no such file"))
    }

    /// Each path problem in words that say what is wrong with which path: a loop of links, a
    /// file where a folder should be, an empty path (which meant `..aff` or the current folder).
    @Test func pathProblemsAreNamed() throws {
        let scratch = try TemporaryDirectory()
        let loopA = scratch.file("a").path, loopB = scratch.file("b").path
        try FileManager.default.createSymbolicLink(atPath: loopA, withDestinationPath: loopB)
        try FileManager.default.createSymbolicLink(atPath: loopB, withDestinationPath: loopA)
        let loop = try lexcheck.run("check", "--list", loopA)
        #expect(loop.status == 66 && loop.stderr.contains("\(loopA): cannot be read (too many levels of symbolic links)"), "\(loop.stderr)")
        let plain = try scratch.write("plain", "text").path
        let under = try lexcheck.run("check", "--list", plain + "/x.txt")
        #expect(under.status == 66 && under.stderr.contains("a part of the path is not a folder"), "\(under.stderr)")
        for arguments in [["check", "--dictionary", ""], ["check", "--wordlist", ""], ["check", "--personal-dictionary", ""],
                          ["pipe", "-p", ""]] {
            let empty = try lexcheck.run(arguments, stdin: Data("hello\n".utf8))
            #expect(empty.status == 64 && empty.stderr.contains("the path is empty"), "\(arguments): \(empty.stderr)")
        }
        var homeless = Lexcheck()
        homeless.environment = ["HOME": plain, "LEXCHECK_PERSONAL_DICTIONARY": nil, "XDG_DATA_HOME": nil]
        let learn = try homeless.run(["learn", "zorblax"])
        #expect(learn.status != 0 && learn.stderr.contains("\(plain) is a file, not a folder"), "\(learn.stderr)")
    }

    @Test func missingOrBrokenDictionariesExit66WithThePath() throws {
        let missing = try lexcheck.run("word", "--root", "telepaths", "--dictionary", "/nonexistent/xx_YY.dic", "heat")
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("/nonexistent/xx_YY.aff"))
        let wordlist = try lexcheck.run("check", "--wordlist", "/nonexistent/words.txt", stdin: "hello\n")
        #expect(wordlist.status == 66 && wordlist.stderr.contains("/nonexistent/words.txt"))
        let language = try lexcheck.run("check", "--language", "xx", stdin: "hello\n")
        #expect(language.status == 66 && language.stderr.contains("no dictionary for language \"xx\""))
        let scratch = try TemporaryDirectory()
        _ = try scratch.write("en_ZZ.aff", "SET UTF-8\n").path
        let badDic = try scratch.write("en_ZZ.dic", Data([0x32, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A])).path
        // Opened as hunspell opens it, with a warning.
        let broken = try lexcheck.run("check", "--dictionary", badDic, stdin: "hello\n")
        #expect(broken.status == 1 && broken.stderr.contains("lexcheck: warning: \(badDic):2: not valid UTF-8"))
        // An encoding lexcheck cannot convert is bad data (65), not an unreadable file (66).
        _ = try scratch.write("hi_ZZ.aff", "SET ISCII-DEVANAGARI\n")
        let hindi = try scratch.write("hi_ZZ.dic", "1\nabc\n").path
        let unsupported = try lexcheck.run("check", "--dictionary", hindi, stdin: "hello\n")
        #expect(unsupported.status == 65 && unsupported.stderr.contains("unsupported dictionary encoding \"ISCII-DEVANAGARI\""))
    }

    /// A FIFO or a device as a word list or dictionary: refused at once with what it is, not
    /// "permission denied", and never read forever.
    // The limit catches a hang, not slowness: the runner starts tests long before a thread is
    // free for them (library tests hold both of this machine's threads for minutes), so a
    // limit shorter than the whole run fails tests that did nothing wrong.
    @Test(.timeLimit(.minutes(30)))
    func fifosAndDevicesAreNotFilesToRead() throws {
        let scratch = try TemporaryDirectory()
        let fifo = scratch.file("words.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let fromFIFO = try lexcheck.run("check", "--wordlist", fifo, stdin: "hello\n")
        #expect(fromFIFO.status == 66 && fromFIFO.stderr.contains("\(fifo): not a regular file (a FIFO)"))
        let fromZero = try lexcheck.run("check", "--wordlist", "/dev/zero", stdin: "hello\n")
        #expect(fromZero.status == 66 && fromZero.stderr.contains("/dev/zero: not a regular file (a device)"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try lexcheck.run("word", "heat").status == 64, "--root is required")
        #expect(try lexcheck.run("word", "--root", "x", "--scoring", "nope", "a").status == 64)
        #expect(try lexcheck.run("batch", "--accepted-only", "--rejected-only").status == 64)
        #expect(try lexcheck.run("frobnicate").status == 64)
    }

    /// A root is one word: an empty one, or two, is a usage error naming the option, in every
    /// command that takes one.
    @Test func rootsMustBeOneWord() throws {
        for arguments in [["word", "--root", "", "heat"], ["word", "--root", "tele paths", "heat"], ["solve", " "],
                          ["batch", "--root", ""], ["play", "--root", "tele\tpaths"]] {
            let result = try lexcheck.run(arguments, stdin: Data())
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("is empty: give one word") || result.stderr.contains("is more than one word"), "\(result.stderr)")
        }
        #expect(try lexcheck.run("word", "--root", " telepaths ", "heat").status == 0, "white space around one word is fine")
    }

    /// Under a limit on the address space (`ulimit -v`), each command either works or says that
    /// memory is short and exits 71: never a "failed to allocate" trap with a stack trace, and
    /// never a hang (a thread pool waiting for threads the limit forbids). Swept from the least
    /// the binary starts in to where every command works (docs/memory-limits.md).
    // The limit catches a hang, not slowness: the runner starts tests long before a thread is
    // free for them (library tests hold both of this machine's threads for minutes), so a
    // limit shorter than the whole run fails tests that did nothing wrong.
    @Test(.timeLimit(.minutes(30)))
    func aMemoryLimitGivesAnErrorNeverACrashOrAHang() throws {
        #if os(Linux)
        let commands: [(arguments: [String], works: (RunResult) -> Bool)] = [
            (["suggest", "teh"], { $0.status == 1 && $0.stdout.hasPrefix("teh: the") }),
            (["suggest", "--engine", "swift", "teh"], { $0.status == 1 && $0.stdout.hasPrefix("teh: the") }),
            (["word", "--root", "telepaths", "palettes"], { $0.status == 0 }),
            (["solve", "telepaths"], { $0.status == 0 && $0.stdout.contains("palettes") }),
            // Guesses from the dictionary's forms, whose listing stops under the limit.
            (["suggest", "--language", "hu_HU", "hazz"], { $0.status == 1 && $0.stdout.hasPrefix("hazz: ") }),
        ]
        // Each run under the limit is killed after `hang` seconds: far above what a debug build
        // takes to build the English guess index while the suite's other tests hold the threads,
        // so that only a hang is killed, and named so.
        let hang = 600
        let limited = #"ulimit -v "$1"; export LEXCHECK_CACHE_DIRECTORY="$2"; timeout="$3"; shift 3; exec timeout -s KILL "$timeout" "$0" "$@""#
        func describe(_ result: RunResult) -> String {
            result.status == 9 && result.stderr.isEmpty
                ? "killed after \(hang) s (a hang)" : "status \(result.status), \(result.stderr.prefix(300))"
        }
        // A cache of the test's own, the English guess index built into it first: the sweep
        // reads it as a user's later runs do, whatever the runner's cache holds (a first guess
        // in a fresh cache is swept below).
        let cache = try TemporaryDirectory()
        let warming = try lexcheck.runShell(#"export LEXCHECK_CACHE_DIRECTORY="$1"; shift; exec "$0" "$@""#,
                                            arguments: [cache.url.path, "suggest", "teh"])
        try #require(warming.status == 1, "\(warming.stderr)")
        var worked = Set<Int>()
        for megabytes in stride(from: 64, through: 448, by: 48) {
            for (index, command) in commands.enumerated() {
                let result = try lexcheck.runShell(limited, arguments: ["\(megabytes * 1024)", cache.url.path, "\(hang)"] + command.arguments)
                let context = "\(command.arguments) at \(megabytes) MB: \(describe(result))"
                #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"), "\(context)")
                if command.works(result) {
                    worked.insert(index)
                } else if result.status == 127 && result.stderr.contains("error while loading shared libraries") {
                    continue   // the dynamic loader, before lexcheck runs
                } else {
                    #expect(result.status == 71 && result.stderr.contains("ulimit -v"), "\(context)")
                }
            }
        }
        #expect(worked.count == commands.count, "every command works under the highest limit tried")

        // The bundled list's guess index is built at the first guess in a fresh cache: around
        // the limit where that fits, the reserve taken when the checker opens refuses first. The
        // sweep stops at the first limit that builds it: each build above it takes as long again.
        var built = false
        for megabytes in stride(from: 160, through: 256, by: 8) where !built {
            let fresh = try TemporaryDirectory()
            let result = try lexcheck.runShell(limited, arguments: ["\(megabytes * 1024)", fresh.url.path, "\(hang)", "suggest", "teh"])
            let context = "suggest teh in a fresh cache at \(megabytes) MB: \(describe(result))"
            if result.status == 1 && result.stdout.hasPrefix("teh: the") {
                built = true
            } else {
                #expect(result.status == 71 && result.stderr.contains("ulimit -v"), "\(context)")
            }
        }
        #expect(built, "the index is built under the highest limit tried")
        #endif
    }

    @Test func helpDocumentsTheExitCodes() throws {
        let help = try lexcheck.run("--help")
        #expect(help.status == 0)
        for code in ["0 ", "1 ", "64", "65", "66", "71"] {
            #expect(help.stdout.contains("  \(code)"), "\(code)")
        }
    }
}

@Suite("One error style")
struct ErrorStyleTests {
    /// Usage errors and every other error start the same way.
    @Test func usageErrorsLookLikeEveryOtherError() throws {
        let lexcheck = Lexcheck()
        let usage = try lexcheck.run("complete", "--limit=-1", "ab")
        #expect(usage.status == 64 && usage.stderr.hasPrefix("lexcheck: error: --limit must be 0 or more."))
        #expect(usage.stderr.contains("Usage: lexcheck complete"))
        let unknown = try lexcheck.run("word", "--root", "x", "--scoring", "nope", "a")
        #expect(unknown.status == 64 && unknown.stderr.hasPrefix("lexcheck: error: "))
        let missing = try lexcheck.run("check", "/nonexistent/file.txt")
        #expect(missing.status == 66 && missing.stderr.hasPrefix("lexcheck: error: "))
    }

    /// Every kind of failure: usage found while parsing and while running, unreadable input,
    /// bad lines, dictionaries, the personal dictionary.
    @Test func everyErrorStartsTheSameWay() throws {
        let lexcheck = Lexcheck()
        let scratch = try TemporaryDirectory()
        let wordlist = try scratch.write("words.txt", "word\n").path
        let failures: [(arguments: [String], stdin: Data?, status: Int32)] = [
            (["frobnicate"], nil, 64),
            (["word", "heat"], nil, 64),
            (["--no-such-option"], nil, 64),
            (["check", "--list", "--format", "json"], nil, 64),
            (["stem", "--wordlist", wordlist, "word"], nil, 64),
            (["check", "/nonexistent/file.txt"], nil, 66),
            (["check", "--dictionary", "/nonexistent/xx_YY.dic"], Data("hello\n".utf8), 66),
            (["batch", "--root", "telepaths"], Data([0x68, 0xFF, 0x0A]), 65),
            (["play", "--resume", "/nonexistent/game.json"], nil, 66),
            (["unlearn", "--personal-dictionary", scratch.file("none.txt").path, "zorblax"], nil, 1),
        ]
        for (arguments, stdin, status) in failures {
            let result = try lexcheck.run(arguments, stdin: stdin)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr.hasPrefix("lexcheck: error: "), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("\nError: "), "\(arguments)")
        }
    }

    /// An error found while a command runs points at that command's help, not the root's.
    @Test func runTimeUsageErrorsPointAtTheCommandsHelp() throws {
        let scratch = try TemporaryDirectory()
        let wordlist = try scratch.write("words.txt", "word\n").path
        let refused = try Lexcheck().run("analyze", "--wordlist", wordlist, "word")
        #expect(refused.status == 64)
        #expect(refused.stderr == """
            lexcheck: error: stems and analyses need a Hunspell dictionary (--dictionary or --language), not --wordlist.
              See 'lexcheck analyze --help' for more information.

            """)
    }
}
