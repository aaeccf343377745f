import ArgumentParser
import LexiconCheck

struct StemCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stem",
        abstract: "Print the stems of words, as hunspell -s does.",
        discussion: "Text: a line WORD STEM per stem (WORD alone when there is none), then a blank line.\nExample: lexcheck stem palettes walked"
    )

    @OptionGroup var input: MorphologyInput

    func run() throws {
        let invalid = try input.forEachWord { checker, word, output, records in
            let stems = checker.stems(of: word)
            if records != nil {
                var json = JSONLine()
                json.add("word", word)
                json.add("stems", stems)
                try records?.write(json.text, to: &output)
            } else {
                try MorphologyInput.writeHunspellLines(word, stems, into: &output)
            }
        }
        if invalid > 0 { throw Exit.badInput }
    }
}
