import ArgumentParser
import Foundation
import LanguageToolProtocol
import LexiconCheck

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve LanguageTool's HTTP API for spelling (POST /v2/check, GET /v2/languages), lexcheck's game JSON, and a health check.",
        discussion: """
            Clients of LanguageTool servers (browser extensions, LibreOffice, Obsidian, \
            language_tool_python...) pointed at http://HOST:PORT get each misspelled word as a \
            match (offsets in UTF-16 units, rule.issueType "misspelling", up to five replacements). \
            /v1/games/judge (root, words, used), /v1/games/solve (root) and /v1/words/check (words; \
            one word per line) answer the JSON of lexcheck word, solve and batch with --format json; \
            each takes language, and the game ones minLength and scoring. \
            GET /health answers {"status":"ok"}. Requests change nothing on the server, except \
            POST /v1/words/learn and /v1/words/unlearn (words) when --token-file and \
            --personal-dictionary are given, with the header Authorization: Bearer TOKEN. A request \
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

    @OptionGroup var game: GameOptions

    @Option(help: ArgumentHelp(
        "A personal dictionary every served language reads; with --token-file, requests may change it.",
        valueName: "file"))
    var personalDictionary: String?

    @Option(help: ArgumentHelp("""
        A file holding a token (at least \(DictionaryChanges.shortestToken) characters; for example \
        `openssl rand -hex 32`): requests that bring it (Authorization: Bearer TOKEN) may learn and \
        unlearn words in --personal-dictionary. Without it, no request changes anything.
        """, valueName: "file"))
    var tokenFile: String?

    @Option(help: "The largest request body accepted, in bytes.")
    var maxRequestBytes = 1 << 20

    @Option(help: "Seconds a connection may stay idle (a slow client's too) before it is closed.")
    var idleTimeout = 30

    @Option(help: """
        Seconds a check may spend finding replacements; past it, the rest of its matches come \
        without them (those already known aside) and the answer says incompleteResults.
        """)
    var checkDeadline = 5.0

    @Option(help: "What the log (on standard error) shows.")
    var logLevel: LogLevelArgument = .info

    @Flag(help: "Open the dictionaries, report any problem, and exit without serving (as nginx -t does).")
    var testConfig = false

    func validate() throws {
        guard (1...65_535).contains(port) || port == 0 else { throw ValidationError("--port must be 0 to 65535.") }
        guard maxRequestBytes > 0 else { throw ValidationError("--max-request-bytes must be positive.") }
        guard idleTimeout > 0 else { throw ValidationError("--idle-timeout must be positive.") }
        guard checkDeadline > 0, checkDeadline <= 86_400 else {
            throw ValidationError("--check-deadline must be positive and at most a day (86400).")
        }
        if tokenFile != nil, personalDictionary == nil {
            throw ValidationError("--token-file lets requests change --personal-dictionary: give that too.")
        }
    }

    func run() throws {
        #if LEXCHECK_SERVER
        let spelling = SpellingService(served: try servedLanguages(), version: Version.current)
        let games = try GameService(spelling: spelling, game: game,
                                    threads: ProcessInfo.processInfo.activeProcessorCount)
        let changes = DictionaryChanges(spelling: spelling, token: try token())
        if testConfig {
            StandardStreams.writeError("lexcheck serve: the configuration is fine: " +
                                       spelling.languages.map(\.longCode).joined(separator: ", ") + "\n")
            return
        }
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            throw ValidationError("lexcheck serve needs macOS 15 or later.")
        }
        try HTTPServer(spelling: spelling, games: games, changes: changes, host: host, port: port,
                       maxRequestBytes: maxRequestBytes, idleTimeout: idleTimeout,
                       checkDeadline: .seconds(checkDeadline),
                       logLevel: logLevel.rawValue).runUntilStopped()
        #else
        throw ValidationError("this lexcheck was built without the Server trait: serve is not in it.")
        #endif
    }

    /// The token in --token-file, `nil` without one.
    private func token() throws -> [UInt8]? {
        guard let tokenFile else { return nil }
        let text = String(decoding: try readFile(at: URL(filePath: tokenFile), atMost: 4_096, kind: "token file"), as: UTF8.self)
        let token = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        guard token.count >= DictionaryChanges.shortestToken else {
            throw ValidationError("the token in \(tokenFile) has \(token.count) characters; give at least "
                                  + "\(DictionaryChanges.shortestToken) (openssl rand -hex 32 > \(tokenFile)).")
        }
        return token
    }

    /// One checker per language asked for, and one for the dictionary files; the personal
    /// dictionary only when --personal-dictionary names one (what a server accepts is the
    /// dictionaries').
    private func servedLanguages() throws -> [SpellingService.Served] {
        var base = try DictionaryOptions.parse([])
        base.engine = engine
        base.personalDictionary = personalDictionary
        return try base.each(language: languages, dictionaries: dictionaries, dictionariesTogether: false).map { options in
            let checker = try options.makeChecker(maximumHandles: ProcessInfo.processInfo.activeProcessorCount,
                                                  learnedWords: .onlyWhenGiven)
            return SpellingService.Served(checker: checker)
        }
    }
}
