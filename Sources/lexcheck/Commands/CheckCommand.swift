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
        var guesses: [String]
        /// Whether the word is spelled correctly (only --list-correct lists those).
        var isCorrect = false
    }

    /// A misspelled word as JSON and CSV give it (`--guesses` adds its guesses).
    struct Misspelling: Encodable {
        var file: String
        var line: Int
        var column: Int
        var word: String
        var guesses: [String]?

        /// The CSV header, with the guesses' column only when they are asked for.
        static func columns(guesses: Bool) -> [String] {
            ["file", "line", "column", "word"] + (guesses ? ["guesses"] : [])
        }
    }

    func run() throws {
        // Running text repeats its words, so the shared verdict cache answers most of them: one
        // Hunspell handle keeps memory low without slowing the check down much.
        let checker = try dictionary.makeChecker(maximumHandles: 1)
        let language = checker.language
        let (listing, wantGuesses) = (self.listing, self.guesses)
        var output = RecordWriter(format: format)
        try output.header(Misspelling.columns(guesses: wantGuesses))
        try LineDriver(files: files).run(into: &output) { block, output in
            let findings: [[Finding]?] = concurrentMap(block.texts) { text in
                guard let text else { return nil }
                if listing == .listCorrect {
                    return checker.tokenizer.words(in: text).map { range in
                        let word = String(text[range])
                        return Finding(column: 0, word: word, guesses: [],
                                       isCorrect: checker.isCorrect(word, language: language))
                    }
                }
                if wantGuesses && listing == nil {
                    // Whole-text corrections: two words a space splits wrongly are one finding.
                    return checker.corrections(in: text, language: language).map { correction in
                        Finding(column: text.distance(from: text.startIndex, to: correction.range.lowerBound) + 1,
                                word: correction.text, guesses: correction.guesses)
                    }
                }
                return checker.misspelledRanges(in: text, language: language).map { range in
                    Finding(column: text.distance(from: text.startIndex, to: range.lowerBound) + 1,
                            word: String(text[range]), guesses: [])
                }
            }
            var misspelled = 0
            for (offset, found) in findings.enumerated() {
                guard let found else { continue }
                switch listing {
                case .listCorrect:
                    for finding in found {
                        if finding.isCorrect { try output.line(finding.word) } else { misspelled += 1 }
                    }
                case .list:
                    misspelled += found.count
                    for finding in found { try output.line(finding.word) }
                case nil:
                    misspelled += found.count
                    for finding in found {
                        let record = Misspelling(file: block.source.path, line: block.firstLine + offset, column: finding.column,
                                                 word: finding.word, guesses: wantGuesses ? finding.guesses : nil)
                        try output.write(record) { Self.describe($0, file: block.source.name) }
                    }
                }
            }
            return misspelled
        }.exit()
    }

    /// A misspelling's text line: `FILE:LINE:COLUMN: WORD`, with ` -> GUESSES` for --guesses.
    private static func describe(_ misspelling: Misspelling, file: String) -> String {
        let suffix = misspelling.guesses.map { " -> " + ($0.isEmpty ? "(no guesses)" : $0.joined(separator: ", ")) } ?? ""
        return "\(file):\(misspelling.line):\(misspelling.column): \(misspelling.word)\(suffix)\n"
    }
}
