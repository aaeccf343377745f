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

extension GameSession: Codable {
    private enum CodingKeys: String, CodingKey {
        case root, acceptedWords, score, settings
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let settings = try container.decode(GameSettings.self, forKey: .settings)
        root = try container.decode(String.self, forKey: .root)
        acceptedWords = try container.decode([AcceptedWord].self, forKey: .acceptedWords)
        score = try container.decode(Int.self, forKey: .score)
        // Points no policy gives, and a total that cannot be added up without overflowing, are
        // not a saved game.
        var total = 0
        for word in acceptedWords {
            guard (0...ScoringPolicy.maximumPoints).contains(word.points) else {
                throw DecodingError.dataCorruptedError(forKey: .acceptedWords, in: container,
                                                       debugDescription: "\(word.word) scores \(word.points) points, outside 0...\(ScoringPolicy.maximumPoints)")
            }
            total += word.points   // at most a million per word: no overflow below 9 trillion words
        }
        guard score == total else {
            throw DecodingError.dataCorruptedError(forKey: .score, in: container,
                                                   debugDescription: "the score is not the sum of the words' points")
        }
        rules = GameRules(checker: GameRules.defaultChecker, settings: settings)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root, forKey: .root)
        try container.encode(acceptedWords, forKey: .acceptedWords)
        try container.encode(score, forKey: .score)
        try container.encode(rules.settings, forKey: .settings)
    }
}
