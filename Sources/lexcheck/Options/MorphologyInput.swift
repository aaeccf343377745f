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

    /// Calls `body` with the checker and each word in order, and the output to write to: JSON
    /// objects through the records (set for json and jsonl), text straight to the buffer. Returns
    /// how many input lines were invalid.
    func forEachWord(_ body: (any MorphologicalChecker, String, inout OutputBuffer, inout JSONRecords?) throws -> Void) throws -> Int {
        guard let checker = try dictionary.makeChecker().morphology else {
            throw ValidationError("stems and analyses need a Hunspell dictionary (--dictionary or --language), not --wordlist.")
        }
        var output = OutputBuffer()
        var records = format.jsonLayout.map(JSONRecords.init)
        var invalid = 0
        if words.isEmpty {
            // The dictionary's own tokenizer: the words `hunspell -s` and `-m` take (numbers too
            // where digits are word characters).
            let tokenizer = checker.tokenizer
            let source = LineSource(standardInput: ())
            try source.forEachBlock(blockSize: 256) { lines, firstLine in
                for (offset, line) in lines.enumerated() {
                    switch line {
                    case .text(let text):
                        for range in tokenizer.words(in: text) { try body(checker, String(text[range]), &output, &records) }
                    case .invalid(let reason):
                        try output.flush()
                        printError("\(source.name):\(firstLine + offset): \(reason)")
                        invalid += 1
                    }
                }
                return true
            }
        } else {
            for word in words { try body(checker, word, &output, &records) }
        }
        try records?.finish(&output)
        try output.flush()
        return invalid
    }

    /// The lines hunspell -s and -m print for a word: `WORD RESULT` per result, `WORD` alone
    /// when there is none, then a blank line.
    static func writeHunspellLines(_ word: String, _ results: [String], into output: inout OutputBuffer) throws(OutputError) {
        for result in results { try output.line("\(word) \(result)") }
        if results.isEmpty { try output.line(word) }
        try output.line("")
    }
}
