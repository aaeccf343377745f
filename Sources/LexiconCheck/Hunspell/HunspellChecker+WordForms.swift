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
    /// - Throws: `LexiconError` when the dictionary files can no longer be read, and
    ///   `LexiconError.tooManyWordForms` when the dictionary makes more forms than a listing
    ///   holds (Hungarian's do: ask for the forms of some letters instead).
    public func wordForms() throws(LexiconError) -> [String] {
        try wordFormStorage.value { () throws(LexiconError) -> [String] in
            try wordForms(cache: .standard)
        }
    }

    /// The words of the dictionary made only of characters `isAllowed` accepts, of at most
    /// `maximumLength` letters, found without expanding the whole dictionary (see ``WordFormSource/wordForms(spelledWith:maximumLength:)``), each
    /// confirmed by Hunspell.
    ///
    /// - Throws: `LexiconError` when the dictionary files can no longer be read, or when one
    ///   stem makes more forms than an expansion allows.
    public func wordForms(spelledWith isAllowed: (Unicode.Scalar) -> Bool,
                          maximumLength: Int?) throws(LexiconError) -> [String] {
        if wordFormStorage.isBuilt {
            return DictionaryWordForms.wanted(try wordForms(), spelledWith: isAllowed, maximumLength: maximumLength)
        }
        let (affixURL, dictionaryURL) = (affixURL, dictionaryURL)
        return try DictionaryWordForms.forms(dictionaryURL: dictionaryURL, index: stemIndexStorage,
                                             makeIndex: { () throws(LexiconError) in
                                                 try StemIndex(affixURL: affixURL, dictionaryURL: dictionaryURL)
                                             },
                                             spelledWith: isAllowed, maximumLength: maximumLength) {
            confirm($0)
        }
    }

    /// The dictionary's forms, from `cache` when it has them, else expanded and confirmed (and
    /// stored in `cache`).
    func wordForms(cache: WordFormCache?) throws(LexiconError) -> [String] {
        try DictionaryWordForms.forms(affixURL: affixURL, dictionaryURL: dictionaryURL, cache: cache) { forms in
            confirm(forms)
        }
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

#if LEXCHECK_HUNSPELL
extension HunspellChecker {
    /// Changes when ``guessForms()`` or ``levelsByForm()`` choose differently, so that indexes
    /// of the old choice are not read.
    static let guessFormsVersion = 2

    /// The word forms guesses come from when there is no ranked list: ``wordForms()`` without
    /// elided forms (`l’homme`, `dell’anno`), which would multiply a French dictionary's forms
    /// by six, and without the parts of compounds German dictionaries list (`-bibliothek`,
    /// `Adress-`); `nil` when the dictionary has more than ``maximumGuessForms`` forms (expanded
    /// no further): guesses then come from Hunspell alone. Worked out once for the checker's life.
    func boundedGuessForms() -> [String]? {
        guessFormStorage.value {
            let all = wordFormStorage.isBuilt
                ? try? wordForms()
                : try? DictionaryWordForms.forms(affixURL: affixURL, dictionaryURL: dictionaryURL, cache: .standard,
                                      atMost: Self.maximumGuessForms) { forms in confirm(forms) }
            guard let all, all.count <= Self.maximumGuessForms else { return nil }
            return Self.guessForms(from: all)
        }
    }

    /// ``boundedGuessForms()``, or none.
    func guessForms() -> [String] { boundedGuessForms() ?? [] }

    /// `forms` without compound parts and elisions. An elision is a form whose part up to its
    /// first apostrophe starts many forms (`aujourd’hui` stays).
    static func guessForms(from all: [String]) -> [String] {
        let forms = all.filter { !$0.hasPrefix("-") && !$0.hasSuffix("-") }
        func elidedPart(_ form: String) -> Substring? {
            form.firstIndex { $0 == "'" || $0 == "\u{2019}" }.map { form[...$0] }
        }
        var starts: [Substring: Int] = [:]
        for form in forms {
            if let part = elidedPart(form) { starts[part, default: 0] += 1 }
        }
        let elisions = Set(starts.filter { $0.value >= elisionThreshold }.keys)
        guard !elisions.isEmpty else { return forms }
        return forms.filter { form in elidedPart(form).map { !elisions.contains($0) } ?? true }
    }

    /// The key of the dictionary's word forms in ``WordFormCache`` (a hash of both files),
    /// worked out once; `nil` when the files can no longer be read.
    func wordFormsKey() -> String? {
        formsKeyStorage.value {
            guard let affix = try? readFile(at: affixURL), let dictionary = try? readFile(at: dictionaryURL) else { return nil }
            return WordFormCache.key(affixData: affix, dictionaryData: dictionary)
        }
    }

    /// The most word forms (before Hunspell confirms them) a dictionary may have for guesses to
    /// be ranked from them: French's 3 million fit, Hungarian's tens of millions do not (their
    /// index would take gigabytes).
    static let maximumGuessForms = 4_000_000

    /// How many forms must start with the same part up to an apostrophe for it to be an elision.
    static let elisionThreshold = 50

    /// Levels that rank the forms by form: the words the `.dic` lists (level 20) before the
    /// forms their affixes make (35).
    func levelsByForm() -> [String: Int] {
        let stems = Set(dictionaryStems().map(\.precomposedLowercased))
        var levels: [String: Int] = [:]
        for form in guessForms() {
            let word = form.precomposedLowercased
            levels[word] = min(levels[word] ?? 35, stems.contains(word) ? 20 : 35)
        }
        return levels
    }
}
#endif
