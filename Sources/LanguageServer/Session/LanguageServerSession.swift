import Foundation
import LexiconCheck

/// One client's conversation with the language server: each incoming message gives the
/// messages to send back (responses, diagnostics, requests of the server's). No input or output
/// here: the CLI's `lsp` command reads the frames and writes the answers.
///
/// Diagnostics are the misspelled words of each open document, published after every change;
/// code actions offer the checker's guesses, adding the word to the user's or the workspace's
/// dictionary, and ignoring it in the document.
package struct LanguageServerSession {
    /// Makes the checker that settings describe; its errors are shown to the user.
    package typealias CheckerFactory = (ServerSettings) throws -> any TextChecker

    private let makeChecker: CheckerFactory
    private let serverVersion: String
    /// How many guesses a misspelled word's code actions offer.
    package static let maximumGuesses = 5

    private enum Phase { case starting, running, shutDown }
    private var phase = Phase.starting
    /// The exit code once the client sent `exit`: 0 after `shutdown`, else 1.
    package private(set) var exitCode: Int32?
    /// Whether the client asked the server to shut down (it then only waits for `exit`).
    package var hasShutDown: Bool { phase == .shutDown }

    private(set) var encoding = PositionEncoding.utf16
    private var settings = ServerSettings()
    private var initializationOptions: JSONValue?
    private var clientPullsConfiguration = false
    private var clientTakesCodeActionLiterals = false
    private var workspaceFolder: URL?
    private var judge: WordJudge?
    private var workspaceDictionary: PersonalDictionary?

    private struct OpenDocument {
        var document: TextDocument
        var spelling: DocumentSpelling
        var ignored: Set<String> = []
        var misspellings: [Misspelling] = []
    }
    private var documents: [String: OpenDocument] = [:]

    private var nextRequestID = 1
    private var configurationRequests: Set<RequestID> = []

    /// Whether the workspace's dictionary file is read and written (a session fed made-up
    /// input, as the fuzzer's, must not write files where a URI points).
    private let usesWorkspaceFiles: Bool

    package init(serverVersion: String, usesWorkspaceFiles: Bool = true, makeChecker: @escaping CheckerFactory) {
        self.serverVersion = serverVersion
        self.usesWorkspaceFiles = usesWorkspaceFiles
        self.makeChecker = makeChecker
    }

    // MARK: Messages

    /// What to send in answer to one message's body.
    package mutating func handle(_ body: Data) -> [OutgoingMessage] {
        let message: IncomingMessage
        do {
            message = try JSONDecoder().decode(IncomingMessage.self, from: body)
        } catch {
            return [.error(id: nil, ResponseError(code: ResponseError.parseError,
                                                   message: "not a JSON-RPC message: \(Self.describe(error))"))]
        }
        guard let method = message.method else {
            if let id = message.id { return handleResponse(id: id, result: message.result) }
            return [.error(id: nil, ResponseError(code: ResponseError.invalidRequest,
                                                   message: "a message with neither a method nor an id"))]
        }
        if let id = message.id {
            do {
                return try handleRequest(method, id: id, body: body)
            } catch let error as ResponseError {
                return [.error(id: id, error)]
            } catch {
                return [.error(id: id, ResponseError(code: ResponseError.invalidParams,
                                                      message: "\(method): invalid params: \(Self.describe(error))"))]
            }
        }
        do {
            return try handleNotification(method, body: body)
        } catch {
            return [logMessage("\(method): invalid params: \(Self.describe(error))", type: 1)]
        }
    }

    private mutating func handleRequest(_ method: String, id: RequestID, body: Data) throws -> [OutgoingMessage] {
        switch phase {
        case .starting where method != "initialize":
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "\(method) before initialize")
        case .running where method == "initialize":
            throw ResponseError(code: ResponseError.invalidRequest, message: "initialize was already received")
        case .shutDown:
            throw ResponseError(code: ResponseError.invalidRequest, message: "\(method) after shutdown")
        default: break
        }
        switch method {
        case "initialize":
            return initialize(try params(InitializeParams.self, body), id: id)
        case "shutdown":
            phase = .shutDown
            return [.response(id: id, result: JSONValue.null)]
        case "textDocument/codeAction":
            return [.response(id: id, result: codeActions(try params(CodeActionParams.self, body)))]
        case "workspace/executeCommand":
            return try executeCommand(try params(ExecuteCommandParams.self, body), id: id)
        default:
            throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method \(method)")
        }
    }

    private mutating func handleNotification(_ method: String, body: Data) throws -> [OutgoingMessage] {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return []
        }
        guard phase == .running else { return [] }
        switch method {
        case "initialized":
            return pullConfiguration()
        case "textDocument/didOpen":
            let item = try params(DidOpenTextDocumentParams.self, body).textDocument
            let document = TextDocument(uri: item.uri, languageID: item.languageId, version: item.version, text: item.text)
            documents[item.uri] = OpenDocument(document: document,
                                               spelling: DocumentSpelling(kind: DocumentKind(languageID: item.languageId), encoding: encoding))
            return publish(item.uri)
        case "textDocument/didChange":
            let change = try params(DidChangeTextDocumentParams.self, body)
            let uri = change.textDocument.uri
            guard documents[uri] != nil else { return [logMessage("didChange for \(uri), which is not open", type: 2)] }
            for edit in change.contentChanges {
                if let lines = documents[uri]?.document.apply(edit, encoding: encoding, version: change.textDocument.version) {
                    documents[uri]?.spelling.replaceLines(lines)
                } else {
                    documents[uri]?.spelling.forget()
                }
            }
            return publish(uri)
        case "textDocument/didClose":
            let uri = try params(DidCloseTextDocumentParams.self, body).textDocument.uri
            guard documents.removeValue(forKey: uri) != nil else { return [] }
            return [.notification(method: "textDocument/publishDiagnostics",
                                  params: PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))]
        case "workspace/didChangeConfiguration":
            let settings = try params(DidChangeConfigurationParams.self, body).settings
            if clientPullsConfiguration { return pullConfiguration() }
            return apply(settings)
        default:
            return []
        }
    }

    /// A response to one of the server's requests: the configuration asked for.
    private mutating func handleResponse(id: RequestID, result: JSONValue?) -> [OutgoingMessage] {
        guard configurationRequests.remove(id) != nil else { return [] }
        return apply(result?.array?.first)
    }

    private func params<Params: Decodable>(_ type: Params.Type, _ body: Data) throws -> Params {
        try JSONDecoder().decode(IncomingParams<Params>.self, from: body).params
    }

    // MARK: Lifecycle and settings

    private mutating func initialize(_ params: InitializeParams, id: RequestID) -> [OutgoingMessage] {
        encoding = PositionEncoding.negotiated(clientPrefers: params.capabilities?.general?.positionEncodings)
        clientPullsConfiguration = params.capabilities?.workspace?.configuration == true
        clientTakesCodeActionLiterals = params.capabilities?.textDocument?.codeAction?.codeActionLiteralSupport != nil
        if let folder = params.workspaceFolders?.first?.uri ?? params.rootUri {
            workspaceFolder = URL(string: folder).flatMap { $0.isFileURL ? $0 : nil }
        } else if let path = params.rootPath {
            workspaceFolder = URL(filePath: path)
        }
        initializationOptions = params.initializationOptions
        let (settings, problems) = ServerSettings().updated(with: params.initializationOptions)
        var messages: [OutgoingMessage] = [.response(id: id, result: InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: encoding.rawValue,
                textDocumentSync: .init(),
                codeActionProvider: .init(),
                executeCommandProvider: .init(commands: ServerCommand.allCases.map(\.rawValue))),
            serverInfo: .init(name: "lexcheck", version: serverVersion)))]
        phase = .running
        self.settings = settings
        messages += problems.map { showMessage($0, type: 1) }
        messages += loadChecker()
        return messages
    }

    /// Asks the client for the `lexcheck` section of its configuration, when it answers such
    /// requests.
    private mutating func pullConfiguration() -> [OutgoingMessage] {
        guard clientPullsConfiguration else { return [] }
        let id = RequestID.number(nextRequestID)
        nextRequestID += 1
        configurationRequests.insert(id)
        return [.request(id: id, method: "workspace/configuration",
                         params: ConfigurationParams(items: [.init(section: "lexcheck")]))]
    }

    /// Takes settings the client sent: the checker is made again when they change it, and every
    /// open document checked again.
    private mutating func apply(_ json: JSONValue?) -> [OutgoingMessage] {
        let (updated, problems) = ServerSettings().updated(with: initializationOptions).settings.updated(with: json)
        var messages = problems.map { showMessage($0, type: 1) }
        guard updated != settings else { return messages }
        let newChecker = updated.needsNewChecker(comparedTo: settings)
        settings = updated
        messages += newChecker ? loadChecker() : reloadAcceptedWords()
        return messages
    }

    private mutating func loadChecker() -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        do {
            let checker = try makeChecker(settings)
            judge = WordJudge(checker: checker, acceptedWords: [])
        } catch {
            judge = nil
            messages.append(showMessage("lexcheck: \(Self.describe(error)); no words are checked", type: 1))
        }
        return messages + reloadAcceptedWords()
    }

    /// Reads the workspace dictionary again, sets the words accepted, and checks every open
    /// document again.
    private mutating func reloadAcceptedWords() -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        var accepted = Set(settings.words)
        if let workspaceFolder, usesWorkspaceFiles {
            let dictionary = PersonalDictionary.at(workspaceFolder.appending(path: settings.workspaceDictionary))
            if let problem = dictionary.readError {
                messages.append(showMessage("lexcheck: \(problem.description)", type: 2))
            }
            accepted.formUnion(dictionary.words)
            workspaceDictionary = dictionary
        }
        judge?.accept(accepted)
        return messages + republishAll()
    }

    private mutating func republishAll() -> [OutgoingMessage] {
        var messages: [OutgoingMessage] = []
        for uri in documents.keys.sorted() {
            documents[uri]?.spelling.forget()
            messages += publish(uri)
        }
        return messages
    }

    // MARK: Diagnostics

    private mutating func publish(_ uri: String) -> [OutgoingMessage] {
        guard var open = documents[uri] else { return [] }
        if let judge {
            open.misspellings = open.spelling.misspellings(of: open.document, judge: judge)
        } else {
            open.misspellings = []
        }
        documents[uri] = open
        let languages = languagesDescription
        return [.written(PublishDiagnostics.body(
            uri: uri, version: open.document.version,
            misspellings: open.misspellings.filter { !open.ignored.contains($0.word) },
            message: { Self.message(word: $0, languages: languages) }))]
    }

    private static func message(word: String, languages: String) -> String {
        "Unknown word “\(word)” (\(languages))"
    }

    private func diagnostic(_ misspelling: Misspelling) -> Diagnostic {
        Diagnostic(range: range(of: misspelling), severity: Diagnostic.severity, code: Diagnostic.code,
                   source: Diagnostic.source, message: Self.message(word: misspelling.word, languages: languagesDescription),
                   data: .init(word: misspelling.word))
    }

    private var languagesDescription: String {
        var names = settings.languages
        names += settings.dictionaries.map { URL(filePath: $0).deletingPathExtension().lastPathComponent }
        if names.isEmpty, let judge { names = [judge.checker.language] }
        return names.joined(separator: ", ")
    }

    private func range(of misspelling: Misspelling) -> LSPRange {
        LSPRange(start: Position(line: misspelling.line, character: misspelling.start),
                 end: Position(line: misspelling.line, character: misspelling.end))
    }

    // MARK: Code actions and commands

    /// For each misspelling the range touches: its guesses, adding it to the user's and the
    /// workspace's dictionary, ignoring it in the document.
    private func codeActions(_ params: CodeActionParams) -> [CodeActionItem] {
        guard let open = documents[params.textDocument.uri], let judge else { return [] }
        let uri = params.textDocument.uri
        var items: [CodeActionItem] = []
        for misspelling in open.misspellings where !open.ignored.contains(misspelling.word)
            && range(of: misspelling).overlaps(params.range) {
            let diagnostic = diagnostic(misspelling)
            let word = misspelling.word
            let guesses = judge.checker.guesses(forWordRange: NSRange(location: 0, length: word.utf16.count),
                                                in: word, language: judge.checker.language) ?? []
            for (rank, guess) in guesses.prefix(Self.maximumGuesses).enumerated() {
                let title = "Change to “\(guess)”"
                if clientTakesCodeActionLiterals {
                    items.append(.action(CodeAction(
                        title: title, diagnostics: [diagnostic], isPreferred: rank == 0 ? true : nil,
                        edit: WorkspaceEdit(changes: [uri: [TextEdit(range: diagnostic.range, newText: guess)]]))))
                } else {
                    items.append(.command(Command(title: title, command: ServerCommand.replaceWord.rawValue,
                                                  arguments: [.string(uri), Self.json(diagnostic.range), .string(guess)])))
                }
            }
            var commands = [Command(title: "Add “\(word)” to the user dictionary",
                                    command: ServerCommand.addToUserDictionary.rawValue, arguments: [.string(word)])]
            if workspaceDictionary != nil {
                commands.append(Command(title: "Add “\(word)” to the workspace dictionary",
                                        command: ServerCommand.addToWorkspaceDictionary.rawValue, arguments: [.string(word)]))
            }
            commands.append(Command(title: "Ignore “\(word)” in this file", command: ServerCommand.ignoreInDocument.rawValue,
                                    arguments: [.string(uri), .string(word)]))
            for command in commands {
                items.append(clientTakesCodeActionLiterals
                             ? .action(CodeAction(title: command.title, diagnostics: [diagnostic], command: command))
                             : .command(command))
            }
        }
        return items
    }

    private static func json(_ range: LSPRange) -> JSONValue {
        func position(_ position: Position) -> JSONValue {
            .object(["line": .number(Double(position.line)), "character": .number(Double(position.character))])
        }
        return .object(["start": position(range.start), "end": position(range.end)])
    }

    private mutating func executeCommand(_ params: ExecuteCommandParams, id: RequestID) throws -> [OutgoingMessage] {
        guard let command = ServerCommand(rawValue: params.command) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "unknown command \(params.command)")
        }
        let arguments = params.arguments?.compactMap(\.string) ?? []
        func argument(_ index: Int) throws -> String {
            guard index < arguments.count else {
                throw ResponseError(code: ResponseError.invalidParams, message: "\(command.rawValue): missing argument \(index + 1)")
            }
            return arguments[index]
        }
        var messages: [OutgoingMessage] = [.response(id: id, result: JSONValue.null)]
        switch command {
        case .replaceWord:
            let uri = try argument(0)
            guard let arguments = params.arguments, arguments.count == 3, let newText = arguments[2].string,
                  let range = try? JSONDecoder().decode(LSPRange.self, from: JSONEncoder().encode(arguments[1])) else {
                throw ResponseError(code: ResponseError.invalidParams,
                                    message: "\(command.rawValue): the arguments are a URI, a range and a replacement")
            }
            let id = RequestID.number(nextRequestID)
            nextRequestID += 1
            messages.append(.request(id: id, method: "workspace/applyEdit", params: ApplyWorkspaceEditParams(
                label: "Change to “\(newText)”", edit: WorkspaceEdit(changes: [uri: [TextEdit(range: range, newText: newText)]]))))
        case .addToUserDictionary:
            let word = try argument(0)
            guard let judge else { throw ResponseError(code: ResponseError.requestFailed, message: "no dictionary is loaded") }
            do {
                try judge.checker.learnWord(word)
            } catch {
                throw ResponseError(code: ResponseError.requestFailed, message: "“\(word)” was not added: \(error.description)")
            }
            judge.forgetVerdicts()
            messages += republishAll()
        case .addToWorkspaceDictionary:
            let word = try argument(0)
            guard let workspaceDictionary else {
                throw ResponseError(code: ResponseError.requestFailed, message: "no workspace folder to keep a dictionary in")
            }
            do {
                try workspaceDictionary.learn(word)
            } catch {
                throw ResponseError(code: ResponseError.requestFailed, message: "“\(word)” was not added: \(error.description)")
            }
            messages += reloadAcceptedWords()
        case .ignoreInDocument:
            let (uri, word) = (try argument(0), try argument(1))
            guard documents[uri] != nil else {
                throw ResponseError(code: ResponseError.invalidParams, message: "\(uri) is not open")
            }
            documents[uri]?.ignored.insert(word)
            messages += publish(uri)
        }
        return messages
    }

    // MARK: Messages for the user

    private func showMessage(_ text: String, type: Int) -> OutgoingMessage {
        .notification(method: "window/showMessage", params: MessageParams(type: type, message: text))
    }

    private func logMessage(_ text: String, type: Int) -> OutgoingMessage {
        .notification(method: "window/logMessage", params: MessageParams(type: type, message: text))
    }

    private struct MessageParams: Encodable {
        var type: Int
        var message: String
    }

    /// An error as a sentence: decoding errors say which member was wrong.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(path(context.codingPath)) has the wrong type"
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the body is not valid JSON" : "\(path(context.codingPath)) is invalid"
        case let error as LexiconError:
            return error.description
        default:
            return String(describing: error)
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
