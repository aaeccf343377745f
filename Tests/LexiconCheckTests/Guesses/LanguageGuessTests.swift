#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import LexiconCheck

/// Ranked guesses in languages without a ranked word list: from the dictionary's own word forms,
/// costed with its keyboard and its `REP` and `MAP` tables. Debian's German and French
/// dictionaries, sampled (every 60th entry and the words a case needs, with the real `.aff`)
/// so that a debug build expands them in seconds.
@Suite("Guesses in any language")
struct LanguageGuessTests {
    /// A sample of Debian's `name` dictionary in `directory`: its `.aff`, and a `.dic` of every
    /// `step`th entry and the entries of `stems`.
    static func sample(_ name: String, stems: [String], step: Int = 60, in directory: borrowing TemporaryDirectory) throws -> HunspellChecker {
        let base = "/usr/share/hunspell/\(name)"
        let lines = try Data(contentsOf: URL(filePath: base + ".dic")).split(separator: 0x0A).dropFirst()
        let wanted = Set(stems.map { Data($0.utf8) })
        let kept = lines.enumerated().filter { entry in
            entry.offset % step == 0 || wanted.contains(Data(entry.element.prefix { $0 != 0x2F && $0 != 0x09 && $0 != 0x20 }))
        }.map(\.element)
        #expect(kept.count > stems.count, "every stem is in \(name).dic")
        let dic = try directory.write("\(name).dic", Data("\(kept.count)\n".utf8) + Data(kept.joined(separator: [0x0A])))
        let aff = try directory.write("\(name).aff", Data(contentsOf: URL(filePath: base + ".aff")))
        return try HunspellChecker(affixURL: aff, dictionaryURL: dic, guessSource: .rankedList)
    }

    static func firstGuesses(_ checker: HunspellChecker, _ typos: [String]) -> [String: String] {
        var first: [String: String] = [:]
        for typo in typos {
            first[typo] = checker.guesses(forWordRange: NSRange(location: 0, length: typo.utf16.count), in: typo,
                                          language: checker.language)?.first ?? "(none)"
        }
        return first
    }

    @Test func germanGuessesComeFromTheDictionarysFormsInTheirCase() throws {
        let files = try TemporaryDirectory()
        let checker = try Self.sample("de_DE", stems: ["Bibliothek", "Adresse", "Standard", "Straße", "Apparat", "arbeiten"], in: files)
        #expect(checker.rankedWordListURL == nil)
        let expected = [
            "Bibliotehk": "Bibliothek", "bibliotehk": "Bibliothek",  // a noun keeps its capital
            "Addresse": "Adresse", "Apperat": "Apparat", "arbieten": "arbeiten",
            "Standart": "Standard",  // REP d t
            "Strasse": "Straße",  // REP ss ß
        ]
        #expect(Self.firstGuesses(checker, Array(expected.keys)) == expected)
        // Parts of compounds (`-bibliothek`) are forms Hunspell accepts, and no guesses.
        let guesses = checker.guesses(forWordRange: NSRange(location: 0, length: 10), in: "Bibliotehk", language: "de_DE") ?? []
        #expect(!guesses.contains { $0.hasPrefix("-") || $0.hasSuffix("-") }, "\(guesses)")
        #expect(checker.guessForms().allSatisfy { !$0.hasPrefix("-") && !$0.hasSuffix("-") })
    }

    @Test func frenchGuessesKnowAccentsLigaturesAndElisions() throws {
        let files = try TemporaryDirectory()
        let checker = try Self.sample("fr", stems: ["apparaître", "œuvre", "appeler", "aussitôt", "aujourd'hui", "abscisse", "année"], in: files)
        let expected = [
            "apparait": "apparaît", "aussitot": "aussitôt",  // an accent left out
            "oeuvres": "œuvres",  // a ligature typed as two letters
            "appeller": "appeler", "abcisse": "abscisse", "anée": "année",
        ]
        #expect(Self.firstGuesses(checker, Array(expected.keys)) == expected)
        // Elided forms (l’année, d’année...) are left out, a word with an apostrophe of its own is not.
        let forms = checker.guessForms()
        let all = try checker.wordForms()
        #expect(all.contains("l’année") && !forms.contains("l’année"))
        #expect(forms.contains("aujourd’hui") && forms.contains("année"))
        #expect(forms.count < all.count / 2)
    }

    /// A `<name>.levels` file beside the `.dic` ranks the forms by frequency: without it, the
    /// ranking by form cannot tell which of two words one edit away is the common one.
    @Test func aLevelsFileBesideTheDictionaryRanksByFrequency() throws {
        let files = try TemporaryDirectory()
        let stems = ["die", "dein", "drei", "der", "dem"]
        let withoutLevels = try Self.sample("de_DE", stems: stems, in: files)
        let byForm = Self.firstGuesses(withoutLevels, ["dei"])["dei"]
        #expect(byForm != "die", "one edit from dein, drei, die: another ranks first by form")
        try files.write("de_DE.levels", "die\t10\nder\t10\ndem\t10\ndein\t20\ndrei\t20\n")
        let ranked = try HunspellChecker(affixURL: files.file("de_DE.aff"), dictionaryURL: files.file("de_DE.dic"), guessSource: .rankedList)
        #expect(Self.firstGuesses(ranked, ["dei"])["dei"] == "die")
    }

    @Test func suggestionTablesAreReadAsHunspellReadsThem() throws {
        let french = try Data(contentsOf: URL(filePath: "/usr/share/hunspell/fr.aff"))
        let tables = SuggestionTables(affixFile: AffixFile(bytes: Array(french), path: "fr.aff"))
        // `REP ^l l'`: anchored at the start; `MAP eéèêëEÉÈÊË` folded to one lower-case group.
        #expect(tables.replacements.contains(.init(typed: "l", intended: "l'", atStart: true, atEnd: false)))
        #expect(tables.related.contains(["e", "é", "è", "ê", "ë"]))
        // `KEY azertyuiop|qsdfghjklmù|...|aéz|...`: neighbours within a group only.
        let keyboard = try #require(tables.keyboard)
        #expect(keyboard.areNeighbours(0x61, 0x7A) && keyboard.areNeighbours(0x61, 0xE9))  // a–z, a–é
        #expect(!keyboard.areNeighbours(0x70, 0x71))  // p|q: the end of one group, the start of the next
        // en_US: `REP alot a_lot` is two words.
        let englishData = try Data(contentsOf: URL(filePath: "/usr/share/hunspell/en_US.aff"))
        let english = SuggestionTables(affixFile: AffixFile(bytes: Array(englishData), path: "en_US.aff"))
        #expect(english.replacements.contains(.init(typed: "alot", intended: "a lot", atStart: false, atEnd: false)))
        #expect(english.related.isEmpty && english.keyboard == nil)
    }

    /// Every installed dictionary's tables are read, and the model made of them costs its own
    /// words at zero and a slip in them above zero, with replacements that change the word.
    @Test func everyInstalledDictionarysTablesMakeAWorkingModel() throws {
        let folder = URL(filePath: "/usr/share/hunspell")
        let affixes = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".aff") }.sorted()
        try #require(affixes.count >= 10, "scripts/install-dependencies --tests installs dictionaries")
        var withReplacements = 0
        for name in affixes {
            let affixData = try Data(contentsOf: folder.appending(path: name))
            let affixFile = AffixFile(bytes: Array(affixData), path: name)
            guard let settings = try? AffixSettings(affixFile, path: name) else { continue }  // an encoding lexcheck cannot read
            let tables = SuggestionTables(affixFile: affixFile)
            if !tables.replacements.isEmpty { withReplacements += 1 }
            let language = LanguageTag(String(name.dropLast(4))) ?? .undetermined
            let model = TypoModel.standard(for: language, tables: tables)
            // The first entries are enough: read the start of the file only.
            let handle = try FileHandle(forReadingFrom: folder.appending(path: name.dropLast(4) + ".dic"))
            defer { try? handle.close() }
            let dictionary = try handle.read(upToCount: 1 << 14) ?? Data()
            let stems = dictionary.split(separator: 0x0A).dropFirst().dropLast().prefix(40).compactMap { line in
                settings.encoding.decode(line.prefix { $0 != 0x2F && $0 != 0x09 && $0 != 0x20 && $0 != 0x0D })?.precomposedLowercased
            }
            for word in stems where word.unicodeScalars.count >= 2 {
                let letters = EditDistanceIndex.letters(word)
                var scratch: [Double] = []
                let query = model.prepare(letters)
                let same = letters.withUnsafeBufferPointer { model.cost(of: query, candidate: $0, scratch: &scratch) }
                #expect(same == 0, "\(name): \(word)")
                var slipped = letters
                slipped.swapAt(0, 1)
                if slipped != letters {
                    let slip = slipped.withUnsafeBufferPointer { model.cost(of: query, candidate: $0, scratch: &scratch) }
                    #expect(slip > 0, "\(name): \(word)")
                }
                #expect(!model.replacementCandidates(of: letters).contains(letters), "\(name): \(word)")
            }
        }
        #expect(withReplacements >= 3, "en_US, de_DE and fr have REP tables")
    }

    /// The model picks the keyboard of the language: a slip to the key beside costs less than
    /// another letter, and which keys are beside differs between QWERTY, QWERTZ and AZERTY.
    @Test func keyboardLayoutsFollowTheLanguage() throws {
        func cost(_ typed: String, _ intended: String, _ language: String) throws -> Double {
            let model = TypoModel.standard(for: try #require(LanguageTag(language)))
            let query = model.prepare(EditDistanceIndex.letters(typed))
            var scratch: [Double] = []
            return EditDistanceIndex.letters(intended).withUnsafeBufferPointer { model.cost(of: query, candidate: $0, scratch: &scratch) }
        }
        // "herz" typed "heru": z beside u on QWERTZ only.
        #expect(try cost("heru", "herz", "de_DE") < cost("heru", "herz", "en_US"))
        // "wagon" typed "xagon": w beside x on AZERTY only.
        #expect(try cost("xagon", "wagon", "fr_FR") < cost("xagon", "wagon", "en_US"))
        #expect(try cost("xagon", "wagon", "fr_CA") == cost("xagon", "wagon", "en_US"), "Canadian French types on QWERTY")
        // An accent left out costs less than another letter, in any language.
        #expect(try cost("role", "rôle", "fr") < cost("rule", "rôle", "fr"))
    }

    /// A dictionary with too many forms to index (Hungarian's run to tens of millions) is not
    /// expanded further than the limit, and an index of no words remembers it, so that later
    /// checkers take Hunspell's guesses at once.
    @Test func tooManyFormsAreNotIndexedAndTheVerdictIsKept() throws {
        let files = try TemporaryDirectory()
        let checker = try Self.sample("de_DE", stems: ["Bibliothek"], step: 200, in: files)
        let aff = files.file("de_DE.aff"), dic = files.file("de_DE.dic")
        let all = try #require(try DictionaryWordForms.forms(affixURL: aff, dictionaryURL: dic, cache: nil, atMost: nil) { $0 })
        #expect(try DictionaryWordForms.forms(affixURL: aff, dictionaryURL: dic, cache: nil, atMost: all.count) { $0 } == all)
        #expect(try DictionaryWordForms.forms(affixURL: aff, dictionaryURL: dic, cache: nil, atMost: all.count - 1) { $0 } == nil)

        let cache = WordIndexCache(directory: files.file("indexes"))
        func list() -> RankedWordList {
            RankedWordList(words: { checker.guessForms() }, levels: { [:] }, language: LanguageTag("de")!, key: { 42 }, cache: cache)
        }
        #expect(!list().hasStoredIndex)
        list().storeEmptyIndex()
        let again = list()
        #expect(again.hasStoredIndex && !again.hasWords)
        #expect(again.guesses(for: "Bibliotehk", count: 5) { $0 }.isEmpty)
    }

    /// `REP` entries with a space give two words, however far from the typed one.
    @Test func replacementsGiveTwoWords() throws {
        let checker = try HunspellChecker(language: "en_US", guessSource: .rankedList)
        let guesses = checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "alot", language: "en_US") ?? []
        #expect(guesses.prefix(2).contains("a lot"), "\(guesses)")
    }
}
#endif
