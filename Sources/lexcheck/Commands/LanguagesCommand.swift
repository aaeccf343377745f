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

    /// A dictionary found, with its identity (computed for JSON and CSV only: it reads both files).
    struct Listing: Encodable {
        var language: String
        var source: String
        var affix: String
        var dictionary: String
        var contentHash: String?
        var engine: String?

        static let columns = ["language", "source", "affix", "dictionary", "contentHash", "engine"]

        /// The text line: the .dic file's path, which --dictionary takes as it is (the .aff is beside it).
        var text: String { "\(language)\t\(source)\t\(ControlCharacters.visible(dictionary))\n" }
    }

    func run() throws {
        var output = RecordWriter(format: format)
        try output.header(Listing.columns)
        let engine: DictionaryIdentity.Engine = (engine ?? .standard) == .swift ? .swift : .libhunspell
        for info in DictionaryLocator().availableDictionaries {
            var listing = Listing(language: info.language, source: info.source.rawValue,
                                  affix: info.affixURL.path, dictionary: info.dictionaryURL.path)
            if !output.isText,
               let identity = try? DictionaryIdentity(affixURL: info.affixURL, dictionaryURL: info.dictionaryURL, engine: engine) {
                listing.contentHash = identity.contentHash
                listing.engine = identity.engine.description
            }
            try output.write(listing, text: \.text)
        }
        try output.finish()
    }
}
