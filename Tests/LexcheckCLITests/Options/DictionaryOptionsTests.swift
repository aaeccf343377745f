import Foundation
import Testing
import TestSupport

/// A dictionary given with --dictionary and no --language checks in its own language: every
/// command asks the checker in the language it serves, never in a default of en_US.
@Suite("--dictionary in other languages")
struct DictionaryOptionsTests {
    let lexcheck = Lexcheck()

    static let german = """
        Der Schneemann steht im Garten, und die Kinder spielen draußen.
        Am Abend bellt der Hund laut; ein Fehlerr steckt in diesem Satz.
        """
    static let turkish = """
        Bugün hava çok güzel. İstanbul'da yaşıyorum ve her sabah çay içerim.
        Bu cümlede bir hatalıı kelime var, ÇOK GÜZEL değil mi?
        """

    @Test(arguments: [("de_DE", german, ".dic"), ("tr_TR", turkish, ".aff")])
    func checkListAgreesWithHunspellWithoutALanguage(dictionary: String, text: String, suffix: String) throws {
        let path = try systemDictionary(dictionary)
        let ours = try lexcheck.run("check", "--list", "--dictionary", path + suffix, stdin: text)
        let theirs = try hunspell(["-l", "-d", path], stdin: text)
        #expect(!theirs.isEmpty && ours.stdout == theirs)
        #expect(ours.status == 1)
    }

    @Test func gamesSuggestionsAndCompletionsUseTheDictionarysLanguage() throws {
        let german = try systemDictionary("de_DE") + ".dic"
        let word = try lexcheck.run("word", "--dictionary", german, "--root", "schneemann", "amen", "nehmen")
        #expect(word.lines == ["amen: accepted (+2)", "nehmen: accepted (+2)"] && word.status == 0)
        let batch = try lexcheck.run("batch", "--dictionary", german, stdin: "Garten\nGartn\n")
        #expect(batch.lines == ["Garten: correct", "Gartn: misspelled"])
        let suggest = try lexcheck.run("suggest", "--guesses", "hunspell", "--dictionary", german, "Gartn")
        #expect(suggest.stdout.hasPrefix("Gartn: ") && suggest.stdout.contains("Garten"))
        let complete = try lexcheck.run("complete", "--limit", "50", "--dictionary", german, "Gart")
        #expect(complete.status == 0 && complete.lines.contains("Garten"))

        let turkish = try systemDictionary("tr_TR") + ".dic"
        let solve = try lexcheck.run("batch", "--dictionary", turkish, stdin: "güzel\nİstanbul\ngüzell\n")
        #expect(solve.lines == ["güzel: correct", "İstanbul: correct", "güzell: misspelled"])
    }
}

/// Several dictionaries at once: --dictionary and --wordlist repeated and mixed.
@Suite("Several dictionaries")
struct SeveralDictionariesTests {
    let lexcheck = Lexcheck()

    @Test func aWordIsCorrectWhenAnyDictionaryAcceptsIt() throws {
        let scratch = try TemporaryDirectory()
        let names = try scratch.write("names.txt", "Zorblax\nQuibbit\n").path
        let german = try systemDictionary("de_DE") + ".dic"
        let text = "palettes Zorblax Garten Zorblx\n"
        let both = try lexcheck.run("check", "--list", "--wordlist", names, "--dictionary", german, "--dictionary",
                                    "/usr/share/hunspell/en_US.dic", stdin: text)
        #expect(both.stdout == "Zorblx\n" && both.status == 1)
        let namesOnly = try lexcheck.run("check", "--list", "--wordlist", names, "--wordlist", names, stdin: text)
        #expect(namesOnly.stdout == "palettes\nGarten\nZorblx\n")
        let suggest = try lexcheck.run("suggest", "--guesses", "ranked", "--wordlist", names, "--dictionary",
                                       "/usr/share/hunspell/en_US.dic", "Zorblx")
        #expect(suggest.stdout.hasPrefix("Zorblx: Zorblax"))
    }

    /// A dictionary named again (by the same path, another spelling of it, or a link) is opened
    /// once: its warning comes once, its answers are the same. More than ten distinct ones (the
    /// hunspell tool's limit) is an error that says so.
    @Test func eachDictionaryIsOpenedOnceAndAtMostTen() throws {
        let scratch = try TemporaryDirectory()
        let letters = Array("abcdefghijk")
        for (number, letter) in letters.enumerated() {
            // A second SET and UTF-8 text under an 8-bit SET: each engine warns once an opening.
            _ = try scratch.write("d\(number).aff", "SET ISO8859-1\nSET UTF-8\nLANG en\n")
            _ = try scratch.write("d\(number).dic", "2\nword\(letter)\nwörd\n")
        }
        let first = scratch.file("d0.dic").path
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.dic").path, withDestinationPath: first)
        _ = try scratch.write("link.aff", "SET UTF-8\n")
        for engine in ["hunspell", "swift"] {
            // A dictionary whose language cannot be told says so, once; --language states it.
            let plain = try scratch.write("plain.dic", "1\nworda\n").path
            _ = try scratch.write("plain.aff", "SET UTF-8\n")
            let unnamed = try lexcheck.run(["check", "--list", "--engine", engine, "--dictionary", plain], stdin: Data("worda\n".utf8))
            #expect(unnamed.stderr.split(separator: "\n").count { $0.contains("no language stated") && $0.contains("plain.dic") } == 1,
                    "\(engine): \(unnamed.stderr)")
            let stated = try lexcheck.run(["check", "--list", "--engine", engine, "--language", "en", "--dictionary", plain],
                                          stdin: Data("worda\n".utf8))
            #expect(!stated.stderr.contains("no language stated"), "\(engine): \(stated.stderr)")
            let again = [first, first, scratch.url.path + "/./d0.dic", scratch.file("link.dic").path]
            let result = try lexcheck.run(["check", "--list", "--engine", engine] + again.flatMap { ["--dictionary", $0] },
                                          stdin: Data("worda wordb\n".utf8))
            #expect(result.lines == ["wordb"], "\(engine)")
            #expect(result.stderr.split(separator: "\n").count { $0.contains("/d0.") } == 1, "\(engine): \(result.stderr)")
            let eleven = (0..<11).flatMap { ["--dictionary", scratch.file("d\($0).dic").path] }
            let tooMany = try lexcheck.run(["check", "--list", "--engine", engine] + eleven, stdin: Data("worda\n".utf8))
            #expect(tooMany.status == 64 && tooMany.stderr.contains("11 dictionaries and word lists: at most 10"), "\(tooMany.stderr)")
            let ten = try lexcheck.run(["check", "--list", "--engine", engine] + eleven.dropLast(2), stdin: Data("worda wordk\n".utf8))
            #expect(ten.status == 1 && ten.lines == ["wordk"])
        }
    }
}
