/// How hard a root is: by how many of its answers are common words (``WordFrequencies``). An
/// easy root has many answers a player knows, a hard one few. A language's roots are split in
/// thirds by that count (the middle one takes what does not divide by three; with fewer than
/// three roots, every difficulty has all of them).
///
/// ```swift
/// let lexicon = GameLexicon(checker: checker, settings: rules.settings)
/// let easy = try lexicon.startWords(difficulty: .easy)
/// let hard = try lexicon.startWords(difficulty: .hard)
/// Set(easy.words).isDisjoint(with: hard.words)   // true
/// ```
public enum Difficulty: String, Sendable, Hashable, Codable, CaseIterable {
    /// The third of the roots with the most common answers.
    case easy
    /// The middle third.
    case medium
    /// The third with the fewest common answers.
    case hard
}
