import ArgumentParser
import Foundation
import LexiconCheck
import LexiconSupport

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Spellcheck running text.",
        discussion: """
            Prints each misspelled word as FILE:LINE:COLUMN: WORD (columns count characters from 1). \
            --list prints only the words, one per line, in order, like hunspell -l; --list-correct \
            prints the correctly spelled words instead, like hunspell -G. With a Hunspell dictionary, \
            text is split into words exactly as the hunspell tool splits it for that dictionary.
            Example: lexcheck check --guesses letter.txt
            """
    )

    /// What `--list` and `--list-correct` print.
    enum Listing: String, EnumerableFlag {
        case list, listCorrect

        static func help(for value: Listing) -> ArgumentHelp? {
            switch value {
            case .list: "Print only the misspelled words, one per line (like hunspell -l)."
            case .listCorrect: "Print only the correctly spelled words, one per line (like hunspell -G)."
            }
        }
    }

    @Flag var listing: Listing?

    @Flag(help: "Add guesses for each misspelled word; a misspelling that a misplaced space explains (\"th elove\", \"mor e\") is reported as both words, with the respaced text (\"the love\", \"more\") first.")
    var guesses = false

    @Option(help: OutputFormat.help(each: "misspelled word", text: "FILE:LINE:COLUMN: WORD"))
    var format: OutputFormat = .text

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "Files to read; standard input when none or '-'.")
    var files: [String] = []

    func validate() throws {
        if let listing, format != .text {
            throw ValidationError("--\(listing == .list ? "list" : "list-correct") prints plain words; leave out --format \(format.rawValue).")
        }
    }

    struct Finding: Sendable {
        var column: Int
        var word: String
        var utf16Range: NSRange
        var guesses: [String]
        /// Whether the word is spelled correctly (only --list-correct lists those).
        var isCorrect = false
    }

    func run() throws {
        // Running text repeats its words, so the shared verdict cache answers most of them: one
        // Hunspell handle keeps memory low without slowing the check down much.
        let checker = try dictionary.makeChecker(maximumHandles: 1)
        let language = checker.language
        let wantGuesses = guesses
        let (listing, format, guesses) = (self.listing, self.format, self.guesses)
        var output = OutputBuffer()
        var progress = Progress()
        var records = format.jsonLayout.map(JSONRecords.init)
        var misspelled = 0
        var invalidLines = 0
        let unreadable = try InputFiles(files).forEach(writingTo: &output) { source, output in
            try source.forEachBlock { lines, firstLine in
                let findings: [[Finding]?] = concurrentMap(lines.map(\.text)) { text in
                    guard let text else { return nil }
                    if listing == .listCorrect {
                        return checker.tokenizer.words(in: text).map { range in
                            let word = String(text[range])
                            return Finding(column: 0, word: word, utf16Range: NSRange(range, in: text), guesses: [],
                                           isCorrect: checker.isCorrect(word, language: language))
                        }
                    }
                    if wantGuesses && listing == nil {
                        // Whole-text corrections: two words a space splits wrongly are one finding.
                        return checker.corrections(in: text, language: language).map { correction in
                            Finding(column: text.distance(from: text.startIndex, to: correction.range.lowerBound) + 1,
                                    word: correction.text, utf16Range: correction.utf16Range, guesses: correction.guesses)
                        }
                    }
                    return checker.misspelledRanges(in: text, language: language).map { range in
                        Finding(column: text.distance(from: text.startIndex, to: range.lowerBound) + 1,
                                word: String(text[range]), utf16Range: NSRange(range, in: text), guesses: [])
                    }
                }
                for (offset, found) in findings.enumerated() {
                    let lineNumber = firstLine + offset
                    guard let found else {
                        if case .invalid(let reason) = lines[offset] {
                            printError("\(source.name):\(lineNumber): \(reason)")
                        }
                        invalidLines += 1
                        continue
                    }
                    if listing == .listCorrect {
                        for finding in found {
                            if finding.isCorrect { try output.line(finding.word) } else { misspelled += 1 }
                        }
                        continue
                    }
                    misspelled += found.count
                    for finding in found {
                        if records != nil {
                            try records?.write(Self.object(finding, file: source.path, line: lineNumber, guesses: guesses),
                                               to: &output)
                        } else {
                            try output.line(Self.describe(finding, file: source.name, line: lineNumber,
                                                          list: listing == .list, guesses: guesses))
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
        if unreadable { throw Exit.cannotRead }
        if invalidLines > 0 { throw Exit.badInput }
        if misspelled > 0 { throw Exit.rejected }
    }

    /// A finding's text line.
    private static func describe(_ finding: Finding, file: String, line: Int, list: Bool, guesses: Bool) -> String {
        if list { return finding.word }
        let suffix = guesses ? " -> " + (finding.guesses.isEmpty ? "(no guesses)" : finding.guesses.joined(separator: ", ")) : ""
        return "\(file):\(line):\(finding.column): \(finding.word)\(suffix)"
    }

    /// A finding's JSON object.
    private static func object(_ finding: Finding, file: String, line: Int, guesses: Bool) -> String {
        var json = JSONLine()
        json.add("file", file)
        json.add("line", line)
        json.add("column", finding.column)
        json.add("word", finding.word)
        if guesses { json.add("guesses", finding.guesses) }
        return json.text
    }
}
