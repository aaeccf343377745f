/// A checker whose words change while it runs, for its lifetime and without any file (for
/// words kept across restarts, see ``TextChecker/learnWord(_:)``): ``HunspellChecker`` and
/// ``DictionaryChecker`` through Hunspell's `add`, `add_with_affix` and `remove`, and
/// ``WordListChecker``. Ask any checker for its ``TextChecker/editable``, which a composite has
/// when a member has it:
///
/// ```swift
/// let names = try WordListChecker(words: ["Quibbit"], language: "en")
/// names.editable?.addWord("Zorblax")
/// names.isCorrect("Zorblax")   // true
/// names.editable?.removeWord("Quibbit")
/// names.isCorrect("Quibbit")   // false
/// ```
public protocol EditableChecker: TextChecker {
    /// Accepts `word`, with the checker's case rules.
    func addWord(_ word: String)

    /// Accepts `word` with the affixes of the dictionary word `model` (Hunspell's
    /// `add_with_affix`); a checker without affixes accepts `word` alone.
    func addWord(_ word: String, like model: String)

    /// Refuses `word` in every case, even when the dictionary has it.
    func removeWord(_ word: String)

    /// Refuses the dictionary word `word` and the forms made from it as Hunspell's `remove`
    /// does (what `*word` means in a personal dictionary or in pipe mode): a form the dictionary
    /// does not list as a word is left as it is. A checker without affixes refuses `word`.
    func forbidWord(_ word: String)
}

extension EditableChecker {
    /// The checker itself.
    public var editable: (any EditableChecker)? { self }
}
