import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck

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

    @Flag(name: .customLong("no-content-filter"),
          help: "Let every word through: no answer is rejected as blocked, and hints, lists and root picks are not filtered (the default filter blocks the bundled list of the game's language, the words the dictionary marks NOSUGGEST, and their forms).")
    var noContentFilter = false

    @Option(name: .customLong("blocklist"),
            help: ArgumentHelp("A word list (one word per line) of words to block too, with their forms; may be repeated.", valueName: "file"))
    var blocklists: [String] = []

    func validate() throws {
        guard minimumLength >= 1 else { throw ValidationError("--min-length must be at least 1.") }
        if noContentFilter && !blocklists.isEmpty {
            throw ValidationError("--blocklist adds to the content filter, which --no-content-filter turns off.")
        }
    }

    /// The settings for a game checked in `language` (the checker's own).
    ///
    /// - Throws: `LexiconError` when a `--blocklist` cannot be read, or the filter needs the
    ///   bundled blocklist and it cannot be read: a game that would block every word is an error.
    func settings(language: String) throws(LexiconError) -> GameSettings {
        var filter = noContentFilter ? ContentFilter.off : ContentFilter.bundled
        for path in blocklists {
            filter.block(try WordListFile.words(at: URL(filePath: path)))
        }
        let settings = GameSettings(minimumLength: minimumLength, language: language, scoring: scoring.policy, contentFilter: filter)
        try Self.checkContentFilter(of: settings)
        return settings
    }

    /// Fails when the settings' content filter needs a bundled list that cannot be read (it would
    /// block every word).
    static func checkContentFilter(of settings: GameSettings) throws(LexiconError) {
        if settings.contentFilter.isEnabled && settings.contentFilter.usesBundledList {
            _ = try ContentFilter.bundledWords(for: settings.language)
        }
    }
}
