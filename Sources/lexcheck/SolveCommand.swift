import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck

/// The solver's lexicon: --wordlist, or the bundled English list.
func makeSolver(_ dictionary: DictionaryOptions) throws -> AnagramSolver {
    do {
        if let wordlist = dictionary.wordlist {
            return try AnagramSolver(contentsOf: URL(filePath: wordlist))
        }
        return try AnagramSolver.bundled()
    } catch {
        throw failure(error)
    }
}

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

    func validate() throws {
        if format == .csv { throw ValidationError("solve prints text or json.") }
    }

    func run() throws {
        let checker: any TextChecker
        do { checker = try dictionary.makeChecker() } catch { throw failure(error) }
        let settings = game.settings(language: dictionary.effectiveLanguage)
        let solution = try makeSolver(dictionary).solve(root: root, settings: settings, checker: checker)
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
            output.line(json.text)
        default:
            for answer in solution.answers { output.line(answer) }
        }
        output.flush()
    }
}
