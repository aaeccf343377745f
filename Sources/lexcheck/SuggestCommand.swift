import ArgumentParser
import Foundation
import LexiconCheck

struct SuggestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Print guesses for words: WORD: guess1, guess2, ...",
        discussion: "Reads words from standard input, one per line, when none are given.\nExample: lexcheck suggest recieve wrold"
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(help: "With a Hunspell dictionary, where guesses come from: merged (the ranked word list's and Hunspell's), ranked (the list's that Hunspell accepts: fastest) or hunspell (Hunspell's own).")
    var guesses: GuessSourceArgument = .merged

    @Argument(help: "The words; standard input when none.")
    var words: [String] = []

    func run() throws {
        let checker: any TextChecker
        do { checker = try dictionary.makeChecker(guessSource: guesses.source) } catch { throw failure(error) }
        let language = dictionary.effectiveLanguage
        var output = OutputBuffer()
        var invalid = 0
        func suggest(_ words: [String]) {
            let guesses = concurrentMap(words) { word in
                checker.guesses(forWordRange: NSRange(location: 0, length: word.utf16.count), in: word, language: language) ?? []
            }
            for (word, guesses) in zip(words, guesses) {
                output.line("\(word): " + (guesses.isEmpty ? "(no guesses)" : guesses.joined(separator: ", ")))
            }
        }
        if words.isEmpty {
            let source = LineSource(standardInput: ())
            try source.forEachBlock(blockSize: 256) { lines, firstLine in
                var batch: [String] = []
                for (offset, line) in lines.enumerated() {
                    switch line {
                    case .text(let text):
                        let word = text.trimmingCharacters(in: .whitespaces)
                        if !word.isEmpty { batch.append(word) }
                    case .invalid(let reason):
                        printError("\(source.name):\(firstLine + offset): \(reason)")
                        invalid += 1
                    }
                }
                suggest(batch)
                return true
            }
        } else {
            suggest(words)
        }
        output.flush()
        if invalid > 0 { throw Exit.badInput }
    }
}

/// `--guesses`: the CLI's names for ``HunspellChecker/GuessSource``.
enum GuessSourceArgument: String, ExpressibleByArgument, CaseIterable {
    case merged, ranked, hunspell

    var source: HunspellChecker.GuessSource {
        switch self {
        case .merged: .merged
        case .ranked: .rankedList
        case .hunspell: .hunspell
        }
    }
}

struct CompleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complete",
        abstract: "Print the words that complete a prefix, one per line.",
        discussion: "Example: lexcheck complete --limit 5 lighth"
    )

    @Option(help: "Print at most this many completions.")
    var limit: Int?

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "The beginning of a word.")
    var prefix: String

    func run() throws {
        let checker: any TextChecker
        do { checker = try dictionary.makeChecker() } catch { throw failure(error) }
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: prefix.utf16.count),
                                              in: prefix, language: dictionary.effectiveLanguage) ?? []
        var output = OutputBuffer()
        for completion in completions.prefix(limit ?? .max) { output.line(completion) }
        output.flush()
        if completions.isEmpty { throw Exit.rejected }
    }
}
