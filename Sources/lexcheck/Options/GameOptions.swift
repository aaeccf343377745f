import AnagramRules
import ArgumentParser

/// How the game judges answers.
struct GameOptions: ParsableArguments {
    @Option(name: .customLong("min-length"), help: "The fewest letters an answer may have.")
    var minimumLength: Int = 3

    @Option(name: .long, help: "How answers score.")
    var scoring: ScoringArgument = .tutorial

    func validate() throws {
        guard minimumLength >= 1 else { throw ValidationError("--min-length must be at least 1.") }
    }

    /// The settings for a game checked in `language` (the checker's own).
    func settings(language: String) -> GameSettings {
        GameSettings(minimumLength: minimumLength, language: language, scoring: scoring.policy)
    }
}
