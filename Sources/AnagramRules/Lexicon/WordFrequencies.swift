import Foundation
import LexiconCheck
import LexiconResources
import LexiconSupport

/// How common a language's words are: each word of 3 to 15 letters (letters only) that is seen
/// at least once in a million words, with its Zipf value (log10 of its occurrences per billion
/// words: about 7.7 for "the", 5.7 for "house", 3 for a word seen once in a million), from the
/// wordfreq project's data (CC BY-SA 4.0; `Resources/frequency/LICENSE.md` credits its sources).
///
/// What a game shows (its roots, hints and missed answers) comes from these common words; what
/// a player types is still judged by the whole dictionary. The package ships them for English,
/// German, French, Spanish, Italian, Portuguese, Dutch, Polish, Swedish, Turkish, Russian and
/// Ukrainian (``languages``).
///
/// ```swift
/// let english = WordFrequencies(language: "en_US")
/// english?.isCommon("House")   // true
/// english?.isCommon("agr")   // false
/// (english?.zipf(of: "the") ?? 0) > 7   // true
/// ```
public struct WordFrequencies: Sendable {
    /// The language the words are of (a bare code: `de`).
    public let language: String
    /// Lower case, with `ß` as `ss`, as wordfreq writes its words.
    private let zipfTimesTen: FrequencyTable
    /// The language's lower case, letter by letter as Hunspell maps it: not Foundation's locale
    /// mapping, which brings ICU's data into a game that needs none of it.
    private let caseMapping: CaseMapping

    /// The least Zipf value of a common word: seen once in a million words.
    public static let commonZipf = 3.0

    /// The frequencies the package ships for `language` (a tag such as `pt_BR`; its bare
    /// language chooses), read once; `nil` when it ships none for the language, or its files
    /// are not installed.
    public init?(language: String) {
        guard let code = LanguageTag(language)?.language, let known = Self.bundled(code) else { return nil }
        self = known
    }

    /// Reads a frequency file: `word<TAB>zipf×10` lines (`house	54`), as
    /// `scripts/generate/frequency-levels.py` writes them.
    ///
    /// - Throws: `LexiconError` when the file cannot be read, or a line is not a word, a tab and
    ///   a number from 0 to 99.
    public init(contentsOf url: URL, language: String) throws(LexiconError) {
        let data = try readFile(at: url, atMost: 64 << 20, kind: "word frequency file")
        var values = FrequencyTable()
        try WordListFile.forEachEntry(of: data, path: url.path) { (line, entry) throws(LexiconError) in
            let fields = entry.split(separator: "\t")
            guard fields.count == 2, let value = UInt8(fields[1]), value < 100, !fields[0].isEmpty else {
                throw .malformed(path: url.path, line: line, reason: "not a word, a tab and a Zipf value times ten")
            }
            values.set(String(fields[0]), to: value)
        }
        self.language = LanguageTag(language)?.language ?? language
        self.zipfTimesTen = values
        self.caseMapping = CaseMapping(languageCode: self.language)
    }

    /// How common `word` is (its Zipf value, to a tenth), in any case; `nil` for a word that is
    /// not common (seen less than once in a million words) or not a word of the language.
    public func zipf(of word: String) -> Double? {
        zipfTimesTen.value(of: key(word)).map { Double($0) / 10 }
    }

    /// Whether `word` (in any case) is seen at least once in a million words.
    public func isCommon(_ word: String) -> Bool {
        zipfTimesTen.value(of: key(word)) != nil
    }

    /// Every common word, as the file writes it (lower case, `ß` as `ss`), in file order.
    var words: some Sequence<String> { zipfTimesTen.words }

    /// The languages the package ships frequencies for (bare codes).
    public static var languages: [String] {
        guard let directory = BundledResources.frequencyDirectory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// `word` as the file writes it: lower case in the language (Turkish `I` is `ı`), `ß` as
    /// `ss` (wordfreq folds case fully; the files' words are letters whose full lower case is
    /// their simple one).
    private func key(_ word: String) -> String {
        let lower = caseMapping.lowercased(word)
        return lower.contains("ß") ? lower.replacingOccurrences(of: "ß", with: "ss") : lower
    }

    /// The bundled frequencies of a bare language, read once (`nil` when there are none).
    private static func bundled(_ code: String) -> WordFrequencies? {
        if let known = read.withLock({ $0[code] }) { return known }
        let loaded = BundledResources.frequencyDirectory.flatMap { directory in
            try? WordFrequencies(contentsOf: directory.appending(path: "\(code).txt"), language: code)
        }
        read.withLock { $0[code] = loaded }
        return loaded
    }

    private static let read = Locked<[String: WordFrequencies?]>([:])
}
