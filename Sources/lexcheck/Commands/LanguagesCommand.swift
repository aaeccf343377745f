import ArgumentParser
import Foundation
import LexiconCheck

struct LanguagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the dictionaries found: LANGUAGE<TAB>SOURCE<TAB>PATH of the .dic file.",
        discussion: "Sources: environment (DICPATH), user, system, bundled.\nExample: lexcheck languages"
    )

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        var output = OutputBuffer()
        for info in DictionaryLocator().availableDictionaries {
            switch format {
            case .json:
                var json = JSONLine()
                json.add("language", info.language)
                json.add("source", info.source.rawValue)
                json.add("affix", info.affixURL.path)
                json.add("dictionary", info.dictionaryURL.path)
                try output.line(json.text)
            case .text:
                // The .dic file's path, which --dictionary takes as it is (the .aff is beside it).
                try output.line("\(info.language)\t\(info.source)\t\(ControlCharacters.visible(info.dictionaryURL.path))")
            }
        }
        try output.flush()
    }
}
