import ArgumentParser
import Foundation
import LexiconCheck

struct LanguagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the dictionaries found: LANGUAGE<TAB>SOURCE<TAB>PATH of the .dic file.",
        discussion: """
            Sources: environment (DICPATH), user, system, bundled. As JSON, each dictionary also has its \
            identity: contentHash (a hash of both files) and engine (what reads them); two checkers with \
            the same identity give the same answers.
            Example: lexcheck languages --format json
            """
    )

    @Option(help: OutputFormat.help(each: "dictionary", text: "LANGUAGE<TAB>SOURCE<TAB>PATH"))
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("The engine named in each dictionary's identity (JSON): hunspell or swift. Default: the one lexcheck opens dictionaries with.", valueName: "engine"))
    var engine: EngineArgument?

    func run() throws {
        var output = OutputBuffer()
        var records = format.jsonLayout.map(JSONRecords.init)
        for info in DictionaryLocator().availableDictionaries {
            if records != nil {
                var json = JSONLine()
                json.add("language", info.language)
                json.add("source", info.source.rawValue)
                json.add("affix", info.affixURL.path)
                json.add("dictionary", info.dictionaryURL.path)
                let engine: DictionaryIdentity.Engine = (engine ?? .standard) == .swift ? .swift : .libhunspell
                if let identity = try? DictionaryIdentity(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL, engine: engine) {
                    json.add("contentHash", identity.contentHash)
                    json.add("engine", identity.engine.description)
                }
                try records?.write(json.text, to: &output)
            } else {
                // The .dic file's path, which --dictionary takes as it is (the .aff is beside it).
                try output.line("\(info.language)\t\(info.source)\t\(ControlCharacters.visible(info.dictionaryURL.path))")
            }
        }
        try records?.finish(&output)
        try output.flush()
    }
}
