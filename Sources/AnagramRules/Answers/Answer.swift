/// A word as the rules see it: what the player typed, its normalised form and its letters.
///
/// ```swift
/// let answer = Answer("  Palettes ", normalizer: AnswerNormalizer())
/// answer.text     // "palettes"
/// answer.length   // 8
/// ```
public struct Answer: Sendable {
    /// Exactly what was typed.
    public let raw: String
    /// The normalised form (see ``AnswerNormalizer``): what is compared and stored.
    public let text: String
    /// The letters, for the ``RejectionReason/notPossible`` rule.
    public let letters: LetterInventory

    /// Normalises `raw`.
    public init(_ raw: String, normalizer: AnswerNormalizer) {
        self.raw = raw
        self.text = normalizer.normalize(raw)
        self.letters = LetterInventory(text)
    }

    /// An answer already normalised, with its letters (the solver's results).
    init(normalized text: String, letters: LetterInventory) {
        self.raw = text
        self.text = text
        self.letters = letters
    }

    /// The number of user-perceived characters in ``text``.
    public var length: Int { letters.count }
}
