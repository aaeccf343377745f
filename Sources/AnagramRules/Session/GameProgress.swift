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
    /// solver's lexicon lacks still count, on both sides.
    ///
    /// ```swift
    /// let solution = solver.solve(root: game.root, settings: game.rules.settings, checker: game.rules.checker)
    /// game.progress(in: solution).description   // "3 of 196 words, 6 of 351 points"
    /// ```
    public func progress(in solution: Solution) -> GameProgress {
        let answers = Set(solution.answers)
        let extra = acceptedWords.filter { !answers.contains($0.word) }
        return GameProgress(foundWords: acceptedWords.count, totalWords: answers.count + extra.count,
                            points: score, maximumPoints: solution.maximumScore + extra.reduce(0) { $0 + $1.points })
    }

    /// An answer not found yet: the shortest, alphabetically first; `nil` when all are found.
    public func hint(from solution: Solution) -> String? {
        missedAnswers(in: solution).min { ($0.count, $0) < ($1.count, $1) }
    }

    /// The answers not found yet, in the solution's order (longest first).
    public func missedAnswers(in solution: Solution) -> [String] {
        let found = Set(acceptedWords.map(\.word))
        return solution.answers.filter { !found.contains($0) }
    }
}
