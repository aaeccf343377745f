import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck

struct RootsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roots",
        abstract: "Rank root words by their number of answers, or pick some at random.",
        discussion: """
            Reads a start-word list (one word per line, like the tutorial's start.txt), or the \
            bundled one for English; in another language lexcheck has word frequencies for, its \
            common eight-letter words with at least 20 common answers; in any other, the \
            dictionary's eight-letter words with at least 40 answers. Prints ROOT<TAB>ANSWERS, most \
            answers first. Roots the content filter blocks are left out, and so are the answers it blocks from the counts.
            Examples: lexcheck roots --count 10 start.txt
                      lexcheck roots --random --seed 42 --min-answers 60
            """
    )

    @Option(help: "How many roots to print (default: all when ranking, 1 with --random).")
    var count: Int?

    @Option(name: .customLong("min-answers"), help: "Keep only roots with at least this many answers.")
    var minimumAnswers: Int = 0

    @Flag(help: "Pick roots at random instead of ranking them.")
    var random = false

    @Option(help: "Seed for --random, for the same picks on every run.")
    var seed: UInt64?

    @Option(help: "Only roots with the most common answers (easy), fewer (medium) or the fewest (hard), from lexcheck's start words.")
    var difficulty: DifficultyArgument?

    @Option(help: OutputFormat.help(each: "root", text: "ROOT<TAB>ANSWERS"))
    var format: OutputFormat = .text

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var game: GameOptions

    @Argument(help: "A start-word list; the bundled one when omitted.")
    var file: String?

    func validate() throws {
        if let count, count < 1 { throw ValidationError("--count must be at least 1.") }
        if minimumAnswers < 0 { throw ValidationError("--min-answers must be 0 or more.") }
        if seed != nil && !random { throw ValidationError("--seed goes with --random.") }
        if difficulty != nil && file != nil {
            throw ValidationError("--difficulty chooses among lexcheck's start words; it does not go with a start-word list.")
        }
    }

    func run() throws {
        let checker = try dictionary.makeChecker(learnedWords: .onlyWhenGiven)
        let settings = try game.settings(language: checker.language)
        let lexicon = dictionary.lexicon(checker: checker, settings: settings)
        let solver = try lexicon.solver()
        let roots = try DictionaryOptions.startWords(file, difficulty: difficulty?.difficulty, lexicon: lexicon, solver: solver)
        var ranked = solver.rank(roots: roots.words, settings: settings)
            .filter { $0.answerCount >= minimumAnswers }
        if random {
            var generator: any RandomNumberGenerator = seed.map { SeededRandomNumberGenerator(seed: $0) } as (any RandomNumberGenerator)?
                ?? SystemRandomNumberGenerator()
            ranked.shuffle(using: &generator)
            ranked = Array(ranked.prefix(count ?? 1))
        } else if let count {
            ranked = Array(ranked.prefix(count))
        }
        var output = RecordWriter(format: format)
        try output.header(RootRecord.columns)
        for root in ranked {
            try output.write(RootRecord(root: root.root, answers: root.answerCount)) { "\($0.root)\t\($0.answers)\n" }
        }
        try output.finish()
        if ranked.isEmpty {
            printError("no root has at least \(minimumAnswers) answers")
            throw Exit.rejected
        }
    }
}

/// A root and its number of answers, as `lexcheck roots` prints it.
struct RootRecord: Encodable {
    var root: String
    var answers: Int

    static let columns = ["root", "answers"]
}
