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

    @Argument(help: "The words; standard input when none.")
    var words: [String] = []

    func run() throws {
        let checker = try dictionary.makeChecker(guessSource: guesses)
        let language = checker.language
        var output = OutputBuffer()
        var invalid = 0
        var misspelled = 0
        func suggest(_ words: [String]) throws {
            // nil for a correct word, else its guesses.
            let guesses = concurrentMap(words) { word -> [String]? in
                guard !checker.isCorrect(word, language: language) else { return nil }
                return checker.guesses(forWordRange: NSRange(location: 0, length: word.utf16.count), in: word, language: language) ?? []
            }
            for (word, guesses) in zip(words, guesses) {
                guard let guesses else {
                    try output.line("\(word): correct")
                    continue
                }
                misspelled += 1
                try output.line("\(word): " + (guesses.isEmpty ? "(no guesses)" : guesses.joined(separator: ", ")))
            }
        }
        if words.isEmpty {
            let source = LineSource(standardInput: ())
            try source.forEachBlock(blockSize: 256) { lines, firstLine in
                var batch: [String] = []
                for (offset, line) in lines.enumerated() {
                    switch line {
                    case .text(let text):
                        let word = String(text.trimmingWhitespace())
                        if !word.isEmpty { batch.append(word) }
                    case .invalid(let reason):
                        printError("\(source.name):\(firstLine + offset): \(reason)")
                        invalid += 1
                    }
                }
                try suggest(batch)
                return true
            }
        } else {
            try suggest(words)
        }
        try output.flush()
        if invalid > 0 { throw Exit.badInput }
        if misspelled > 0 { throw Exit.rejected }
    }
}
