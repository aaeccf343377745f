import AnagramRules

/// A root's solution as `lexcheck solve --format json` prints it (the server's `/v1/games/solve`
/// answers the same bytes): the root, the number of answers and of each length (longest
/// first), the maximum score, the scoring's name and the answers.
struct SolutionRecord: Encodable {
    let solution: Solution
    let settings: GameSettings

    private enum Key: String, CodingKey {
        case root, count, countsByLength, maximumScore, scoring, answers
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(solution.root, forKey: .root)
        try container.encode(solution.answers.count, forKey: .count)
        // An object keyed by length, in the order given (a dictionary's keys have none).
        var byLength = container.nestedContainer(keyedBy: RecordKey.self, forKey: .countsByLength)
        for length in solution.answersByLength.keys.sorted(by: >) {
            try byLength.encode(solution.answersByLength[length]?.count ?? 0, forKey: RecordKey(String(length)))
        }
        try container.encode(solution.maximumScore, forKey: .maximumScore)
        try container.encode(settings.scoring.name, forKey: .scoring)
        try container.encode(solution.answers, forKey: .answers)
    }
}

/// One answer of a solution, as `lexcheck solve --format jsonl` (a line each) and `csv` (a row
/// each) print it: the word, its length in letters and its points.
struct AnswerRecord: Encodable {
    var word: String
    var length: Int
    var points: Int

    static let columns = ["word", "length", "points"]
}
