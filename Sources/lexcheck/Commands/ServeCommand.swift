import ArgumentParser
import Foundation
import LanguageToolProtocol
import LexiconCheck

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve LanguageTool's HTTP API for spelling (POST /v2/check, GET /v2/languages) and a health check.",
        discussion: """
            Clients of LanguageTool servers (browser extensions, LibreOffice, Obsidian, \
            language_tool_python...) pointed at http://HOST:PORT get each misspelled word as a \
            match (offsets in UTF-16 units, rule.issueType "misspelling", up to five replacements). \
            GET /health answers {"status":"ok"}. Requests change nothing on the server. A request \
            over --max-request-bytes is refused (413), a malformed one answered 400 with the reason; \
            SIGTERM or SIGINT stops the server once the requests in flight are answered.
            """
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port, printed when listening).")
    var port = 8081

    @Option(name: .customLong("language"), help: ArgumentHelp(
        "A language to serve (en_US, de_DE...); repeat it for several. Default: en_US.", valueName: "language"))
    var languages: [String] = []

    @Option(name: .customLong("dictionary"), help: ArgumentHelp(
        "A Hunspell dictionary to serve, by its .aff or .dic path; may be repeated.", valueName: "path"))
    var dictionaries: [String] = []

    @Option(help: ArgumentHelp("What reads the dictionaries: hunspell or swift (as for every command).", valueName: "engine"))
    var engine: EngineArgument?

    @Option(help: "The largest request body accepted, in bytes.")
    var maxRequestBytes = 1 << 20

    @Option(help: "Seconds a connection may stay idle (a slow client's too) before it is closed.")
    var idleTimeout = 30

    @Option(help: "What the log (on standard error) shows.")
    var logLevel: LogLevelArgument = .info

    @Flag(help: "Open the dictionaries, report any problem, and exit without serving (as nginx -t does).")
    var testConfig = false

    func validate() throws {
        guard (1...65_535).contains(port) || port == 0 else { throw ValidationError("--port must be 0 to 65535.") }
        guard maxRequestBytes > 0 else { throw ValidationError("--max-request-bytes must be positive.") }
        guard idleTimeout > 0 else { throw ValidationError("--idle-timeout must be positive.") }
    }

    func run() throws {
        #if LEXCHECK_SERVER
        let service = SpellingService(served: try servedLanguages(), version: Version.current)
        if testConfig {
            StandardStreams.writeError("lexcheck serve: the configuration is fine: " +
                                       service.languages.map(\.longCode).joined(separator: ", ") + "\n")
            return
        }
        try SpellingServer(service: service, host: host, port: port, maxRequestBytes: maxRequestBytes,
                           idleTimeout: idleTimeout, logLevel: logLevel.rawValue).runUntilStopped()
        #else
        throw ValidationError("this lexcheck was built without the Server trait: serve is not in it.")
        #endif
    }

    /// One checker per language asked for, and one for the dictionary files; no personal
    /// dictionary (what a server accepts is the dictionaries').
    private func servedLanguages() throws -> [SpellingService.Served] {
        var base = try DictionaryOptions.parse([])
        base.engine = engine
        return try base.each(language: languages, dictionaries: dictionaries, dictionariesTogether: false).map { options in
            let checker = try options.makeChecker(maximumHandles: ProcessInfo.processInfo.activeProcessorCount,
                                                  learnedWords: .onlyWhenGiven)
            return SpellingService.Served(checker: checker)
        }
    }
}
