import Foundation
import Testing
import TestSupport
@testable import HunspellEngine
@testable import LexiconCheck

/// The `TextChecker` contract on the Swift engine.
@Suite("DictionaryChecker")
struct DictionaryCheckerTests {
    /// A small dictionary: suffixes, a compound flag, a forbidden word, WORDCHARS.
    func makeChecker(in folder: borrowing TemporaryDirectory, personal: PersonalDictionary? = nil) throws -> DictionaryChecker {
        _ = try folder.write("pets.aff", """
            SET UTF-8
            TRY esiarntolcdugmphbyfvkw
            WORDCHARS .
            COMPOUNDFLAG C
            FORBIDDENWORD !
            SFX S Y 1
            SFX S 0 s .
            """)
        _ = try folder.write("pets.dic", "5\ncat/SC\ndog/SC\nhouse/SC\ncats/!\nlondon\n")
        let checker = try DictionaryChecker(affixURL: folder.file("pets.aff"), dictionaryURL: folder.file("pets.dic"),
                                            language: "en", personalDictionary: personal)
        return checker
    }

    @Test func judgesAsTheEngine() throws {
        let folder = try TemporaryDirectory()
        let checker = try makeChecker(in: folder)
        #expect(checker.isCorrect("dogs"))
        #expect(checker.isCorrect("DOGS"))
        #expect(checker.isCorrect("Doghouse"))
        #expect(!checker.isCorrect("cats"), "forbidden")
        #expect(!checker.isCorrect("dgo"))
        #expect(!checker.isCorrect(""))
        #expect(checker.isCorrect("1,234.5"), "numbers")
    }

    @Test func findsMisspelledRangesInUTF16() throws {
        let folder = try TemporaryDirectory()
        let checker = try makeChecker(in: folder)
        let text = "🐶 dogs and dgos"
        let ranges = checker.misspelledRanges(in: text).map { String(text[$0]) }
        #expect(ranges == ["and", "dgos"])
        let first = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count),
                                                  startingAt: 0, wrap: false, language: "en")
        #expect(first == NSRange(location: 8, length: 3))
        #expect(checker.rangeOfMisspelledWord(in: "dogs", range: NSRange(location: 0, length: 4), startingAt: 0,
                                              wrap: false, language: "en").location == NSNotFound)
    }

    @Test func guessesAndCompletes() throws {
        let folder = try TemporaryDirectory()
        let checker = try makeChecker(in: folder)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "dgos", language: "en")?.first == "dogs")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "Dgo", language: "en")?.first == "Dog")
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "dogs", language: "en") == [])
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "dgos", language: "fr") == nil)
        // The dictionary's words, and the bundled English list's that the dictionary accepts.
        let completions = try #require(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "ho", language: "en"))
        #expect(completions.contains("house"))
        #expect(completions.allSatisfy { $0.lowercased().hasPrefix("ho") && checker.isCorrect($0) }, "\(completions)")
    }

    @Test func learnsIgnoresAddsAndRemoves() throws {
        let scratch = try TemporaryDirectory()
        let personal = PersonalDictionary.at(scratch.file("learned.txt"))
        let folder = try TemporaryDirectory()
        let checker = try makeChecker(in: folder, personal: personal)
        #expect(!checker.isCorrect("zebra"))
        try checker.learnWord("zebra")
        #expect(checker.isCorrect("zebra") && checker.hasLearnedWord("zebra"))
        checker.ignoreWord("qwx")
        #expect(checker.isCorrect("qwx") && checker.ignoredWords == ["qwx"])
        checker.addWord("gnu")
        #expect(checker.isCorrect("gnu"))
        checker.removeWord("dog")
        #expect(!checker.isCorrect("dog"))
    }

    @Test func refusesABadWordCountWithThePathAndLine() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("bad.aff", "SET UTF-8\n")
        _ = try folder.write("bad.dic", "many\nword\n")
        #expect(throws: LexiconError.malformed(path: folder.file("bad.dic").path, line: 1, reason: "the first line must be the number of words")) {
            try DictionaryChecker(affixURL: folder.file("bad.aff"), dictionaryURL: folder.file("bad.dic"))
        }
    }

    /// Corrections try compounds only in a second pass, which a word in capitals or a `REP`
    /// replacement found in the first makes unnecessary: so Hunspell suggests `FOOTBAL` alone
    /// for `footbal` when the dictionary lists it, and `football` (foot + ball) otherwise, beside
    /// two words.
    @Test(arguments: [("FOOTBAL\nfoot/X\nball/X", false), ("foot/X\nball/X\nbal", true), ("foot/X\nball/X", true)])
    func compoundCorrectionsComeInASecondPass(_ words: String, offersCompound: Bool) throws {
        let folder = try TemporaryDirectory()
        let affix = try folder.write("c.aff", "SET UTF-8\nTRY abflot\nCOMPOUNDFLAG X\n")
        let listed = words.split(separator: "\n")
        let dictionary = try folder.write("c.dic", "\(listed.count)\n" + words + "\n")
        let engine = try HunspellDictionary(affixURL: affix, dictionaryURL: dictionary)
        let corrections = engine.corrections(of: "footbal")
        #expect(corrections.contains("football") == offersCompound, "\(corrections)")
        #expect(corrections.contains("FOOTBAL") == listed.contains("FOOTBAL"), "\(corrections)")
        #if LEXCHECK_HUNSPELL
        let reference = try HunspellChecker(affixURL: affix, dictionaryURL: dictionary, personalDictionary: nil, guessSource: .hunspell)
        let suggested = reference.guesses(forWordRange: NSRange(location: 0, length: 7), in: "footbal", language: reference.language) ?? []
        #expect(suggested.contains("football") == offersCompound, "libhunspell: \(suggested)")
        #endif
    }

    /// A candidate is checked as Hunspell's suggestion steps check one, not as a typed word:
    /// `garant-i` (two words at a `BREAK`) and `helot` (`NOSUGGEST`) are correct but no
    /// suggestion; a capitalised typo is corrected in lower case too and the suggestions take
    /// its capital; several `MAP` replacements at once make `déjà` of `deja`.
    @Test func candidatesAreCheckedAsHunspellsSuggestionStepsCheckThem() throws {
        let folder = try TemporaryDirectory()
        let affix = try folder.write("s.aff", "SET UTF-8\nTRY aeilnort-.\nNOSUGGEST !\nMAP 2\nMAP eé\nMAP aà\n")
        let dictionary = try folder.write("s.dic", "6\ngarant\ngarantie\ni\nhello\nhelot/!\ndéjà\n")
        let engine = try HunspellDictionary(affixURL: affix, dictionaryURL: dictionary)
        #expect(engine.spell("garant-i") && engine.spell("helot"))
        let cases: [(typo: String, offered: [String], refused: [String])] = [
            ("garanti", ["garantie", "garant"], ["garant-i", "garant.i"]),
            ("Helo", ["Hello"], ["Helot", "helot"]),
            ("helo", ["hello"], ["helot"]),
            ("deja", ["déjà"], []),
        ]
        #if LEXCHECK_HUNSPELL
        let reference = try HunspellChecker(affixURL: affix, dictionaryURL: dictionary, personalDictionary: nil, guessSource: .hunspell)
        #endif
        for (typo, offered, refused) in cases {
            let corrections = engine.corrections(of: typo)
            for word in offered { #expect(corrections.contains(word), "\(typo): \(corrections)") }
            for word in refused { #expect(!corrections.contains(word), "\(typo): \(corrections)") }
            #if LEXCHECK_HUNSPELL
            let suggested = reference.guesses(forWordRange: NSRange(location: 0, length: typo.utf16.count), in: typo, language: reference.language) ?? []
            for word in offered { #expect(suggested.contains(word), "libhunspell, \(typo): \(suggested)") }
            for word in refused { #expect(!suggested.contains(word), "libhunspell, \(typo): \(suggested)") }
            #endif
        }
    }

    /// An `.aff` file past what the flat affix index can address is refused by name, not read.
    @Test func refusesAnAffixFileTooLargeToIndex() throws {
        let affix = [UInt8](repeating: 0x20, count: AffixIndex.maximumFileSize + 1)
        do {
            _ = try HunspellDictionary(affix: affix, dictionary: Array("1\nword\n".utf8), affixPath: "huge.aff")
            Issue.record("a \(affix.count)-byte .aff file was read")
        } catch {
            #expect(error.path == "huge.aff" && error.reason.contains("more than"))
        }
    }

    /// A `.` in what an affix adds, as `Hunspell_spell` reads it (these verdicts are libhunspell
    /// 1.7.1's, asked again below where it is linked): the affix's first byte (a suffix's last)
    /// matches only itself, for Hunspell looks for affixes in a list chosen by the word's first
    /// or last byte; after it a `.` matches any byte. Latvian's `SFX = 0 . .` makes `ai.` of
    /// `ai`, not `air`: the engine took `air`.
    @Test func dotsInAffixesMatchAsInHunspell() throws {
        let folder = try TemporaryDirectory()
        let affix = try folder.write("d.aff", """
            SET UTF-8
            SFX A Y 1
            SFX A 0 . .
            SFX B Y 1
            SFX B 0 s. .
            SFX C Y 1
            SFX C 0 .s .
            PFX D Y 1
            PFX D 0 .e .
            PFX E Y 1
            PFX E 0 r. .
            """)
        let dic = try folder.write("d.dic", "5\nai/A\ncat/B\ndog/C\nbook/D\nfish/E\n")
        let verdicts = ["ai.": true, "air": false, "ai": true, "cats.": true, "catsx": false, "dogxs": true, "dog.s": true,
                        "dogs": false, ".ebook": true, "xebook": false, "rxfish": true, "r.fish": true, "xrfish": false]
        try Self.expectVerdicts(verdicts, affix: affix, dictionary: dic)
    }

    /// `ICONV` patterns that share first bytes, contain one another and are anchored, as the
    /// hunspell tool converts with them (the verdicts are the tool's, asked again below where
    /// libhunspell is linked): the longest pattern at each position, left to right, `_q` only at
    /// the start and `z_` only at the end, an unmatched byte kept.
    @Test func inputConversionTakesTheLongestPatternAsHunspell() throws {
        let folder = try TemporaryDirectory()
        let affix = try folder.write("c.aff", """
            SET UTF-8
            ICONV 7
            ICONV a b
            ICONV ab c
            ICONV abc d
            ICONV b x
            ICONV _q y
            ICONV z_ w
            ICONV ä e
            """)
        let dic = try folder.write("c.dic", "8\nd\nc\nbx\nxb\nyq\nqw\nyw\ne\n")
        let verdicts = ["abc": true, "ab": true, "qq": true, "qz": true, "ä": true, "ba": true,
                        "aa": false, "bb": false, "zz": false, "b": false, "abab": false, "z": false, "q": false,
                        "aab": false, "bab": false, "qab": false]
        try Self.expectVerdicts(verdicts, affix: affix, dictionary: dic)
    }

    /// The engine's verdicts on the dictionary of `affix` and `dictionary` are `verdicts`, and so
    /// are libhunspell's where it is linked.
    static func expectVerdicts(_ verdicts: [String: Bool], affix: URL, dictionary: URL) throws {
        let engine = try HunspellDictionary(affixURL: affix, dictionaryURL: dictionary)
        for (word, verdict) in verdicts { #expect(engine.spell(word) == verdict, "\(word)") }
        #if LEXCHECK_HUNSPELL
        let reference = try HunspellChecker(affixURL: affix, dictionaryURL: dictionary, personalDictionary: nil)
        for (word, verdict) in verdicts { #expect(reference.dictionaryAccepts(word) == verdict, "libhunspell: \(word)") }
        #endif
    }

    /// A table whose count passes the end of the file (as large as a C `int`, or larger) is
    /// read to the end of the file, at once: reading went on counting to the number written,
    /// which took minutes.
    @Test func tableCountsPastTheFileStopAtItsEnd() throws {
        for count in ["2147483647", "99999999999999999"] {
            let affix = "SET UTF-8\nAF \(count)\nAF A\nAM \(count)\nAM po:noun\nOCONV \(count)\nOCONV a b\n"
                + "SFX A Y \(count)\nSFX A 0 s .\n"
            let dictionary = try HunspellDictionary(affix: Array(affix.utf8), dictionary: Array("1\ncat/1\n".utf8))
            #expect(dictionary.spell("cat"))
        }
    }

    #if LEXCHECK_HUNSPELL
    /// Every word of the English sample, judged by both checkers on Debian's en_US.
    @Test func agreesWithHunspellCheckerOnText() throws {
        let english = try DictionaryChecker(language: "en_US")
        let reference = try HunspellChecker(language: "en_US")
        let fixture = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../Fixtures/english-sample.txt")
        let text = try String(contentsOf: fixture.standardizedFileURL, encoding: .utf8)
        #expect(english.misspelledRanges(in: text) == reference.misspelledRanges(in: text))
        #expect(!reference.misspelledRanges(in: text).isEmpty)
    }
    #endif
}
