import ArgumentParser
import Foundation
import LexiconCheck
import LexiconSupport

struct SuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Print guesses for words: WORD: guess1, guess2, ... (WORD: correct for a correct word).",
        discussion: "Reads words from standard input, one per line, when none are given.\nExample: lexcheck suggest recieve wrold"
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(help: "With a Hunspell dictionary, where guesses come from: merged (the ranked word list's and Hunspell's), ranked-list (the list's that Hunspell accepts: fastest) or hunspell (Hunspell's own).")
    var guesses: GuessSourceArgument = .merged

    @Option(help: OutputFormat.help(each: "word", text: "WORD: guess1, guess2, ..."))
    var format: OutputFormat = .text

    @Argument(help: "The words; standard input when none.")
    var words: [String] = []

    /// A word and its guesses, as JSON and CSV give them (none for a correct word).
    struct Guesses: Encodable {
        var word: String
        var correct: Bool
        var guesses: [String]

        static let columns = ["word", "correct", "guesses"]

        /// The text line: `WORD: correct`, `WORD: guess1, guess2` or `WORD: (no guesses)`.
        var text: String {
            let answer = correct ? "correct" : guesses.isEmpty ? "(no guesses)" : guesses.joined(separator: ", ")
            return "\(word): \(answer)\n"
        }
    }

    func run() throws {
        let checker = try dictionary.makeChecker(guessSource: guesses)
        let language = checker.language
        var output = RecordWriter(format: format)
        try output.header(Guesses.columns)
        /// Writes each word's guesses; returns how many words were misspelled.
        func suggest(_ words: [String], to output: inout RecordWriter) throws -> Int {
            let records = concurrentMap(words) { word in
                guard !checker.isCorrect(word, language: language) else { return Guesses(word: word, correct: true, guesses: []) }
                let range = NSRange(location: 0, length: word.utf16.count)
                return Guesses(word: word, correct: false, guesses: checker.guesses(forWordRange: range, in: word, language: language) ?? [])
            }
            for record in records { try output.write(record, text: \.text) }
            return records.count { !$0.correct }
        }
        guard words.isEmpty else {
            let misspelled = try suggest(words, to: &output)
            try output.finish()
            if misspelled > 0 { throw Exit.rejected }
            return
        }
        // Small blocks: each answer comes soon after its line.
        try LineDriver(files: [], blockSize: 256, showsProgress: false).run(into: &output) { block, output in
            try suggest(block.words, to: &output)
        }.exit()
    }
}
