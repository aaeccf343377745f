import Foundation
import Testing
import LexiconCheck
import TestSupport
@testable import AnagramRules

/// The word frequencies the package ships (`Resources/frequency`, from wordfreq): one file per
/// game language, read in any case as its language writes it.
@Suite("Word frequencies")
struct WordFrequenciesTests {
    static let promised = ["de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "sv", "tr", "uk"]

    static func file(_ language: String) -> URL {
        URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Resources/frequency/\(language).txt").standardizedFileURL
    }

    /// Every line of every file is found again through the bundle, in lower case, in capitals
    /// of its language and capitalised, with its value; the files are sorted, their words of
    /// letters, common (3.0 or more).
    @Test(arguments: promised)
    func everyWordIsFoundInAnyCase(_ language: String) throws {
        #expect(WordFrequencies.languages == Self.promised)
        let frequencies = try #require(WordFrequencies(language: language))
        let locale = Locale(identifier: language)
        let lines = try String(contentsOf: Self.file(language), encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 20_000, "\(language): \(lines.count)")
        #expect(lines.map { $0.unicodeScalars.map(\.value) }.elementsEqual(lines.map { $0.unicodeScalars.map(\.value) }.sorted {
            $0.lexicographicallyPrecedes($1) }))
        for (index, line) in lines.enumerated() where index % 7 == 0 {
            let fields = line.split(separator: "\t")
            let word = String(fields[0]), value = try #require(Double(fields[1])) / 10
            #expect(word.count >= 3 && word.allSatisfy(\.isLetter) && value >= WordFrequencies.commonZipf, "\(line)")
            for spelling in [word, word.uppercased(with: locale), word.capitalized(with: locale)] {
                #expect(frequencies.zipf(of: spelling) == value, "\(language): \(spelling)")
            }
        }
    }

    /// The words: what a game showed and should not (abbreviations Hunspell accepts,
    /// rare inflected forms) is not common; everyday words are, with ß as ss and Turkish i.
    @Test func rareFormsAndAbbreviationsAreNotCommon() throws {
        let english = try #require(WordFrequencies(language: "en_US"))
        for word in ["agr", "abl", "intr"] { #expect(!english.isCommon(word), "\(word)") }
        #expect(english.isCommon("House") && english.isCommon("HOUSE") && (english.zipf(of: "the") ?? 0) > 7)
        #expect((english.zipf(of: "house") ?? 0) > (english.zipf(of: "palette") ?? 0))
        let german = try #require(WordFrequencies(language: "de_DE"))
        #expect(!german.isCommon("abzögest") && german.isCommon("Straße") && german.zipf(of: "STRASSE") == german.zipf(of: "straße"))
        #expect(try #require(WordFrequencies(language: "ru")).isCommon("дом") && !(try #require(WordFrequencies(language: "ru")).isCommon("допекшею")))
        let turkish = try #require(WordFrequencies(language: "tr_TR"))
        #expect(turkish.isCommon("İNSAN") && turkish.zipf(of: "KIRMIZI") == turkish.zipf(of: "kırmızı"))
        // A language without frequencies has none; a damaged file is an error naming its line.
        #expect(WordFrequencies(language: "eo") == nil)
        let directory = try TemporaryDirectory()
        let bad = try directory.write("xx.txt", "house\t54\nhome 50\n")
        #expect(throws: LexiconError.malformed(path: bad.path, line: 2, reason: "not a word, a tab and a Zipf value times ten")) {
            try WordFrequencies(contentsOf: bad, language: "en")
        }
    }

    /// English drops what SCOWL, which made the bundled en_US dictionary, puts at level 70 or
    /// above in lower case (rare words; abbreviations and names the dictionary also lists in
    /// lower case, which running text makes frequent): no common English word is at that level
    /// in the bundled `en_US.levels`, and words of the lower levels stay.
    @Test func englishHasNoWordScowlCallsRare() throws {
        let lowest = try Self.scowlLevels()
        let english = try #require(WordFrequencies(language: "en"))
        // The words as SCOWL writes them in lower case: a capitalised `Hammer` (a name) is not `hammer`.
        let rare = lowest.filter { $0.value >= 70 && $0.key == $0.key.lowercased() }.keys.filter { english.isCommon($0) }
        #expect(rare.isEmpty, "\(rare.sorted().prefix(20))")
        for word in ["ain", "ign", "oct", "atm"] { #expect(lowest[word] == 70 && !english.isCommon(word), "\(word)") }
        #expect(english.isCommon("house") && lowest["house"].map { $0 < 70 } == true)
    }

    /// The lowest SCOWL level of each word of the bundled `en_US.levels`, as SCOWL writes it.
    static func scowlLevels() throws -> [String: Int] {
        let levelsURL = URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Resources/dictionaries/en_US.levels").standardizedFileURL
        var lowest: [String: Int] = [:]
        for line in try String(contentsOf: levelsURL, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let level = Int(fields[1]) else { continue }
            lowest[String(fields[0])] = min(level, lowest[String(fields[0])] ?? level)
        }
        return lowest
    }

    /// The Debian dictionaries `scripts/generate/frequency-levels.py` asks whether a word is
    /// written in lower case (those the tests install).
    static let dictionaries = ["de": ["de_DE"], "en": ["en_US", "en_GB"], "es": ["es_ES"], "fr": ["fr_FR"], "it": ["it_IT"],
                               "nl": ["nl_NL"], "pl": ["pl_PL"], "pt": ["pt_BR", "pt_PT"], "ru": ["ru_RU"], "sv": ["sv_SE"],
                               "tr": ["tr_TR"], "uk": ["uk_UA"]]

    /// SCOWL's names: words the bundled `en_US.levels` lists capitalised, and in lower case not
    /// at all or only at level 70 or above (`Olaf`, `Berlin`; not `Mark`, which is also `mark`).
    static func scowlNames() throws -> Set<String> {
        let lowest = try scowlLevels()
        return Set(lowest.keys.filter { word in
            guard let first = word.first, first.isUppercase, word.dropFirst().allSatisfy(\.isLowercase) else { return false }
            return (lowest[word.lowercased()] ?? 70) >= 70
        }.map { $0.lowercased() })
    }

    /// Names are not common: what a game shows comes from these words, and a name (German hints
    /// showed `Alf`, `Olaf`) is no word to find. In a language whose dictionaries write most
    /// common words in lower case, no common word is one of SCOWL's names that they accept only
    /// capitalised; in German, which capitalises every noun, first names are gone while nouns
    /// that are English surnames (`Mann`, `Frau`, `Baum`) and words written in lower case stay.
    @Test(arguments: promised)
    func namesAreNotCommon(_ language: String) throws {
        let checkers = try Self.dictionaries[language, default: []].map { name in
            let folder = URL(filePath: "/usr/share/hunspell")
            return try DictionaryChecker(affixURL: folder.appending(path: "\(name).aff"), dictionaryURL: folder.appending(path: "\(name).dic"))
        }
        try #require(!checkers.isEmpty)
        func writtenInLowerCase(_ word: String) -> Bool { checkers.contains { $0.isCorrect(word) } }
        let words = try String(contentsOf: Self.file(language), encoding: .utf8).split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        let sample = stride(from: 0, to: words.count, by: 20).map { words[$0] }
        let capitalised = sample.filter { !writtenInLowerCase($0) }.count
        let frequencies = try #require(WordFrequencies(language: language))
        if capitalised > sample.count / 4 {
            #expect(language == "de", "\(language): \(capitalised) of \(sample.count) capitalised")
            for name in ["alf", "olaf", "uwe", "silke"] { #expect(!frequencies.isCommon(name), "\(name)") }
            for noun in ["mann", "frau", "baum", "kultur", "heimlich"] { #expect(frequencies.isCommon(noun), "\(noun)") }
        } else {
            let names = try Self.scowlNames().filter { frequencies.isCommon($0) && !writtenInLowerCase($0) }
            #expect(names.isEmpty, "\(language): \(names.sorted().prefix(20))")
        }
    }
}
