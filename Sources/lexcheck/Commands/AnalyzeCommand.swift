import ArgumentParser
import LexiconCheck

struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Print the morphological analyses of words, as hunspell -m does.",
        discussion: "Text: a line WORD ANALYSIS per reading (WORD alone when there is none), then a blank line.\nExample: lexcheck analyze drinks"
    )

    @OptionGroup var input: MorphologyInput

    /// A word's analyses, as JSON and CSV give them: each reading whole and as its fields.
    struct Analyses: Encodable {
        struct Reading: Encodable {
            struct Field: Encodable {
                var kind: String
                var value: String
            }

            var raw: String
            var fields: [Field]
        }

        var word: String
        var analyses: [Reading]

        static let columns = ["word", "analyses"]
    }

    func run() throws {
        try input.run(columns: Analyses.columns, { checker, word in
            let readings = checker.analysis(of: word).map { reading in
                Analyses.Reading(raw: reading.raw, fields: reading.fields.map { .init(kind: $0.kind.code, value: $0.value) })
            }
            return Analyses(word: word, analyses: readings)
        }) { record in
            MorphologyInput.hunspellLines(record.word, record.analyses.map(\.raw))
        }
    }
}
