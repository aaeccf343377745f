#if LEXCHECK_HUNSPELL
import Foundation
import LexiconSupport

extension HunspellChecker {
    /// The words of the dictionary: every stem of its `.dic` file with its `.aff` affix rules
    /// applied (what hunspell's `unmunch` spells out, and further: two suffixes, prefixes with
    /// suffixes, flag aliases), each confirmed by Hunspell, sorted by code point, each once,
    /// in the dictionary's own spelling (`Mann`, `Paris`, `NASA`) as Hunspell writes the words
    /// it outputs (its `OCONV` table: Dutch `ĳ` as `ij`, French `'` as `’`).
    ///
    /// Compounds are not included (German, Dutch, Swedish, Hungarian build them without end:
    /// only the compounds the `.dic` lists are), nor words the dictionary forbids, allows only
    /// inside compounds, or marks `NOSUGGEST` (dictionaries mark vulgar words so). Words learned
    /// or added at run time are not either: these are the dictionary's own.
    ///
    /// The first call expands the dictionary (about a second for en_US, several for larger
    /// ones, on every core) and keeps the result in the user's cache folder
    /// (`$LEXCHECK_CACHE_DIRECTORY` overrides it), keyed by the bytes of both files; later
    /// calls, in this process or the next, read it back. A cache that cannot be written is
    /// not an error.
    ///
    /// ```swift
    /// let forms = try checker.wordForms()
    /// forms.contains("palettes")   // true
    /// ```
    ///
    /// - Throws: `LexiconError` when the dictionary files can no longer be read.
    public func wordForms() throws(LexiconError) -> [String] {
        try wordFormStorage.value { () throws(LexiconError) -> [String] in
            try wordForms(cache: .standard)
        }
    }

    /// The dictionary's forms, from `cache` when it has them, else expanded and confirmed (and
    /// stored in `cache`).
    package func wordForms(cache: WordFormCache?) throws(LexiconError) -> [String] {
        try Self.wordForms(affixURL: affixURL, dictionaryURL: dictionaryURL, cache: cache) { forms in
            confirm(forms)
        }
    }

    /// The forms of a dictionary, from `cache` when it has them, else expanded, confirmed with
    /// `confirm` and stored there.
    static func wordForms(affixURL: URL, dictionaryURL: URL, cache: WordFormCache?,
                          confirm: ([String]) -> [String]) throws(LexiconError) -> [String] {
        let affixData = try readFile(at: affixURL)
        let dictionaryData = try readFile(at: dictionaryURL)
        let key = WordFormCache.key(affixData: affixData, dictionaryData: dictionaryData)
        if let cached = cache?.forms(for: key) { return cached }
        let rules = try AffixRules(affixData: affixData, path: affixURL.path)
        let stems = DictionaryStems(dictionaryData: dictionaryData, rules: rules)
        var expansion = WordFormExpander(rules: rules).expand(stems)
        if !rules.outputConversion.isEmpty {
            // As Hunspell writes words (`OCONV`): Dutch `ĳ` as `ij`, French `'` as `’`.
            expansion.forms = Array(Set(expansion.forms.map(rules.outputConversion.convert)))
        }
        var forms = confirm(expansion.forms)
        forms.sort { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        if !expansion.truncated { cache?.store(forms, for: key) }
        return forms
    }

    /// The forms Hunspell accepts, on every core. They are the dictionary's own text: asked
    /// whole, in the dictionary's encoding.
    private func confirm(_ forms: [String]) -> [String] {
        concurrentMap(forms, chunkSize: 4096) { form -> String? in
            guard let bytes = encoding.encode(form).flatMap(terminated) else { return nil }
            return pool.withHandle { $0.spell(bytes) } ? form : nil
        }.compactMap { $0 }
    }
}
#endif
