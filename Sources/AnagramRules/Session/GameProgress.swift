/// How far a player has got: words and points found out of all there are.
public struct GameProgress: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The words found.
    public var foundWords: Int
    /// The words there are to find.
    public var totalWords: Int
    /// The points scored.
    public var points: Int
    /// The points all the words would score.
    public var maximumPoints: Int

    /// "12 of 87 words, 31 of 240 points"
    public var description: String {
        "\(foundWords) of \(totalWords) words, \(points) of \(maximumPoints) points"
    }
}

extension GameSession {
    /// Progress against `solution` (the solver's answers for this root). Accepted words the
    /// solver's lexicon lacks still count, on both sides; answers the rules' ``ContentFilter``
    /// blocks do not count (a solution made with these settings has none).
    ///
    /// ```swift
    /// let solution = solver.solve(root: game.root, settings: game.rules.settings, checker: game.rules.checker)
    /// game.progress(in: solution).description   // "3 of 192 words, 6 of 344 points"
    /// ```
    public func progress(in solution: Solution) -> GameProgress {
        let blocked = solution.answers.filter(rules.isBlocked)
        let answers = Set(solution.answers).subtracting(blocked)
        let rootAnswer = Answer(solution.root, normalizer: rules.settings.normalizer)
        let blockedPoints = blocked.reduce(0) { total, word in
            total + rules.settings.scoring.points(for: Answer(word, normalizer: rules.settings.normalizer), root: rootAnswer)
        }
        let extra = acceptedWords.filter { !answers.contains($0.word) }
        return GameProgress(foundWords: acceptedWords.count, totalWords: answers.count + extra.count, points: score,
                            maximumPoints: solution.maximumScore - blockedPoints + extra.reduce(0) { $0 + $1.points })
    }

    /// An answer not found yet: the shortest, alphabetically first, among
    /// ``missedAnswers(in:)``; `nil` when all are found.
    public func hint(from solution: Solution) -> String? {
        missedAnswers(in: solution).min { ($0.count, $0) < ($1.count, $1) }
    }

    /// The answers not found yet, in the solution's order (longest first): what a game shows
    /// when the player gives up. Never a word the rules' ``ContentFilter`` blocks; only common
    /// words (``WordFrequencies``) while any common one is missed, in a language with
    /// frequencies.
    public func missedAnswers(in solution: Solution) -> [String] {
        let found = Set(acceptedWords.map(\.word))
        let missed = solution.answers.filter { !found.contains($0) && !rules.isBlocked($0) }
        guard let frequencies = WordFrequencies(language: rules.settings.language) else { return missed }
        let common = missed.filter(frequencies.isCommon)
        return common.isEmpty ? missed : common
    }
}
