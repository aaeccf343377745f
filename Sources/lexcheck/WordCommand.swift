import AnagramRules
import ArgumentParser
import LexiconCheck

/// Writes verdict lines in any output format. Everything after the word depends only on the
/// reason (or the score), so those bytes are built once per reason: batch writes millions of
/// lines that share a handful of endings.
struct VerdictWriter {
    let format: OutputFormat
    private var rejected: [(reason: RejectionReason, ending: [UInt8])] = []
    private var accepted: [Int: [UInt8]] = [:]

    init(format: OutputFormat) {
        self.format = format
    }

    static let csvHeader = "word,accepted,points,reason,title,message"

    mutating func write(_ word: String, _ verdict: Verdict, into output: inout ByteWriter) {
        switch format {
        case .text: output.write(word)
        case .csv: output.write(csvField(word))
        case .json:
            output.write("{\"word\":")
            output.write(JSONLine.quote(word))
        }
        switch verdict {
        case .accepted(let normalized, let points):
            if format == .json {
                // The normalised word differs from line to line.
                output.write(",\"accepted\":true,\"normalized\":")
                output.write(JSONLine.quote(normalized))
            }
            if let ending = accepted[points] {
                output.bytes.append(contentsOf: ending)
            } else {
                let ending = Array(acceptedEnding(points).utf8)
                accepted[points] = ending
                output.bytes.append(contentsOf: ending)
            }
        case .rejected(let rejection):
            if let known = rejected.first(where: { $0.reason == rejection.reason }) {
                output.bytes.append(contentsOf: known.ending)
            } else {
                let ending = Array(rejectedEnding(rejection).utf8)
                rejected.append((rejection.reason, ending))
                output.bytes.append(contentsOf: ending)
            }
        }
    }

    private func acceptedEnding(_ points: Int) -> String {
        switch format {
        case .text: ": accepted (+\(points))\n"
        case .csv: ",true,\(points),,,\n"
        case .json: ",\"points\":\(points)}\n"
        }
    }

    private func rejectedEnding(_ rejection: Rejection) -> String {
        switch format {
        case .text:
            return ": rejected (\(rejection.reason)) \(rejection.title) — \(rejection.message)\n"
        case .csv:
            return ",false,,\(csvField(rejection.reason.rawValue)),\(csvField(rejection.title)),\(csvField(rejection.message))\n"
        case .json:
            var line = JSONLine()
            line.add("accepted", false)
            line.add("reason", rejection.reason.rawValue)
            line.add("title", rejection.title)
            line.add("message", rejection.message)
            return "," + line.text.dropFirst() + "\n"
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
        var writer = VerdictWriter(format: format)
        var lines = ByteWriter()
        for (word, verdict) in zip(words, verdicts) {
            writer.write(word, verdict, into: &lines)
        }
        var output = OutputBuffer()
        output.write(bytes: lines.bytes)
        output.flush()
        if !verdicts.allSatisfy(\.isAccepted) { throw Exit.rejected }
    }
}
