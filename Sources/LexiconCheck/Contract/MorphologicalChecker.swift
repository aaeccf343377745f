/// A checker that knows how its words are built: stems, analyses and inflected forms.
/// ``HunspellChecker`` is one (through Hunspell's `stem`, `analyze` and `generate`).
///
/// ```swift
/// if let morphology = checker as? any MorphologicalChecker {
///     morphology.stems(of: "palettes")   // ["palette"]
/// }
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
}
