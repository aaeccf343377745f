/// A checker that knows how its words are built: stems, analyses and inflected forms.
/// ``HunspellChecker`` is one (through Hunspell's `stem`, `analyze` and `generate`).
///
/// Ask any checker for its ``TextChecker/morphology``, which a composite of checkers has
/// too when a member has it:
///
/// ```swift
/// func stems(of word: String, by checker: any TextChecker) -> [String] {
///     checker.morphology?.stems(of: word) ?? []
/// }
/// stems(of: "palettes", by: checker)   // ["palette"]
/// ```
public protocol MorphologicalChecker: TextChecker {
    /// The stems of `word`: `"palettes"` → `["palette"]`; empty for a word the dictionary does
    /// not know.
    func stems(of word: String) -> [String]

    /// The morphological analyses of `word`, one per reading.
    func analysis(of word: String) -> [MorphologicalAnalysis]

    /// The forms of `word` that inflect as `model` does: `forms(of: "drink", like: "eaten")` →
    /// `["drunk"]`, with a dictionary that describes its words' morphology.
    func forms(of word: String, like model: String) -> [String]

    /// Whether the dictionary marks `word` (as the dictionary spells it) `NOSUGGEST`: the word,
    /// or the stem it is made from, carries the flag Hunspell dictionaries put on words never to
    /// offer (vulgar ones, mostly). Games block such words (AnagramRules' content filter).
    ///
    /// ```swift
    /// checker.isMarkedNoSuggest("shitload")   // true with en_US
    /// checker.isMarkedNoSuggest("palettes")   // false
    /// ```
    func isMarkedNoSuggest(_ word: String) -> Bool

    /// ``stems(of:)`` and ``isMarkedNoSuggest(_:)`` of `word` at once, for a caller that asks
    /// both of many words (a game's content filter): a checker that finds a word's mark through
    /// its stems analyses the word once instead of twice.
    ///
    /// ```swift
    /// let found = checker.stemsAndNoSuggestMark(of: "palettes")
    /// found.stems               // ["palette"]
    /// found.isMarkedNoSuggest   // false
    /// ```
    func stemsAndNoSuggestMark(of word: String) -> (stems: [String], isMarkedNoSuggest: Bool)
}

extension MorphologicalChecker {
    /// The checker itself.
    public var morphology: (any MorphologicalChecker)? { self }

    /// `false`: a checker that does not read Hunspell's marks knows none.
    public func isMarkedNoSuggest(_ word: String) -> Bool { false }

    /// The two answers asked one after the other.
    public func stemsAndNoSuggestMark(of word: String) -> (stems: [String], isMarkedNoSuggest: Bool) {
        (stems(of: word), isMarkedNoSuggest(word))
    }
}
