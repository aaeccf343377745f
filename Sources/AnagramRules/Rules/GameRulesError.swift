import LexiconCheck

/// Why rules cannot judge a game: their checker cannot answer in the game's language, so every
/// answer would be rejected as ``RejectionReason/notReal``.
///
/// ```swift
/// let german = try WordListChecker(words: ["Haus"], language: "de")
/// do {
///     _ = try GameRules(checker: german, settings: GameSettings(language: "en"))
/// } catch {
///     error.description   // "the game is in \"en\", but its checker serves de: …"
/// }
/// ```
public enum GameRulesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The built-in ``RejectionReason/notReal`` rule would ask the checker about words in
    /// `language`, which none of `checkerLanguages` (the checker's `availableLanguages`) serves.
    case languageNotServed(language: String, checkerLanguages: [String])

    /// What is wrong and how to mend it.
    public var description: String {
        switch self {
        case .languageNotServed(let language, let served):
            let game = "the game is in \(language.quotedForMessage())"
            if served.isEmpty {
                return "\(game), but its checker serves no language (no dictionary could be read)"
            }
            if served.allSatisfy({ LanguageTag($0) == .undetermined }) {
                return "\(game), but its checker's language is undetermined (\"und\": the dictionary has no LANG "
                    + "and its file name is not a language code): open the dictionary with its language"
            }
            return "\(game), but its checker serves \(served.joined(separator: ", ")): use a checker for "
                + "\(language.quotedForMessage()) or the checker's language in the game's settings"
        }
    }
}
