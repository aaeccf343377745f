import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck

struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "List every valid answer for a root word.",
        discussion: """
            Candidates come from --wordlist, else from the dictionary's own word forms (its stems \
            with its affix rules applied, expanded once and cached; compounds are not included); \
            each is also checked by the dictionary, so every answer listed is one `lexcheck word` accepts (answers the \
            content filter blocks are not listed). Answers are \
            printed longest first, then alphabetically.
            Example: lexcheck solve telepaths
            """
    )

    @Option(help: """
        Output format: text (one answer per line); json (one JSON document, an object with the root, \
        the number of answers of each length, the maximum score and the answers); jsonl (JSON Lines, \
        a line with one object per answer: the word, its length and its points); csv (a header row, \
        then a row per answer: word, length, points).
        """)
    var format: OutputFormat = .text

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var game: GameOptions

    @Argument(help: "The root word.")
    var root: String

    func validate() throws {
        try RootWord.validate(root, option: "the root")
    }

    func run() throws {
        let checker = try dictionary.makeChecker(learnedWords: .onlyWhenGiven)
        let settings = try game.settings(language: checker.language)
        let solver = try dictionary.lexicon(checker: checker, settings: settings).solver(for: root)
        let solution = solver.solve(root: root, settings: settings, checker: checker)
        if format == .json {
            // One object for the whole solution, not an array of records.
            var output = OutputBuffer()
            try output.line(try RecordEncoder.json(SolutionRecord(solution: solution, settings: settings)))
            try output.flush()
            return
        }
        var output = RecordWriter(format: format)
        try output.header(AnswerRecord.columns)
        let normalizer = settings.normalizer
        let rootAnswer = Answer(root, normalizer: normalizer)
        for word in solution.answers {
            let answer = Answer(word, normalizer: normalizer)
            let record = AnswerRecord(word: word, length: answer.length, points: settings.scoring.points(for: answer, root: rootAnswer))
            try output.write(record) { $0.word + "\n" }
        }
        try output.finish()
    }
}
