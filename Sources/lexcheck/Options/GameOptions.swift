import AnagramRules
import ArgumentParser

/// How the game judges answers.
struct GameOptions: ParsableArguments {
    // Optional, so that `play --resume` knows which ones were given.
    @Option(name: .customLong("min-length"), help: ArgumentHelp("The fewest letters an answer may have. (default: 3)", valueName: "min-length"))
    var givenMinimumLength: Int?

    @Option(name: .customLong("scoring"), help: ArgumentHelp("How answers score. (default: tutorial)", valueName: "scoring"))
    var givenScoring: ScoringArgument?

    /// The fewest letters an answer may have.
    var minimumLength: Int { givenMinimumLength ?? 3 }

    /// How answers score.
    var scoring: ScoringArgument { givenScoring ?? .tutorial }

    /// The settings a saved game may bring back: those no option gave.
    var choicesLeftToASave: SaveChoices {
        var choices: SaveChoices = []
        if givenMinimumLength == nil { choices.insert(.minimumLength) }
        if givenScoring == nil { choices.insert(.scoring) }
        return choices
    }

    func validate() throws {
        guard minimumLength >= 1 else { throw ValidationError("--min-length must be at least 1.") }
    }

    /// The settings for a game checked in `language` (the checker's own).
    func settings(language: String) -> GameSettings {
        GameSettings(minimumLength: minimumLength, language: language, scoring: scoring.policy)
    }
}
