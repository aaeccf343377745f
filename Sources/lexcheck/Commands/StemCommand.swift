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
        let format = input.format
        let invalid = try input.forEachWord { checker, word, output in
            let stems = checker.stems(of: word)
            switch format {
            case .text:
                try MorphologyInput.writeHunspellLines(word, stems, into: &output)
            case .json:
                var json = JSONLine()
                json.add("word", word)
                json.add("stems", stems)
                try output.line(json.text)
            }
        }
        if invalid > 0 { throw Exit.badInput }
    }
}
