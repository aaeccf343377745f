import Foundation
import Testing
import TestSupport

/// `lexcheck pipe` and its hunspell-style invocations (`lexcheck -a`, `-vv`, `-D`, `-l`), against
/// `hunspell -a` itself: every answer line's kind, word and offset must be hunspell's; guesses
/// are lexcheck's own.
@Suite("lexcheck pipe")
struct PipeCommandTests {
    let lexcheck = Lexcheck()

    /// hunspell's version line, which lexcheck's starts with.
    static let hunspellBanner = "@(#) International Ispell Version 3.2.06 (but really Hunspell 1.7.1)"

    /// Lines whose words sit after characters of every UTF-8 length: offsets count characters
    /// (code points), not bytes, and not grapheme clusters (a decomposed é is two).
    static let unicodeLines = [
        "😀 Teh wrold, café and naïvve: Ünïcödé wörds",
        "cafe\u{301}s teh \u{1F469}\u{200D}\u{1F4BB} brwon",
        "日本語のテキスト teh 한국어 brwon",
        "\ttabbed\tteh\tline — with “quotes” and ‘dogs’ teh",
        "",
        "http://exmaple.com/teh and teh@exmaple.com and /usr/teh: teh",
    ]

    /// Real English text: the fixture, and some hundred lines of Debian's `fortunes` when installed.
    static func realText() throws -> [String] {
        var lines = try String(contentsOfFile: fixture("english-sample.txt"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for name in ["fortunes", "literature", "science"] {
            let path = "/usr/share/games/fortunes/\(name)"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            lines += String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .prefix(150).map(String.init)
        }
        return lines
    }

    /// Both tools on `input` with `arguments`; hunspell with an empty HOME and a UTF-8 locale.
    func both(_ arguments: [String], input: String, lexcheckArguments: [String] = []) throws
        -> (ours: RunResult, theirs: IspellTranscript) {
        let theirs = try HunspellTool.run(["-a"] + arguments, input: Data(input.utf8))
        let ours = try lexcheck.run(["-a"] + arguments + lexcheckArguments, stdin: Data(input.utf8))
        return (ours, IspellTranscript(String(decoding: theirs, as: UTF8.self)))
    }

    @Test func everyAnswerIsHunspellsOnRealText() throws {
        let dictionary = try systemDictionary("en_US")
        let text = try Self.realText() + Self.unicodeLines
        // As editors send lines (each after ^, so that no line is taken for a command) and as
        // plain lines (those that start with no command character).
        let caretLines = text.map { "^" + $0 }
        let plainLines = try String(contentsOfFile: fixture("english-sample.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !"*@#!%`+-~^&".contains($0.first ?? " ") }
        let input = (caretLines + plainLines).map { $0 + "\n" }.joined()
        let (result, theirs) = try both(["-d", dictionary, "-i", "UTF-8"], input: input,
                                        lexcheckArguments: ["--guesses", "ranked"])
        #expect(result.status == 0, "\(result.stderr)")
        let ours = IspellTranscript(result.stdout)
        #expect(theirs.banner == Self.hunspellBanner)
        #expect(ours.banner.hasPrefix(Self.hunspellBanner + " "))
        #expect(ours.lines.count == caretLines.count + plainLines.count, "an empty line ends every answer")
        #expect(theirs.lines.count == ours.lines.count)
        var differing: [String] = []
        for (index, (mine, hunspells)) in zip(ours.lines, theirs.lines).enumerated() where mine != hunspells {
            differing.append("\((caretLines + plainLines)[index])\n  lexcheck: \(mine)\n  hunspell: \(hunspells)")
        }
        #expect(differing.isEmpty, "\(differing.prefix(10).joined(separator: "\n"))")
        let misspelled = ours.lines.joined().filter { if case .misspelled = $0 { true } else { false } }
        #expect(misspelled.count > 20, "real text has misspellings to compare")
        #expect(ours.miscounted.isEmpty, "& lines count their guesses: \(ours.miscounted.prefix(3))")

        // The guesses are lexcheck's: for each misspelled word, what `suggest` gives it.
        let words = misspelled.map { answer -> String in
            if case .misspelled(let word, _) = answer { return word }
            return ""
        }
        let suggested = try lexcheck.run(["suggest", "--guesses", "ranked", "--dictionary", dictionary + ".dic"],
                                         stdin: Data(words.map { $0 + "\n" }.joined().utf8)).lines
        #expect(suggested.count == words.count)
        for (index, line) in suggested.enumerated() where index < ours.guesses.count {
            let expected = line.hasSuffix(": (no guesses)") ? [] : line.dropFirst(words[index].count + 2).components(separatedBy: ", ")
            #expect(ours.guesses[index] == expected, "\(words[index])")
        }
        #expect(ours.guesses.filter { !$0.isEmpty }.count > misspelled.count / 2, "most misspelled words have guesses")
    }

    @Test func commandsWorkAsHunspellsDo() throws {
        let scratch = try TemporaryDirectory()
        let script = [
            "^Teh zorblax Zorblax",
            "*zorblax",                       // accept, keep for the personal dictionary
            "^zorblax Zorblax ZORBLAX",
            "@blorf",                         // accept for the session only
            "^blorf Blorf BLORF",
            "@florp/box",                     // with box's affixes
            "^florp florps",
            "@*cat",                          // refuse a dictionary word
            "^cat dog",
            "!",                              // terse: no line for correct words
            "^the teh cat",
            "`",                              // verbose, but still terse
            "^the teh",
            "%",                              // neither
            "`",                              // verbose: * WORD
            "^the teh",
            "%",
            "+",                              // TeX mode on and off: no answer
            "^teh",
            "-",
            "Teh line without a caret",       // checked whole
            "",                               // an empty line has no words
            "^",
            "#",                              // save the * words
            "^zorblax teh",
        ]
        let input = script.map { $0 + "\n" }.joined()
        let hunspellPersonal = try scratch.write("hunspell-personal.txt", "").path
        let theirs = IspellTranscript(String(decoding: try HunspellTool.run(
            ["-a", "-d", try systemDictionary("en_US"), "-i", "UTF-8", "-p", hunspellPersonal], input: Data(input.utf8)),
            as: UTF8.self))
        let personal = scratch.file("personal.txt").path
        let result = try lexcheck.run(["-a", "-d", try systemDictionary("en_US"), "-i", "UTF-8", "-p", personal,
                                       "--guesses", "hunspell"], stdin: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let ours = IspellTranscript(result.stdout)
        #expect(ours.lines == theirs.lines)
        #expect(ours.lines.count == script.count(where: { !"*@#!%`+-".contains($0.first ?? " ") }))
        #expect(ours.lines[1] == [.correct("*"), .correct("*"), .correct("*")], "*zorblax accepts it in every case")
        #expect(ours.lines[7] == [.correct("* the"), .misspelled(word: "teh", offset: 5)], "verbose")

        // # saved what * added, nothing else; a new session reads it back.
        let saved = try String(contentsOfFile: personal, encoding: .utf8)
        #expect(saved.split(separator: "\n") == ["zorblax"])
        #expect(try String(contentsOfFile: hunspellPersonal, encoding: .utf8) == "zorblax\n", "hunspell saves the same")
        let next = try lexcheck.run(["-a", "-p", personal, "--guesses", "hunspell"], stdin: Data("^zorblax blorf\n".utf8))
        #expect(IspellTranscript(next.stdout).lines == [[.correct("*"), .misspelled(word: "blorf", offset: 9)]])

        // Without # nothing is saved.
        let unsaved = scratch.file("unsaved.txt").path
        _ = try lexcheck.run(["-a", "-p", unsaved], stdin: Data("*zorblax\n^zorblax\n".utf8))
        #expect(!FileManager.default.fileExists(atPath: unsaved))
    }

    /// `@WORD/MODEL` and `*WORD/MODEL` as hunspell takes them (`add_with_affix`): the model's
    /// affixes when it is a dictionary word with flags, nothing when it is missing, empty or has
    /// no flags; with either engine.
    @Test(arguments: ["hunspell", "swift"])
    func wordsAddedWithAModelAsHunspellAddsThem(engine: String) throws {
        let script = [
            "@florp/box", "^florp florps florping Florps FLORPS florped",
            "@grook//cat", "^grook grooks Grook's",
            "@Quonk/cat", "^Quonk quonk Quonks QUONKS quonks",
            "@blarg/zzzq", "^blarg blargs",
            "@snerk/", "^snerk snerks",
            "@plib/aah", "^plib plibs",
            "*trundle/box", "^trundle trundles",
            "@wibble/florp", "^wibble wibbles",
        ]
        let input = script.map { $0 + "\n" }.joined()
        let (result, theirs) = try both(["-d", try systemDictionary("en_US"), "-i", "UTF-8"], input: input,
                                        lexcheckArguments: ["--engine", engine])
        #expect(result.status == 0, "\(result.stderr)")
        let ours = IspellTranscript(result.stdout)
        #expect(ours.lines.count == script.count / 2)
        #expect(ours.lines == theirs.lines, "\(zip(script.filter { $0.hasPrefix("^") }, zip(ours.lines, theirs.lines)).filter { $1.0 != $1.1 })")
    }

    /// Personal dictionaries in hunspell's format: what `hunspell -a -p` saves for `*WORD`,
    /// `*WORD/MODEL`, `*WORD/` and `**WORD`, lexcheck saves byte for byte; and a file hunspell
    /// wrote (with lines added by hand: the older `word//model`, a `*` word that is no
    /// dictionary entry) gives the same verdicts in both, with both engines.
    @Test(arguments: ["hunspell", "swift"])
    func personalDictionariesAreReadAndWrittenAsHunspellDoes(engine: String) throws {
        let scratch = try TemporaryDirectory()
        // hunspell appends to a file that exists (else to one under HOME).
        let theirsFile = try scratch.write("theirs.txt", Data())
        let oursFile = try scratch.write("ours.txt", Data())
        let dictionary = try systemDictionary("en_US")
        let arguments = ["-a", "-d", dictionary, "-i", "UTF-8"]
        let saving = ["*blorg/cat", "**dog", "*zorblax", "*snerk/", "*Quonk/cat", "#"].map { $0 + "\n" }.joined()
        _ = try HunspellTool.run(arguments + ["-p", theirsFile.path], input: Data(saving.utf8))
        let saved = try lexcheck.run(arguments + ["-p", oursFile.path, "--engine", engine], stdin: Data(saving.utf8))
        #expect(saved.status == 0, "\(saved.stderr)")
        let written = try String(contentsOf: theirsFile, encoding: .utf8)
        #expect(written == "blorg/cat\n*dog\nzorblax\nsnerk/\nQuonk/cat\n", "hunspell's own lines")
        #expect(try String(contentsOf: oursFile, encoding: .utf8) == written)
        try (written + "grook//box\n*cats\n*glorp\nflorp/blorg\n").write(to: theirsFile, atomically: true, encoding: .utf8)
        let words = "^blorg blorgs Blorg BLORGS dog dogs Dog DOG dog's zorblax Zorblax grook grooks grooked snerk snerks "
            + "Quonk Quonks quonk cats cat glorp florp florps\n"
        let theirs = IspellTranscript(String(decoding: try HunspellTool.run(arguments + ["-p", theirsFile.path], input: Data(words.utf8)),
                                             as: UTF8.self))
        let ours = try lexcheck.run(arguments + ["-p", theirsFile.path, "--engine", engine], stdin: Data(words.utf8))
        #expect(ours.status == 0, "\(ours.stderr)")
        let answers = IspellTranscript(ours.stdout).lines
        #expect(answers.count == 1 && answers == theirs.lines,
                "\(zip(answers.first ?? [], theirs.lines.first ?? []).filter { $0.0 != $0.1 })")
        // The other commands read the file alike.
        let list = try lexcheck.run("check", "--list", "--engine", engine, "--personal-dictionary", theirsFile.path,
                                    stdin: String(words.dropFirst()))
        let misspelled = theirs.lines.first?.compactMap { answer -> String? in
            if case .misspelled(let word, _) = answer { word } else { nil }
        }
        #expect(list.lines == misspelled)
        // Refused during a session, a word's forms are refused too, as hunspell's remove does.
        let session = "@*dog\n@*cats\n^dog dogs Dog cats cat\n"
        let (result, hunspells) = try both(["-d", dictionary, "-i", "UTF-8"], input: session, lexcheckArguments: ["--engine", engine])
        #expect(IspellTranscript(result.stdout).lines == hunspells.lines)
    }

    /// A `*` word the personal dictionary cannot hold is refused alone at `#`, by name, and the
    /// exit says words were lost; the words around it are saved, and a later `#` saves again.
    @Test func aWordThatCannotBeStoredIsRefusedAlone() throws {
        let scratch = try TemporaryDirectory()
        let personal = scratch.file("personal.txt").path
        let input = ["*alpha", "*beta gamma", "*#hash", "*delta", "#", "*epsilon", "#", "^alpha delta epsilon"]
            .map { $0 + "\n" }.joined()
        let result = try lexcheck.run(["-a", "-d", try systemDictionary("en_US"), "-p", personal], stdin: Data(input.utf8))
        #expect(result.status == 65)
        #expect(result.stderr.contains("\"beta gamma\"") && result.stderr.contains("\"#hash\""), "\(result.stderr)")
        #expect(try String(contentsOfFile: personal, encoding: .utf8) == "alpha\ndelta\nepsilon\n")
        #expect(IspellTranscript(result.stdout).lines == [[.correct("*"), .correct("*"), .correct("*")]])
    }

    @Test func tildeLinesAreCommandsAsInIspell() throws {
        // hunspell checks "~tex" as text; ispell and aspell take it as a command and answer
        // nothing, which is what ispell.el expects after "+" (it sends "+\n~tex\n").
        let result = try lexcheck.run(["-a", "-d", "en_US", "--guesses", "hunspell"], stdin: Data("+\n~tex\n^teh\n".utf8))
        #expect(IspellTranscript(result.stdout).lines == [[.misspelled(word: "teh", offset: 1)]])
    }

    @Test func severalDictionariesAsHunspellTakesThem() throws {
        let names = try systemDictionary("en_US") + "," + systemDictionary("de_DE")
        let (result, theirs) = try both(["-d", names, "-i", "UTF-8"], input: "^Teh house Haus Hauss Straße strasse\n",
                                        lexcheckArguments: ["--guesses", "hunspell"])
        #expect(IspellTranscript(result.stdout).lines == theirs.lines)
        #expect(theirs.lines.first?.count == 6)
    }

    @Test func eightBitInputAndOutputWithDashI() throws {
        // Latin-1 bytes in and out; offsets count bytes, which are characters.
        let input = Data([0x5E] + Array("caf".utf8) + [0xE9, 0x20] + Array("na".utf8) + [0xEF] + Array("vve brwon\n".utf8))
        let arguments = ["-a", "-d", try systemDictionary("en_US"), "-i", "ISO-8859-1"]
        let theirs = try HunspellTool.run(arguments, input: input)
        let result = try lexcheck.run(arguments + ["--guesses", "hunspell"], stdin: input)
        #expect(result.status == 0)
        let latin1 = { (data: Data) in IspellTranscript(String(data.map { Character(Unicode.Scalar($0)) })) }
        #expect(latin1(result.output).lines == latin1(theirs).lines)
        #expect(latin1(result.output).lines == [[.misspelled(word: "café", offset: 1), .misspelled(word: "naïvve", offset: 6),
                                                 .misspelled(word: "brwon", offset: 13)]])
        #expect(!result.output.contains(0xC3), "no UTF-8 in the output")
        #expect(try lexcheck.run("-a", "-i", "EBCDIC").status == 64)
    }

    @Test func theInvocationsOfEditors() throws {
        // Emacs's ispell.el: the version line...
        let version = try lexcheck.run("-vv")
        #expect(version.status == 0)
        #expect(version.lines.count == 2 && version.lines[0].hasPrefix(Self.hunspellBanner + " - lexcheck ")
                && version.lines[1].isEmpty)
        #expect(try HunspellTool.lines(["-vv"], text: "") == [Self.hunspellBanner, ""])
        // ...the dictionaries (stderr, read with stdout)...
        let listing = try lexcheck.run("-D", "-a", "/dev/null")
        #expect(listing.status == 0)
        #expect(listing.lines == [version.lines[0]])
        let dictionary = try systemDictionary("en_US")
        #expect(listing.stderr.contains("AVAILABLE DICTIONARIES (path is not mandatory for -d option):\n"))
        #expect(listing.stderr.split(separator: "\n").contains { $0 == dictionary })
        #expect(listing.stderr.hasSuffix("LOADED DICTIONARY:\n\(dictionary).aff\n\(dictionary).dic\n"))
        let listingOnly = try lexcheck.run("-D", "-d", "en_US")
        #expect(listingOnly.status == 0 && listingOnly.stdout.isEmpty && listingOnly.stderr.contains("LOADED DICTIONARY:"))
        // The Swift engine's dictionary is listed as libhunspell's is.
        let swiftListing = try lexcheck.run("pipe", "-D", "-d", "en_US", "--engine", "swift")
        #expect(swiftListing.status == 0 && swiftListing.stderr.hasSuffix("LOADED DICTIONARY:\n\(dictionary).aff\n\(dictionary).dic\n"),
                "\(swiftListing.stderr)")
        // ...the protocol, with an empty argument ispell.el passes for hunspell...
        let session = try lexcheck.run(["-a", "", "-d", "en_US", "-i", "UTF-8"], stdin: Data("^brown fox\n".utf8))
        #expect(session.status == 0)
        #expect(IspellTranscript(session.stdout).lines == [[.correct("*"), .correct("*")]])
        #expect(try lexcheck.run(["pipe", "-d", "en_US"], stdin: Data("^brown fox\n".utf8)).stdout == session.stdout)
        // ...and flyspell's list of misspelled words for a large region, exit 0 as hunspell -l.
        let sample = try fixture("english-sample.txt")
        let list = try lexcheck.run("-l", "-d", dictionary, sample)
        #expect(list.status == 0)
        #expect(list.stdout == (try hunspell(["-l", "-d", dictionary, sample])))
        #expect(list.lines.count > 5)
    }

    @Test func theDefaultDictionaryIsHunspells() throws {
        // hunspell's: $DICTIONARY, else the locale's; lexcheck keeps en_US when the locale's is missing.
        _ = try systemDictionary("de_DE")
        func loaded(_ variables: [String: String?]) throws -> String {
            var lexcheck = self.lexcheck
            lexcheck.environment = ["DICTIONARY": nil, "LC_ALL": nil, "LC_MESSAGES": nil, "LANG": nil]
                .merging(variables) { $1 }
            let stderr = try lexcheck.run("-D").stderr
            return stderr.components(separatedBy: "LOADED DICTIONARY:\n").last?.split(separator: "\n").first.map(String.init) ?? ""
        }
        #expect(try loaded(["LANG": "de_DE.UTF-8"]).hasSuffix("/de_DE.aff"))
        #expect(try loaded(["LANG": "de_DE.UTF-8", "LC_ALL": "C"]).hasSuffix("/en_US.aff"))
        #expect(try loaded(["LANG": "en_US.UTF-8", "DICTIONARY": "de_DE"]).hasSuffix("/de_DE.aff"))
        #expect(try loaded(["LANG": "xx_YY.UTF-8"]).hasSuffix("/en_US.aff"))
        #expect(try loaded([:]).hasSuffix("/en_US.aff"))
    }

    @Test func answersComeAtOnceWhileInputIsStillOpen() throws {
        let session = try InteractiveProcess(Lexcheck.executable, ["-a", "-d", "en_US", "--guesses", "hunspell"],
                                             environment: lexcheck.processEnvironment)
        let banner = try #require(session.read(through: "\n"))
        #expect(banner.hasPrefix(Self.hunspellBanner))
        try session.send("^Teh\n")
        let first = try #require(session.read(through: "\n\n"), "the answer to one line, with no more input")
        #expect(first.hasPrefix("& Teh "))
        try session.send("!\n^the\n^wrold\n")
        #expect(session.read(through: "\n") == "\n", "terse: no line for a correct word")
        #expect(session.read(through: "\n\n")?.hasPrefix("& wrold ") == true)
        #expect(try session.finish() == 0, "the end of input ends it cleanly")
    }

    @Test func badLinesAreReportedAndAnsweredEmpty() throws {
        // As every command: reported as FILE:LINE on stderr, exit 65 at the end; the protocol
        // still answers the line (empty), so the editor stays in step.
        var input = Data("^teh\n".utf8) + Data([0x5E, 0xFF, 0xFE, 0x0A]) + Data("^a\u{0}b\n".utf8)
        input += Data("^".utf8) + Data(repeating: 0x61, count: 1 << 20 + 10) + Data("\n^brwon\n".utf8)
        let result = try lexcheck.run(["-a", "-d", "en_US", "--guesses", "hunspell"], stdin: input)
        #expect(result.status == 65)
        let lines = IspellTranscript(result.stdout).lines
        #expect(lines.count == 5)
        #expect(lines[1].isEmpty && lines[2].isEmpty && lines[3].isEmpty)
        #expect(lines.last == [.misspelled(word: "brwon", offset: 1)])
        #expect(result.stderr.contains("lexcheck: error: <stdin>:2: not valid UTF-8"))
        #expect(result.stderr.contains("<stdin>:3: contains a NUL byte"))
        #expect(result.stderr.contains("<stdin>:4: line longer than"))
        let empty = try lexcheck.run(["-a", "-d", "en_US"], stdin: Data())
        #expect(empty.status == 0 && empty.lines.count == 1)
    }
}
