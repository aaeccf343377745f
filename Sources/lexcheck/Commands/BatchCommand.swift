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
    var format: TableFormat = .text

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
        var output = OutputBuffer()
        var progress = Progress()
        if format == .csv {
            try output.line(root == nil ? "word,correct" : VerdictWriter.csvHeader)
        }
        // Set for json and jsonl: every line's object goes through it.
        var records = format.jsonLayout.map(JSONRecords.init)
        let unreadable = try InputFiles(files).forEach(writingTo: &output) { source, output in
            try source.forEachBlock { lines, firstLine in
                var candidates: [String] = []
                var candidateLines: [Int] = []
                for (offset, line) in lines.enumerated() {
                    switch line {
                    case .text(let text):
                        // Blank lines are skipped in both modes; words are shown without the
                        // spaces around them.
                        let word = String(text.trimmingWhitespace())
                        if word.isEmpty { continue }
                        candidates.append(word)
                        candidateLines.append(firstLine + offset)
                    case .invalid(let reason):
                        printError("\(source.name):\(firstLine + offset): \(reason)")
                        summary.invalidLines += 1
                    }
                }
                if let root {
                    let verdicts = rules.judgeInOrder(candidates, root: root, usedWords: &usedWords)
                    // Each worker writes and counts its share of the lines; the shares go out in order.
                    let candidates = candidates
                    let shares = concurrentMap(Array(stride(from: 0, to: candidates.count, by: 512)), chunkSize: 1) { start in
                        var share = ByteWriter()
                        var counts = BatchSummary()
                        var writer = VerdictWriter(format: format)
                        for index in start..<min(start + 512, candidates.count) {
                            let verdict = verdicts[index]
                            counts.add(verdict)
                            guard verdict.isAccepted ? !rejectedOnly : !acceptedOnly else { continue }
                            writer.write(candidates[index], verdict, into: &share)
                        }
                        return (share.bytes, counts)
                    }
                    for (bytes, counts) in shares {
                        if records != nil {
                            try records?.write(objects: bytes, to: &output)
                        } else {
                            try output.write(bytes: bytes)
                        }
                        summary.add(counts)
                    }
                } else {
                    let language = checker.language
                    let correct = concurrentMap(candidates) { checker.isCorrect($0, language: language) }
                    for (word, isCorrect) in zip(candidates, correct) {
                        summary.add(correct: isCorrect)
                        guard isCorrect ? !rejectedOnly : !acceptedOnly else { continue }
                        if records != nil {
                            try records?.write(SpellingJSON.object(word, correct: isCorrect), to: &output)
                        } else {
                            try output.line(Self.formatCheck(word, isCorrect, csv: format == .csv))
                        }
                    }
                }
                progress.update(lines: firstLine + lines.count - 1)
                return true
            }
        }
        try records?.finish(&output)
        try output.flush()
        progress.finish()
        StandardStreams.writeError(summary.description(game: root != nil) + "\n")
        if unreadable { throw Exit.cannotRead }
        if summary.invalidLines > 0 { throw Exit.badInput }
        if summary.rejected > 0 { throw Exit.rejected }
    }

    /// A word's line in text or CSV (JSON objects go through ``JSONRecords``).
    static func formatCheck(_ word: String, _ correct: Bool, csv: Bool) -> String {
        csv ? "\(csvField(word)),\(correct)" : "\(word): \(correct ? "correct" : "misspelled")"
    }
}
