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
    /// Progress against `solution` (the solver's answers for this root), counted over the
    /// answers a game shows first: in a language with frequencies (``WordFrequencies``), the
    /// common ones (all of them when none is common). Accepted words outside those (a rare word,
    /// one the solver's lexicon lacks) still count, on both sides; answers the rules'
    /// ``ContentFilter`` blocks do not count. Once every common answer is found, progress is
    /// complete, while ``missedAnswers(in:)`` and hints go on to the rare ones.
    ///
    /// ```swift
    /// let solution = solver.solve(root: game.root, settings: game.rules.settings, checker: game.rules.checker)
    /// game.progress(in: solution).description   // "3 of 144 words, 6 of 249 points"
    /// ```
    public func progress(in solution: Solution) -> GameProgress {
        let shown = shownAnswers(in: solution)
        let rootAnswer = Answer(solution.root, normalizer: rules.settings.normalizer)
        let points = { (word: String) in
            rules.settings.scoring.points(for: Answer(word, normalizer: rules.settings.normalizer), root: rootAnswer)
        }
        let extra = acceptedWords.filter { !shown.contains($0.word) }
        return GameProgress(foundWords: acceptedWords.count, totalWords: shown.count + extra.count, points: score,
                            maximumPoints: shown.reduce(0) { $0 + points($1) } + extra.reduce(0) { $0 + $1.points })
    }

    /// The answers of `solution` a game shows: those the content filter lets through, and of
    /// them only the common ones when the language has frequencies and any is common.
    func shownAnswers(in solution: Solution) -> Set<String> {
        Set(commonFirst(solution.answers.filter { !rules.isBlocked($0) }))
    }

    /// `words` in their order, only the common ones (``WordFrequencies``) when the language has
    /// frequencies and any of them is common.
    private func commonFirst(_ words: [String]) -> [String] {
        guard let frequencies = WordFrequencies(language: rules.settings.language) else { return words }
        let common = words.filter(frequencies.isCommon)
        return common.isEmpty ? words : common
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
        return commonFirst(solution.answers.filter { !found.contains($0) && !rules.isBlocked($0) })
    }
}
