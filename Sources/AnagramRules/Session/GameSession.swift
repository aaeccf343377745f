import Foundation
import LexiconCheck

/// One game of Word Scramble: the root, the words found (newest first) and the score.
///
/// A session is a value: copy it to keep a snapshot, encode it to save the game. What is saved
/// is the root, the words, the score and the ``GameSettings``. The spellchecker and custom rules
/// are not: after decoding, the checker is the bundled English word list; set
/// ``rules`` again to use another.
///
/// ```swift
/// var game = GameSession(root: "telepaths", rules: GameRules(checker: checker))
/// game.submit("palettes")   // .accepted(word: "palettes", points: 2)
/// game.submit("Palettes")   // .rejected(…"Word used already"…)
/// let saved = try JSONEncoder().encode(game)
/// ```
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

    /// A new game on a root picked from `source` with `generator`.
    public init(source: StartWords, rules: GameRules, using generator: inout some RandomNumberGenerator) {
        self.init(root: source.randomRoot(using: &generator), rules: rules)
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

    /// Starts over on a new root from `source`: no words, no score, the same rules.
    public mutating func restart(from source: StartWords, using generator: inout some RandomNumberGenerator) {
        restart(root: source.randomRoot(using: &generator))
    }

    /// Starts over on `root`.
    public mutating func restart(root: String) {
        self.root = rules.settings.normalizer.normalize(root)
        acceptedWords = []
        score = 0
    }
}
