import Foundation
import LexiconSupport

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
    /// confirming: the expansion stops there) or when the process's address-space limit leaves
    /// too little memory to list them.
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
        if let atMost, expansion.forms.count > atMost || expansion.tooManyInAll { return nil }
        if expansion.truncated {
            guard atMost == nil else { return nil }
            throw refusal(of: expansion, limits: limits, path: dictionaryURL.path)
        }
        if !rules.outputConversion.isEmpty {
            // As Hunspell writes words (`OCONV`): Dutch `ĳ` as `ij`, French `'` as `’`.
            expansion.forms = Array(Set(expansion.forms.map(rules.outputConversion.convert)))
        }
        var forms = confirm(expansion.forms)
        forms.sort { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        cache?.store(forms, for: key)
        return forms
    }

    /// The forms of a dictionary, as ``forms(affixURL:dictionaryURL:cache:confirm:)`` gives
    /// them, made only of characters `isAllowed` accepts, of at most `maximumLength` letters
    /// (`LetterLength`): only the stems and affixes that can make such a form are expanded
    /// (found by the dictionary's ``StemIndex``, made by `makeIndex` the first time and kept in
    /// `index`), and no list of forms is kept.
    ///
    /// - Throws: `LexiconError.tooManyWordForms` when one stem makes more such forms than an
    ///   expansion allows (the answer would be incomplete), and when the files cannot be read.
    static func forms(dictionaryURL: URL, index storage: Lazy<StemIndex>,
                      makeIndex: () throws(LexiconError) -> StemIndex,
                      spelledWith isAllowed: (Unicode.Scalar) -> Bool,
                      maximumLength: Int?, confirm: ([String]) -> [String]) throws(LexiconError) -> [String] {
        let index = try storage.value(makeIndex)
        let rules = index.rules
        // Characters an `OCONV` pattern holds are let through: converting may replace them.
        let conversion = rules.outputConversion
        func allows(_ scalar: Unicode.Scalar) -> Bool { isAllowed(scalar) || conversion.mayReplace(scalar) }
        let stems = index.stems(allowing: allows)
        // The characters any of these forms can hold.
        var letters = index.affixAlphabet.filter(allows)
        for stem in stems.stems { letters.formUnion(stem.word.filter(allows)) }
        // Where converting lengthens a form (`ĳ` to `ij`), the length is checked after it only.
        let expander = WordFormExpander(rules: rules, letters: letters,
                                        maximumLength: conversion.mayLengthen ? nil : maximumLength, reach: index.reach)
        var expansion = expander.expand(stems)
        if expansion.truncated {
            throw refusal(of: expansion, limits: .standard, path: dictionaryURL.path)
        }
        if !conversion.isEmpty {
            expansion.forms = Array(Set(expansion.forms.map(conversion.convert)))
        }
        var forms = confirm(wanted(expansion.forms, spelledWith: isAllowed, maximumLength: maximumLength))
        forms.sort { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        return forms
    }

    /// Why an expansion cut short by `limits` gives no list: the memory left, the limit on all
    /// forms, or the one stem that makes more forms (or combinations) than a stem may.
    private static func refusal(of expansion: WordFormExpander.Expansion, limits: WordFormExpander.Limits,
                                path: String) -> LexiconError {
        if let short = expansion.memoryShort {
            return .notEnoughMemory(path: path, needed: short.needed, left: short.left)
        }
        if !expansion.tooManyInAll, let stem = expansion.overfullStem {
            return .malformed(path: path, line: nil,
                              reason: "the entry \(stem.quotedForMessage()) makes more than \(limits.formsPerStem) word forms"
                                  + " (or combines more than \(limits.stepsPerStem) affixes), more than lexcheck lists for one entry")
        }
        return .tooManyWordForms(path: path, limit: limits.forms)
    }

    /// The forms of `forms` made only of characters `isAllowed` accepts, of at most
    /// `maximumLength` letters.
    static func wanted(_ forms: [String], spelledWith isAllowed: (Unicode.Scalar) -> Bool,
                       maximumLength: Int?) -> [String] {
        forms.filter { form in
            form.unicodeScalars.allSatisfy(isAllowed) && maximumLength.map { LetterLength.of(form.unicodeScalars) <= $0 } ?? true
        }
    }
}
