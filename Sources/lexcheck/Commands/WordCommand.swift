import AnagramRules
import ArgumentParser
import LexiconCheck

struct WordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "word",
        abstract: "Judge words as answers in a game on a root word.",
        discussion: "Each word goes through the full rule chain; words given earlier in the same call count as used.\nExample: lexcheck word --root telepaths palettes settee"
    )

    @Option(help: "The root word of the game.")
    var root: String

    func validate() throws {
        try RootWord.validate(root)
    }

    @Option(help: ArgumentHelp("Words already accepted, comma-separated.", valueName: "w1,w2"))
    var used: String = ""

    @Option(help: OutputFormat.help(each: "word"))
    var format: OutputFormat = .text

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var game: GameOptions

    @Argument(help: "The words to judge.")
    var words: [String]

    func run() throws {
        let checker = try dictionary.makeChecker(learnedWords: .onlyWhenGiven)
        let rules = try GameRules(checker: checker, settings: try game.settings(language: checker.language))
        var usedWords = Set(used.split(separator: ",").map { rules.settings.normalizer.normalize(String($0)) })
        let verdicts = rules.judgeInOrder(words, root: root, usedWords: &usedWords)
        var output = RecordWriter(format: format)
        try output.header(VerdictRecord.columns)
        var writer = VerdictWriter(format: format)
        var lines = ByteWriter()
        for (word, verdict) in zip(words, verdicts) {
            try writer.write(word, verdict, into: &lines)
        }
        try output.write(prepared: lines.bytes)
        try output.finish()
        if !verdicts.allSatisfy(\.isAccepted) { throw Exit.rejected }
    }
}
