/// The settings a game lets a save choose when it is restored; by default none: the game's
/// ``GameRules`` judge the saved words, and the save's settings are only checked against them.
///
/// A game that lets its players pick the scoring or the minimum length (as `lexcheck play`
/// does with `--scoring` and `--min-length`) can let a save bring back the ones it was played
/// with, so that the player need not pick them again. The words are then judged, and the points
/// computed, with the save's choice. Nothing else can be chosen by a save: the rule order, the
/// language, the case folding, the spellchecker and the messages are always the game's.
///
/// ```swift
/// var boggle = GameSession(root: "telepaths", rules: try GameRules(checker: checker, settings: GameSettings(scoring: .boggle)))
/// boggle.submit("palettes")
/// let data = try JSONEncoder().encode(boggle)
/// let resumed = try GameSession(restoring: data, rules: rules, allowing: [.scoring])
/// resumed.rules.settings.scoring   // boggle
/// resumed.score                    // 11
/// ```
public struct SaveChoices: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Choices from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The save's ``GameSettings/minimumLength`` (at least 1) replaces the game's.
    public static let minimumLength = SaveChoices(rawValue: 1 << 0)
    /// The save's ``GameSettings/scoring`` replaces the game's: a built-in policy, or the
    /// game's own when the names match.
    public static let scoring = SaveChoices(rawValue: 1 << 1)
}
