import ArgumentParser
import LexiconCheck

struct StemCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stem",
        abstract: "Print the stems of words, as hunspell -s does.",
        discussion: "Text: a line WORD STEM per stem (WORD alone when there is none), then a blank line.\nExample: lexcheck stem palettes walked"
    )

    @OptionGroup var input: MorphologyInput

    /// A word's stems, as JSON and CSV give them.
    struct Stems: Encodable {
        var word: String
        var stems: [String]

        static let columns = ["word", "stems"]
    }

    func run() throws {
        try input.run(columns: Stems.columns, { checker, word in Stems(word: word, stems: checker.stems(of: word)) }) { record in
            MorphologyInput.hunspellLines(record.word, record.stems)
        }
    }
}
