import AnagramRules
import ArgumentParser
import LexiconCheck

/// How a verdict is printed, shared by `word` and `batch`.
enum VerdictFormatter {
    static func text(_ word: String, _ verdict: Verdict) -> String {
        switch verdict {
        case .accepted(_, let points):
            "\(word): accepted (+\(points))"
        case .rejected(let rejection):
            "\(word): rejected (\(rejection.reason)) \(rejection.title) — \(rejection.message)"
        }
    }

    static func json(_ word: String, _ verdict: Verdict) -> String {
        var line = JSONLine()
        line.add("word", word)
        switch verdict {
        case .accepted(let normalized, let points):
            line.add("accepted", true)
            line.add("normalized", normalized)
            line.add("points", points)
        case .rejected(let rejection):
            line.add("accepted", false)
            line.add("reason", rejection.reason.rawValue)
            line.add("title", rejection.title)
            line.add("message", rejection.message)
        }
        return line.text
    }

    static let csvHeader = "word,accepted,points,reason,title,message"

    static func csv(_ word: String, _ verdict: Verdict) -> String {
        switch verdict {
        case .accepted(_, let points):
            "\(csvField(word)),true,\(points),,,"
        case .rejected(let rejection):
            "\(csvField(word)),false,,\(rejection.reason),\(csvField(rejection.title)),\(csvField(rejection.message))"
        }
    }

    /// Writes one line for the verdict; the text format piece by piece, since batch writes
    /// millions of them.
    static func write(_ word: String, _ verdict: Verdict, as format: OutputFormat, into output: inout some TextSink) {
        guard format == .text else {
            output.line(self.format(word, verdict, as: format))
            return
        }
        output.write(word)
        switch verdict {
        case .accepted(_, let points):
            output.write(": accepted (+")
            output.write(points)
            output.write(")\n")
        case .rejected(let rejection):
            output.write(": rejected (")
            output.write(rejection.reason.rawValue)
            output.write(") ")
            output.write(rejection.title)
            output.write(" — ")
            output.write(rejection.message)
            output.write("\n")
        }
    }

    static func format(_ word: String, _ verdict: Verdict, as format: OutputFormat) -> String {
        switch format {
        case .text: text(word, verdict)
        case .json: json(word, verdict)
        case .csv: csv(word, verdict)
        }
    }
}

struct WordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "word",
        abstract: "Judge words as answers in a game on a root word.",
        discussion: "Each word goes through the full rule chain; words given earlier in the same call count as used.\nExample: lexcheck word --root telepaths palettes settee"
    )

    @Option(help: "The root word of the game.")
    var root: String

    @Option(help: ArgumentHelp("Words already accepted, comma-separated.", valueName: "w1,w2"))
    var used: String = ""

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var game: GameOptions

    @Argument(help: "The words to judge.")
    var words: [String]

    func validate() throws {
        if format == .csv { throw ValidationError("word prints text or json; batch also prints csv.") }
    }

    func run() throws {
        let checker: any TextChecker
        do { checker = try dictionary.makeChecker() } catch { throw failure(error) }
        let rules = GameRules(checker: checker, settings: game.settings(language: dictionary.effectiveLanguage))
        var usedWords = Set(used.split(separator: ",").map { rules.settings.normalizer.normalize(String($0)) })
        let verdicts = rules.judgeInOrder(words, root: root, usedWords: &usedWords)
        var output = OutputBuffer()
        for (word, verdict) in zip(words, verdicts) {
            output.line(VerdictFormatter.format(word, verdict, as: format))
        }
        output.flush()
        if !verdicts.allSatisfy(\.isAccepted) { throw Exit.rejected }
    }
}
