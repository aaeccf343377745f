#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// A small dictionary with accented words, written in the encoding the test asks for with
/// Foundation's own converters (not lexcheck's), so the two sides are independent.
func writeAccentedDictionary(in directory: borrowing TemporaryDirectory, name: String,
                             set: String, encoding: String.Encoding) throws -> (aff: URL, dic: URL) {
    let aff = """
        SET \(set)
        TRY esiaénrtolcdugmfphbyvkwçèêëîïôûü
        WORDCHARS -
        SFX S Y 1
        SFX S 0 s .

        """
    let dic = """
        9
        un
        et
        café/S
        élève/S
        garçon/S
        naïve
        Noël
        rôle/S
        porte-clé/S

        """
    let affData = try #require(aff.data(using: encoding))
    let dicData = try #require(dic.data(using: encoding))
    return (try directory.write("\(name).aff", affData), try directory.write("\(name).dic", dicData))
}

@Suite("HunspellChecker")
struct HunspellCheckerTests {
    @Test func loadsTheBundledDictionaryAndChecksWords() throws {
        let checker = try bundledHunspell()
        #expect(checker.language == "en_US")
        #expect(checker.encoding == .utf8)
        for word in ["telepathy", "palettes", "teeth", "Teeth", "TEETH", "don't", "12th", "London", "LONDON"] {
            #expect(checker.isCorrect(word), "\(word)")
        }
        for word in ["sleeplesss", "brwon", "london", "2th", "tEETH"] {
            #expect(!checker.isCorrect(word), "\(word)")
        }
    }

    /// A word reaches Hunspell as the hunspell tool hands it over: its bytes as written, in no
    /// other normal form, and in an 8-bit dictionary's encoding only up to the first character
    /// the encoding lacks. Greek written with the Greek Extended oxia letters (`ί` U+1F77,
    /// canonically the tonos letter U+03AF that ISO 8859-7 has), Polish with a letter ISO 8859-2
    /// lacks, decomposed accents in UTF-8 dictionaries: every verdict is the tool's.
    @Test(arguments: ["el_GR", "pl_PL", "en_US", "de_DE", "pt_BR"])
    func judgesWordsAsTheToolHandsThemToHunspell(_ name: String) throws {
        let path = "/usr/share/hunspell/\(name)"
        try #require(FileManager.default.fileExists(atPath: path + ".dic"), "scripts/setup/install-dependencies --tests installs \(name)")
        let checker = try HunspellChecker(affixURL: URL(filePath: path + ".aff"), dictionaryURL: URL(filePath: path + ".dic"),
                                          personalDictionary: nil)
        let text = """
            είναι ε\u{1F77}ναι καί κα\u{1F77} πίνω π\u{1F77}νω ξξξ\u{1F77} Αθήνα Αθ\u{1F75}να ά \u{1F71} ὠδή
            łódź ło\u{301}dz\u{301} À Àla zażółć żółw żo\u{301}łw Straße Stra\u{DF}e Zürich Zu\u{308}rich
            café cafe\u{301} naïve nai\u{308}ve fooш ш don’t coração corac\u{327}a\u{303}o ação ac\u{327}a\u{303}o

            """
        let expected = try HunspellTool.lines(["-l", "-i", "UTF-8", "-d", path], text: text)
        // Compared as bytes: String equality would take a word for its canonical equivalent.
        #expect(checker.misspelledRanges(in: text).map { Array(text[$0].utf8) } == expected.map { Array($0.utf8) }, "\(name)")
        let accepted = try HunspellTool.lines(["-G", "-i", "UTF-8", "-d", path], text: text)
        let correct = checker.tokenizer.words(in: text).map { String(text[$0]) }.filter { checker.isCorrect($0) }
        #expect(correct.map { Array($0.utf8) } == accepted.map { Array($0.utf8) }, "\(name)")
        // Asked again, from the verdict cache, a word keeps its own verdict, not its equivalent's.
        #expect(checker.misspelledRanges(in: text).map { Array(text[$0].utf8) } == expected.map { Array($0.utf8) }, "\(name)")
    }

    /// A directive given twice counts as the tool counts it: its first line (Hunspell warns and
    /// ignores what follows). With a second `SET` the dictionary is still UTF-8, a second
    /// `WORDCHARS` adds no word characters.
    @Test func repeatedDirectivesCountAsTheToolCountsThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write("two.aff", "SET UTF-8\nWORDCHARS -\nSET ISO8859-1\nWORDCHARS 0123456789\n")
        try directory.write("two.dic", "3\nhällo\nx-ray\nr2d2\n")
        let checker = try HunspellChecker(affixURL: directory.file("two.aff"), dictionaryURL: directory.file("two.dic"),
                                          personalDictionary: nil)
        #expect(checker.encoding == .utf8)
        let text = "hällo x-ray r2d2 hallo x-rays r2d3\n"
        let expected = try HunspellTool.lines(["-l", "-i", "UTF-8", "-d", directory.file("two").path], text: text)
        #expect(checker.misspelledRanges(in: text).map { String(text[$0]) } == expected)
    }

    @Test(arguments: [("ISO8859-1", String.Encoding.isoLatin1), ("UTF-8", String.Encoding.utf8)])
    func accentedDictionaryWorksInEveryEncoding(set: String, encoding: String.Encoding) throws {
        let directory = try TemporaryDirectory()
        let files = try writeAccentedDictionary(in: directory, name: "fr_FR", set: set, encoding: encoding)
        let checker = try HunspellChecker(affixURL: files.aff, dictionaryURL: files.dic, personalDictionary: nil)
        #expect(checker.language == "fr_FR")
        #expect(checker.encoding.description == set)

        let correct = ["café", "cafés", "élève", "élèves", "garçons", "naïve", "Noël", "NOËL", "rôles", "Café", "porte-clés"]
        let wrong = ["cafe", "garcon", "noël", "eleve", "rôled", "porte-cle"]
        for word in correct { #expect(checker.isCorrect(word), "\(set): \(word)") }
        for word in wrong { #expect(!checker.isCorrect(word), "\(set): \(word)") }

        // Another normal form, characters the code page lacks: the tool's verdict, no crash.
        let odd = ["cafe\u{301}s", "E\u{301}le\u{300}ve", "caféш", "cafe\u{306}", "naïveж", "шcafé", "Noëlω"]
        let path = files.dic.deletingPathExtension().path
        let expected = try HunspellTool.lines(["-G", "-i", "UTF-8", "-d", path], text: odd.joined(separator: "\n") + "\n")
        #expect(odd.filter { checker.isCorrect($0) }.map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(set)")
        #expect(checker.isCorrect("caféш") == (set != "UTF-8"), "an 8-bit dictionary judges caféш as café")

        let guesses = try #require(checker.guesses(forWordRange: NSRange(location: 0, length: 6), in: "garcon", language: "fr"))
        #expect(guesses.contains("garçon"), "\(set): \(guesses)")
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "él", language: "fr")
        #expect(completions == ["élève"])

        // WORDCHARS "-" joins words for this dictionary.
        #expect(checker.tokenizer == .hunspell(wordCharacters: "-"))
        let text = "un porte-clé et un porte-cle"
        #expect(checker.misspelledRanges(in: text).map { String(text[$0]) } == ["porte-cle"])
    }

    @Test func cyrillicDictionaryInCP1251() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("ru_TEST.aff", "SET microsoft-cp1251\n")
        let dic = try directory.write("ru_TEST.dic", try #require("3\nкошка\nсобака\nдом\n".data(using: .windowsCP1251)))
        let checker = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        #expect(checker.encoding.description == "cp1251")
        #expect(checker.isCorrect("кошка") && checker.isCorrect("Собака") && checker.isCorrect("ДОМ"))
        #expect(!checker.isCorrect("кошкa"), "the last letter is a Latin a")
        let text = "дом и кошка"
        #expect(checker.misspelledRanges(in: text).map { String(text[$0]) } == ["и"])
    }

    @Test func unsupportedEncodingIsAnError() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("hi_TEST.aff", "SET ISCII-DEVANAGARI\n")
        let dic = try directory.write("hi_TEST.dic", "1\nabc\n")
        #expect(throws: LexiconError.unsupportedEncoding("ISCII-DEVANAGARI", path: aff.path)) {
            try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        }
    }

    /// Hunspell opens a dictionary in another encoding than its SET says (it reads bytes), and
    /// so does lexcheck, with a warning naming the file and line.
    @Test func dictionaryInAnotherEncodingThanItsSETOpensWithAWarning() throws {
        let directory = try TemporaryDirectory()
        // Declares UTF-8, written in Latin-1.
        let aff = try directory.write("a.aff", "SET UTF-8\n")
        let dic = try directory.write("a.dic", try #require("2\nrain\ncafé\n".data(using: .isoLatin1)))
        let latin1 = try HunspellChecker(affixURL: aff, dictionaryURL: dic, language: "en", personalDictionary: nil)
        #expect(latin1.warnings == ["\(dic.path):3: not valid UTF-8, though the .aff file declares SET UTF-8"])
        #expect(latin1.isCorrect("rain") && !latin1.isCorrect("café"), "its bytes are no UTF-8 word")
        // Declares Latin-1, written in UTF-8.
        let aff2 = try directory.write("b.aff", "SET ISO8859-1\n")
        let dic2 = try directory.write("b.dic", "2\nrain\ncafé\n")
        let utf8 = try HunspellChecker(affixURL: aff2, dictionaryURL: dic2, language: "en", personalDictionary: nil)
        #expect(utf8.warnings == ["\(dic2.path): the text is UTF-8, though the .aff file declares SET ISO8859-1"])
        #expect(utf8.isCorrect("rain"))
        // A NUL byte is still an error: it would cut Hunspell's lines short.
        let nul = try directory.write("c.dic", Data("2\nrain\nca\u{0}fe\n".utf8))
        #expect(throws: LexiconError.malformed(path: nul.path, line: 3, reason: "contains a NUL byte")) {
            try HunspellChecker(affixURL: aff, dictionaryURL: nul, language: "en", personalDictionary: nil)
        }
    }

    @Test func missingFilesThrowNamingThePath() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("en_ZZ.aff", "SET UTF-8\n")
        let dic = try directory.write("en_ZZ.dic", "1\nword\n")
        let missing = directory.file("nope.dic")
        #expect(throws: LexiconError.fileNotFound(path: missing.path)) {
            try HunspellChecker(affixURL: aff, dictionaryURL: missing, language: "en", personalDictionary: nil)
        }
        let missingAff = directory.file("nope.aff")
        #expect(throws: LexiconError.fileNotFound(path: missingAff.path)) {
            try HunspellChecker(affixURL: missingAff, dictionaryURL: dic, personalDictionary: nil)
        }
        #expect(throws: LexiconError.unreadable(path: directory.url.path, reason: "it is a directory")) {
            try HunspellChecker(affixURL: aff, dictionaryURL: directory.url, language: "en", personalDictionary: nil)
        }
    }

    @Test(.enabled(if: !isRoot, "root can read any file"))
    func unreadableFileThrows() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("en_ZZ.aff", "SET UTF-8\n")
        let dic = try directory.write("en_ZZ.dic", "1\nword\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: dic.path)
        #expect(throws: LexiconError.unreadable(path: dic.path, reason: "permission denied")) {
            try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        }
    }

    @Test func emptyOrHeaderlessDictionaryThrows() throws {
        let directory = try TemporaryDirectory()
        let aff = try directory.write("en_ZZ.aff", "SET UTF-8\n")
        let empty = try directory.write("empty.dic", "")
        #expect(throws: LexiconError.malformed(path: empty.path, line: nil, reason: "the file is empty")) {
            try HunspellChecker(affixURL: aff, dictionaryURL: empty, language: "en", personalDictionary: nil)
        }
        let noCount = try directory.write("nocount.dic", "word\nother\n")
        #expect(throws: LexiconError.malformed(path: noCount.path, line: 1, reason: "the first line must be the number of words")) {
            try HunspellChecker(affixURL: aff, dictionaryURL: noCount, language: "en", personalDictionary: nil)
        }
        let nul = try directory.write("nul.dic", Data("2\nwo\0rd\nother\n".utf8))
        #expect(throws: LexiconError.malformed(path: nul.path, line: 2, reason: "contains a NUL byte")) {
            try HunspellChecker(affixURL: aff, dictionaryURL: nul, language: "en", personalDictionary: nil)
        }
    }

    @Test func aDictionaryOfAnyFileNameOpensInTheLanguageItDeclares() throws {
        let directory = try TemporaryDirectory()
        // No LANG line and a name that is no language code: undetermined, `und`.
        let aff = try directory.write("my-words-2.aff", "SET UTF-8\n")
        let dic = try directory.write("my-words-2.dic", "1\nword\n")
        let neutral = try HunspellChecker(affixURL: aff, dictionaryURL: dic, personalDictionary: nil)
        #expect(neutral.language == "und" && neutral.isCorrect("word") && !neutral.isCorrect("wrod"))
        // The .aff file's LANG line names it, whatever the file is called.
        let game = try directory.write("game.aff", "SET UTF-8\nLANG de_AT\n")
        let gameDic = try directory.write("game.dic", "1\nSchnee\n")
        let german = try HunspellChecker(affixURL: game, dictionaryURL: gameDic, personalDictionary: nil)
        #expect(german.language == "de_AT" && german.isCorrect("Schnee") && german.isCorrect("Schnee", language: "de"))
        // A language given wins; one that is not a language code is refused.
        let checker = try HunspellChecker(affixURL: aff, dictionaryURL: dic, language: "en-GB", personalDictionary: nil)
        #expect(checker.language == "en_GB" && checker.isCorrect("word"))
        #expect(throws: LexiconError.invalidLanguage("my words")) {
            try HunspellChecker(affixURL: aff, dictionaryURL: dic, language: "my words", personalDictionary: nil)
        }
    }

    @Test func concurrentCheckingFromManyTasksGivesTheSequentialAnswers() async throws {
        let checker = try bundledHunspell()
        let text = try String(contentsOf: fixtureURL("english-sample.txt"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        let expected = lines.map { line in checker.misspelledRanges(in: line).map { String(line[$0]) } }

        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<3 {
                        for (index, line) in lines.enumerated() where (index + task + round) % 2 == 0 {
                            let found = misspelledWordsByContractLoop(checker, in: line)
                            if found != expected[index] { mismatches += 1 }
                        }
                        // Hunspell's suggestions have time limits, so only the first is stable under load.
                        if task % 4 == 0,
                           checker.guesses(forWordRange: NSRange(location: 0, length: 7), in: "recieve", language: "en")?.first != "receive" {
                            mismatches += 1
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func droppingAn8BitCheckerLeavesUTF8CheckersWorking() throws {
        // libhunspell 1.7.1 miscounts the users of its shared Unicode case table when an 8-bit
        // handle is destroyed; without lexcheck's compensation, `Teeth` and `TEETH` stop being
        // accepted by every UTF-8 dictionary still open.
        let english = try bundledHunspell()
        let directory = try TemporaryDirectory()
        let files = try writeAccentedDictionary(in: directory, name: "fr_FR", set: "ISO8859-1", encoding: .isoLatin1)
        for _ in 0..<4 {
            let latin1 = try HunspellChecker(affixURL: files.aff, dictionaryURL: files.dic, personalDictionary: nil)
            #expect(latin1.isCorrect("Café"))
        }
        #expect(english.isCorrect("Teeth") && english.isCorrect("TEETH") && english.isCorrect("teeth"))
        #expect(try bundledHunspell().isCorrect("TEETH"))
    }

    @Test func checkersCanBeCreatedAndDroppedConcurrently() async throws {
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    guard let checker = try? bundledHunspell() else { return false }
                    return checker.isCorrect("lighthouse") && !checker.isCorrect("lihgthouse")
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
#endif
