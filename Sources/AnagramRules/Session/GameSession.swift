import Foundation
import LexiconCheck

/// One game of Word Scramble: the root, the words found (newest first) and the score.
///
/// A session is a value: copy it to keep a snapshot, encode it to save the game.
///
/// ```swift
/// var game = GameSession(root: "telepaths", rules: try GameRules(checker: checker))
/// game.submit("palettes")   // .accepted(word: "palettes", points: 2)
/// game.submit("Palettes")   // .rejected(…"Word used already"…)
/// let saved = try JSONEncoder().encode(game)
/// ```
///
/// ## Saving and restoring
///
/// A save holds the root, the words found with their points, the score, and the settings the
/// game was played with but for their messages (minimum length, language, case folding, the
/// scoring's name, the rule order). It holds no text the player is shown, and not the
/// spellchecker or custom rules.
///
/// A save can pass through a player's hands, so the game decides what it can trust: restore it
/// with ``init(restoring:rules:allowing:roots:)`` and the game's ``GameRules``. The game's rules are
/// the restored game's, every saved word is judged again by them and must be accepted with the
/// points they give, and anything else is a ``SaveError`` naming the field and the reason.
///
/// ```swift
/// let data = try JSONEncoder().encode(game)
/// var resumed = try GameSession(restoring: data, rules: rules)
/// resumed.submit("palettes")   // .rejected(…"Word used already"…)
/// ```
///
/// What a save can change when it is restored: which root is played (one of the game's roots,
/// when the game passes them, and never one its content filter blocks), and which words were found, as long as each is an answer the game's rules accept in that order; and, only when the
/// game lets it with ``SaveChoices``, the scoring and the minimum length. What it cannot change:
/// the rule order (no rule can be switched off), the content filter, the language (a save of
/// another language is refused, naming `settings.language`), the case
/// folding, the spellchecker, the custom rules, the messages, the scoring and minimum length otherwise, the
/// points and the score (recomputed, and a save that says otherwise is refused), and its own
/// size (at most ``maximumSaveSize`` bytes, ``maximumWordCount`` words and
/// ``maximumWordLength`` characters a word).
///
/// `GameSession` is also `Codable`, for a game's own state: ``init(from:)`` restores it the
/// same way, with the rules the decoder's `userInfo` holds under ``rulesKey``, and refuses to
/// decode without them.
public struct GameSession: Sendable {
    /// The root word, normalised.
    public private(set) var root: String
    /// The accepted words, newest first.
    public private(set) var acceptedWords: [AcceptedWord]
    /// The total of the accepted words' points.
    public private(set) var score: Int
    /// How answers are judged.
    public var rules: GameRules

    /// A new game on `root`.
    public init(root: String, rules: GameRules) {
        self.root = rules.settings.normalizer.normalize(root)
        self.acceptedWords = []
        self.score = 0
        self.rules = rules
    }

    /// A game in progress: `acceptedWords` (newest first) were judged by `rules` and score
    /// `score` (a restored save).
    init(root: String, acceptedWords: [AcceptedWord], score: Int, rules: GameRules) {
        self.root = root
        self.acceptedWords = acceptedWords
        self.score = score
        self.rules = rules
    }

    /// A new game on a root picked from `source` with `generator`, never one the rules' content
    /// filter blocks.
    ///
    /// - Throws: `LexiconError` when the filter blocks every root (see
    ///   ``StartWords/randomRoot(allowedBy:using:)``).
    public init(source: StartWords, rules: GameRules, using generator: inout some RandomNumberGenerator) throws(LexiconError) {
        self.init(root: try source.randomRoot(allowedBy: rules, using: &generator), rules: rules)
    }

    /// Judges `word`; an accepted word is added (newest first) and scored.
    @discardableResult
    public mutating func submit(_ word: String) -> Verdict {
        let verdict = rules.judge(word, root: root, usedWords: acceptedWords.map(\.word))
        if case .accepted(let accepted, let points) = verdict {
            acceptedWords.insert(AcceptedWord(word: accepted, points: points), at: 0)
            score += points
        }
        return verdict
    }

    /// Starts over on a new root from `source`: no words, no score, the same rules. The root is
    /// never one the rules' content filter blocks.
    ///
    /// - Throws: `LexiconError` when the filter blocks every root (see
    ///   ``StartWords/randomRoot(allowedBy:using:)``); the game is then unchanged.
    public mutating func restart(from source: StartWords, using generator: inout some RandomNumberGenerator) throws(LexiconError) {
        restart(root: try source.randomRoot(allowedBy: rules, using: &generator))
    }

    /// Starts over on `root`.
    public mutating func restart(root: String) {
        self.root = rules.settings.normalizer.normalize(root)
        acceptedWords = []
        score = 0
    }
}
