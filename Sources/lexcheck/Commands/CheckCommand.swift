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
            --list prints only the words, one per line, in order, like hunspell -l.
            Example: lexcheck check --guesses letter.txt
            """
    )

    @Flag(help: "Print only the misspelled words, one per line.")
    var list = false

    @Flag(help: "Add guesses for each misspelled word.")
    var guesses = false

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "Files to read; standard input when none or '-'.")
    var files: [String] = []

    func validate() throws {
        if list && format == .json { throw ValidationError("--list prints plain words; leave out --format json.") }
    }

    struct Finding: Sendable {
        var column: Int
        var word: String
        var utf16Range: NSRange
        var guesses: [String]
    }

    func run() throws {
        // Running text repeats its words, so the shared verdict cache answers most of them: one
        // Hunspell handle keeps memory low without slowing the check down much.
        let checker = try dictionary.makeChecker(maximumHandles: 1)
        let language = checker.language
        let wantGuesses = guesses
        let (list, format, guesses) = (self.list, self.format, self.guesses)
        var output = OutputBuffer()
        var progress = Progress()
        var misspelled = 0
        var invalidLines = 0
        let unreadable = try InputFiles(files).forEach(writingTo: &output) { source, output in
            try source.forEachBlock { lines, firstLine in
                let findings: [[Finding]?] = concurrentMap(lines.map(\.text)) { text in
                    guard let text else { return nil }
                    return checker.misspelledRanges(in: text, language: language).map { range in
                        let nsRange = NSRange(range, in: text)
                        return Finding(column: text.distance(from: text.startIndex, to: range.lowerBound) + 1,
                                       word: String(text[range]), utf16Range: nsRange,
                                       guesses: wantGuesses ? checker.guesses(forWordRange: nsRange, in: text, language: language) ?? [] : [])
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
                    misspelled += found.count
                    for finding in found {
                        try output.line(Self.describe(finding, file: source.name, line: lineNumber,
                                                  list: list, format: format, guesses: guesses))
                    }
                }
                progress.update(lines: firstLine + lines.count - 1)
                return true
            }
        }
        try output.flush()
        progress.finish()
        if unreadable { throw Exit.cannotRead }
        if invalidLines > 0 { throw Exit.badInput }
        if misspelled > 0 { throw Exit.rejected }
    }

    private static func describe(_ finding: Finding, file: String, line: Int, list: Bool, format: OutputFormat,
                                 guesses: Bool) -> String {
        if list { return finding.word }
        switch format {
        case .json:
            var json = JSONLine()
            json.add("file", file)
            json.add("line", line)
            json.add("column", finding.column)
            json.add("word", finding.word)
            if guesses { json.add("guesses", finding.guesses) }
            return json.text
        case .text:
            let suffix = guesses ? " -> " + (finding.guesses.isEmpty ? "(no guesses)" : finding.guesses.joined(separator: ", ")) : ""
            return "\(file):\(line):\(finding.column): \(finding.word)\(suffix)"
        }
    }
}
