import ArgumentParser
import Foundation
import LexiconCheck

/// What `stem` and `analyze` share: the words (arguments, or the words of standard input's
/// lines, split as `check` splits them) and a checker that knows morphology.
struct MorphologyInput: ParsableArguments {
    @Option(help: OutputFormat.help(each: "word", text: "as hunspell -s / -m prints"))
    var format: OutputFormat = .text

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "The words; the words of standard input's lines when none are given.")
    var words: [String] = []

    /// Writes `record(checker, word)` for each word in order, as `text` renders it in text
    /// (``hunspellLines(_:_:)``), as JSON, or as CSV under `columns`; ends with exit code 65
    /// when a line of standard input was invalid.
    func run<Record: Encodable>(columns: [String], _ record: (any MorphologicalChecker, String) -> Record,
                                text: (Record) -> String) throws {
        guard let checker = try dictionary.makeChecker().morphology else {
            throw ValidationError("stems and analyses need a Hunspell dictionary (--dictionary or --language), not --wordlist.")
        }
        var output = RecordWriter(format: format)
        try output.header(columns)
        guard words.isEmpty else {
            for word in words { try output.write(record(checker, word), text: text) }
            try output.finish()
            return
        }
        // The dictionary's own tokenizer: the words `hunspell -s` and `-m` take (numbers too
        // where digits are word characters). Small blocks: each answer comes soon after its line.
        let tokenizer = checker.tokenizer
        try LineDriver(files: [], blockSize: 256, showsProgress: false).run(into: &output) { block, output in
            for (_, line) in block.validLines {
                for range in tokenizer.words(in: line) {
                    try output.write(record(checker, String(line[range])), text: text)
                }
            }
            return 0
        }.exit()
    }

    /// The lines hunspell -s and -m print for a word: `WORD RESULT` per result, `WORD` alone
    /// when there is none, then a blank line.
    static func hunspellLines(_ word: String, _ results: [String]) -> String {
        (results.isEmpty ? word + "\n" : results.map { "\(word) \($0)\n" }.joined()) + "\n"
    }
}
