import ArgumentParser
import Foundation
import LanguageServer
import LexiconCheck

struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a language server on standard input and output, for editors (VS Code, Neovim, Helix, Zed, Kate...).",
        discussion: """
            Speaks the Language Server Protocol: misspelled words as diagnostics in plain text and \
            Markdown (code blocks, code spans and links left out), and in the comments, strings and \
            declared names of source code (Swift's declarations; names cut at camelCase, snake_case \
            and digits); code actions put a guess in the word's place, add the word to the user's \
            or the workspace's dictionary (.lexcheck-words in the workspace folder), or ignore it in \
            the file. Positions count UTF-16 units unless the client offers UTF-8 or UTF-32.
            The options below are the defaults; the client's settings (initialization options or \
            the "lexcheck" section of its configuration: languages, dictionaries, engine, words, \
            userDictionary, workspaceDictionary) override them.
            """
    )

    @Flag(help: "Accepted for clients that pass it: standard input and output are what this server speaks over.")
    var stdio = false

    @OptionGroup var dictionary: DictionaryOptions

    func run() throws {
        // A client that goes away is an error to report, not a signal that kills the server.
        signal(SIGPIPE, SIG_IGN)
        let defaults = dictionary
        let session = LanguageServerSession(serverVersion: Version.current) { settings in
            try Self.makeChecker(settings, defaults: defaults)
        }
        var loop = LanguageServerLoop(session: session)
        try loop.run()
    }

    /// The checker the client's settings describe over the command line's: one dictionary per
    /// language and one for the dictionary files, a word right when any accepts it.
    static func makeChecker(_ settings: ServerSettings, defaults: DictionaryOptions) throws -> any TextChecker {
        var base = defaults
        if let engine = settings.engine { base.engine = EngineArgument(rawValue: engine) }
        if let path = settings.userDictionary { base.personalDictionary = NSString(string: path).expandingTildeInPath }
        let choices = base.each(language: settings.languages, dictionaries: settings.dictionaries, dictionariesTogether: true)
        let checkers = try choices.map { try $0.makeChecker(maximumHandles: 1, keptUntilExit: false) }
        return checkers.count == 1 ? checkers[0] : try CompositeChecker(checkers)
    }
}
