import AnagramRules

/// The JSON object `lexcheck solve --format json` writes for a root's solution (the server's
/// `/v1/games/solve` answers the same bytes): the root, the number of answers and of each length
/// (longest first), the maximum score, the scoring's name and the answers.
enum SolutionJSON {
    static func object(_ solution: Solution, settings: GameSettings) -> String {
        var json = JSONLine()
        json.add("root", solution.root)
        json.add("count", solution.answers.count)
        let byLength = solution.answersByLength.keys.sorted(by: >)
            .map { "\(JSONLine.quote(String($0))):\(solution.answersByLength[$0]?.count ?? 0)" }
        json.add("countsByLength", raw: "{" + byLength.joined(separator: ",") + "}")
        json.add("maximumScore", solution.maximumScore)
        json.add("scoring", settings.scoring.name)
        json.add("answers", solution.answers)
        return json.text
    }
}
