import ArgumentParser
import LexiconCheck

struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Print the morphological analyses of words, as hunspell -m does.",
        discussion: "Text: a line WORD ANALYSIS per reading (WORD alone when there is none), then a blank line.\nExample: lexcheck analyze drinks"
    )

    @OptionGroup var input: MorphologyInput

    func run() throws {
        let invalid = try input.forEachWord { checker, word, output, records in
            let readings = checker.analysis(of: word)
            if records != nil {
                var json = JSONLine()
                json.add("word", word)
                let analyses = readings.map { reading in
                    var object = JSONLine()
                    object.add("raw", reading.raw)
                    let fields = reading.fields.map { field in
                        var pair = JSONLine()
                        pair.add("kind", field.kind.code)
                        pair.add("value", field.value)
                        return pair.text
                    }
                    object.add("fields", raw: "[" + fields.joined(separator: ",") + "]")
                    return object.text
                }
                json.add("analyses", raw: "[" + analyses.joined(separator: ",") + "]")
                try records?.write(json.text, to: &output)
            } else {
                try MorphologyInput.writeHunspellLines(word, readings.map(\.raw), into: &output)
            }
        }
        if invalid > 0 { throw Exit.badInput }
    }
}
