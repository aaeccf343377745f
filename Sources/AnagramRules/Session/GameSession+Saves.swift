import Foundation
import LexiconCheck

extension GameSession {
    /// The most bytes a saved game may have: 4 MiB, far more than a game holds (a root and at
    /// most ``maximumWordCount`` words).
    public static let maximumSaveSize = 4 << 20

    /// The most characters (and 8 times as many bytes of UTF-8) a saved root or word may have:
    /// 100, more than the longest word of any dictionary.
    public static let maximumWordLength = 100

    /// The most words a saved game may hold: 10,000, more than any root of a real game has
    /// answers.
    public static let maximumWordCount = 10_000

    /// A saved game, restored only if it is one that `rules` could have played: the trustworthy
    /// way to resume a save that passed through a player's hands.
    ///
    /// The game owns the rules. Its `rules` (checker, custom rules, rule order, content filter,
    /// language, case folding, scoring, minimum length, messages) are the restored game's, whatever the save
    /// says, except what `choices` lets the save choose. Then every found word is judged again
    /// by those rules, in the order it was found (each earlier word counting as used), and
    /// must be accepted, in the form the game keeps it, with the points it is saved with; the
    /// score must be their total. So a save cannot switch a rule off, add a word that is made
    /// up, not spellable from the root, too short or a repeat, or give itself points.
    ///
    /// What is checked, in order:
    ///
    /// 1. The size: at most ``maximumSaveSize`` bytes, refused before anything is read.
    /// 2. The form: JSON with `root`, `acceptedWords` (each a `word` and its `points`), `score`
    ///    and `settings`, every field of its type; a `messages` entry in the settings (older
    ///    saves have one) is ignored. A `check` (``encode(to:)`` writes a hash of the other
    ///    fields) must match them: a damaged save is refused; a save without one (older, or
    ///    edited with it removed) is judged on its contents by the steps below.
    /// 3. The ranges: a minimum length from 1 to ``maximumWordLength``, a language and rule
    ///    names of at most 64 bytes, at most 64 rules; a root and words of 1 to
    ///    ``maximumWordLength`` characters, at most ``maximumWordCount`` words, points from 0 to
    ///    ``ScoringPolicy/maximumPoints``.
    /// 4. The settings: the save's scoring must have the game's name, unless `choices` holds
    ///    ``SaveChoices/scoring`` (then it must be a built-in policy or the game's own);
    ///    with ``SaveChoices/minimumLength`` the save's minimum length is the game's. The save's
    ///    rule order, content filter, language and case folding are never used: the game's judge.
    /// 5. The root: a single word of letters, in the game's normal form, and one of `roots`
    ///    when they are given. It is not looked up in a dictionary (a game may deal any word, as
    ///    `lexcheck play --root` does): a game that deals roots from a list of its own passes
    ///    the list, so that a save cannot pick an easier root.
    /// 6. The words, oldest first, by the game's rules, then the points and the score.
    ///
    /// ```swift
    /// var resumed = try GameSession(restoring: try JSONEncoder().encode(game), rules: rules)
    /// resumed.acceptedWords == game.acceptedWords   // true
    /// resumed.submit("palettes")   // .rejected(…"Word used already"…)
    /// ```
    ///
    /// - Parameters:
    ///   - data: the save, as `JSONEncoder` wrote the session.
    ///   - rules: the game's rules, with its checker: they judge the saved words and are the
    ///     restored game's rules.
    ///   - choices: the settings the save may choose instead of the game (none by default).
    ///   - roots: the roots the game deals, when a save's root must be one of them (`nil`, the
    ///     default: any word of letters).
    /// - Throws: ``SaveError`` naming the field and what is wrong with it.
    public init(restoring data: Data, rules: GameRules, allowing choices: SaveChoices = [],
                roots: StartWords? = nil) throws(SaveError) {
        guard data.count <= Self.maximumSaveSize else {
            throw .tooLarge(bytes: data.count, limit: Self.maximumSaveSize)
        }
        let decoder = JSONDecoder()
        decoder.userInfo[Self.rulesKey] = rules
        let save: SaveFile
        do {
            save = try decoder.decode(SaveFile.self, from: data)
        } catch {
            throw SaveError(decoding: error)
        }
        self = try Self.restore(save, rules: rules, allowing: choices, roots: roots)
    }

    /// The decoder's `userInfo` key for the ``GameRules`` a decoded game is restored with: a
    /// `GameSession` inside a game's own `Codable` state decodes the way
    /// ``init(restoring:rules:allowing:roots:)`` restores a save, with the same checks.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[GameSession.rulesKey] = rules
    /// let decoded = try decoder.decode(GameSession.self, from: try JSONEncoder().encode(game))
    /// decoded.score == game.score   // true
    /// ```
    public static let rulesKey = CodingUserInfoKey(rawValue: "lexcheck.gameRules")!

    /// Steps 4 to 6 of ``init(restoring:rules:allowing:roots:)``, on a save whose form and
    /// ranges were checked when it was decoded.
    static func restore(_ save: SaveFile, rules: GameRules, allowing choices: SaveChoices,
                        roots: StartWords?) throws(SaveError) -> GameSession {
        var rules = rules
        let savedScoring = save.settings.scoring
        if choices.contains(.scoring), savedScoring.name != rules.settings.scoring.name {
            guard let policy = ScoringPolicy.named(savedScoring.name) else {
                throw .invalidValue(field: "settings.scoring",
                                    reason: "\(savedScoring.name.quotedForMessage()) is not a scoring policy the game knows")
            }
            rules.settings.scoring = policy
        }
        guard savedScoring.name == rules.settings.scoring.name else {
            throw .settingDiffers(field: "settings.scoring", saved: SaveError.clipped(savedScoring.name),
                                  game: rules.settings.scoring.name)
        }
        // Words are judged in the game's language: a save of a Turkish game is no game in English.
        let savedLanguage = save.settings.language
        if LanguageTag(savedLanguage)?.language != LanguageTag(rules.settings.language)?.language {
            throw .settingDiffers(field: "settings.language", saved: SaveError.clipped(savedLanguage), game: rules.settings.language)
        }
        if choices.contains(.minimumLength) {
            rules.settings.minimumLength = save.settings.minimumLength
        }
        // A root the game would never pick or show: a save cannot bring it in.
        if rules.isBlocked(save.root) {
            throw .invalidValue(field: "root", reason: "\(SaveError.clipped(save.root).quotedForMessage()) is blocked by the game's content filter")
        }
        if let roots, !roots.words.contains(save.root) {
            throw .invalidValue(field: "root", reason: "\(save.root.quotedForMessage()) is not one of the game's roots")
        }
        return try replay(save, rules: rules)
    }

    /// The game `save` describes under `rules`: its words judged again, oldest first, each
    /// required to be accepted in its saved form with its saved points, and the score their
    /// total.
    static func replay(_ save: SaveFile, rules: GameRules) throws(SaveError) -> GameSession {
        let normalizer = rules.settings.normalizer
        let normalRoot = normalizer.normalize(save.root)
        guard normalRoot == save.root else {
            throw .invalidValue(field: "root", reason: "\(save.root.quotedForMessage()) is not in the form the game keeps it (\(normalRoot.quotedForMessage()))")
        }
        let root = Answer(save.root, normalizer: normalizer)
        var used: Set<String> = []
        var total = 0
        // Rules that look words up keep them in the dictionary's spelling (`Mann`); rules that
        // cannot (a game that looks no word up) take a saved spelling that normalises to the answer.
        let spellingChecked = rules.checksReality || rules.settings.dictionaryCase != .asInDictionary
        for (index, saved) in save.acceptedWords.enumerated().reversed() {
            let normal = normalizer.normalize(saved.word)
            // The same judgement as `submit`, with every earlier word used; the context is
            // gone before `used` grows, so the set is not copied.
            let verdict = rules.judge(Answer(saved.word, normalizer: normalizer),
                                      in: rules.context(root: root, usedWords: used))
            switch verdict {
            case .rejected(let rejection):
                throw .wordRejected(index: index, word: SaveError.clipped(saved.word), reason: rejection.reason)
            case .accepted(let kept, let points):
                guard kept == saved.word || (!spellingChecked && kept == normal) else {
                    throw .invalidValue(field: "acceptedWords[\(index)].word",
                                        reason: "\(saved.word.quotedForMessage()) is not in the form the game keeps it (\(kept.quotedForMessage()))")
                }
                guard points == saved.points else {
                    throw .pointsDiffer(index: index, word: SaveError.clipped(saved.word), saved: saved.points, game: points)
                }
                used.insert(normal)
                total += points   // at most maximumPoints each, for at most maximumWordCount words
            }
        }
        guard total == save.score else {
            throw .scoreDiffers(saved: save.score, game: total)
        }
        return GameSession(root: save.root, acceptedWords: save.acceptedWords, score: total, rules: rules)
    }
}

extension GameSession: Codable {
    /// A game saved by ``encode(to:)``, restored with the ``GameRules`` the decoder's `userInfo`
    /// holds under ``rulesKey``, with every check ``init(restoring:rules:allowing:roots:)``
    /// makes (the save chooses nothing: ``SaveChoices`` are that initializer's). The rules say
    /// which checker judges the words: without them a save is refused, never judged by a
    /// checker of another language or none.
    ///
    /// - Throws: `DecodingError`: `dataCorrupted` without rules in `userInfo`; for a save
    ///   that is well-formed but not a game of those rules, `dataCorrupted` with the
    ///   ``SaveError`` as its `underlyingError`.
    public init(from decoder: any Decoder) throws {
        guard let rules = decoder.userInfo[Self.rulesKey] as? GameRules else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                "a game is decoded with its rules: set the decoder's userInfo[GameSession.rulesKey] to the game's "
                + "GameRules, or restore it with GameSession(restoring:rules:)"))
        }
        let save = try SaveFile(from: decoder)
        do {
            self = try Self.restore(save, rules: rules, allowing: [], roots: nil)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description,
                                                    underlyingError: error))
        }
    }

    /// Saves the root, the words found, the score and the settings but for their messages
    /// (see ``GameSettings``), and a `check` of them that decoding verifies; not the checker or
    /// custom rules.
    public func encode(to encoder: any Encoder) throws {
        try SaveFile(root: root, acceptedWords: acceptedWords, score: score, settings: rules.settings).encode(to: encoder)
    }
}
