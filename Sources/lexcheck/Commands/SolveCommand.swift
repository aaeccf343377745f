import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck

struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "List every valid answer for a root word.",
        discussion: """
            Candidates come from --wordlist or the bundled English word list; each is also checked \
            by the dictionary, so every answer listed is one `lexcheck word` accepts. Answers are \
            printed longest first, then alphabetically.
            Example: lexcheck solve telepaths
            """
    )

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var game: GameOptions

    @Argument(help: "The root word.")
    var root: String

    func run() throws {
        let checker = try dictionary.makeChecker()
        let settings = game.settings(language: checker.language)
        let solution = try dictionary.makeSolver().solve(root: root, settings: settings, checker: checker)
        var output = OutputBuffer()
        switch format {
        case .json:
            var json = JSONLine()
            json.add("root", solution.root)
            json.add("count", solution.answers.count)
            let byLength = solution.answersByLength.keys.sorted(by: >)
                .map { "\(JSONLine.quote(String($0))):\(solution.answersByLength[$0]?.count ?? 0)" }
            json.add("countsByLength", raw: "{" + byLength.joined(separator: ",") + "}")
            json.add("maximumScore", solution.maximumScore)
            json.add("scoring", settings.scoring.name)
            json.add("answers", solution.answers)
            try output.line(json.text)
        case .text:
            for answer in solution.answers { try output.line(answer) }
        }
        try output.flush()
    }
}
