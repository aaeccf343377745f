/// A checker that can list the words of its dictionary: the forms its stems and affix rules
/// make. Games take their lexicon from it (candidate answers, start words, a solver) without
/// knowing which engine is behind it.
///
/// `DictionaryChecker` and `HunspellChecker` conform. Lists of such words leave out compounds,
/// which German, Dutch, Swedish or Hungarian build without end: the checker still accepts them
/// when a player types one.
public protocol WordFormSource: TextChecker {
    /// Every word form of the dictionary, sorted by code point, each once (see
    /// `DictionaryChecker.wordForms()`); `LexiconError.tooManyWordForms` for a dictionary that
    /// makes more than a listing holds.
    func wordForms() throws(LexiconError) -> [String]

    /// The word forms ``wordForms()`` lists that are made only of characters `isAllowed`
    /// accepts and have at most `maximumLength` letters (characters but combining marks,
    /// invisible ones and conjoining Hangul jamo; `nil` for any length), found without
    /// expanding the whole dictionary: only the stems and affixes that can make such a form are
    /// visited, so asking for the words a root's letters spell works even for a dictionary
    /// whose forms are too many to list (Hungarian's).
    ///
    /// ```swift
    /// let letters = Set("telepaths".unicodeScalars)
    /// let words = try checker.wordForms(spelledWith: letters.contains, maximumLength: 9)
    /// words.contains("palettes")   // true
    /// ```
    ///
    /// - Throws: `LexiconError` when the dictionary files can no longer be read, or when one
    ///   stem makes more such forms than an expansion allows (the list would be incomplete).
    func wordForms(spelledWith isAllowed: (Unicode.Scalar) -> Bool, maximumLength: Int?) throws(LexiconError) -> [String]
}

extension WordFormSource {
    /// The checker itself.
    public var wordFormSource: (any WordFormSource)? { self }
}
