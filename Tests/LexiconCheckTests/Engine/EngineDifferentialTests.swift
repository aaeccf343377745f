#if LEXCHECK_HUNSPELL
import Foundation
import Testing
import TestSupport
@testable import HunspellEngine
@testable import LexiconCheck

/// The Swift engine against libhunspell on Debian's dictionaries: words made from each
/// dictionary's own entries (as listed, with their affixes, edited at random, in other cases,
/// joined into compounds), each judged by both, with no difference allowed. A seeded sample here
/// (`LEXCHECK_ENGINE_SAMPLE` entries, 20 by default); `scripts/compare-engines` runs longer ones.
@Suite("Swift engine against libhunspell")
struct EngineDifferentialTests {
    /// The dictionaries the tests install (scripts/install-dependencies --tests), or those
    /// `LEXCHECK_ENGINE_DICTIONARIES` names (comma-separated). Hungarian's compounds take minutes
    /// in a debug build: `scripts/compare-engines hu_HU` compares it in a release one.
    static let dictionaries = ProcessInfo.processInfo.environment["LEXCHECK_ENGINE_DICTIONARIES"]?
        .split(separator: ",").map(String.init) ?? ["en_US", "de_DE", "fr", "es_ES", "ru_RU", "tr_TR", "nl", "pt_BR", "lt_LT",
                               "it_IT", "pl_PL", "sv_SE", "uk_UA", "cs_CZ", "el_GR", "he_IL", "ar", "hi_IN"]

    @Test(arguments: dictionaries)
    func agreesWithLibhunspell(_ name: String) throws {
        let affixURL = URL(filePath: "/usr/share/hunspell/\(name).aff")
        let dictionaryURL = URL(filePath: "/usr/share/hunspell/\(name).dic")
        try #require(FileManager.default.fileExists(atPath: dictionaryURL.path), "run scripts/install-dependencies --tests")
        let reference = try HunspellChecker(affixURL: affixURL, dictionaryURL: dictionaryURL, personalDictionary: nil)
        let engine = try HunspellDictionary(affixURL: affixURL, dictionaryURL: dictionaryURL)
        var generator = SeededGenerator(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        let count = ProcessInfo.processInfo.environment["LEXCHECK_ENGINE_SAMPLE"].flatMap { Int($0) } ?? 20
        let words = EngineSample.words(of: engine, count: count, using: &generator)
        #expect(words.count > 50, "\(name): \(words.count) words")
        var differences: [String] = []
        for word in words where engine.spell(word) != reference.dictionaryAccepts(word) {
            differences.append("\(word): engine \(engine.spell(word)), libhunspell \(!engine.spell(word))")
        }
        #expect(differences.isEmpty, "\(name): \(differences.count) of \(words.count) differ: \(differences.prefix(30))")
    }
}

/// Words to judge, made from a dictionary's entries.
enum EngineSample {
    /// From `count` entries drawn at random: each entry as listed and with each of its affixes,
    /// then every word edited once at random, in other cases, and joined with another.
    static func words(of dictionary: HunspellDictionary, count: Int, using generator: inout SeededGenerator) -> [String] {
        let table = dictionary.words
        guard !table.entries.isEmpty else { return [] }
        let encoding = dictionary.encoding
        var forms: [[UInt8]] = []
        for _ in 0..<count {
            let entry = WordTable.Number(Int.random(in: 0..<table.entries.count, using: &generator))
            var word = Array(table.word(entry))
            if dictionary.affix.complexPrefixes { word = reverseCharacters(word, utf8: dictionary.affix.isUTF8) }
            forms.append(word)
            forms += affixed(word, flags: Array(table.flags(entry)), in: dictionary)
        }
        var words: [[UInt8]] = []
        let letters = Array(Set(forms.joined()))
        for form in forms {
            words.append(form)
            var edited = form
            if !edited.isEmpty, let letter = letters.randomElement(using: &generator) {
                let position = Int.random(in: 0..<edited.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: edited.remove(at: position)
                case 1: edited.insert(letter, at: position)
                case 2: edited[position] = letter
                default: if position + 1 < edited.count { edited.swapAt(position, position + 1) }
                }
                words.append(edited)
            }
            if let other = forms.randomElement(using: &generator) {
                words.append(form + other)
                words.append(form + Array("-".utf8) + other)
            }
        }
        var result: [String] = []
        var seen: Set<String> = []
        for bytes in words {
            // Only valid text (an edit can split a UTF-8 sequence), and no ’, which the hunspell
            // tool (not the library) tries again with '.
            guard let text = encoding.decode(bytes), !text.isEmpty, !text.contains("\u{2019}"), !text.contains("\u{0}") else { continue }
            for variant in [text, text.capitalized(with: nil), text.uppercased(), text.lowercased()] where seen.insert(variant).inserted {
                result.append(variant)
            }
        }
        return result
    }

    /// `word` with each suffix and prefix its flags allow whose condition it meets.
    private static func affixed(_ word: [UInt8], flags: [AffixFlag], in dictionary: HunspellDictionary) -> [[UInt8]] {
        let utf8 = dictionary.affix.isUTF8
        var forms: [[UInt8]] = []
        for entry in dictionary.suffixes.entries where flags.containsSorted(entry.flag) {
            guard word.count > entry.strip.count, word.suffix(entry.strip.count).elementsEqual(entry.strip),
                  entry.condition.matchesEnd(of: word, utf8: utf8) else { continue }
            forms.append(Array(word.dropLast(entry.strip.count)) + entry.append)
        }
        for entry in dictionary.prefixes.entries where flags.containsSorted(entry.flag) {
            guard word.count > entry.strip.count, word.starts(with: entry.strip),
                  entry.condition.matchesStart(of: word, utf8: utf8) else { continue }
            forms.append(entry.append + word.dropFirst(entry.strip.count))
        }
        return forms
    }
}
#endif
