import Foundation

/// The word forms of a Hunspell dictionary, whichever engine confirms them: every stem of its
/// `.dic` with its `.aff` affix rules applied (see `HunspellChecker.wordForms()`), kept in a
/// cache keyed by the bytes of both files.
enum DictionaryWordForms {
    /// The forms of a dictionary, from `cache` when it has them, else expanded, confirmed with
    /// `confirm` and stored there.
    static func forms(affixURL: URL, dictionaryURL: URL, cache: WordFormCache?,
                          confirm: ([String]) -> [String]) throws(LexiconError) -> [String] {
        try forms(affixURL: affixURL, dictionaryURL: dictionaryURL, cache: cache, atMost: nil, confirm: confirm) ?? []
    }

    /// The forms of a dictionary as ``forms(affixURL:dictionaryURL:cache:confirm:)`` gives
    /// them, or `nil` when it has more than `atMost` (a cached set, or the expansion before
    /// confirming: the expansion stops there).
    static func forms(affixURL: URL, dictionaryURL: URL, cache: WordFormCache?, atMost: Int?,
                          confirm: ([String]) -> [String]) throws(LexiconError) -> [String]? {
        let affixData = try readFile(at: affixURL)
        let dictionaryData = try readFile(at: dictionaryURL)
        let key = WordFormCache.key(affixData: affixData, dictionaryData: dictionaryData)
        if let cached = cache?.forms(for: key) { return cached.count > atMost ?? .max ? nil : cached }
        let rules = try AffixRules(affixData: affixData, path: affixURL.path)
        let stems = DictionaryStems(dictionaryData: dictionaryData, rules: rules)
        var limits = WordFormExpander.Limits.standard
        if let atMost { limits.forms = min(limits.forms, atMost + 1) }
        var expansion = WordFormExpander(rules: rules, limits: limits).expand(stems)
        if let atMost, expansion.forms.count > atMost { return nil }
        if !rules.outputConversion.isEmpty {
            // As Hunspell writes words (`OCONV`): Dutch `ĳ` as `ij`, French `'` as `’`.
            expansion.forms = Array(Set(expansion.forms.map(rules.outputConversion.convert)))
        }
        var forms = confirm(expansion.forms)
        forms.sort { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        if !expansion.truncated { cache?.store(forms, for: key) }
        return forms
    }
}
