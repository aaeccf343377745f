import AnagramRules
import ArgumentParser
import Foundation
import LexiconCheck
import LexiconSupport

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Judge every line of files or standard input.",
        discussion: """
            With --root, each line is an answer in a game on that root (earlier accepted lines count \
            as used). Without --root, each line, exactly as written (only the line ending and \
            surrounding white space removed, no case folding), is checked as a word of the \
            dictionary. Blank lines are skipped in both modes. Output keeps input order; a summary goes to stderr.
            Example: lexcheck batch --root telepaths answers.txt --format csv
            """
    )

    @Option(help: "The root word of the game; without it, lines are checked as dictionary words.")
    var root: String?

    @Option(help: ArgumentHelp("Words already accepted, comma-separated (with --root).", valueName: "w1,w2"))
    var used: String = ""

    @Option(help: """
        Output format: text; json (one JSON document, an array with an object per input line); \
        jsonl (JSON Lines, a line with one object per input line); csv (a header row, then a row per input line; \
        a cell that starts with =, +, - or @ gets a leading ' so that spreadsheets show it as text, not a formula).
        """)
    var format: OutputFormat = .text

    @Flag(name: .customLong("accepted-only"), help: "Print only accepted (or correct) lines.")
    var acceptedOnly = false

    @Flag(name: .customLong("rejected-only"), help: "Print only rejected (or misspelled) lines.")
    var rejectedOnly = false

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var game: GameOptions

    @Argument(help: "Files to read; standard input when none or '-'.")
    var files: [String] = []

    func validate() throws {
        if acceptedOnly && rejectedOnly {
            throw ValidationError("--accepted-only and --rejected-only cannot be used together.")
        }
        try RootWord.validate(root)
    }

    func run() throws {
        // Options read once: each read of a property wrapper costs a runtime look-up, too much
        // for a per-line loop.
        let (root, format, acceptedOnly, rejectedOnly) = (self.root, self.format, self.acceptedOnly, self.rejectedOnly)
        // Judging answers (--root) is a game: the user's learned words do not count there.
        let checker = try dictionary.makeChecker(learnedWords: root == nil ? .user : .onlyWhenGiven)
        // Without --root no game is played: the content filter does not apply to checking words.
        let rules = try GameRules(checker: checker, settings: root == nil ? GameSettings(language: checker.language)
                              : try game.settings(language: checker.language))
        var usedWords = Set(used.split(separator: ",").map { rules.settings.normalizer.normalize(String($0)) })
        var summary = BatchSummary()
        var output = RecordWriter(format: format)
        try output.header(root == nil ? SpellingRecord.columns : VerdictRecord.columns)
        // One writer for the run, its templates made as new kinds of verdict come: each worker
        // takes a copy.
        var verdictWriter = VerdictWriter(format: format)
        let outcome = try LineDriver(files: files).run(into: &output) { block, output in
            // Blank lines are skipped in both modes; words are shown without the spaces around them.
            let candidates = block.words
            var counts = BatchSummary()
            if let root {
                let verdicts = rules.judgeInOrder(candidates, root: root, usedWords: &usedWords)
                try verdictWriter.prepare(for: verdicts)
                let prepared = verdictWriter
                // Each worker writes and counts its share of the lines; the shares go out in order.
                let shares = concurrentMap(Array(stride(from: 0, to: candidates.count, by: 512)), chunkSize: 1) { start in
                    Result { () throws(RecordTemplateError) in
                        var share = ByteWriter()
                        var counts = BatchSummary()
                        var writer = prepared
                        for index in start..<min(start + 512, candidates.count) {
                            let verdict = verdicts[index]
                            counts.add(verdict)
                            guard verdict.isAccepted ? !rejectedOnly : !acceptedOnly else { continue }
                            try writer.write(candidates[index], verdict, into: &share)
                        }
                        return (share.bytes, counts)
                    }
                }
                for share in shares {
                    let (bytes, shareCounts) = try share.get()
                    try output.write(prepared: bytes)
                    counts.add(shareCounts)
                }
            } else {
                let language = checker.language
                let correct = concurrentMap(candidates) { checker.isCorrect($0, language: language) }
                for (word, isCorrect) in zip(candidates, correct) {
                    counts.add(correct: isCorrect)
                    guard isCorrect ? !rejectedOnly : !acceptedOnly else { continue }
                    try output.write(SpellingRecord(word: word, correct: isCorrect), text: \.text)
                }
            }
            summary.add(counts)
            return counts.rejected
        }
        summary.invalidLines = outcome.invalidLines.count
        StandardStreams.writeError(summary.description(game: root != nil) + "\n")
        try outcome.exit()
    }
}
